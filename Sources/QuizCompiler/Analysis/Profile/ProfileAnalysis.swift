import BigInt
import QuizRuntime

/// The analysis of a quiz's profile results (docs/analysis.md, "Profile results"): per
/// result, each band's reachability, witness and exact probability, however many answer
/// sets there are.
@_spi(Tools) public struct ProfileAnalysis: Sendable {
    /// Per result, in the quiz's order; a result whose search went beyond the budget is missing
    /// and named in `limitations`.
    @_spi(Tools) public var results: [ResultAnalysis]
    /// Why a result was not analysed, by result id.
    @_spi(Tools) public var limitations: [(result: String, reason: String)]

    /// The analysis of the results of a `profile` quiz; `nil` for other models.
    static func run(_ bundle: QuizBundle, maxStates: Int) -> ProfileAnalysis? {
        guard case .profile(let results, _) = bundle.scoring.rule else { return nil }
        if let drawn = DrawnAnalysis.pools(bundle) {
            return DrawnProfileAnalysis.run(
                bundle, results: results, pools: drawn.pools, always: drawn.always, maxStates: maxStates)
        }
        if bundle.questions.contains(where: { $0.condition != nil }) {
            return BranchingProfileAnalysis.run(bundle, results: results, maxStates: maxStates)
        }
        return run(bundle, results: results, maxStates: maxStates)
    }

    /// The outcome analysis of a `profile` quiz without `nearest`: no outcome, only the number
    /// of answer sets.
    static func noOutcome(_ bundle: QuizBundle) -> OutcomeAnalysis {
        var all: BigUInt = 1
        for question in bundle.questions {
            all *= BigUInt(AnswerChoices(question, features: 0, project: { _ in [] })?.total ?? 1)
        }
        return OutcomeAnalysis(
            outcomes: [], total: all, ties: [], limitation: nil,
            probabilityLimitation: nil)
    }

    /// The analysis of `results`, the profile results of `bundle`. `rules`: the runtime's
    /// rules when they are not `bundle`'s own (a branching scenario's quiz: those of its shown
    /// questions with every option, `BranchingScenario.shownQuiz`).
    static func run(
        _ bundle: QuizBundle, results: [QuizBundle.Scoring.ProfileResult], maxStates: Int
    ) -> ProfileAnalysis {
        run(bundle, results: results, maxStates: maxStates, rules: ProfileRules(bundle))
    }

    static func run(
        _ bundle: QuizBundle, results: [QuizBundle.Scoring.ProfileResult], maxStates: Int, rules: ProfileRules
    ) -> ProfileAnalysis {
        var initial = [Int](repeating: 0, count: bundle.traits.count)
        for entry in bundle.scoring.initial {
            if let index = bundle.traits.firstIndex(where: { $0.isExactly(entry.trait) }) {
                initial[index] += entry.amount
            }
        }
        var analysis = ProfileAnalysis(results: [], limitations: [])
        for result in results {
            switch ResultAnalysis.run(
                result, bundle: bundle, rules: rules, initial: initial, digits: digits(of: result.score, in: bundle),
                maxStates: maxStates)
            {
            case .success(let found): analysis.results.append(found)
            case .failure(let limit): analysis.limitations.append((result.id, limit.message))
            }
        }
        return analysis
    }

    /// The analysis of `result`, compared exactly.
    func analysis(of result: String) -> ResultAnalysis? {
        results.first { $0.result.isExactly(result) }
    }

    /// The fractional digits a score is written with: a derived score's `digits`, a trait's
    /// `weightDigits`.
    static func digits(of score: String, in bundle: QuizBundle) -> Int {
        bundle.scoring.derived.first { $0.id.isExactly(score) }?.digits ?? bundle.scoring.weightDigits
    }

    /// A complete witness: `picks`, and for every other required question its first answer.
    static func witness(_ bundle: QuizBundle, _ picks: [Int: QuizAnswer?]) -> OutcomeAnalysis.Witness {
        var witness: OutcomeAnalysis.Witness = []
        for (index, question) in bundle.questions.enumerated() {
            if let pick = picks[index] {
                if let answer = pick { witness.append((question.key, answer)) }
            } else if question.required, let answer = AnalysisContext.firstAnswer(question) {
                witness.append((question.key, answer))
            }
        }
        return witness
    }
}
