/// The parts of the branching rules that a test may replace with a deliberately broken copy,
/// to count the conformance cases that catch each (Tests/ConformanceTests/BrokenRuleTests.swift).
/// The runtime itself only ever uses `.shipped`, whose members are the one statement of each
/// part (`VisibilityRules`, `ScoringPlan`): a seam restates no rule.
package struct BranchingSeams: Sendable {
    /// The option of a `scale` question whose value is `value` (a `valueIn` test's options).
    package var optionOfValue: @Sendable (_ options: [QuizBundle.Option], _ value: Int) -> Int?
    /// Whether a test on one question holds, given that question's chosen options (`nil`: none).
    package var testHolds: @Sendable (_ test: VisibilityRules.Test, _ answer: [Int]?) -> Bool
    /// What a condition reads of an earlier question, given every question's chosen options
    /// and which questions are shown so far.
    package var reads: @Sendable (_ question: Int, _ chosen: [[Int]?], _ shown: [Bool]) -> [Int]?
    /// Whether scoring rejects a question's answer (`hidden-answer`), given whether it has
    /// one and whether it is shown.
    package var rejectsAnswer: @Sendable (_ answered: Bool, _ shown: Bool) -> Bool
    /// Whether scoring requires a question's answer (`missing-answer`), given whether it must
    /// be answered on its own (required, outside every draw pool) and whether it is shown.
    package var requiresAnswer: @Sendable (_ mustAnswer: Bool, _ shown: Bool) -> Bool

    /// Seams with every member given.
    package init(
        optionOfValue: @escaping @Sendable (_ options: [QuizBundle.Option], _ value: Int) -> Int?,
        testHolds: @escaping @Sendable (_ test: VisibilityRules.Test, _ answer: [Int]?) -> Bool,
        reads: @escaping @Sendable (_ question: Int, _ chosen: [[Int]?], _ shown: [Bool]) -> [Int]?,
        rejectsAnswer: @escaping @Sendable (_ answered: Bool, _ shown: Bool) -> Bool,
        requiresAnswer: @escaping @Sendable (_ mustAnswer: Bool, _ shown: Bool) -> Bool
    ) {
        self.optionOfValue = optionOfValue
        self.testHolds = testHolds
        self.reads = reads
        self.rejectsAnswer = rejectsAnswer
        self.requiresAnswer = requiresAnswer
    }

    /// The rules as the runtime applies them.
    package static let shipped = BranchingSeams(
        optionOfValue: { VisibilityRules.optionOfValue($0, $1) },
        testHolds: { VisibilityRules.testHolds($0, $1) },
        reads: { VisibilityRules.reads($0, $1, $2) },
        rejectsAnswer: { ScoringPlan.rejectsAnswer(answered: $0, shown: $1) },
        requiresAnswer: { ScoringPlan.requiresAnswer(mustAnswer: $0, shown: $1) })
}
