import Foundation
import PropertyBased
import Testing

@_spi(Tools) @testable import QuizRuntime

/// A quiz for presentation tests: `count` single questions with four options each, some pinned.
func presentationBundle(
    questions count: Int, shuffleQuestions: Bool = true, pinnedQuestions: Set<Int> = [],
    pinnedOptions: Set<Int> = [], draw: [QuizBundle.Presentation.Draw] = [], pools: [String?] = []
) -> QuizBundle {
    var questions = (0..<count).map { index in
        QuizBundle.Question(
            id: "q\(index)", key: "q\(index)", text: "Q\(index)", type: .single, required: true, shuffle: true,
            pin: pinnedQuestions.contains(index), pool: index < pools.count ? pools[index] : nil, min: nil, max: nil,
            options: (0..<4).map {
                QuizBundle.Option(
                    id: "o\($0)", value: nil, label: "O", weights: [TraitAmount(trait: "a", amount: $0)],
                    pin: pinnedOptions.contains($0))
            })
    }
    questions.append(
        QuizBundle.Question(
            id: "scale", key: "scale", text: "S", type: .scale, required: true, shuffle: false, pin: false,
            pool: nil, min: nil, max: nil,
            options: (1...5).map { (value: Int) in
                QuizBundle.Option(id: nil, value: value, label: String(value), weights: [], pin: false)
            }))
    return QuizBundle(
        quiz: "p", version: "1.0.0", title: "P", description: nil, sourceLocale: "en", traits: ["a", "b"],
        scoring: QuizBundle.Scoring(initial: [], rule: .highest(ties: ["a", "b"], secondary: false)),
        presentation: QuizBundle.Presentation(
            pageSize: 1, shuffleQuestions: shuffleQuestions, shuffleOptions: true, timeLimit: nil, draw: draw),
        questions: questions, outcomes: [], examples: [])
}

@Suite("Seeded presentation order (docs/randomization.md)")
struct PresentationOrderTests {
    @Test func splitMix64ReferenceValues() {
        var random = SplitMix64(seed: 0)
        #expect(random.next() == 0xE220_A839_7B1D_CDAF)
        #expect(random.next() == 0x6E78_9E6A_A1B9_65F4)
        #expect(random.next() == 0x06C4_5D18_8009_454F)
    }

    @Test func uniformStaysInRangeAndRejectsTheBiasedTail() {
        var random = SplitMix64(seed: 7)
        for n in [1, 2, 3, 7, 1000, UInt64.max / 3 + 5] { for _ in 0..<200 { #expect(random.uniform(n) < n) } }
    }

    @Test func pinsAndOrderedQuestionsNeverMove() async {
        await propertyCheck(count: 200, input: Gen.int(in: 0...Int.max)) { seed in
            let bundle = presentationBundle(questions: 6, pinnedQuestions: [0, 3], pinnedOptions: [3])
            let order = bundle.presentationOrder(seed: UInt64(seed))
            #expect(order.count == 7)
            #expect(order[0].question == 0 && order[3].question == 3)
            for presented in order {
                if bundle.questions[presented.question].type == .scale {
                    #expect(presented.options == [0, 1, 2, 3, 4])
                } else {
                    #expect(presented.options[3] == 3)
                    #expect(presented.options.sorted() == [0, 1, 2, 3])
                }
            }
            #expect(order.map(\.question).sorted() == Array(0..<7))
        }
    }

    @Test func sameSeedSameOrder() async {
        let bundle = presentationBundle(questions: 8, draw: [QuizBundle.Presentation.Draw(pool: nil, count: 5)])
        await propertyCheck(count: 100, input: Gen.int(in: 0...Int.max)) { seed in
            #expect(bundle.presentationOrder(seed: UInt64(seed)) == bundle.presentationOrder(seed: UInt64(seed)))
        }
    }

    @Test func everyPermutationIsReachableAndFirstPositionsAreUniform() {
        let bundle = presentationBundle(questions: 3)  // plus the scale: four shuffled questions
        var permutations = Set<[Int]>()
        var first = [Int](repeating: 0, count: 4)
        let runs = 40_000
        for seed in 0..<UInt64(runs) {
            let order = bundle.presentationOrder(seed: seed).map(\.question)
            permutations.insert(order)
            first[order[0]] += 1
        }
        #expect(permutations.count == 24)
        let expected = Double(runs) / 4
        let chiSquare = first.reduce(0.0) { $0 + pow(Double($1) - expected, 2) / expected }
        // 3 degrees of freedom: p = 0.001 at 16.27.
        #expect(chiSquare < 16.27, "first positions \(first), chi-square \(chiSquare)")
    }

    @Test func drawsKeepCountsAndSourceOrderAndAlwaysPresentUnpooled() async {
        let pools: [String?] = ["a", "a", "a", "b", "b", nil]
        let bundle = presentationBundle(
            questions: 6, shuffleQuestions: false,
            draw: [
                QuizBundle.Presentation.Draw(pool: "a", count: 2), QuizBundle.Presentation.Draw(pool: "b", count: 1),
            ], pools: pools)
        var seen = Set<[Int]>()
        await propertyCheck(count: 200, input: Gen.int(in: 0...Int.max)) { seed in
            let order = bundle.presentationOrder(seed: UInt64(seed)).map(\.question)
            #expect(order == order.sorted())
            #expect(order.filter { $0 < 3 }.count == 2)
            #expect(order.filter { $0 == 3 || $0 == 4 }.count == 1)
            #expect(order.contains(5) && order.contains(6))
            seen.insert(order)
        }
        #expect(seen.count == 6)  // C(3,2) × C(2,1)
    }

    @Test func scoresDoNotDependOnPresentation() async throws {
        let bundle = try QuizBundle(jsonBytes: try goldenBundleBytes("animal.json"))
        let scorer = Scorer(bundle: bundle)
        await propertyCheck(count: 100, input: Gen.int(in: 0...Int.max)) { seed in
            var random = SplitMix64(seed: UInt64(seed))
            let answers: [(key: String, answer: QuizAnswer)] = bundle.questions.map { question in
                switch question.type {
                case .multiple:
                    let count =
                        Int(random.uniform(UInt64((question.max ?? 1) - (question.min ?? 1) + 1))) + (question.min ?? 1)
                    return (question.key, .options(question.options.prefix(count).map { $0.id ?? "" }))
                default:
                    return (
                        question.key,
                        .option(question.options[Int(random.uniform(UInt64(question.options.count)))].id ?? "")
                    )
                }
            }
            let baseline = try? scorer.score(answers).get()
            // Answer in the presented order, choices listed in presented option order.
            let presented = bundle.presentationOrder(seed: UInt64(seed))
            let reordered: [(key: String, answer: QuizAnswer)] = presented.map { item in
                let question = bundle.questions[item.question]
                let answer = answers.first { $0.key.isExactly(question.key) }!.answer
                if case .options(let ids) = answer {
                    let ordered = item.options.compactMap { question.options[$0].id }.filter { ids.contains($0) }
                    return (question.key, .options(ordered))
                }
                return (question.key, answer)
            }
            let again = try? scorer.score(reordered).get()
            #expect(again == baseline)
        }
    }

    /// Seed → order vectors for every shipped bundle, so a port to another language can check itself.
    @Test func conformanceVectors() throws {
        var vectors: [(String, JSONValue)] = []
        for name in try goldenBundleNames() {
            let bundle = try QuizBundle(jsonBytes: try goldenBundleBytes(name))
            let orders = [0, 1, 42, UInt64.max].map { bundle.presentationOrderJSON(seed: $0) }
            vectors.append((bundle.quiz, .array(orders)))
        }
        let bytes = JSONWriter(sortKeys: false, pretty: true).bytes(.object(vectors))
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "Golden/order-vectors.json")
        if ProcessInfo.processInfo.environment["QUIZC_RECORD"] == "1" {
            try Data(bytes).write(to: url)
            return
        }
        let golden = try #require(FileManager.default.contents(atPath: url.path), "record with QUIZC_RECORD=1")
        #expect(
            [UInt8](golden) == bytes,
            "order vectors changed: the presentation algorithm must not change (re-record only for a deliberate format change)"
        )
    }
}
