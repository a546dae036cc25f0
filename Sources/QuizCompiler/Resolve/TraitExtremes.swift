public import QuizRuntime

/// What the resolved questions say about one trait's total: its smallest and largest value
/// over all valid answer sets, how many questions weigh it, and whether all of them can be
/// left unanswered (docs/authoring.md, "Derived scores").
///
/// Questions are independent, so each extreme is the sum of each question's extreme
/// contribution: an option's weight (scale, single, range: any anchor), the k smallest or
/// largest weights for a `multiple` allowing k choices, and 0 for a question that may be left
/// unanswered (an optional question, or a conditional one, which may be hidden). A drawn quiz is taken over its full question set, as if every question were
/// presented. Amounts are in the bundle's scaled units.
struct TraitExtremes: Equatable {
    var min: Int
    var max: Int
    /// The questions with a non-zero weight on the trait in some option.
    var weighingQuestions: Int
    /// Whether every question that weighs the trait can be left unanswered (so a mean over
    /// the answered ones can have no value).
    var canBeUnanswered: Bool

    init(min: Int, max: Int, weighingQuestions: Int, canBeUnanswered: Bool) {
        self.min = min
        self.max = max
        self.weighingQuestions = weighingQuestions
        self.canBeUnanswered = canBeUnanswered
    }

    /// The extremes of `trait` over `questions`, starting from `initial`; `mayBeLeftOut`
    /// says whether a question can go unasked even when required (a draw).
    init(trait: String, questions: [QuizBundle.Question], initial: Int, mayBeLeftOut: Bool) {
        var low = initial
        var high = initial
        var weighing = 0
        var alwaysAnswered = false
        for question in questions {
            let weights = question.options.map { option in
                option.weights.reduce(0) { $0 + ($1.trait.isExactly(trait) ? $1.amount : 0) }
            }
            guard weights.contains(where: { $0 != 0 }) else { continue }
            weighing += 1
            if Self.isAlwaysAnswered(question) && !mayBeLeftOut { alwaysAnswered = true }
            let (questionLow, questionHigh) = Self.contribution(of: question, weights: weights)
            low += questionLow
            high += questionHigh
        }
        self.init(min: low, max: high, weighingQuestions: weighing, canBeUnanswered: !alwaysAnswered)
    }

    /// Whether every valid answer set answers `question`: it is required and has no
    /// condition (a hidden question has no answer).
    static func isAlwaysAnswered(_ question: QuizBundle.Question) -> Bool {
        question.required && question.condition == nil
    }

    /// The smallest and largest amount one question adds.
    static func contribution(of question: QuizBundle.Question, weights: [Int]) -> (Int, Int) {
        var low: Int
        var high: Int
        if question.type == .multiple {
            let sorted = weights.sorted()
            let counts = (question.min ?? 1)...(question.max ?? sorted.count)
            low = Int.max
            high = Int.min
            for k in counts {
                low = Swift.min(low, sorted.prefix(k).reduce(0, +))
                high = Swift.max(high, sorted.suffix(k).reduce(0, +))
            }
        } else {
            low = weights.min() ?? 0
            high = weights.max() ?? 0
        }
        if !isAlwaysAnswered(question) {
            low = Swift.min(low, 0)
            high = Swift.max(high, 0)
        }
        return (low, high)
    }
}
