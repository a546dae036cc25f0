import BigInt
import PropertyBased
@_spi(Tools) import QuizRuntime
import Testing

@_spi(Tools) @testable import QuizCompiler

/// The fast `highest` counting search — eight 16-bit lanes on two threads — must give exactly what the general search gives (counts, witnesses,
/// ties) on quizzes too large to brute-force. The lane search runs with tiny thresholds
/// here, so every level takes the paths only large quizzes take otherwise: both threads,
/// and moves bucketed over several passes (and once with 128-bit counts throughout).
@Suite("The fast highest search equals the general search")
struct HighestSearchEquivalenceTests {
    static let smallTuning = HighestLaneSearch.Tuning(parallelMoves: 1, bytesPerPass: 32 << 10)

    @Test(arguments: ["lanes", "lanes with 128-bit counts"])
    func fastSearchMatchesGeneralSearch(kind: String) async {
        var wide = Self.smallTuning
        wide.alwaysWide = true
        let search: HighestAnalysis.Search =
            switch kind {
            case "lanes": .fastest(Self.smallTuning)
            default: .fastest(wide)
            }
        await propertyCheck(count: 150, input: Gen.int(in: 0...Int.max)) { seed in
            let bundle = Self.mediumQuiz(seed: UInt64(seed))
            // With ties to find, and without (a trait that can at best tie a rival ahead
            // of it in `ties` is forgotten too): every search applies the same rules.
            var counts: [[BigUInt?]] = []
            for findTies in [true, false] {
                let fast = OutcomeAnalyzer.analyze(bundle, maxStates: 1_000_000, highest: search, findTies: findTies)
                let general = OutcomeAnalyzer.analyze(
                    bundle, maxStates: 1_000_000, highest: .general, findTies: findTies)
                #expect(fast.isExact && general.isExact, "seed \(seed)")
                #expect(fast.total == general.total, "seed \(seed): total")
                #expect(fast.outcomes.count == general.outcomes.count)
                for (a, b) in zip(fast.outcomes, general.outcomes) {
                    #expect(
                        a.code == b.code && a.reachable == b.reachable && a.count == b.count, "seed \(seed): \(a.code)")
                    #expect(
                        Self.render(a.witness) == Self.render(b.witness),
                        "seed \(seed): witness of \(a.code), findTies \(findTies)")
                }
                #expect(
                    fast.ties.map { Self.render($0.witness) } == general.ties.map { Self.render($0.witness) },
                    "seed \(seed): ties")
                if !findTies { #expect(fast.ties.isEmpty && general.ties.isEmpty, "seed \(seed): ties looked for") }
                counts.append(fast.outcomes.map(\.count))
            }
            #expect(counts[0] == counts[1], "seed \(seed): counts depend on whether ties are found")
        }
    }

    /// The lane search's thresholds change how the work is split, never the result.
    @Test func laneTuningDoesNotChangeTheResult() async {
        await propertyCheck(count: 40, input: Gen.int(in: 0...Int.max)) { seed in
            let bundle = Self.mediumQuiz(seed: UInt64(seed))
            let small = OutcomeAnalyzer.analyze(bundle, maxStates: 1_000_000, highest: .fastest(Self.smallTuning))
            let usual = OutcomeAnalyzer.analyze(bundle, maxStates: 1_000_000, highest: .fastest())
            #expect(
                small.outcomes.map { "\($0.code) \($0.count.map(String.init) ?? "-") \(Self.render($0.witness))" }
                    == usual.outcomes.map {
                        "\($0.code) \($0.count.map(String.init) ?? "-") \(Self.render($0.witness))"
                    }, "seed \(seed)")
        }
    }

    static func render(_ witness: OutcomeAnalysis.Witness?) -> String {
        guard let witness else { return "-" }
        return witness.map { "\($0.0)=\($0.1)" }.joined(separator: ";")
    }

    /// 6–14 questions, 1–8 traits (every lane of the lane search), weights from -1 to 3 on one or two traits, multiple-choice
    /// and optional questions, initial totals and any tie order.
    static func mediumQuiz(seed: UInt64) -> QuizBundle {
        var rng = SplitMix64(seed: seed)
        let traits = Array(["a", "b", "c", "d", "e", "f", "g", "h"].prefix(Int.random(in: 1...8, using: &rng)))
        let questions = (0..<Int.random(in: 6...14, using: &rng)).map { index in
            let multiple = Int.random(in: 0..<4, using: &rng) == 0
            let optionCount = Int.random(in: 2...5, using: &rng)
            return QuizBundle.Question(
                id: "q\(index)", key: "q\(index)", text: "Q", type: multiple ? .multiple : .single,
                required: Int.random(in: 0..<5, using: &rng) != 0, shuffle: false, pin: false, pool: nil,
                min: multiple ? 1 : nil, max: multiple ? 2 : nil,
                options: (0..<optionCount).map { option in
                    var weights: [TraitAmount] = []
                    for trait in traits.shuffled(using: &rng).prefix(Int.random(in: 0...2, using: &rng)) {
                        let amount = Int.random(in: -1...3, using: &rng)
                        if amount != 0 { weights.append(TraitAmount(trait: trait, amount: amount)) }
                    }
                    return QuizBundle.Option(id: "o\(option)", value: nil, label: "O", weights: weights, pin: false)
                })
        }
        let initial = traits.compactMap { trait -> TraitAmount? in
            let amount = Int.random(in: -2...2, using: &rng)
            return amount == 0 ? nil : TraitAmount(trait: trait, amount: amount)
        }
        return QuizBundle(
            quiz: "medium", version: "1.0.0", title: "T", description: nil, sourceLocale: "en", traits: traits,
            scoring: QuizBundle.Scoring(
                initial: initial, rule: .highest(ties: traits.shuffled(using: &rng), secondary: false)),
            presentation: QuizBundle.Presentation(
                pageSize: 10, shuffleQuestions: false, shuffleOptions: false, timeLimit: nil, draw: []),
            questions: questions, outcomes: [], examples: [])
    }
}
