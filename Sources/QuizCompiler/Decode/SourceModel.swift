@_spi(Tools) public import QuizYAML

/// A value read from the source, with where it was written.
@_spi(Tools) public struct Located<Value: Sendable>: Sendable {
    @_spi(Tools) public var value: Value
    @_spi(Tools) public var range: SourceRange

    @_spi(Tools) public init(_ value: Value, _ range: SourceRange) {
        self.value = value
        self.range = range
    }
}

/// A quiz as written: the decode stage's output. Fields the author left out are `nil`
/// (or empty); a field that failed to decode is also `nil`, its diagnostic already reported.
@_spi(Tools) public struct SourceQuiz: Sendable {
    @_spi(Tools) public var range: SourceRange
    @_spi(Tools) public var quiz: Located<String>?
    @_spi(Tools) public var version: Located<String>?
    @_spi(Tools) public var title: Located<String>?
    @_spi(Tools) public var description: Located<String>?
    @_spi(Tools) public var locale: Located<String>?
    @_spi(Tools) public var answerKey: Located<AnswerKeyMode>?
    @_spi(Tools) public var traits: [Located<String>] = []
    var traitsRange: SourceRange?
    @_spi(Tools) public var scoring: SourceScoring?
    @_spi(Tools) public var scales: [SourceScale] = []
    @_spi(Tools) public var questions: [SourceQuestion] = []
    @_spi(Tools) public var outcomes: [SourceOutcome] = []
    var outcomesRange: SourceRange?
    /// Where the `outcomes` key is written.
    var outcomesKeyRange: SourceRange?
    @_spi(Tools) public var presentation: SourcePresentation?
    /// Where `presentation:` is written (its value), also when it did not decode.
    var presentationRange: SourceRange?
    @_spi(Tools) public var examples: [SourceExample] = []
    /// The `suppress:` list.
    var suppressions: [Suppression] = []

    @_spi(Tools) public init(range: SourceRange) {
        self.range = range
    }
}

/// What a question's wire key defaults to.
@_spi(Tools) public enum AnswerKeyMode: String, Sendable, CaseIterable {
    case id
    case text
}

@_spi(Tools) public enum SourceScoringModel: String, Sendable, CaseIterable {
    case axes
    case highest
    case bands
    case profile
}

@_spi(Tools) public struct SourceAxis: Sendable {
    @_spi(Tools) public var range: SourceRange
    @_spi(Tools) public var poles: [Located<String>]
    @_spi(Tools) public var tie: Located<String>?
}

@_spi(Tools) public struct SourceBand: Sendable {
    var range: SourceRange
    @_spi(Tools) public var outcome: Located<String>?
    var max: Located<SourceDecimal>?
}

@_spi(Tools) public struct SourceScoring: Sendable {
    @_spi(Tools) public var range: SourceRange
    @_spi(Tools) public var model: Located<SourceScoringModel>?
    @_spi(Tools) public var initial: [(trait: Located<String>, value: Located<SourceDecimal>)] = []
    @_spi(Tools) public var axes: [SourceAxis] = []
    @_spi(Tools) public var ties: [Located<String>]?
    @_spi(Tools) public var secondary: Located<Bool>?
    @_spi(Tools) public var trait: Located<String>?
    @_spi(Tools) public var bands: [SourceBand] = []
    /// `axes` only: `percent: true` (digits 0) or `percent: {digits: K}`; `nil` when off.
    @_spi(Tools) public var axisPercentDigits: Located<Int>?
    @_spi(Tools) public var derived: [SourceDerived] = []
    /// Where `derived:` is written (its value).
    var derivedRange: SourceRange?
    /// `profile` only.
    @_spi(Tools) public var results: [SourceResult] = []
    var resultsRange: SourceRange?
    @_spi(Tools) public var nearest: SourceNearest?
}

/// How a scale's `keyed` questions turn option values into weights.
enum SourceKeyedScoring: String, Sendable, CaseIterable {
    /// (v − midpoint) × weight, to the trait or, below the midpoint, to an axis pole's opposite.
    case centered
    /// v × weight (reverse-keyed with a negative weight: (first + last − v) × |weight|).
    case values
}

/// One `scoring.derived` entry as written: its kind (a name of
/// `Vocabulary.derivedKindDefinitions`), what the kind's key names and the kind's parameters.
@_spi(Tools) public struct SourceDerived: Sendable {
    /// A parameter's value as written.
    @_spi(Tools) public enum Parameter: Sendable {
        /// A name (`against: E`).
        case name(Located<String>)
        /// A decimal (`times: 0.5`).
        case decimal(Located<SourceDecimal>)

        /// Where it is written.
        var range: SourceRange {
            switch self {
            case .name(let name): return name.range
            case .decimal(let number): return number.range
            }
        }
    }

    @_spi(Tools) public var range: SourceRange
    @_spi(Tools) public var id: Located<String>?
    /// The kind's key (`mean`, `sum`, …).
    @_spi(Tools) public var kind: Located<String>?
    /// The names after the kind's key: one (`mean: N`), or a list's (`sum: [E, O]`).
    @_spi(Tools) public var of: [Located<String>] = []
    /// The kind's parameters as written, in the vocabulary's order of keys.
    @_spi(Tools) public var parameters: [(key: String, value: Parameter)] = []
    var digits: Located<Int>?

    /// The parameter `key` when it is a name.
    func name(_ key: String) -> Located<String>? {
        guard case .name(let name)? = parameters.first(where: { $0.key == key })?.value else { return nil }
        return name
    }

    /// The parameter `key` when it is a decimal.
    func decimal(_ key: String) -> Located<SourceDecimal>? {
        guard case .decimal(let number)? = parameters.first(where: { $0.key == key })?.value else { return nil }
        return number
    }
}

/// One `scoring.results` entry of the `profile` model.
@_spi(Tools) public struct SourceResult: Sendable {
    @_spi(Tools) public var range: SourceRange
    @_spi(Tools) public var id: Located<String>?
    @_spi(Tools) public var title: Located<String>?
    @_spi(Tools) public var description: Located<String>?
    @_spi(Tools) public var score: Located<String>?
    @_spi(Tools) public var parent: Located<String>?
    @_spi(Tools) public var bands: [SourceResultBand] = []
    var bandsRange: SourceRange?
}

/// One band of a profile result.
@_spi(Tools) public struct SourceResultBand: Sendable {
    var range: SourceRange
    @_spi(Tools) public var id: Located<String>?
    var below: Located<SourceDecimal>?
    var max: Located<SourceDecimal>?
    @_spi(Tools) public var title: Located<String>?
    @_spi(Tools) public var description: Located<String>?
    @_spi(Tools) public var recommendations: [Located<String>] = []
}

/// `scoring.nearest` of the `profile` model.
@_spi(Tools) public struct SourceNearest: Sendable {
    enum Distance: String, Sendable, CaseIterable {
        case euclidean
        case manhattan
    }

    var range: SourceRange
    @_spi(Tools) public var over: [Located<String>] = []
    var overRange: SourceRange?
    var distance: Located<Distance>?
    @_spi(Tools) public var profiles: [SourceProfile] = []
    @_spi(Tools) public var ties: [Located<String>]?
    var tiesRange: SourceRange?
}

/// One profile of `nearest`.
@_spi(Tools) public struct SourceProfile: Sendable {
    var range: SourceRange
    @_spi(Tools) public var outcome: Located<String>?
    @_spi(Tools) public var at: [(score: Located<String>, value: Located<SourceDecimal>)] = []
    /// Where `at:` is written (its value).
    var atRange: SourceRange?
}

@_spi(Tools) public struct SourceScale: Sendable {
    @_spi(Tools) public var name: Located<String>
    var range: SourceRange
    @_spi(Tools) public var options: [SourceOption]
    var keyedScoring: Located<SourceKeyedScoring>?
}

@_spi(Tools) public enum SourceQuestionType: String, Sendable, CaseIterable {
    case scale
    case single
    case multiple
    case range
}

@_spi(Tools) public struct SourceOption: Sendable {
    @_spi(Tools) public var range: SourceRange
    @_spi(Tools) public var id: Located<String>?
    @_spi(Tools) public var value: Located<Int>?
    @_spi(Tools) public var label: Located<String>?
    /// `nil` when the option has no `weights:`; an empty list for an explicit `weights: {}`.
    @_spi(Tools) public var weights: [(trait: Located<String>, amount: Located<SourceDecimal>)]?
    /// Where the value of `weights:` is written, when it is.
    var weightsRange: SourceRange?
    @_spi(Tools) public var pin: Located<Bool>?
}

/// A question's `keyed:` as written: `keyed: T` or `keyed: [T, U]` (each trait with the
/// question's `weight`, default 1), or `keyed: {T: 1, U: -1}` (each trait with its own weight).
@_spi(Tools) public struct SourceKeying: Sendable {
    /// Where the value of `keyed:` is written.
    var range: SourceRange
    /// The traits in order, each with its own weight when the map gives one.
    @_spi(Tools) public var traits: [(trait: Located<String>, weight: Located<SourceDecimal>?)]
}

@_spi(Tools) public struct SourceQuestion: Sendable {
    @_spi(Tools) public var range: SourceRange
    @_spi(Tools) public var id: Located<String>?
    @_spi(Tools) public var text: Located<String>?
    @_spi(Tools) public var type: Located<SourceQuestionType>?
    @_spi(Tools) public var key: Located<String>?
    @_spi(Tools) public var required: Located<Bool>?
    @_spi(Tools) public var shuffle: Located<Bool>?
    @_spi(Tools) public var pin: Located<Bool>?
    @_spi(Tools) public var pool: Located<String>?
    @_spi(Tools) public var options: [SourceOption]?
    var optionsRange: SourceRange?
    @_spi(Tools) public var scale: Located<String>?
    @_spi(Tools) public var low: Located<String>?
    @_spi(Tools) public var high: Located<String>?
    @_spi(Tools) public var keyed: SourceKeying?
    @_spi(Tools) public var weight: Located<SourceDecimal>?
    /// `scored: false`: a filler item, answered and shown but scored nowhere.
    @_spi(Tools) public var scored: Located<Bool>?
    var keyedScoring: Located<SourceKeyedScoring>?
    @_spi(Tools) public var min: Located<Int>?
    @_spi(Tools) public var max: Located<Int>?
    /// `when:`, when it decoded.
    @_spi(Tools) public var when: SourceCondition?
    /// Where `when:` is written (its value), also when it did not decode.
    var whenRange: SourceRange?
}

@_spi(Tools) public struct SourceOutcome: Sendable {
    @_spi(Tools) public var code: Located<String>
    @_spi(Tools) public var range: SourceRange
    @_spi(Tools) public var title: Located<String>?
    @_spi(Tools) public var description: Located<String>?
    @_spi(Tools) public var recommendations: [Located<String>] = []
}

struct SourceDraw: Sendable {
    var range: SourceRange
    var pool: Located<String>?
    var count: Located<Int>?
}

@_spi(Tools) public struct SourcePresentation: Sendable {
    var range: SourceRange
    var pageSize: Located<Int>?
    var shuffleQuestions: Located<Bool>?
    var shuffleOptions: Located<Bool>?
    var timeLimit: Located<Int>?
    /// `draw: N`.
    var drawCount: Located<Int>?
    /// `draw: [{pool, count}]`.
    var drawPools: [SourceDraw]?
    /// Where `draw:` is written (its value), also when it did not decode.
    var drawRange: SourceRange?
}

/// An answer in an example, as written.
@_spi(Tools) public enum SourceAnswer: Sendable {
    case integer(Int)
    /// A plain scalar that is a decimal number but not a plain integer (`0.5`, `1.0`,
    /// `5e-1`), as written.
    case number(String)
    case text(String)
    case list([Located<String>])
}

@_spi(Tools) public struct SourceExample: Sendable {
    @_spi(Tools) public var range: SourceRange
    @_spi(Tools) public var name: Located<String>?
    @_spi(Tools) public var answers: [(question: Located<String>, answer: Located<SourceAnswer>)] = []
    /// Where `answers:` is written (its value).
    var answersRange: SourceRange?
    @_spi(Tools) public var expect: Located<String>?
    @_spi(Tools) public var expectSecondary: Located<String>?
    /// Where `expect_secondary: null` is written: the example expects no runner-up.
    @_spi(Tools) public var expectsNoSecondary: SourceRange?
    @_spi(Tools) public var expectScores: [(trait: Located<String>, value: Located<SourceDecimal>)]?
    /// `expect_results`: result id → band id, or `nil` for `null` (no band).
    @_spi(Tools) public var expectResults: [(result: Located<String>, band: Located<String>?)]?
    /// `expect_values`: derived id → the written value, or `nil` for `null` (no value).
    @_spi(Tools) public var expectValues: [(derived: Located<String>, value: Located<SourceDecimal>?)]?
}
