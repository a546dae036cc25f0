extension QuizBundle {
    /// An outcome: its code and texts in the source locale.
    public struct Outcome: Sendable, Equatable {
        /// The code that scoring gives.
        public var code: String
        /// The outcome's title.
        public var title: String
        /// The outcome's description.
        public var description: String
        /// Recommendations, in the author's order.
        public var recommendations: [String]

        /// An outcome with every field given.
        public init(code: String, title: String, description: String, recommendations: [String]) {
            self.code = code
            self.title = title
            self.description = description
            self.recommendations = recommendations
        }
    }
}
