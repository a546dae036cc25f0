import BigInt
@_spi(Tools) import QuizRuntime

@_spi(Tools) @testable import QuizCompiler

/// Small random bundles with conditions, and brute force over their answer paths, for the
/// tests that compare the branching analysis with it. The brute force evaluates conditions
/// on the answers themselves (its own reading of the rule, not `VisibilityRules`).
enum BranchingQuizzes {
    /// A random quiz of `RandomQuizzes` (its model, traits and up to three of its questions) followed
    /// by `conditional` questions of two options, each with a random condition over
    /// earlier questions (chains included).
    static func make(seed: UInt64, conditional: Int = 10) -> QuizBundle {
        var bundle = RandomQuizzes.make(seed: seed)
        bundle.questions = Array(bundle.questions.prefix(3))
        var rng = SplitMix64(seed: seed ^ 0xB4A9_C41D)
        // Parents small enough for brute force: a `multiple` has at most three options.
        for index in bundle.questions.indices where bundle.questions[index].type == .multiple {
            bundle.questions[index].options = Array(bundle.questions[index].options.prefix(3))
            bundle.questions[index].max = min(bundle.questions[index].max ?? 3, 3)
        }
        let traits = bundle.traits
        func weights() -> [TraitAmount] {
            traits.compactMap { trait in
                Int.random(in: 0..<2, using: &rng) == 0
                    ? nil : TraitAmount(trait: trait, amount: Int.random(in: -2...3, using: &rng))
            }.filter { $0.amount != 0 }
        }
        func condition(over earlier: [QuizBundle.Question], depth: Int) -> QuizBundle.Condition {
            if depth < 2, Int.random(in: 0..<4, using: &rng) == 0 {
                let parts = (0..<Int.random(in: 1...2, using: &rng)).map { _ in
                    condition(over: earlier, depth: depth + 1)
                }
                switch Int.random(in: 0..<3, using: &rng) {
                case 0: return .all(parts)
                case 1: return .any(parts)
                default: return .not(parts[0])
                }
            }
            // Mostly the last few questions, so chains are common.
            let low = max(0, earlier.count - 4)
            let read = earlier[
                Int.random(in: (Int.random(in: 0..<2, using: &rng) == 0 ? 0 : low)..<earlier.count, using: &rng)]
            if Int.random(in: 0..<6, using: &rng) == 0 {
                return .answered(question: read.id, Bool.random(using: &rng))
            }
            let picked = read.options.indices.filter { _ in Bool.random(using: &rng) }
            let some = picked.isEmpty ? [0] : picked
            switch read.type {
            case .single, .range: return .optionIn(question: read.id, ids: some.map { read.options[$0].id ?? "" })
            case .scale: return .valueIn(question: read.id, values: some.map { read.options[$0].value ?? 0 })
            case .multiple: return .includes(question: read.id, id: read.options[some[0]].id ?? "")
            }
        }
        for number in 0..<conditional {
            let type = QuizBundle.QuestionType.allCases[Int.random(in: 0..<4, using: &rng)]
            let count = 2
            var value = Int.random(in: -1...1, using: &rng)
            let options = (0..<count).map { index -> QuizBundle.Option in
                value += 1
                return QuizBundle.Option(
                    id: type == .scale ? nil : "c\(index)", value: type == .scale ? value : nil, label: "L",
                    weights: weights(), pin: false)
            }
            let question = QuizBundle.Question(
                id: "w\(number)", key: "kw\(number)", text: "Q", type: type,
                required: Int.random(in: 0..<4, using: &rng) != 0, shuffle: false, pin: false, pool: nil,
                min: type == .multiple ? Int.random(in: 0...1, using: &rng) : type == .range ? 0 : nil,
                max: type == .multiple ? 2 : type == .range ? 10 : nil, options: options,
                condition: condition(over: bundle.questions, depth: 0))
            bundle.questions.append(question)
        }
        bundle.presentation.pageSize = bundle.questions.count
        return bundle
    }

    /// Whether `condition` holds for `answers` (by question index; `nil`: no answer).
    static func holds(
        _ condition: QuizBundle.Condition, _ bundle: QuizBundle, _ answers: [QuizAnswer?]
    ) -> Bool {
        func answer(_ id: String) -> (QuizBundle.Question, QuizAnswer)? {
            guard let index = bundle.questions.firstIndex(where: { $0.id.isExactly(id) }),
                let answer = answers[index]
            else { return nil }
            return (bundle.questions[index], answer)
        }
        switch condition {
        case .all(let parts): return parts.allSatisfy { holds($0, bundle, answers) }
        case .any(let parts): return parts.contains { holds($0, bundle, answers) }
        case .not(let inner): return !holds(inner, bundle, answers)
        case .answered(let id, let expected): return (answer(id) != nil) == expected
        case .optionIn(let id, let ids):
            guard let (_, answer) = answer(id), case .option(let chosen) = answer else { return false }
            return ids.contains { $0.isExactly(chosen) }
        case .valueIn(let id, let values):
            guard let (_, answer) = answer(id), case .integer(let chosen) = answer else { return false }
            return values.contains(chosen)
        case .includes(let id, let option):
            guard let (_, answer) = answer(id), case .options(let chosen) = answer else { return false }
            return chosen.contains { $0.isExactly(option) }
        }
    }

    /// Every answer path of `bundle`: each shown question answered with each valid answer
    /// (and left out when optional), hidden questions unanswered. `body` gets the answers
    /// (wire keys, bundle order), which questions were shown, and the path's weight: the
    /// number of complete virtual answer sets it stands for (the answer counts of the hidden
    /// questions multiplied), 0 when a shown question was left out.
    static func paths(_ bundle: QuizBundle, _ body: ([(key: String, answer: QuizAnswer)], [Bool], BigUInt) -> Void) {
        var answers = [QuizAnswer?](repeating: nil, count: bundle.questions.count)
        var shown = [Bool](repeating: false, count: bundle.questions.count)
        func visit(_ index: Int, weight: BigUInt) {
            guard index < bundle.questions.count else {
                let list = bundle.questions.indices.compactMap { i in answers[i].map { (bundle.questions[i].key, $0) } }
                body(list, shown, weight)
                return
            }
            let question = bundle.questions[index]
            let all = RandomQuizzes.answers(question)
            shown[index] = question.condition.map { holds($0, bundle, answers) } ?? true
            guard shown[index] else {
                visit(index + 1, weight: weight * BigUInt(all.count))
                return
            }
            for answer in all {
                answers[index] = answer
                visit(index + 1, weight: weight)
            }
            answers[index] = nil
            if !question.required { visit(index + 1, weight: 0) }
        }
        visit(0, weight: 1)
    }
}
