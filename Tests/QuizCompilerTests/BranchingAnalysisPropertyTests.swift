import BigInt
import Foundation
@_spi(Tools) import QuizRuntime
import Testing

@_spi(Tools) @testable import QuizCompiler

/// The analysis of a quiz with conditions agrees with brute force over every answer path
/// (docs/analysis.md, "Branching"): outcome reachability and exact probabilities, and each
/// question's probability of being shown; every witness is a path the scorer accepts with
/// the witnessed outcome.
@Suite("Branching analysis equals brute force")
struct BranchingAnalysisPropertyTests {
    static let seeds: [UInt64] = Array(1...30)

    @Test(arguments: seeds) func analysisMatchesBruteForce(seed: UInt64) {
        let bundle = BranchingQuizzes.make(seed: seed)
        let scorer = Scorer(bundle: bundle)
        var reachable: Set<String> = []
        var counts: [String: BigUInt] = [:]
        var total: BigUInt = 0
        var shownCounts = [BigUInt](repeating: 0, count: bundle.questions.count)
        var canShow = [Bool](repeating: false, count: bundle.questions.count)
        var canHide = [Bool](repeating: false, count: bundle.questions.count)
        BranchingQuizzes.paths(bundle) { answers, shown, weight in
            guard case .success(let result) = scorer.score(answers) else {
                Issue.record("seed \(seed): the scorer rejected an answer path: \(answers)")
                return
            }
            let code = result.outcome ?? ""
            reachable.insert(code)
            counts[code, default: 0] += weight
            total += weight
            for index in shown.indices {
                if shown[index] { shownCounts[index] += weight; canShow[index] = true } else { canHide[index] = true }
            }
        }
        let analysis = OutcomeAnalyzer.analyze(bundle)
        #expect(analysis.isExact, "seed \(seed): \(analysis.limitation ?? "")")
        #expect(Set(analysis.outcomes.filter(\.reachable).map(\.code)) == reachable, "seed \(seed): reachable")
        #expect(analysis.total == total, "seed \(seed): total")
        for outcome in analysis.outcomes {
            #expect(outcome.count == counts[outcome.code, default: 0], "seed \(seed): count of \(outcome.code)")
            if let witness = outcome.witness {
                #expect(
                    (try? scorer.score(witness).get().outcome) == outcome.code,
                    "seed \(seed): witness for \(outcome.code): \(witness)")
            }
        }
        guard let visibility = QuestionVisibility(bundle) else {
            Issue.record("seed \(seed): no visibility for a quiz with conditions")
            return
        }
        #expect(visibility.total == total, "seed \(seed): visibility total")
        for (index, entry) in visibility.entries.enumerated() {
            #expect(entry.shownCount == shownCounts[index], "seed \(seed): shown count of \(entry.question)")
            #expect(entry.canBeShown == canShow[index], "seed \(seed): \(entry.question) can be shown")
            #expect(entry.canBeHidden == canHide[index], "seed \(seed): \(entry.question) can be hidden")
            for (witness, expected) in [(entry.shownWitness, true), (entry.hiddenWitness, false)] {
                guard let witness else { continue }
                #expect((try? scorer.score(witness).get()) != nil, "seed \(seed): path for \(entry.question)")
                let answers = bundle.questions.map { question in
                    witness.first { $0.key.isExactly(question.key) }?.answer
                }
                var shown = true
                if let condition = bundle.questions[index].condition {
                    shown = BranchingQuizzes.holds(condition, bundle, Self.visibleAnswers(bundle, answers))
                }
                #expect(shown == expected, "seed \(seed): path shows \(entry.question): \(witness)")
            }
        }
    }

    /// `answers` with the answers of hidden questions removed (the brute force's reading).
    static func visibleAnswers(_ bundle: QuizBundle, _ answers: [QuizAnswer?]) -> [QuizAnswer?] {
        var visible = answers
        for (index, question) in bundle.questions.enumerated() {
            if let condition = question.condition, !BranchingQuizzes.holds(condition, bundle, visible) {
                visible[index] = nil
            }
        }
        return visible
    }
}
