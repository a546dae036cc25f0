import QuizRuntime

/// The quiz language's vocabulary, defined once: every mapping of a quiz file and of a
/// translation file with its keys, and every kind name (question types, scoring models,
/// derived-score kinds, condition operators), each with a one-line doc.
///
/// The decoders read their field lists and "did you mean" candidates from here; the
/// language server completes and explains keys from here; `quizc-language-tables` writes
/// the runtimes' name tables and the field reference of docs/authoring.md from here and
/// checks the JSON Schemas against it (docs/architecture.md, "Adding a kind").
@_spi(Tools) public enum Vocabulary {}

/// Whether a key must be written.
@_spi(Tools) public enum Requirement: Sendable, Equatable {
    /// Always.
    case required
    /// Never.
    case optional
    /// Depending on other keys: the text says when.
    case sometimes(String)

    /// The schema's reading: a key is in `required` only when it is always required.
    @_spi(Tools) public var isAlways: Bool { self == .required }
}

/// The shape of a key's value.
@_spi(Tools) public indirect enum ValueShape: Sendable, Equatable {
    /// Display text, shown to respondents (and translated).
    case text
    /// A name or id.
    case name
    /// `true` or `false`.
    case boolean
    /// An integer.
    case integer
    /// An integer or a decimal.
    case number
    /// One of the names of a kind table.
    case kind(LanguageKindTable)
    /// A mapping of the vocabulary.
    case mapping(LanguageMappingID)
    /// A list of values of one shape.
    case list(ValueShape)
    /// A mapping from names (ids, codes, traits) to values of one shape.
    case map(ValueShape)
    /// Either of two shapes.
    case either(ValueShape, ValueShape)
    /// An example's answer: an integer, a number, an id or a list of ids.
    case answer

    /// How docs/authoring.md's field reference writes the shape.
    @_spi(Tools) public var summary: String {
        switch self {
        case .text: return "text"
        case .name: return "name"
        case .boolean: return "`true`/`false`"
        case .integer: return "integer"
        case .number: return "number"
        case .kind(let table):
            return "one of " + Vocabulary.kinds(table).map { "`\($0.name)`" }.joined(separator: ", ")
        case .mapping(let id): return "mapping (\(Vocabulary.mapping(id).title))"
        case .list(let item): return "list of \(item.summary)"
        case .map(let value): return "name → \(value.summary)"
        case .either(let a, let b): return "\(a.summary), or \(b.summary)"
        case .answer: return "answer"
        }
    }
}

/// One key of a mapping.
@_spi(Tools) public struct LanguageKey: Sendable, Equatable {
    /// The key as written (`answer_key`).
    @_spi(Tools) public var name: String
    /// Whether the key must be written.
    @_spi(Tools) public var requirement: Requirement
    /// The shape of the key's value.
    @_spi(Tools) public var shape: ValueShape
    /// What the key says, in one line.
    @_spi(Tools) public var doc: String
    /// The scoring models the key belongs to (only in `scoring:`); `nil` for every model.
    @_spi(Tools) public var models: [String]? = nil
}

/// The mappings of the language, in the order docs/authoring.md's field reference lists them.
@_spi(Tools) public enum LanguageMappingID: String, Sendable, CaseIterable {
    /// The mappings of a quiz file outside `scoring:`.
    case quiz, question, option, valuedOption, scale, scaleOption, outcome
    /// `scoring:` and the mappings inside it, the `profile` model's included.
    case scoring, axis, band, axisPercent, derived, result, resultBand, nearest, profile
    /// The mappings that say how a quiz is shown, branched, tested and linted.
    case condition, presentation, draw, example, suppression
    /// The mappings of a translation file.
    case translation, translatedQuestion, translatedOutcome, translatedResult, translatedBand, sourcedText
}

/// One mapping of the language with its keys, in the order the decoders list them (which is
/// the order "its fields are …" messages and "did you mean" ties follow).
@_spi(Tools) public struct LanguageMapping: Sendable, Equatable {
    /// Which mapping it is.
    @_spi(Tools) public var id: LanguageMappingID
    /// What the mapping is, in a heading: "a question".
    @_spi(Tools) public var title: String
    /// Where it is written, for the field reference: "`questions:` entries".
    @_spi(Tools) public var place: String
    /// The mapping's keys, in the decoders' order.
    @_spi(Tools) public var keys: [LanguageKey]

    /// The keys' names, in order: a `FieldReader`'s field list.
    var keyNames: [String] { keys.map(\.name) }

    /// The key named `name` (compared by Unicode scalars).
    @_spi(Tools) public func key(_ name: String) -> LanguageKey? { keys.first { $0.name.isExactly(name) } }
}

extension Vocabulary {
    /// Every mapping, in `LanguageMappingID` order.
    @_spi(Tools) public static let mappings: [LanguageMapping] =
        quizMappings + scoringMappings + behaviourMappings + translationMappings

    /// The mapping `id`.
    @_spi(Tools) public static func mapping(_ id: LanguageMappingID) -> LanguageMapping {
        guard let mapping = mappings.first(where: { $0.id == id }) else {
            preconditionFailure("the vocabulary has no mapping \(id)")
        }
        return mapping
    }

    /// The keys of `scoring:` under `model` (every key when the model is unknown).
    @_spi(Tools) public static func scoringKeyNames(model: String?) -> [String] {
        mapping(.scoring).keys.filter { key in
            guard let model, let models = key.models else { return true }
            return models.contains(model)
        }.map(\.name)
    }
}
