import PropertyBased
@testable import QuizCompiler
import QuizRuntime
import Testing

/// The fast `highest` counting search (64-bit packed states) must give exactly what the
/// general search gives — counts, witnesses, ties — on quizzes too large to brute-force.
@Suite("Fast highest search equals the general search")
struct HighestSearchEquivalenceTests {
    @Test func fastSearchMatchesGeneralSearch() async {
        await propertyCheck(count: 150, input: Gen.int(in: 0...Int.max)) { seed in
            let bundle = Self.mediumQuiz(seed: UInt64(seed))
            let fast = OutcomeAnalyzer.analyze(bundle, maxStates: 1_000_000, fastHighest: true)
            let general = OutcomeAnalyzer.analyze(bundle, maxStates: 1_000_000, fastHighest: false)
            #expect(fast.isExact && general.isExact, "seed \(seed)")
            #expect(fast.total == general.total, "seed \(seed): total")
            #expect(fast.outcomes.count == general.outcomes.count)
            for (a, b) in zip(fast.outcomes, general.outcomes) {
                #expect(a.code == b.code && a.reachable == b.reachable && a.count == b.count, "seed \(seed): \(a.code)")
                #expect(Self.render(a.witness) == Self.render(b.witness), "seed \(seed): witness of \(a.code)")
            }
            #expect(fast.ties.map { Self.render($0.witness) } == general.ties.map { Self.render($0.witness) }, "seed \(seed): ties")
        }
    }

    static func render(_ witness: OutcomeAnalysis.Witness?) -> String {
        guard let witness else { return "-" }
        return witness.map { "\($0.0)=\($0.1)" }.joined(separator: ";")
    }

    /// 6–14 questions, 2–6 traits, weights from -1 to 3 on one or two traits, multiple-choice
    /// and optional questions, initial totals and any tie order.
    static func mediumQuiz(seed: UInt64) -> QuizBundle {
        var rng = SplitMix64(seed: seed)
        let traits = Array(["a", "b", "c", "d", "e", "f"].prefix(Int.random(in: 2...6, using: &rng)))
        let questions = (0..<Int.random(in: 6...14, using: &rng)).map { index in
            let multiple = Int.random(in: 0..<4, using: &rng) == 0
            let optionCount = Int.random(in: 2...5, using: &rng)
            return Question(id: "q\(index)", key: "q\(index)", text: "Q", type: multiple ? .multiple : .single,
                            required: Int.random(in: 0..<5, using: &rng) != 0, shuffle: false, pin: false, pool: nil,
                            min: multiple ? 1 : nil, max: multiple ? 2 : nil,
                            options: (0..<optionCount).map { option in
                                var weights: [TraitAmount] = []
                                for trait in traits.shuffled(using: &rng).prefix(Int.random(in: 0...2, using: &rng)) {
                                    let amount = Int.random(in: -1...3, using: &rng)
                                    if amount != 0 { weights.append(TraitAmount(trait: trait, amount: amount)) }
                                }
                                return Option(id: "o\(option)", value: nil, label: "O", weights: weights, pin: false)
                            })
        }
        let initial = traits.compactMap { trait -> TraitAmount? in
            let amount = Int.random(in: -2...2, using: &rng)
            return amount == 0 ? nil : TraitAmount(trait: trait, amount: amount)
        }
        return QuizBundle(quiz: "medium", version: "1.0.0", title: "T", description: nil, locale: "en", traits: traits,
                          scoring: Scoring(initial: initial, rule: .highest(ties: traits.shuffled(using: &rng), secondary: false)),
                          presentation: Presentation(pageSize: 10, shuffleQuestions: false, shuffleOptions: false, timeLimit: nil, draw: []),
                          questions: questions, outcomes: [], examples: [])
    }
}
