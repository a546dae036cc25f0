/// Exhaustive dynamic programming over the distinct reachable feature vectors of a quiz
/// (the totals the outcome depends on), question by question.
///
/// Each state keeps how many answer sets reach it (for exact probabilities, in UInt128;
/// an overflow is reported instead of a wrong number) and a trail to one answer set that
/// reaches it (the witness). States whose outcome no remaining question can change are
/// folded into per-outcome buckets (`decide`), which keeps the search exact and small.
struct ScoreSpaceSearch {
    struct Entry {
        var count: UInt128
        var trail: Int32
    }

    /// A path back through the search: question, choice, previous step.
    struct Step {
        var parent: Int32
        var question: Int32
        var choice: Int32
    }

    /// A folded-in result: the outcome is known, with its count and witness trail.
    struct Decided {
        var count: UInt128
        var trail: Int32
        var question: Int
    }

    let questions: [(index: Int, choices: AnswerChoices)]
    let maxStates: Int

    private(set) var steps: [Step] = []
    private(set) var overflow = false
    private(set) var exceeded = false

    init(questions: [(index: Int, choices: AnswerChoices)], maxStates: Int) {
        self.questions = questions
        self.maxStates = maxStates
    }

    /// Runs the search from `initial`. `normalize` maps a state to a canonical one with the
    /// same outcome; `decide(state, next)` names the outcome when no question from `next` on
    /// can change it (then the state is folded). Returns the final states and the folded ones.
    mutating func run(initial: [Int], normalize: ([Int]) -> [Int],
                      decide: ([Int], Int) -> String?) -> (final: [[Int]: Entry], decided: [String: [Decided]]) {
        var states: [[Int]: Entry] = [normalize(initial): Entry(count: 1, trail: -1)]
        var decided: [String: [Decided]] = [:]
        // Completions of a folded state: the product of the remaining questions' answer counts.
        var remainingProduct = [UInt128](repeating: 1, count: questions.count + 1)
        for position in stride(from: questions.count - 1, through: 0, by: -1) {
            let (product, overflowed) = remainingProduct[position + 1].multipliedReportingOverflow(by: UInt128(questions[position].choices.total))
            if overflowed { overflow = true }
            remainingProduct[position] = product
        }
        for (position, question) in questions.enumerated() {
            var next: [[Int]: Entry] = [:]
            next.reserveCapacity(states.count * 2)
            for (state, entry) in states {
                for (choiceIndex, choice) in question.choices.choices.enumerated() {
                    var target = state
                    for feature in 0..<target.count { target[feature] += choice.delta[feature] }
                    target = normalize(target)
                    let (added, overflowed) = entry.count.multipliedReportingOverflow(by: UInt128(choice.multiplicity))
                    if overflowed { overflow = true }
                    if var existing = next[target] {
                        let (sum, sumOverflow) = existing.count.addingReportingOverflow(added)
                        if sumOverflow { overflow = true }
                        existing.count = sum
                        next[target] = existing
                    } else {
                        steps.append(Step(parent: entry.trail, question: Int32(question.index), choice: Int32(choiceIndex)))
                        next[target] = Entry(count: added, trail: Int32(steps.count - 1))
                    }
                }
            }
            // Fold states whose outcome is settled.
            var kept: [[Int]: Entry] = [:]
            kept.reserveCapacity(next.count)
            for (state, entry) in next {
                if let outcome = decide(state, position + 1) {
                    let (count, overflowed) = entry.count.multipliedReportingOverflow(by: remainingProduct[position + 1])
                    if overflowed { overflow = true }
                    decided[outcome, default: []].append(Decided(count: count, trail: entry.trail, question: position + 1))
                } else {
                    kept[state] = entry
                }
            }
            states = kept
            if states.count > maxStates {
                exceeded = true
                return (states, decided)
            }
        }
        return (states, decided)
    }

    /// The (question, choice) pairs of a trail, in question order.
    func path(_ trail: Int32) -> [(question: Int, choice: Int)] {
        var result: [(Int, Int)] = []
        var cursor = trail
        while cursor >= 0 {
            let step = steps[Int(cursor)]
            result.append((Int(step.question), Int(step.choice)))
            cursor = step.parent
        }
        return result.reversed()
    }
}
