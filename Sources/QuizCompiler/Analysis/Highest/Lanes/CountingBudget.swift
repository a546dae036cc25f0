/// The bookkeeping of `HighestLaneSearch`: how many answer sets follow each
/// question, and when to stop.
enum CountingBudget {
    /// `result[p]`: the answer sets of the questions from position p on (the last entry,
    /// after every question, is 1); `overflow` when a product does not fit 128 bits.
    static func answerSetsFrom(_ questions: [(index: Int, choices: AnswerChoices)]) -> (
        products: [Count128], overflow: Bool
    ) {
        var products = [Count128](repeating: 1, count: questions.count + 1)
        var overflow = false
        for position in stride(from: questions.count - 1, through: 0, by: -1) {
            let (product, overflowed) = products[position + 1].multipliedReportingOverflow(
                by: Count128(questions[position].choices.total))
            if overflowed { overflow = true }
            products[position] = product
        }
        return (products, overflow)
    }

    /// Why to stop before the question at `position`, whose moves bring the work to `work`.
    static func stopBefore(position: Int, of questions: Int, work: Int, maxWork: Int, states: Int) -> String? {
        guard work > maxWork else { return nil }
        return
            AnalysisRemedy.budget(
                "the exact search would take more than \(maxWork) steps (stopped at question \(position + 1) of \(questions) with \(states) distinct score combinations)"
            )
    }

    /// Why to stop after `next` questions with `states` open states: more than `maxStates`,
    /// or the open states, carried through half of the questions left (they rarely shrink
    /// before), would already take the work past `maxWork`.
    static func stopAfter(
        next: Int, questions: [(index: Int, choices: AnswerChoices)], states: Int, work: Int,
        maxStates: Int, maxWork: Int
    ) -> String? {
        // A cancelled task (the language server's analysis after an edit) stops as if over budget.
        if states > maxStates || Task.isCancelled {
            return AnalysisRemedy.budget(
                "more than \(maxStates) distinct score combinations after \(next) of \(questions.count) questions")
        }
        let halfway = min(questions.count, next + (questions.count - next + 1) / 2)
        var projected = work
        for later in next..<halfway { projected += states * questions[later].choices.choices.count }
        guard projected > maxWork else { return nil }
        return
            AnalysisRemedy.budget(
                "the exact search was projected to take more than \(maxWork) steps (\(states) distinct score combinations after \(next) of \(questions.count) questions)"
            )
    }
}

/// Moves `count` values into a new allocation of `capacity` and frees the old one.
func reallocated<T>(_ old: UnsafeMutablePointer<T>, count: Int, capacity: Int) -> UnsafeMutablePointer<T> {
    let new = UnsafeMutablePointer<T>.allocate(capacity: capacity)
    new.moveInitialize(from: old, count: count)
    old.deallocate()
    return new
}
