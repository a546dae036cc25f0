@_spi(Tools) package import QuizYAML

/// A value read from the source, with where it was written.
package struct Located<Value: Sendable>: Sendable {
    package var value: Value
    package var range: SourceRange

    package init(_ value: Value, _ range: SourceRange) {
        self.value = value
        self.range = range
    }
}

/// A quiz as written: the decode stage's output. Fields the author left out are `nil`
/// (or empty); a field that failed to decode is also `nil`, its diagnostic already reported.
package struct SourceQuiz: Sendable {
    package var range: SourceRange
    package var quiz: Located<String>?
    package var version: Located<String>?
    package var title: Located<String>?
    package var description: Located<String>?
    package var locale: Located<String>?
    package var answerKey: Located<AnswerKeyMode>?
    package var traits: [Located<String>] = []
    var traitsRange: SourceRange?
    package var scoring: SourceScoring?
    package var scales: [SourceScale] = []
    package var questions: [SourceQuestion] = []
    package var outcomes: [SourceOutcome] = []
    var outcomesRange: SourceRange?
    /// Where the `outcomes` key is written.
    var outcomesKeyRange: SourceRange?
    package var presentation: SourcePresentation?
    /// Where `presentation:` is written (its value), also when it did not decode.
    var presentationRange: SourceRange?
    package var examples: [SourceExample] = []
    /// The `suppress:` list.
    var suppressions: [Suppression] = []

    package init(range: SourceRange) {
        self.range = range
    }
}

/// What a question's wire key defaults to.
package enum AnswerKeyMode: String, Sendable, CaseIterable {
    case id
    case text
}

package enum SourceScoringModel: String, Sendable, CaseIterable {
    case axes
    case highest
    case bands
    case profile
}

package struct SourceAxis: Sendable {
    package var range: SourceRange
    package var poles: [Located<String>]
    package var tie: Located<String>?
}

package struct SourceBand: Sendable {
    var range: SourceRange
    package var outcome: Located<String>?
    var max: Located<SourceDecimal>?
}

package struct SourceScoring: Sendable {
    package var range: SourceRange
    package var model: Located<SourceScoringModel>?
    package var initial: [(trait: Located<String>, value: Located<SourceDecimal>)] = []
    package var axes: [SourceAxis] = []
    package var ties: [Located<String>]?
    package var secondary: Located<Bool>?
    package var trait: Located<String>?
    package var bands: [SourceBand] = []
    /// `axes` only: `percent: true` (digits 0) or `percent: {digits: K}`; `nil` when off.
    package var axisPercentDigits: Located<Int>?
    package var derived: [SourceDerived] = []
    /// Where `derived:` is written (its value).
    var derivedRange: SourceRange?
    /// `profile` only.
    package var results: [SourceResult] = []
    var resultsRange: SourceRange?
    package var nearest: SourceNearest?
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
package struct SourceDerived: Sendable {
    /// A parameter's value as written.
    package enum Parameter: Sendable {
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

    package var range: SourceRange
    package var id: Located<String>?
    /// The kind's key (`mean`, `sum`, …).
    package var kind: Located<String>?
    /// The names after the kind's key: one (`mean: N`), or a list's (`sum: [E, O]`).
    package var of: [Located<String>] = []
    /// The kind's parameters as written, in the vocabulary's order of keys.
    package var parameters: [(key: String, value: Parameter)] = []
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
package struct SourceResult: Sendable {
    package var range: SourceRange
    package var id: Located<String>?
    package var title: Located<String>?
    package var description: Located<String>?
    package var score: Located<String>?
    package var parent: Located<String>?
    package var bands: [SourceResultBand] = []
    var bandsRange: SourceRange?
}

/// One band of a profile result.
package struct SourceResultBand: Sendable {
    var range: SourceRange
    package var id: Located<String>?
    var below: Located<SourceDecimal>?
    var max: Located<SourceDecimal>?
    package var title: Located<String>?
    package var description: Located<String>?
    package var recommendations: [Located<String>] = []
}

/// `scoring.nearest` of the `profile` model.
package struct SourceNearest: Sendable {
    enum Distance: String, Sendable, CaseIterable {
        case euclidean
        case manhattan
    }

    var range: SourceRange
    package var over: [Located<String>] = []
    var overRange: SourceRange?
    var distance: Located<Distance>?
    package var profiles: [SourceProfile] = []
    package var ties: [Located<String>]?
    var tiesRange: SourceRange?
}

/// One profile of `nearest`.
package struct SourceProfile: Sendable {
    var range: SourceRange
    package var outcome: Located<String>?
    package var at: [(score: Located<String>, value: Located<SourceDecimal>)] = []
    /// Where `at:` is written (its value).
    var atRange: SourceRange?
}

package struct SourceScale: Sendable {
    package var name: Located<String>
    var range: SourceRange
    package var options: [SourceOption]
    var keyedScoring: Located<SourceKeyedScoring>?
}

package enum SourceQuestionType: String, Sendable, CaseIterable {
    case scale
    case single
    case multiple
    case range
}

package struct SourceOption: Sendable {
    package var range: SourceRange
    package var id: Located<String>?
    package var value: Located<Int>?
    package var label: Located<String>?
    /// `nil` when the option has no `weights:`; an empty list for an explicit `weights: {}`.
    package var weights: [(trait: Located<String>, amount: Located<SourceDecimal>)]?
    /// Where the value of `weights:` is written, when it is.
    var weightsRange: SourceRange?
    package var pin: Located<Bool>?
}

/// A question's `keyed:` as written: `keyed: T` or `keyed: [T, U]` (each trait with the
/// question's `weight`, default 1), or `keyed: {T: 1, U: -1}` (each trait with its own weight).
package struct SourceKeying: Sendable {
    /// Where the value of `keyed:` is written.
    var range: SourceRange
    /// The traits in order, each with its own weight when the map gives one.
    package var traits: [(trait: Located<String>, weight: Located<SourceDecimal>?)]
}

package struct SourceQuestion: Sendable {
    package var range: SourceRange
    package var id: Located<String>?
    package var text: Located<String>?
    package var type: Located<SourceQuestionType>?
    package var key: Located<String>?
    package var required: Located<Bool>?
    package var shuffle: Located<Bool>?
    package var pin: Located<Bool>?
    package var pool: Located<String>?
    package var options: [SourceOption]?
    var optionsRange: SourceRange?
    package var scale: Located<String>?
    package var low: Located<String>?
    package var high: Located<String>?
    package var keyed: SourceKeying?
    package var weight: Located<SourceDecimal>?
    /// `scored: false`: a filler item, answered and shown but scored nowhere.
    package var scored: Located<Bool>?
    var keyedScoring: Located<SourceKeyedScoring>?
    package var min: Located<Int>?
    package var max: Located<Int>?
    /// `when:`, when it decoded.
    package var when: SourceCondition?
    /// Where `when:` is written (its value), also when it did not decode.
    var whenRange: SourceRange?
}

package struct SourceOutcome: Sendable {
    package var code: Located<String>
    package var range: SourceRange
    package var title: Located<String>?
    package var description: Located<String>?
    package var recommendations: [Located<String>] = []
}

struct SourceDraw: Sendable {
    var range: SourceRange
    var pool: Located<String>?
    var count: Located<Int>?
}

package struct SourcePresentation: Sendable {
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
package enum SourceAnswer: Sendable {
    case integer(Int)
    /// A plain scalar that is a decimal number but not a plain integer (`0.5`, `1.0`,
    /// `5e-1`), as written.
    case number(String)
    case text(String)
    case list([Located<String>])
}

package struct SourceExample: Sendable {
    package var range: SourceRange
    package var name: Located<String>?
    package var answers: [(question: Located<String>, answer: Located<SourceAnswer>)] = []
    /// Where `answers:` is written (its value).
    var answersRange: SourceRange?
    package var expect: Located<String>?
    package var expectSecondary: Located<String>?
    /// Where `expect_secondary: null` is written: the example expects no runner-up.
    package var expectsNoSecondary: SourceRange?
    package var expectScores: [(trait: Located<String>, value: Located<SourceDecimal>)]?
    /// `expect_results`: result id → band id, or `nil` for `null` (no band).
    package var expectResults: [(result: Located<String>, band: Located<String>?)]?
    /// `expect_values`: derived id → the written value, or `nil` for `null` (no value).
    package var expectValues: [(derived: Located<String>, value: Located<SourceDecimal>?)]?
}
