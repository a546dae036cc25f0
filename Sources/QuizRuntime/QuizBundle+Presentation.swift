extension QuizBundle {
    /// How questions are presented (docs/randomization.md); every field explicit.
    public struct Presentation: Sendable, Equatable {
        /// Questions per page.
        public var pageSize: Int
        /// Whether the question order is shuffled (pinned questions stay).
        public var shuffleQuestions: Bool
        /// Whether option orders are shuffled (questions may opt out; ordered types never shuffle).
        public var shuffleOptions: Bool
        /// Seconds per question, or `nil` for no limit.
        public var timeLimit: Int?
        /// Draw pools in declared order; empty when every question is presented.
        public var draw: [Draw]

        /// A presentation with every field given.
        public init(pageSize: Int, shuffleQuestions: Bool, shuffleOptions: Bool, timeLimit: Int?, draw: [Draw]) {
            self.pageSize = pageSize
            self.shuffleQuestions = shuffleQuestions
            self.shuffleOptions = shuffleOptions
            self.timeLimit = timeLimit
            self.draw = draw
        }

        /// One draw: `count` questions picked from a pool.
        public struct Draw: Sendable, Equatable {
            /// The pool, or `nil` for "every question".
            public var pool: String?
            /// How many questions are drawn.
            public var count: Int
            /// A draw of `count` questions from `pool` (`nil`: every question).
            public init(pool: String?, count: Int) {
                self.pool = pool
                self.count = count
            }
        }
    }
}
