import BigInt
import QuizRuntime

/// The outcome analysis of a quiz with conditions (docs/analysis.md, "Branching"): every
/// shown question is answered, each valid answer equally likely; a hidden question is not
/// answered. Counts are over the complete virtual answer sets (every question answered,
/// the answers of hidden questions ignored), so they are integers over one denominator.
///
/// Each scenario (`BranchingScenarios`) is analysed exactly by the engines that know no
/// conditions, as its sub-bundle. An outcome is reachable when some scenario reaches it
/// (with that scenario's witness, a complete answer path the scorer accepts); its count is
/// the sum over the scenarios of the sub-bundle's count × the hidden questions' answer counts.
enum BranchingAnalysis {
    /// The scenarios together may do the work of this many searches of a quiz without
    /// conditions (`SharedWork`; docs/analysis.md, "Branching"). A draw's quiz is a part of the
    /// quiz, so the draws share one search's work; a scenario's quiz is nearly the whole quiz
    /// (only its hidden questions are left out), so conditions multiply the work instead: with
    /// four searches' work, a quiz with 10 conditional questions over a few hundred scenarios
    /// is analysed exactly at the default budget (docs/PERFORMANCE.md, "Branching quizzes").
    static let workSearches = 4

    static func run(
        _ bundle: QuizBundle, maxStates: Int,
        analyze: (QuizBundle, Int, SharedWork?, ProfileRules?) -> OutcomeAnalysis
    ) -> OutcomeAnalysis {
        let reads = BranchingReads(bundle)
        let listing = BranchingScenarios.list(bundle, reads: reads, rules: VisibilityRules(bundle))
        guard listing.complete else {
            let message = BranchingScenarios.tooMany(", so the outcomes were not analysed over every answer path")
            guard let first = listing.scenarios.first else {
                return OutcomeAnalysis(
                    outcomes: [], total: nil, ties: [], limitation: message, probabilityLimitation: message)
            }
            let result = analyze(first.subBundle(bundle, reads: reads), maxStates, nil, first.rules(bundle))
            return partial([(first, result)], bundle, reads: reads, message: message)
        }
        let scenarios = listing.scenarios
        let states = DrawnAnalysis.budget(maxStates, draws: scenarios.count)
        let shared = SharedWork(maxStates: maxStates, searches: workSearches)
        var results: [(scenario: BranchingScenario, analysis: OutcomeAnalysis)] = []
        for scenario in scenarios {
            let sub = scenario.subBundle(bundle, reads: reads)
            let setup = sub.questions.reduce(0) { $0 + $1.options.count + 1 }
            _ = shared.charge(setup * SharedWork.stepUnits)
            results.append((scenario, analyze(sub, states, shared, scenario.rules(bundle))))
            if shared.isExhausted {
                let message = AnalysisRemedy.budget(
                    "the answer scenarios together would take more than \(shared.limit) steps of the exact search (stopped after \(results.count) of \(scenarios.count) scenarios)"
                )
                return partial(results, bundle, reads: reads, message: message)
            }
        }
        return merged(results, bundle, reads: reads)
    }

    /// The outcome codes of `results`, in the first result's order, then any new ones.
    static func codes(_ results: [(scenario: BranchingScenario, analysis: OutcomeAnalysis)]) -> [String] {
        var codes: [String] = []
        var seen: Set<ExactString> = []
        for result in results {
            for outcome in result.analysis.outcomes where seen.insert(ExactString(outcome.code)).inserted {
                codes.append(outcome.code)
            }
        }
        return codes
    }

    /// Reachability with the first reaching scenario's witness, and ties, of `results`.
    static func reach(
        _ results: [(scenario: BranchingScenario, analysis: OutcomeAnalysis)], _ bundle: QuizBundle,
        reads: BranchingReads
    ) -> OutcomeAnalysis {
        var outcomes: [OutcomeAnalysis.OutcomeResult] = []
        for code in codes(results) {
            var outcome = OutcomeAnalysis.OutcomeResult(code: code, reachable: false, count: nil, witness: nil)
            for result in results {
                guard let found = result.analysis.result(for: code), found.reachable else { continue }
                outcome.reachable = true
                outcome.witness = found.witness.map { result.scenario.fullWitness($0, bundle, reads: reads) }
                break
            }
            outcomes.append(outcome)
        }
        var ties: [OutcomeAnalysis.Tie] = []
        for result in results {
            for tie in result.analysis.ties where !ties.contains(where: { $0.axis == tie.axis }) {
                ties.append(
                    OutcomeAnalysis.Tie(
                        axis: tie.axis, witness: result.scenario.fullWitness(tie.witness, bundle, reads: reads)))
            }
        }
        return OutcomeAnalysis(outcomes: outcomes, total: nil, ties: ties, limitation: nil, probabilityLimitation: nil)
    }

    /// Every scenario analysed: reachability, ties and exact counts.
    static func merged(
        _ results: [(scenario: BranchingScenario, analysis: OutcomeAnalysis)], _ bundle: QuizBundle,
        reads: BranchingReads
    ) -> OutcomeAnalysis {
        var merged = reach(results, bundle, reads: reads)
        merged.limitation = results.lazy.compactMap(\.analysis.limitation).first
        merged.probabilityLimitation =
            results.lazy.compactMap(\.analysis.probabilityLimitation).first ?? merged.limitation
        var total: BigUInt? = 0
        var counts = [BigUInt?](repeating: 0, count: merged.outcomes.count)
        func add(_ sum: inout BigUInt?, _ count: BigUInt?, _ factor: BigUInt) {
            guard let current = sum, let count else { sum = nil; return }
            sum = current + count * factor
        }
        for result in results {
            let factor = result.scenario.hiddenFactor
            add(&total, result.analysis.total, factor)
            for (index, outcome) in merged.outcomes.enumerated() {
                let count =
                    result.analysis.result(for: outcome.code).map(\.count) ?? (result.analysis.total == nil ? nil : 0)
                add(&counts[index], count, factor)
            }
        }
        if let total, !counts.contains(where: { $0 == nil }) {
            merged.total = total
            for index in merged.outcomes.indices { merged.outcomes[index].count = counts[index] }
        } else if merged.probabilityLimitation == nil {
            merged.probabilityLimitation = "a scenario's probabilities were not computed"
        }
        return merged
    }

    /// What the scenarios analysed before the analysis stopped prove: an outcome one of them
    /// reaches is reachable (with its witness); nothing else is decided.
    static func partial(
        _ results: [(scenario: BranchingScenario, analysis: OutcomeAnalysis)], _ bundle: QuizBundle,
        reads: BranchingReads, message: String
    ) -> OutcomeAnalysis {
        var merged = reach(results, bundle, reads: reads)
        merged.limitation = message
        merged.probabilityLimitation = message
        return merged
    }
}
