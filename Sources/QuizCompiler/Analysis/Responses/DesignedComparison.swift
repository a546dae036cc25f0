import BigInt
import QuizRuntime

/// The scored responses' outcomes and bands against the exact designed shares `quizc stats`
/// computes (the same analysis, with the same `--analysis-budget`): one goodness-of-fit test
/// for the outcomes and one per `profile` result (docs/analytics.md, "Designed against observed").
struct DesignedComparison: Sendable {
    /// A test, or why there is none.
    typealias Test = Result<GoodnessOfFit, ResponseProblem>

    /// Why nothing was compared (no scored counts), when so.
    var notCompared: String?
    /// Responses scored.
    var scored: BigInt = 0
    /// The outcomes' test; `nil` when the quiz forms no outcome code.
    var outcomes: Test?
    /// Per `profile` result, its id and its bands' test.
    var results: [(id: String, test: Test)] = []

    /// The comparison of `observed` (from the tally) with `designed` (the compilation's analysis).
    init(observed: ObservedOutcomes?, designed: AnalyzedQuiz?, bundle: QuizBundle) {
        guard let observed else {
            notCompared =
                "the sums were read without scored outcomes (a SQL engine's document): only the binary's pass over "
                + "responses, or a --stats-out file it wrote, has them"
            return
        }
        guard let designed else {
            notCompared = "the quiz was not analysed"
            return
        }
        scored = observed.complete.value
        outcomes = Self.outcomeTest(observed, designed.analysis)
        results = zip(bundle.scoring.profileResults, observed.bands).map { result, counts in
            (result.id, Self.bandTest(result, counts: counts, designed.profile))
        }
    }

    /// Why an outcome analysis has no probabilities, as `quizc stats` says it.
    static func probabilityReason(_ analysis: OutcomeAnalysis) -> String {
        analysis.probabilityLimitation ?? analysis.limitation ?? "probabilities were not computed"
    }

    /// The outcomes designed (those with a share, and any observed) against the counts.
    static func outcomeTest(_ observed: ObservedOutcomes, _ analysis: OutcomeAnalysis) -> Test? {
        if analysis.outcomes.isEmpty && observed.outcomes.isEmpty { return nil }
        guard let total = analysis.total, total > 0, analysis.outcomes.allSatisfy({ $0.count != nil }) else {
            return .failure("\(probabilityReason(analysis))")
        }
        var categories: [GoodnessOfFit.Category] = []
        for outcome in analysis.outcomes {
            let count = observed.outcomes.first { $0.key.isExactly(outcome.code) }?.value.value ?? 0
            let designed = outcome.count ?? 0
            if designed > 0 || count > 0 {
                categories.append(GoodnessOfFit.Category(name: outcome.code, observed: count, designed: designed))
            }
        }
        for code in observed.codes where !analysis.outcomes.contains(where: { $0.code.isExactly(code) }) {
            categories.append(
                GoodnessOfFit.Category(name: code, observed: observed.outcomes[code]?.value ?? 0, designed: 0))
        }
        return .success(GoodnessOfFit(categories, total: total))
    }

    /// The name of a result's category of responses without a value.
    static let noValue = "(no value)"

    /// A result's bands (and its responses without a value, when designed or observed)
    /// against the counts.
    static func bandTest(_ result: QuizBundle.Scoring.ProfileResult, counts: [ExactSum], _ profile: ProfileAnalysis?)
        -> Test
    {
        guard let found = profile?.analysis(of: result.id), found.total > 0 else {
            let reason = profile?.limitations.first { $0.result.isExactly(result.id) }?.reason
            return .failure("\(reason ?? "the result was not analysed")")
        }
        var categories = zip(found.bands, counts).map { band, count in
            GoodnessOfFit.Category(name: band.band, observed: count.value, designed: band.count)
        }
        let missing = counts.last?.value ?? 0
        if found.missingCount > 0 || missing > 0 {
            categories.append(GoodnessOfFit.Category(name: noValue, observed: missing, designed: found.missingCount))
        }
        return .success(GoodnessOfFit(categories, total: found.total))
    }

    /// `{"scored", "outcomes": FIT | {"limitation"} | null, "results": [{"id", FIT… | "limitation"}]}`,
    /// or `{"limitation"}` when nothing was compared (docs/cli.md).
    var jsonValue: JSONValue {
        if let notCompared { return .object([("limitation", .string(notCompared))]) }
        func value(_ test: Test, name: String, lead: [(String, JSONValue)]) -> JSONValue {
            switch test {
            case .success(let fit):
                guard case .object(let members) = fit.jsonValue(name: name) else { return .null }
                return .object(lead + members)
            case .failure(let reason): return .object(lead + [("limitation", .string(reason.reason))])
            }
        }
        return .object([
            ("scored", .number(String(scored))),
            ("outcomes", outcomes.map { value($0, name: "code", lead: []) } ?? .null),
            ("results", .array(results.map { value($0.test, name: "band", lead: [("id", .string($0.id))]) })),
        ])
    }

    /// The section for people.
    var textLines: [String] {
        var lines = ["", "designed against observed:"]
        if let notCompared {
            lines.append("  not compared: \(notCompared)")
            return lines
        }
        lines[1] = "designed against observed (\(scored) responses scored):"
        func add(_ test: Test, heading: String, name: String) {
            lines.append("  \(heading):")
            switch test {
            case .success(let fit): lines += fit.textLines(name: name).map { "    " + $0 }
            case .failure(let reason): lines.append("    designed shares not computed: \(reason.reason)")
            }
        }
        if let outcomes { add(outcomes, heading: "outcomes", name: "outcome") }
        for result in results { add(result.test, heading: "result \(result.id)", name: "band") }
        if outcomes == nil && results.isEmpty { lines.append("  the quiz forms no outcome code and has no result") }
        return lines
    }
}
