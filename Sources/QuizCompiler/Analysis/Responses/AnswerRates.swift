import BigInt
import QuizRuntime

/// The answer-rate funnel under branching: per question, the accepted responses that answer
/// it against those expected to be shown it, n × its exact probability of being shown
/// (`QuestionVisibility`; 1 for every question of a quiz without conditions), and the
/// rate answered / expected-shown (docs/analytics.md, "The answer-rate funnel").
struct AnswerRates: Sendable {
    /// One question's line.
    struct Rate: Sendable {
        /// The question's id.
        var question: String
        /// Accepted responses that answer it.
        var answered: BigInt
        /// Its probability of being shown as (count, total); `nil` when not decided.
        var shown: (BigUInt, BigUInt)?
    }

    /// Accepted responses.
    var n: BigInt
    /// Per question, in bundle order.
    var rates: [Rate]
    /// Why the show probabilities were not decided, when they were not.
    var limitation: String?

    /// The funnel of `tally` under `visibility` (`nil`: no question has a condition).
    init(_ tally: ResponseTally, bundle: QuizBundle, visibility: QuestionVisibility?) {
        n = tally.accepted.value
        limitation = visibility?.limitation
        rates = bundle.questions.indices.map { index in
            var shown: (BigUInt, BigUInt)? = (1, 1)
            if let visibility {
                shown = visibility.total.flatMap { total in visibility.entries[index].shownCount.map { ($0, total) } }
            }
            return Rate(question: bundle.questions[index].id, answered: tally.answered[index].value, shown: shown)
        }
    }

    /// n·s/T, the responses expected to be shown the question.
    func expected(_ rate: Rate) -> String? {
        rate.shown.map { ExactDecimal.text(n * BigInt($0.0), BigInt($0.1)) }
    }

    /// answered·T/(n·s); `nil` when none is expected to be shown it.
    func answerRate(_ rate: Rate) -> String? {
        guard let shown = rate.shown, n > 0, shown.0 > 0 else { return nil }
        return ExactDecimal.text(rate.answered * BigInt(shown.1), n * BigInt(shown.0))
    }

    /// Whether the rate is below one half while five or more responses are expected to be
    /// shown the question: 2·answered·T < n·s and n·s ≥ 5T, exactly.
    func drops(_ rate: Rate) -> Bool {
        guard let shown = rate.shown else { return false }
        let expectedTimesT = n * BigInt(shown.0)
        return expectedTimesT >= 5 * BigInt(shown.1) && 2 * rate.answered * BigInt(shown.1) < expectedTimesT
    }

    /// `[{"question", "answered", "shown_probability", "expected_shown", "answer_rate", "shown_limitation"?}]`.
    var jsonValue: JSONValue {
        .array(
            rates.map { rate in
                var members: [(String, JSONValue)] = [
                    ("question", .string(rate.question)), ("answered", .number(String(rate.answered))),
                    (
                        "shown_probability",
                        rate.shown.map { .number(ExactDecimal.text(BigInt($0.0), BigInt($0.1))) } ?? .null
                    ),
                    ("expected_shown", expected(rate).map(JSONValue.number) ?? .null),
                    ("answer_rate", answerRate(rate).map(JSONValue.number) ?? .null),
                ]
                if rate.shown == nil { members.append(("shown_limitation", .string(limitation ?? "not decided"))) }
                return .object(members)
            })
    }

    /// The section for people.
    var textLines: [String] {
        var lines = ["", "answer rates (\(n) responses accepted):"]
        if let limitation { lines.append("  shown probabilities not decided: \(limitation)") }
        var rows = [["question", "answered", "shown", "expected shown", "answer rate"]]
        for rate in rates {
            rows.append(
                [
                    rate.question, String(rate.answered),
                    rate.shown.map { ExactDecimal.text(BigInt($0.0), BigInt($0.1)) } ?? "—", expected(rate) ?? "—",
                    answerRate(rate) ?? "—",
                ])
        }
        return lines + ResponseReport.table(rows).map { "  " + $0 }
    }
}
