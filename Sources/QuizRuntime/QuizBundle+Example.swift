extension QuizBundle {
    /// A conformance vector: answers keyed by wire key and the result they must give.
    public struct Example: Sendable, Equatable {
        /// The example's name, when it has one.
        public var name: String?
        /// The answers, keyed by wire key, in the author's order.
        public var answers: [(key: String, answer: QuizAnswer)]
        /// The outcome code the answers must give.
        public var expect: String
        /// The expected runner-up (`highest` with `secondary`); `nil` when not checked or when
        /// `expectsNoSecondary`.
        public var expectSecondary: String?
        /// The example asserts that the result names no runner-up (`"expect_secondary": null`).
        public var expectsNoSecondary: Bool
        /// The totals the answers must give, when checked.
        public var expectScores: [TraitAmount]?

        /// An example; `expectSecondary` is ignored when `expectsNoSecondary`.
        public init(
            name: String?, answers: [(key: String, answer: QuizAnswer)], expect: String,
            expectSecondary: String?, expectsNoSecondary: Bool = false, expectScores: [TraitAmount]?
        ) {
            self.name = name
            self.answers = answers
            self.expect = expect
            self.expectSecondary = expectsNoSecondary ? nil : expectSecondary
            self.expectsNoSecondary = expectsNoSecondary
            self.expectScores = expectScores
        }

        /// Equal when every field is equal, keys compared by scalars.
        public static func == (a: Example, b: Example) -> Bool {
            a.name == b.name && a.expect == b.expect && a.expectSecondary == b.expectSecondary
                && a.expectsNoSecondary == b.expectsNoSecondary
                && a.expectScores == b.expectScores && a.answers.count == b.answers.count
                && zip(a.answers, b.answers).allSatisfy { $0.key.isExactly($1.key) && $0.answer == $1.answer }
        }
    }
}
