/// The tables of kind names: each name a key or a value of the language selects a rule by.
@_spi(Tools) public enum LanguageKindTable: String, Sendable, CaseIterable {
    /// The tables of question types, scoring models, derived-score kinds, condition operators (source and bundle) and forms.
    case questionTypes, scoringModels, derivedKinds, conditionOperators, bundleConditionOperators, conditionForms
    /// The tables of `answer_key` modes, `keyed_scoring` rules, `nearest` distances and text directions.
    case answerKeyModes, keyedScorings, distances, directions
}

/// One name of a kind table.
@_spi(Tools) public struct LanguageKind: Sendable, Equatable {
    /// The name as written in a file (`scale`, `highest`, `at_least`).
    @_spi(Tools) public var name: String
    /// What the kind means, in one line.
    @_spi(Tools) public var doc: String
    /// Where the kind is itself a key (a derived score's kind), the shape of its value.
    @_spi(Tools) public var shape: ValueShape = .name
}

extension Vocabulary {
    /// The names of `table`, in the order the language lists them.
    @_spi(Tools) public static func kinds(_ table: LanguageKindTable) -> [LanguageKind] {
        switch table {
        case .questionTypes: return questionTypes
        case .scoringModels: return scoringModels
        case .derivedKinds: return derivedKinds
        case .conditionOperators: return conditionOperators
        case .bundleConditionOperators: return bundleConditionOperators
        case .conditionForms: return conditionForms
        case .answerKeyModes: return answerKeyModes
        case .keyedScorings: return keyedScorings
        case .distances: return distances
        case .directions: return directions
        }
    }

    /// The names of `table`, in order.
    static func kindNames(_ table: LanguageKindTable) -> [String] { kinds(table).map(\.name) }

    /// `type:` of a question.
    @_spi(Tools) public static let questionTypes = [
        LanguageKind(name: "scale", doc: "An ordered scale; the answer is the chosen option's integer `value`."),
        LanguageKind(name: "single", doc: "One of the options; the answer is one option id."),
        LanguageKind(
            name: "multiple",
            doc: "Several of the options, between `min` and `max`; the answer is a list of distinct option ids."),
        LanguageKind(
            name: "range",
            doc:
                "A number between `min` and `max`, scored by its nearest anchor; the answer is a number or an anchor id."
        ),
    ]

    /// `model:` of `scoring:`.
    static let scoringModels = [
        LanguageKind(name: "axes", doc: "Opposite poles paired into axes; the outcome is one letter per axis."),
        LanguageKind(name: "highest", doc: "The trait with the largest total wins."),
        LanguageKind(
            name: "bands", doc: "Bands of one trait's total; the first band whose `max` the total does not exceed wins."
        ),
        LanguageKind(name: "profile", doc: "Several banded results, and optionally the nearest of several profiles."),
    ]

    /// The kinds of a derived score: the key that names what it is computed from.
    static var derivedKinds: [LanguageKind] { derivedKindDefinitions.map(\.languageKind) }

    /// The operators of a condition's `question:` test.
    static let conditionOperators = [
        LanguageKind(name: "is", doc: "The answer is this option, value or anchor."),
        LanguageKind(name: "in", doc: "The answer is one of these options, values or anchors."),
        LanguageKind(name: "includes", doc: "The multiple question's choices include this option id."),
        LanguageKind(name: "at_least", doc: "The scale value, or range anchor, is at least this one."),
        LanguageKind(name: "at_most", doc: "The scale value, or range anchor, is at most this one."),
        LanguageKind(name: "above", doc: "The scale value, or range anchor, is above this one."),
        LanguageKind(name: "below", doc: "The scale value, or range anchor, is below this one."),
        LanguageKind(name: "answered", doc: "The question has an answer (true) or has none (false)."),
    ]

    /// The operators of a bundle's conditions, in the order the runtimes look for them: the
    /// compiler writes each source operator as one of these.
    static let bundleConditionOperators = [
        LanguageKind(name: "answered", doc: "The question has an answer (true) or has none (false)."),
        LanguageKind(
            name: "in",
            doc:
                "The answer is one of these options, values or anchors (what `is`, `in`, `at_least`, `at_most`, `above` and `below` become)."
        ),
        LanguageKind(name: "includes", doc: "The multiple question's choices include this option id."),
    ]

    /// The forms of a condition other than an operator.
    static let conditionForms = [
        LanguageKind(name: "all", doc: "Every condition holds."),
        LanguageKind(name: "any", doc: "Some condition holds."),
        LanguageKind(name: "not", doc: "The condition does not hold."),
        LanguageKind(name: "question", doc: "The id of a question declared before this one, tested by one operator."),
    ]

    /// `answer_key:` of a quiz.
    static let answerKeyModes = [
        LanguageKind(name: "id", doc: "A question's wire key is its `id` (the default)."),
        LanguageKind(name: "text", doc: "A question's wire key is its text (legacy)."),
    ]

    /// `keyed_scoring:` of a scale or question.
    static let keyedScorings = [
        LanguageKind(name: "centered", doc: "(v − midpoint) × weight (the default)."),
        LanguageKind(name: "values", doc: "v × weight, or (first + last − v) × |weight| for a negative weight."),
    ]

    /// `distance:` of `nearest:`.
    @_spi(Tools) public static let distances = [
        LanguageKind(name: "euclidean", doc: "The square root of the sum of squared differences (the default)."),
        LanguageKind(name: "manhattan", doc: "The sum of absolute differences."),
    ]

    /// `direction:` of a translation.
    static let directions = [
        LanguageKind(name: "ltr", doc: "Left to right."),
        LanguageKind(name: "rtl", doc: "Right to left."),
    ]
}

extension Vocabulary {
    /// `names` in a sentence, each written by `form`: "`a`, `b` or `c`" (or `conjunction`).
    static func sentenceList(
        _ names: [String], conjunction: String = "or", _ form: (String) -> String = { "`\($0)`" }
    ) -> String {
        let written = names.map(form)
        guard let last = written.last, written.count > 1 else { return written.first ?? "" }
        return written.dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }
}
