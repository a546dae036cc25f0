import BigInt
public import QuizRuntime

/// What `quizc stats` shows for one quiz: per outcome, reachability, an exact probability
/// under uniformly random answers and a witness; per axis, item counts and keying.
@_spi(Tools) public struct StatsReport: Sendable {
    /// One outcome's line of the report.
    @_spi(Tools) public struct Row: Sendable {
        var code: String
        /// `nil` when the analysis stopped at its budget before deciding.
        var reachable: Bool?
        /// Complete answer sets giving the outcome; `nil` when not counted.
        var count: BigUInt?
        /// An answer set that gives the outcome, when reachable.
        var witness: OutcomeAnalysis.Witness?
    }

    /// The id of the quiz reported on.
    @_spi(Tools) public var quiz: String
    /// How many questions the quiz has.
    @_spi(Tools) public var questionCount: Int
    /// The outcome analysis the report is read from.
    @_spi(Tools) public var analysis: OutcomeAnalysis
    /// Every outcome entry of the quiz, and every other code the scoring can give, in the
    /// scoring rule's order (entries it can never give last, in the order written).
    @_spi(Tools) public var rows: [Row]
    /// An `axes` quiz's axes (`E/I`), each with how its questions ask it; empty for other models.
    @_spi(Tools) public var axes: [(name: String, use: AxisUse)]
    /// A `profile` quiz's results: each band's exact probability (docs/analysis.md).
    @_spi(Tools) public var profile: ProfileAnalysis?
    /// The score each result reports, by result id, in the quiz's order.
    var resultScores: [(result: String, score: String)] = []
    /// For a quiz with conditions: each question's probability of being shown, with paths.
    @_spi(Tools) public var visibility: QuestionVisibility?
    /// Per question, whether it has a condition (the text lists only those).
    var questionConditions: [Bool] = []

    /// The widest a text line gets where a witness can be wrapped (a single answer longer
    /// than that still gets a line of its own, never cut).
    static let textWidth = 120

    /// The report of a quiz the analysis stage analysed.
    @_spi(Tools) public init(_ analyzed: AnalyzedQuiz) {
        let resolved = analyzed.resolved
        quiz = resolved.bundle.quiz
        questionCount = resolved.bundle.questions.count
        analysis = analyzed.analysis
        profile = analyzed.profile
        visibility = analyzed.visibility
        questionConditions = resolved.bundle.questions.map { $0.condition != nil }
        if case .profile(let results, _) = resolved.bundle.scoring.rule {
            resultScores = results.map { ($0.id, $0.score) }
        }
        rows = Self.rows(
            analysis, rule: resolved.bundle.scoring.rule, declared: resolved.source.outcomes.map(\.code.value))
        if case .axes(let list) = resolved.bundle.scoring.rule {
            axes = zip(list, AxisUse.usage(resolved.bundle)).map { ("\($0.poles.0)/\($0.poles.1)", $1) }
        } else {
            axes = []
        }
    }

    /// The analysis's outcomes and the declared entries, merged. For `axes`, a letter
    /// combination that has no entry and that no answer set gives is not an outcome, so it
    /// is left out (with a tie letter that is not a pole there are many). An entry the
    /// rule can never give is unreachable, with probability 0; an entry the rule can give
    /// that an inexact analysis did not reach is undecided (`nil`), never unreachable.
    static func rows(_ analysis: OutcomeAnalysis, rule: QuizBundle.Scoring.Rule, declared: [String]) -> [Row] {
        let declaredSet = Set(declared.map(ExactString.init))
        var isAxes = false
        if case .axes = rule { isAxes = true }
        var rows: [Row] = []
        var seen: Set<ExactString> = []
        for result in analysis.outcomes {
            let reachable: Bool? = result.reachable ? true : (analysis.isExact ? false : nil)
            if isAxes, reachable != true, !declaredSet.contains(ExactString(result.code)) { continue }
            rows.append(Row(code: result.code, reachable: reachable, count: result.count, witness: result.witness))
            seen.insert(ExactString(result.code))
        }
        // Without the list of formable codes (too many of them), nothing is known of an entry.
        let formable = OutcomeCodes.formable(rule).map { Set($0.map(ExactString.init)) }
        for code in declared where seen.insert(ExactString(code)).inserted {
            let neverFormed = formable.map { !$0.contains(ExactString(code)) } ?? false
            let decided = neverFormed || (formable != nil && analysis.isExact)
            rows.append(
                Row(
                    code: code, reachable: decided ? false : nil,
                    count: decided && analysis.total != nil ? 0 : nil, witness: nil))
        }
        return rows
    }

    /// `{"quiz", "outcomes": [{"code", "reachable", "reachability_limitation"?, "probability", "probability_exact"?, "probability_limitation"?, "witness"?}], "answer_sets"?, "results"?, "questions"?, "axes"?, "limitation"?, "probability_limitation"?}`;
    /// `reachable` is `true` or `false` when the analysis decided it, else `null` with
    /// `reachability_limitation` saying why it was not decided. `probability` is a decimal
    /// string (`Probability.decimal`) with `probability_exact` the fraction, or `null` with
    /// `probability_limitation` saying why it was not computed (docs/cli.md).
    @_spi(Tools) public var jsonValue: JSONValue {
        var members: [(String, JSONValue)] = [("quiz", .string(quiz))]
        members.append(
            (
                "outcomes",
                .array(
                    rows.map { row in
                        var fields: [(String, JSONValue)] = [
                            ("code", .string(row.code)), ("reachable", row.reachable.map(JSONValue.bool) ?? .null),
                        ]
                        if row.reachable == nil {
                            fields.append(("reachability_limitation", .string(undecidedReason)))
                        }
                        if let count = row.count, let total = analysis.total, total > 0 {
                            fields.append(("probability", .string(Probability.decimal(count, total))))
                            fields.append(("probability_exact", .string(Probability.fraction(count, total))))
                        } else {
                            fields.append(("probability", .null))
                            fields.append(("probability_limitation", .string(probabilityReason)))
                        }
                        if let witness = row.witness {
                            fields.append(("witness", .object(witness.map { ($0.key, $0.answer.jsonValue) })))
                        }
                        return .object(fields)
                    })
            ))
        if let total = analysis.total {
            members.append(("answer_sets", .string(String(total))))
        } else if let total = profile?.results.first?.total {
            members.append(("answer_sets", .string(String(total))))
        }
        if let profile { members.append(("results", resultsJSON(profile))) }
        if let visibility { members.append(("questions", questionsJSON(visibility))) }
        if !analysis.draws.isEmpty { members.append(("draws", .integer(analysis.draws.count))) }
        if !axes.isEmpty {
            members.append(
                (
                    "axes",
                    .array(
                        axes.map { axis in
                            .object([
                                ("axis", .string(axis.name)), ("questions", .integer(axis.use.questions)),
                                ("keyed_first", .integer(axis.use.keyedToFirst)),
                                ("keyed_second", .integer(axis.use.keyedToSecond)),
                            ])
                        })
                ))
        }
        if let limitation = analysis.limitation { members.append(("limitation", .string(limitation))) }
        if analysis.limitation == nil, let limitation = analysis.probabilityLimitation {
            members.append(("probability_limitation", .string(limitation)))
        }
        return .object(members)
    }

    /// A table an author reads at a glance. Witnesses are complete: one too long for the
    /// line continues on the next ones, aligned under the witness column, broken only
    /// between answers.
    @_spi(Tools) public var text: String {
        var out = "\(quiz): \(questionCount) questions"
        if !analysis.draws.isEmpty {
            out +=
                ", \(analysis.draws.count) equally likely draws of them (each outcome's probability is its mean over the draws)"
        } else if let total = analysis.total {
            out += ", \(total) equally likely complete answer sets"
        } else if let total = profile?.results.first?.total {
            out += ", \(total) equally likely complete answer sets"
        }
        out += "\n"
        if let limitation = analysis.limitation {
            out += "  not exact: \(limitation); `not decided` and `?` mark what was not decided\n"
        }
        if analysis.limitation == nil, rows.contains(where: { $0.count == nil }) {
            out += "  probabilities marked `?`: \(probabilityReason)\n"
        }
        let codeWidth = max(7, rows.map { $0.code.count }.max() ?? 0)
        let reachableWidth = rows.contains { $0.reachable == nil } ? Self.notDecided.count : 9
        if !rows.isEmpty {
            out +=
                "  " + "outcome".padding(codeWidth) + "  " + "reachable".padding(reachableWidth)
                + "  probability  witness\n"
        }
        for row in rows {
            let probability: String
            if let count = row.count, let total = analysis.total, total > 0 {
                probability = Probability.percent(count, total)
            } else {
                probability = "?"
            }
            let reachable = row.reachable.map { $0 ? "yes" : "NO" } ?? Self.notDecided
            let lead =
                "  " + row.code.padding(codeWidth) + "  " + reachable.padding(reachableWidth) + "  "
                + probability.padding(11) + "  "
            let witness =
                row.witness.map { WitnessText.lines($0, width: max(20, Self.textWidth - lead.count)) } ?? ["-"]
            out += lead + witness.joined(separator: "\n" + String(repeating: " ", count: lead.count)) + "\n"
        }
        if let profile { out += resultsText(profile) }
        if let visibility { out += questionsText(visibility) }
        for axis in axes {
            out +=
                "  axis \(axis.name): \(axis.use.questions) questions; scale items keyed \(axis.use.keyedToFirst) toward the first pole, \(axis.use.keyedToSecond) toward the second\n"
        }
        return out
    }

    /// The reachable column of an outcome the analysis did not decide.
    static let notDecided = "not decided"

    /// Why an undecided outcome was not decided: the analysis's limitation (a declared entry
    /// of a rule whose codes are too many to list is never decided).
    var undecidedReason: String {
        analysis.limitation ?? "the scoring can form too many codes to decide which entries it gives"
    }

    /// Why an outcome's probability was not computed: the analysis's own reason, else that
    /// of its reachability.
    var probabilityReason: String {
        analysis.probabilityLimitation ?? analysis.limitation ?? undecidedReason
    }
}

extension String {
    func padding(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
