import QuizRuntime

/// The answer states a condition can see of the questions it reads, one representative per
/// class of answers that every test of the condition treats alike (docs/authoring.md,
/// "Branching"): a `single`, `scale` or `range` question's options grouped by the sets that
/// test them; a `multiple` question's choices among the options `includes` tests name (only
/// those a valid answer can make); and no answer when the question can have none (optional,
/// conditional itself, or in a timed quiz).
struct ConditionStates {
    /// The bundle indices of the read questions, in first-read order.
    var questions: [Int]
    /// `states[k]`: the chosen options (by index) of each state of `questions[k]`, `nil` for
    /// no answer.
    var states: [[[Int]?]]

    /// The states of the questions `condition` reads in `bundle`; `nil` when some read
    /// question is not in the bundle or a `multiple` question's classes exceed `limit`.
    init?(_ condition: QuizBundle.Condition, in bundle: QuizBundle, limit: Int) {
        var questions: [Int] = []
        for id in condition.questions {
            guard let index = bundle.questions.firstIndex(where: { $0.id.isExactly(id) }) else { return nil }
            questions.append(index)
        }
        let timed = bundle.presentation.timeLimit != nil
        var states: [[[Int]?]] = []
        for index in questions {
            let question = bundle.questions[index]
            let tested = Self.tests(in: condition, on: question)
            var these: [[Int]?]
            if question.type == .multiple {
                let named = Array(Set(tested.flatMap { $0 })).sorted()
                guard named.count < 20, 1 << named.count <= limit else { return nil }
                let others = question.options.count - named.count
                let low = question.min ?? 1
                let high = question.max ?? question.options.count
                these = (0..<(1 << named.count)).compactMap { mask -> [Int]? in
                    let chosen = named.indices.filter { mask & (1 << $0) != 0 }.map { named[$0] }
                    return chosen.count <= high && chosen.count + others >= low ? chosen : nil
                }
            } else {
                var seen: Set<[Bool]> = []
                these = []
                for option in question.options.indices {
                    let signature = tested.map { $0.contains(option) }
                    if seen.insert(signature).inserted { these.append([option]) }
                }
            }
            if !question.required || question.condition != nil || timed { these.append(nil) }
            states.append(these)
        }
        self.questions = questions
        self.states = states
    }

    /// The number of combinations of the read questions' states.
    var combinations: Int {
        states.reduce(1) { product, these in
            let (result, overflow) = product.multipliedReportingOverflow(by: these.count)
            return overflow ? Int.max : result
        }
    }

    /// The option sets that the tests of `condition` on `question` accept.
    private static func tests(in condition: QuizBundle.Condition, on question: QuizBundle.Question) -> [Set<Int>] {
        switch condition {
        case .all(let parts), .any(let parts): return parts.flatMap { tests(in: $0, on: question) }
        case .not(let inner): return tests(in: inner, on: question)
        case .answered: return []
        case .optionIn(let id, let ids):
            guard id.isExactly(question.id) else { return [] }
            return [
                Set(
                    question.options.indices.filter {
                        question.options[$0].id.map { own in ids.contains { $0.isExactly(own) } } ?? false
                    })
            ]
        case .valueIn(let id, let values):
            guard id.isExactly(question.id) else { return [] }
            return [Set(question.options.indices.filter { question.options[$0].value.map(values.contains) ?? false })]
        case .includes(let id, let option):
            guard id.isExactly(question.id) else { return [] }
            return [Set(question.options.indices.filter { question.options[$0].id?.isExactly(option) ?? false })]
        }
    }
}
