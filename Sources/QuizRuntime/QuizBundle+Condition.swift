extension QuizBundle {
    /// When a question is shown: a condition over the answers to earlier questions, in the
    /// bundle's normalized form (docs/bundle-format.md, "Conditions"). A test on a question
    /// that has no answer (left out, or itself hidden) is false; `answered(_, false)` is
    /// true then.
    public indirect enum Condition: Sendable, Equatable {
        /// Every condition holds (at least one is listed).
        case all([Condition])
        /// Some condition holds (at least one is listed).
        case any([Condition])
        /// The condition does not hold.
        case not(Condition)
        /// The question (by id) has an answer (`true`) or has none (`false`).
        case answered(question: String, Bool)
        /// The answer picks one of these options: option ids of a `single` question, anchor
        /// ids of a `range` question (the anchor its number maps to), in option order.
        case optionIn(question: String, ids: [String])
        /// The answer to a `scale` question is one of these values, in option order.
        case valueIn(question: String, values: [Int])
        /// The answer to a `multiple` question includes this option id.
        case includes(question: String, id: String)

        /// The ids of the questions the condition reads, each once, in first-read order.
        public var questions: [String] {
            var found: [String] = []
            func visit(_ condition: Condition) {
                switch condition {
                case .all(let parts), .any(let parts): parts.forEach(visit)
                case .not(let inner): visit(inner)
                case .answered(let question, _), .optionIn(let question, _), .valueIn(let question, _),
                    .includes(let question, _):
                    if !found.contains(where: { $0.isExactly(question) }) { found.append(question) }
                }
            }
            visit(self)
            return found
        }
    }
}
