@_spi(Tools) import QuizRuntime
import Testing

@_spi(Tools) @testable import QuizCompiler

/// The extremes a `percent` score divides by equal the smallest and largest totals the
/// runtime gives over every valid answer set (brute force), for random small quizzes.
@Suite("Percent extremes against brute force")
struct TraitExtremesPropertyTests {
    @Test(arguments: 0..<300)
    func extremesMatchBruteForce(_ seed: Int) throws {
        let bundle = RandomQuizzes.make(seed: UInt64(seed) &* 0x9E37_79B9 &+ 29)
        let scorer = Scorer(bundle: bundle)
        var low: [Int] = Array(repeating: .max, count: bundle.traits.count)
        var high: [Int] = Array(repeating: .min, count: bundle.traits.count)
        var answered: [Bool] = Array(repeating: false, count: bundle.traits.count)
        RandomQuizzes.enumerate(bundle) { answers, _ in
            guard case .success(let result) = scorer.score(answers) else {
                Issue.record("seed \(seed): a valid answer set was rejected")
                return
            }
            for (index, trait) in bundle.traits.enumerated() {
                let total = result.score(of: trait) ?? 0
                low[index] = min(low[index], total)
                high[index] = max(high[index], total)
            }
        }
        for (index, trait) in bundle.traits.enumerated() {
            let initial = bundle.scoring.initial.first { $0.trait == trait }?.amount ?? 0
            let extremes = TraitExtremes(
                trait: trait, questions: bundle.questions, initial: initial, mayBeLeftOut: false)
            #expect(extremes.min == low[index], "seed \(seed), trait \(trait)")
            #expect(extremes.max == high[index], "seed \(seed), trait \(trait)")
            // A mean over the answered questions has no value exactly when some answer set
            // answers none of the questions that weigh the trait.
            let weighing = bundle.questions.filter { question in
                question.options.contains { $0.weights.contains { $0.trait == trait && $0.amount != 0 } }
            }
            answered[index] = weighing.contains(where: \.required)
            #expect(extremes.canBeUnanswered == !answered[index], "seed \(seed), trait \(trait)")
            #expect(extremes.weighingQuestions == weighing.count)
        }
    }
}
