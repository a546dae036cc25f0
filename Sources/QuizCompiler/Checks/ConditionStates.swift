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
    /// question is not in the bundle or a `multiple` question's classes exceed `limit`. The
    /// classes are the analysis's (`BranchingReads`), over this one condition's tests.
    init?(_ condition: QuizBundle.Condition, in bundle: QuizBundle, limit: Int) {
        guard condition.questions.allSatisfy({ id in bundle.questions.contains { $0.id.isExactly(id) } }) else {
            return nil
        }
        // Most tested options of a `multiple` question: 2^n classes within `limit`, n < 20.
        var maxTested = limit >= 1 ? 0 : -1
        while maxTested < 19, 1 << (maxTested + 1) <= limit { maxTested += 1 }
        let timed = bundle.presentation.timeLimit != nil
        var questions: [Int] = []
        var states: [[[Int]?]] = []
        for (index, sets) in BranchingReads.tests(in: [condition], bundle) {
            let question = bundle.questions[index]
            let read = BranchingReads.read(question, index: index, sets: sets, maxTested: maxTested)
            guard !read.tooMany else { return nil }
            var these: [[Int]?] = read.classes.map { BranchingScenarios.representative(question, $0) }
            if !question.required || question.condition != nil || timed { these.append(nil) }
            questions.append(index)
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
}
