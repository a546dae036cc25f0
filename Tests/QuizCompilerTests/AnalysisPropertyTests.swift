import BigInt
import PropertyBased
import QuizRuntime
import Testing

@_spi(Tools) @testable import QuizCompiler

/// The exhaustive analysis agrees with brute-force enumeration through QuizRuntime's scorer
/// on hundreds of random small quizzes of every model: reachability, exact counts (hence
/// probabilities), ties, and every witness really gives its outcome.
@Suite("Outcome analysis equals brute force")
struct AnalysisPropertyTests {
    @Test func analysisMatchesBruteForce() async {
        await propertyCheck(count: 400, input: Gen.int(in: 0...Int.max)) { seed in
            let bundle = RandomQuizzes.make(seed: UInt64(seed))
            let scorer = Scorer(bundle: bundle)
            var reachable: Set<String> = [], counts: [String: BigUInt] = [:], total: BigUInt = 0
            var highestTie = false, axisTies = Set<Int>()
            RandomQuizzes.enumerate(bundle) { answers, complete in
                guard case .success(let result) = scorer.score(answers) else {
                    Issue.record("seed \(seed): the scorer rejected a valid answer set")
                    return
                }
                reachable.insert(result.outcome ?? "")
                if complete { counts[result.outcome ?? "", default: 0] += 1; total += 1 }
                switch bundle.scoring.rule {
                case .highest:
                    let top = result.scores.map(\.amount).max() ?? 0
                    if result.scores.filter({ $0.amount == top }).count > 1 { highestTie = true }
                case .axes:
                    for (index, axis) in result.axes.enumerated() where axis.totals.0 == axis.totals.1 {
                        axisTies.insert(index)
                    }
                case .bands, .profile: break
                }
            }
            let analysis = OutcomeAnalyzer.analyze(bundle)
            #expect(analysis.isExact)
            // Not looking for `highest` ties forgets more traits; nothing else may change.
            let tiesGiven = OutcomeAnalyzer.analyze(bundle, findTies: false)
            if case .highest = bundle.scoring.rule {
                #expect(tiesGiven.ties.isEmpty, "seed \(seed): highest ties looked for")
            }
            for (run, label) in [(analysis, ""), (tiesGiven, ", ties given")] {
                #expect(run.total == total, "seed \(seed)\(label)")
                for outcome in run.outcomes {
                    #expect(
                        outcome.reachable == reachable.contains(outcome.code),
                        "seed \(seed)\(label): \(outcome.code) reachability")
                    #expect(
                        outcome.count == counts[outcome.code, default: 0], "seed \(seed)\(label): \(outcome.code) count"
                    )
                    if let witness = outcome.witness {
                        #expect(
                            (try? scorer.score(witness).get().outcome) == outcome.code,
                            "seed \(seed)\(label): witness for \(outcome.code)")
                    }
                }
            }
            #expect(
                Set(analysis.outcomes.filter(\.reachable).map(\.code)) == reachable,
                "seed \(seed): codes outside the formable set")
            switch bundle.scoring.rule {
            case .highest:
                #expect((analysis.ties.first != nil) == highestTie, "seed \(seed): highest tie")
                if let tie = analysis.ties.first, case .success(let result) = scorer.score(tie.witness) {
                    let top = result.scores.map(\.amount).max() ?? 0
                    #expect(result.scores.filter { $0.amount == top }.count > 1)
                }
            case .axes:
                #expect(Set(analysis.ties.compactMap(\.axis)) == axisTies, "seed \(seed): axis ties")
            case .bands, .profile: break
            }
        }
    }
}

/// When counting is cut off, `highest` reachability falls back to the frontier search; it
/// must still agree with brute force, and its witnesses must still win.
@Suite("Frontier reachability equals brute force")
struct FrontierPropertyTests {
    @Test func frontierMatchesBruteForce() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...Int.max)) { seed in
            var bundle = RandomQuizzes.make(seed: UInt64(seed))
            guard case .highest(let ties, _) = bundle.scoring.rule else { return }
            bundle.scoring.rule = .highest(ties: ties, secondary: false)
            let scorer = Scorer(bundle: bundle)
            var reachable: Set<String> = []
            RandomQuizzes.enumerate(bundle) { answers, _ in
                if case .success(let result) = scorer.score(answers) { reachable.insert(result.outcome ?? "") }
            }
            let analysis = OutcomeAnalyzer.analyze(bundle, maxStates: 0)
            #expect(analysis.isExact, "seed \(seed)")
            // With nothing to search (no weighted question) the counting search finishes at once;
            // otherwise the zero budget sends reachability to the frontier search.
            let weighted = bundle.questions.contains { $0.options.contains { !$0.weights.isEmpty } }
            #expect(!weighted || analysis.probabilityLimitation != nil, "seed \(seed)")
            for outcome in analysis.outcomes {
                #expect(outcome.reachable == reachable.contains(outcome.code), "seed \(seed): \(outcome.code)")
                if let witness = outcome.witness {
                    #expect(
                        (try? scorer.score(witness).get().outcome) == outcome.code,
                        "seed \(seed): witness for \(outcome.code)")
                }
            }
        }
    }
}
