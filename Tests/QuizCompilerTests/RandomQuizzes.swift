@_spi(Tools) import QuizRuntime

/// Small random bundles of every model and question type, for tests that compare the
/// analysis with brute force.
enum RandomQuizzes {
    static func make(seed: UInt64) -> QuizBundle {
        var rng = SplitMix64(seed: seed)  // QuizRuntime's generator: every random quiz reproducible from its seed
        let model = Int.random(in: 0..<3, using: &rng)
        let traits: [String]
        let rule: QuizBundle.Scoring.Rule
        switch model {
        case 0:
            let axisCount = Int.random(in: 1...2, using: &rng)
            traits = Array(["A", "B", "C", "D"].prefix(axisCount * 2))
            rule = .axes(
                (0..<axisCount).map { axis in
                    let tie = [traits[axis * 2], traits[axis * 2 + 1], "X"][Int.random(in: 0..<3, using: &rng)]
                    return QuizBundle.Scoring.Axis(poles: (traits[axis * 2], traits[axis * 2 + 1]), tie: tie)
                })
        case 1:
            traits = Array(["a", "b", "c", "d"].prefix(Int.random(in: 2...4, using: &rng)))
            rule = .highest(ties: traits.shuffled(using: &rng), secondary: Bool.random(using: &rng))
        default:
            traits = ["t", "u"]
            let first = Int.random(in: -2...1, using: &rng)
            rule = .bands(
                trait: "t",
                bands: [
                    QuizBundle.Scoring.Band(outcome: "low", max: first),
                    QuizBundle.Scoring.Band(outcome: "mid", max: first + Int.random(in: 1...3, using: &rng)),
                    QuizBundle.Scoring.Band(outcome: "high", max: nil),
                ])
        }
        func weights() -> [TraitAmount] {
            traits.compactMap { trait in
                Int.random(in: 0..<3, using: &rng) == 0
                    ? nil : TraitAmount(trait: trait, amount: Int.random(in: -2...3, using: &rng))
            }.filter { $0.amount != 0 }
        }
        var questions: [QuizBundle.Question] = []
        for index in 0..<Int.random(in: 1...4, using: &rng) {
            let type = QuizBundle.QuestionType.allCases[Int.random(in: 0..<4, using: &rng)]
            let optionCount = Int.random(in: 2...4, using: &rng)
            var options: [QuizBundle.Option] = []
            var value = Int.random(in: -2...1, using: &rng)
            for optionIndex in 0..<optionCount {
                value += Int.random(in: 1...2, using: &rng)
                options.append(
                    QuizBundle.Option(
                        id: type == .scale ? nil : "o\(optionIndex)", value: type == .scale ? value : nil,
                        label: "L", weights: weights(), pin: false))
            }
            var low: Int?, high: Int?
            if type == .multiple {
                low = Int.random(in: 0...1, using: &rng)
                high = Int.random(in: max(low ?? 1, 1)...optionCount, using: &rng)
            } else if type == .range {
                low = Int.random(in: -3...0, using: &rng)
                high = (low ?? 0) + Int.random(in: 1...4, using: &rng)
            }
            questions.append(
                QuizBundle.Question(
                    id: "q\(index)", key: "k\(index)", text: "Q", type: type,
                    required: Int.random(in: 0..<4, using: &rng) != 0, shuffle: false, pin: false,
                    pool: nil, min: low, max: high, options: options))
        }
        let initial = traits.compactMap { trait in
            Int.random(in: 0..<4, using: &rng) == 0
                ? TraitAmount(trait: trait, amount: Int.random(in: -2...2, using: &rng)) : nil
        }.filter { $0.amount != 0 }
        return QuizBundle(
            quiz: "random", version: "1.0.0", title: "Random", description: nil, sourceLocale: "en", traits: traits,
            scoring: QuizBundle.Scoring(initial: initial, rule: rule),
            presentation: QuizBundle.Presentation(
                pageSize: questions.count, shuffleQuestions: false, shuffleOptions: false, timeLimit: nil, draw: []),
            questions: questions, outcomes: [], examples: [])
    }

    /// Every valid answer of a question (each option, each scale value, each allowed subset).
    static func answers(_ question: QuizBundle.Question) -> [QuizAnswer] {
        switch question.type {
        case .scale: return question.options.map { .integer($0.value ?? 0) }
        case .single, .range: return question.options.map { .option($0.id ?? "") }
        case .multiple:
            var result: [QuizAnswer] = []
            let ids = question.options.map { $0.id ?? "" }
            for mask in 0..<(1 << ids.count) {
                let subset = ids.indices.filter { mask & (1 << $0) != 0 }.map { ids[$0] }
                if subset.count >= (question.min ?? 1) && subset.count <= (question.max ?? ids.count) {
                    result.append(.options(subset))
                }
            }
            return result
        }
    }

    /// Calls `body` with every answer set; `complete` is false when some question is left unanswered.
    static func enumerate(_ bundle: QuizBundle, _ body: ([(key: String, answer: QuizAnswer)], Bool) -> Void) {
        var current: [(key: String, answer: QuizAnswer)] = []
        func visit(_ index: Int, complete: Bool) {
            if index == bundle.questions.count { body(current, complete); return }
            let question = bundle.questions[index]
            for answer in answers(question) {
                current.append((question.key, answer))
                visit(index + 1, complete: complete)
                current.removeLast()
            }
            if !question.required { visit(index + 1, complete: false) }
        }
        visit(0, complete: true)
    }
}
