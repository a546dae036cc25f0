@_spi(Tools) public import QuizYAML

/// A question's `when:` as written (docs/authoring.md, "Branching"): exactly one of
/// `all`, `any`, `not` or a test on one earlier question.
@_spi(Tools) public indirect enum SourceCondition: Sendable {
    /// `all: [C, …]`: every condition holds (the list is not empty).
    case all([SourceCondition], range: SourceRange)
    /// `any: [C, …]`: some condition holds (the list is not empty).
    case any([SourceCondition], range: SourceRange)
    /// `not: C`.
    case not(SourceCondition, range: SourceRange)
    /// `question: Q` with one operator.
    case test(SourceConditionTest)

    /// Where the condition is written (its mapping).
    @_spi(Tools) public var range: SourceRange {
        switch self {
        case .all(_, let range), .any(_, let range), .not(_, let range): return range
        case .test(let test): return test.range
        }
    }
}

/// One test of a condition: `question: Q` and its operator with the operand as written.
@_spi(Tools) public struct SourceConditionTest: Sendable {
    /// The operators of a test (docs/authoring.md, "Branching").
    enum Operator: String, Sendable, CaseIterable {
        case `is`
        case `in`
        case includes
        case atLeast = "at_least"
        case atMost = "at_most"
        case above
        case below
        case answered
    }

    /// A scalar operand as written: its text, and whether it was plain (an integer is
    /// plain digits, never quoted).
    @_spi(Tools) public struct Operand: Sendable {
        /// The operand's text, as YAML resolved the scalar.
        @_spi(Tools) public var text: String
        var plain: Bool
        /// Where the operand is written.
        @_spi(Tools) public var range: SourceRange
    }

    /// The test's mapping.
    var range: SourceRange
    /// `question:` as written: the id of the question tested.
    @_spi(Tools) public var question: Located<String>
    /// The operator, at its key.
    var op: Located<Operator>
    /// The operands: one for every operator but `in` (its list, not empty) and `answered`.
    @_spi(Tools) public var operands: [Operand]
    /// `answered:`'s value.
    var answered: Bool?
}
