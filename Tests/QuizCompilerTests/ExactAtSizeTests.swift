import BigInt
@_spi(Tools) import QuizRuntime
import Testing

@_spi(Tools) @testable import QuizCompiler

/// Every model's figures are exact at any size (docs/analysis.md, "Which figures are
/// exact"): `bands`, `axes` and `highest` quizzes of 1 to 120 questions of every kind, at
/// the default budget, get every outcome's count, equal to brute force over every answer set
/// (small sizes) and to a convolution of the answers' effect computed here (every size),
/// each distinct effect's outcome given by QuizRuntime's scorer. 5^55 answer sets fit in 128
/// bits and 5^56 do not, so sizes 55 and 56 sit on either side of the old bound.
@Suite("Exact figures at every size")
struct ExactAtSizeTests {
    static let sizes = [1, 10, 55, 56, 70, 120]

    /// The kinds of question a quiz of the matrix is made of.
    enum Kind: String, CaseIterable {
        /// Five options, as 8values' items.
        case single
        /// A 1–5 scale, every other item reverse keyed, as an IPIP inventory's.
        case scale
        /// Three options, one or two of them chosen.
        case multiple
    }

    /// What the outcome depends on in the matrix's quizzes: one number per answer.
    enum Model: String, CaseIterable {
        case bands, axes, highest
    }

    @Test(arguments: Model.allCases, Kind.allCases)
    func everyFigureIsExactAndEqualsTheReference(model: Model, kind: Kind) {
        for size in Self.sizes {
            let bundle = Self.quiz(model, kind, size: size)
            let analysis = OutcomeAnalyzer.analyze(bundle)
            let label = "\(model) \(kind) × \(size)"
            #expect(analysis.isExact, "\(label): \(analysis.limitation ?? "")")
            #expect(analysis.probabilityLimitation == nil, "\(label): \(analysis.probabilityLimitation ?? "")")
            let reference = Self.convolution(bundle, effect: Self.effect(model))
            #expect(analysis.total == reference.total, "\(label): total")
            for outcome in analysis.outcomes {
                #expect(outcome.count != nil, "\(label): \(outcome.code) has no count and no reason")
                #expect(outcome.count == reference.counts[outcome.code, default: 0], "\(label): \(outcome.code)")
                #expect(outcome.reachable == (reference.counts[outcome.code, default: 0] > 0), "\(label): reachable")
            }
            if let brute = Self.bruteForce(bundle, limit: 200_000) {
                #expect(brute.total == reference.total && brute.counts == reference.counts, "\(label): brute force")
            }
        }
    }

    /// The held-out shapes: one IPIP-NEO-120 domain as a `bands` quiz over 120 scale items,
    /// and one 8values axis as a `bands` quiz over 70 five-option items: every band exact.
    @Test(arguments: [(Kind.scale, 120), (Kind.single, 70)])
    func heldOutShapesGetEveryBandExactly(kind: Kind, size: Int) {
        let bundle = Self.quiz(.bands, kind, size: size)
        let analysis = OutcomeAnalyzer.analyze(bundle)
        let reference = Self.convolution(bundle, effect: Self.effect(.bands))
        #expect(reference.total == BigUInt(5).power(size))
        #expect(analysis.total == reference.total)
        #expect(analysis.outcomes.map(\.code) == ["low", "mid", "high"])
        for outcome in analysis.outcomes {
            #expect(outcome.count == reference.counts[outcome.code, default: 0], "\(outcome.code)")
        }
    }

    /// `nearest` beyond 2^128: 56 five-option items, three profiles over the items' mean.
    @Test func nearestProfilesAreExactBeyond128Bits() throws {
        let options = (1...5).map { "{id: o\($0), label: O\($0), weights: {a: \($0)}}" }.joined(separator: ", ")
        let questions = (1...56).map { "  - {id: q\($0), text: Item \($0), options: [\(options)]}" }
        let text = """
            quiz: wide-nearest
            version: 1.0.0
            title: Wide nearest
            traits: [a]
            scoring:
              model: profile
              derived:
                - {id: a_mean, mean: a}
              results:
                - {id: level, title: Level, score: a_mean, bands: [{id: low, below: 3, title: Low}, {id: high, title: High}]}
              nearest:
                over: [a_mean]
                profiles:
                  - {outcome: calm, at: {a_mean: 1.5}}
                  - {outcome: middle, at: {a_mean: 3}}
                  - {outcome: keen, at: {a_mean: 4.5}}
                ties: [middle, calm, keen]
            questions:
            \(questions.joined(separator: "\n"))
            outcomes:
              calm: {title: Calm, description: Calm.}
              middle: {title: Middle, description: Middle.}
              keen: {title: Keen, description: Keen.}

            """
        let analyzed = try #require(compile(text).analyzed)
        let analysis = analyzed.analysis
        let reference = Self.convolution(analyzed.resolved.bundle) { weights in
            weights.reduce(0) { $0 + $1.amount }
        }
        #expect(reference.total == BigUInt(5).power(56))
        #expect(analysis.probabilityLimitation == nil, "\(analysis.probabilityLimitation ?? "")")
        #expect(analysis.total == reference.total)
        for outcome in analysis.outcomes {
            #expect(outcome.count == reference.counts[outcome.code, default: 0], "\(outcome.code)")
        }
        // The JSON gives each probability in the one decimal form with its exact fraction.
        let json = StatsReport(analyzed).jsonValue
        guard case .object(let members) = json,
            case .array(let outcomes)? = members.first(where: { $0.0 == "outcomes" })?.1
        else {
            Issue.record("no outcomes in \(json)")
            return
        }
        for case .object(let fields) in outcomes {
            let probability = fields.first { $0.0 == "probability" }?.1
            #expect(fields.contains { $0.0 == "probability_exact" }, "\(fields)")
            if case .string(let decimal)? = probability {
                #expect(decimal.allSatisfy { $0.isNumber || $0 == "." }, "\(decimal)")
            } else {
                Issue.record("probability is not a decimal string: \(String(describing: probability))")
            }
        }
    }

    /// The one decimal form of the JSON, and percentages that never call a possible result
    /// impossible.
    @Test func printedFiguresComeFromTheExactFraction() {
        #expect(Probability.decimal(1, 16) == "0.0625")
        #expect(Probability.decimal(1, 1) == "1")
        #expect(Probability.decimal(0, 5) == "0")
        #expect(Probability.decimal(1, 3) == "0.333333333333")
        #expect(Probability.decimal(2, 3) == "0.666666666667")
        let total = BigUInt(5).power(120)
        #expect(Probability.percent(1, total) == "< 0.001%")
        #expect(Probability.percentShowingSmall(1, total) == "< 0.001% (1/\(total))")
        #expect(Probability.percentShowingSmall(1, 8) == "12.5%")
        #expect(Probability.percent(0, total) == "0%")
    }

    // MARK: The quizzes

    /// The effect of an option on what `model`'s outcome depends on (bands: the trait's
    /// total; axes: the first pole's total minus the second's; highest: a's total minus b's).
    static func effect(_ model: Model) -> ([TraitAmount]) -> Int {
        { weights in
            weights.reduce(0) { sum, weight in
                switch (model, weight.trait) {
                case (.bands, "a"), (.axes, "A"), (.highest, "a"): sum + weight.amount
                case (.axes, "B"), (.highest, "b"): sum - weight.amount
                default: sum
                }
            }
        }
    }

    static func quiz(_ model: Model, _ kind: Kind, size: Int) -> QuizBundle {
        let (first, second) = model == .axes ? ("A", "B") : ("a", "b")
        let rule: QuizBundle.Scoring.Rule
        switch model {
        case .bands:
            // Bands a fifth of the way either side of the middle (the scale items are centred on 0).
            let spread = max(1, size * (kind == .multiple ? 1 : 2) / 5)
            rule = .bands(
                trait: "a",
                bands: [
                    .init(outcome: "low", max: kind == .multiple ? size - spread : -spread),
                    .init(outcome: "mid", max: kind == .multiple ? size + spread : spread),
                    .init(outcome: "high", max: nil),
                ])
        case .axes: rule = .axes([QuizBundle.Scoring.Axis(poles: ("A", "B"), tie: "A")])
        case .highest: rule = .highest(ties: ["a", "b"], secondary: false)
        }
        func amounts(_ pairs: [(String, Int)]) -> [TraitAmount] {
            pairs.filter { $0.1 != 0 }.map { TraitAmount(trait: $0.0, amount: $0.1) }
        }
        let questions = (0..<size).map { index -> QuizBundle.Question in
            let options: [QuizBundle.Option]
            var low: Int?, high: Int?
            switch kind {
            case .single:
                // 8values: strongly toward one side … strongly toward the other.
                options = (0..<5).map { step in
                    QuizBundle.Option(
                        id: "o\(step)", value: nil, label: "L",
                        weights: model == .bands
                            ? amounts([(first, 5 * (step - 2))])
                            : amounts([(first, max(0, step - 2) * 5), (second, max(0, 2 - step) * 5)]), pin: false)
                }
            case .scale:
                // A 1–5 scale centred on 0, every other item reverse keyed.
                let sign = index.isMultiple(of: 2) ? 1 : -1
                options = (1...5).map { value in
                    QuizBundle.Option(
                        id: nil, value: value, label: "L", weights: amounts([(first, sign * (value - 3))]), pin: false)
                }
            case .multiple:
                options = [
                    QuizBundle.Option(id: "x", value: nil, label: "X", weights: amounts([(first, 1)]), pin: false),
                    QuizBundle.Option(id: "y", value: nil, label: "Y", weights: amounts([(second, 1)]), pin: false),
                    QuizBundle.Option(
                        id: "z", value: nil, label: "Z", weights: amounts([(first, 1), (second, 1)]), pin: false),
                ]
                (low, high) = (1, 2)
            }
            return QuizBundle.Question(
                id: "q\(index)", key: "q\(index)", text: "Q",
                type: kind == .scale ? .scale : kind == .single ? .single : .multiple,
                required: true, shuffle: false, pin: false, pool: nil, min: low, max: high, options: options)
        }
        return QuizBundle(
            quiz: "exact-\(model)-\(kind)-\(size)", version: "1.0.0", title: "Exact", description: nil,
            sourceLocale: "en", traits: model == .axes ? ["A", "B"] : ["a", "b"],
            scoring: QuizBundle.Scoring(initial: [], rule: rule),
            presentation: QuizBundle.Presentation(
                pageSize: size, shuffleQuestions: false, shuffleOptions: false, timeLimit: nil, draw: []),
            questions: questions, outcomes: [], examples: [])
    }

    // MARK: The references

    /// Counts of complete answer sets per outcome, and their number.
    struct Distribution: Equatable {
        var counts: [String: BigUInt] = [:]
        var total: BigUInt = 0
    }

    /// The distribution by convolution: question by question, every distinct sum of
    /// `effect` over the answers so far, with its number of answer sets and one answer set
    /// that gives it; each final sum's outcome is what the scorer gives that answer set.
    /// Valid when the outcome depends on that sum only, as in the quizzes above.
    static func convolution(_ bundle: QuizBundle, effect: ([TraitAmount]) -> Int) -> Distribution {
        var states: [Int: (count: BigUInt, answers: [(key: String, answer: QuizAnswer)])] = [0: (1, [])]
        for question in bundle.questions {
            var next: [Int: (count: BigUInt, answers: [(key: String, answer: QuizAnswer)])] = [:]
            for answer in RandomQuizzes.answers(question) {
                let delta = chosen(question, answer).reduce(0) { $0 + effect($1.weights) }
                for (sum, state) in states {
                    if next[sum + delta] != nil {
                        next[sum + delta]!.count += state.count
                    } else {
                        next[sum + delta] = (state.count, state.answers + [(question.key, answer)])
                    }
                }
            }
            states = next
        }
        let scorer = Scorer(bundle: bundle)
        var result = Distribution()
        for state in states.values {
            let outcome = (try? scorer.score(state.answers).get().outcome) ?? "?"
            result.counts[outcome, default: 0] += state.count
            result.total += state.count
        }
        return result
    }

    /// Every complete answer set scored, when there are at most `limit`.
    static func bruteForce(_ bundle: QuizBundle, limit: Int) -> Distribution? {
        var product = 1
        for question in bundle.questions {
            product *= RandomQuizzes.answers(question).count
            if product > limit { return nil }
        }
        let scorer = Scorer(bundle: bundle)
        var result = Distribution()
        RandomQuizzes.enumerate(bundle) { answers, complete in
            guard complete, let outcome = try? scorer.score(answers).get().outcome else { return }
            result.counts[outcome, default: 0] += 1
            result.total += 1
        }
        return result
    }

    /// The options an answer chooses.
    static func chosen(_ question: QuizBundle.Question, _ answer: QuizAnswer) -> [QuizBundle.Option] {
        switch answer {
        case .integer(let value): question.options.filter { $0.value == value }
        case .option(let id): question.options.filter { $0.id == id }
        case .options(let ids): question.options.filter { ids.contains($0.id ?? "") }
        default: []
        }
    }
}
