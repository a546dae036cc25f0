extension QuizBundle {
    /// The kind of a question: how it is answered and scored.
    public enum QuestionType: String, Sendable, CaseIterable {
        /// One value of an ordered scale (its options carry integer values, low to high).
        case scale
        /// Exactly one option, by id.
        case single
        /// Between `min` and `max` options, by id, as a list.
        case multiple
        /// A number in the interval from `min` to `max`, or one of its anchors by id.
        case range

        /// Scale and range options are ordered and never shuffle.
        public var isOrdered: Bool { self == .scale || self == .range }
    }

    /// A question: its texts in the source locale, its options and how it is answered.
    public struct Question: Sendable, Equatable {
        /// The question's id (unique in the quiz).
        public var id: String
        /// The wire key answers are submitted under.
        public var key: String
        /// The question's text in the source locale.
        public var text: String
        /// How it is answered.
        public var type: QuestionType
        /// Whether an answer is required.
        public var required: Bool
        /// Whether its options may be shuffled.
        public var shuffle: Bool
        /// Whether it keeps its place when questions are shuffled.
        public var pin: Bool
        /// The draw pool it belongs to, when there is one.
        public var pool: String?
        /// `multiple`: allowed number of choices; `range`: the numeric interval.
        public var min: Int?
        /// `multiple`: the most choices; `range`: the upper end.
        public var max: Int?
        /// The options, in the author's order.
        public var options: [Option]
        /// When the question is shown (the bundle's `when`): `nil` for always. A hidden
        /// question takes no answer, and `required` means required when shown.
        public var condition: Condition?

        /// A question with every field given.
        public init(
            id: String, key: String, text: String, type: QuestionType, required: Bool, shuffle: Bool,
            pin: Bool, pool: String?, min: Int?, max: Int?, options: [Option], condition: Condition? = nil
        ) {
            self.id = id
            self.key = key
            self.text = text
            self.type = type
            self.required = required
            self.shuffle = shuffle
            self.pin = pin
            self.pool = pool
            self.min = min
            self.max = max
            self.options = options
            self.condition = condition
        }
    }

    /// One option of a question: its id or value, label and weights.
    public struct Option: Sendable, Equatable {
        /// The option's id; `nil` on scale options, which have `value`.
        public var id: String?
        /// The value of a scale option; `nil` on other options.
        public var value: Int?
        /// The option's label in the source locale.
        public var label: String
        /// Non-zero weights, in the author's order.
        public var weights: [TraitAmount]
        /// Whether it keeps its place when options are shuffled.
        public var pin: Bool

        /// An option with every field given.
        public init(id: String?, value: Int?, label: String, weights: [TraitAmount], pin: Bool) {
            self.id = id
            self.value = value
            self.label = label
            self.weights = weights
            self.pin = pin
        }
    }
}
