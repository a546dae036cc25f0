extension QuizBundle {
    /// A conformance vector: answers keyed by wire key and the result they must give.
    public struct Example: Sendable, Equatable {
        /// The example's name, when it has one.
        public var name: String?
        /// The answers, keyed by wire key, in the author's order.
        public var answers: [(key: String, answer: QuizAnswer)]
        /// The outcome code the answers must give; `nil` for a `profile` quiz without
        /// `nearest`, which gives no outcome.
        public var expect: String?
        /// The expected runner-up (`highest` with `secondary`); `nil` when not checked or when
        /// `expectsNoSecondary`.
        public var expectSecondary: String?
        /// The example asserts that the result names no runner-up (`"expect_secondary": null`).
        public var expectsNoSecondary: Bool
        /// The totals the answers must give, when checked.
        public var expectScores: [TraitAmount]?
        /// The band each named result must fall in (`nil`: no band), in the author's order, when checked.
        public var expectResults: [(result: String, band: String?)]?
        /// The written value each named derived score must have (`nil`: no value), when checked.
        public var expectValues: [(derived: String, value: BundleDecimal?)]?

        /// An example; `expectSecondary` is ignored when `expectsNoSecondary`.
        public init(
            name: String?, answers: [(key: String, answer: QuizAnswer)], expect: String?,
            expectSecondary: String?, expectsNoSecondary: Bool = false, expectScores: [TraitAmount]?,
            expectResults: [(result: String, band: String?)]? = nil,
            expectValues: [(derived: String, value: BundleDecimal?)]? = nil
        ) {
            self.name = name
            self.answers = answers
            self.expect = expect
            self.expectSecondary = expectsNoSecondary ? nil : expectSecondary
            self.expectsNoSecondary = expectsNoSecondary
            self.expectScores = expectScores
            self.expectResults = expectResults
            self.expectValues = expectValues
        }

        /// Equal when every field is equal, keys compared by scalars.
        public static func == (a: Example, b: Example) -> Bool {
            a.name == b.name && a.expect == b.expect && a.expectSecondary == b.expectSecondary
                && a.expectsNoSecondary == b.expectsNoSecondary
                && a.expectScores == b.expectScores && a.answers.count == b.answers.count
                && Self.same(
                    a.expectResults, b.expectResults,
                    { $0.result.isExactly($1.result) && $0.band.map(ExactString.init) == $1.band.map(ExactString.init) }
                )
                && Self.same(
                    a.expectValues, b.expectValues, { $0.derived.isExactly($1.derived) && $0.value == $1.value })
                && zip(a.answers, b.answers).allSatisfy { $0.key.isExactly($1.key) && $0.answer == $1.answer }
        }

        private static func same<T>(_ a: [T]?, _ b: [T]?, _ equal: (T, T) -> Bool) -> Bool {
            guard let a, let b else { return a == nil && b == nil }
            return a.count == b.count && zip(a, b).allSatisfy(equal)
        }
    }
}
