@_spi(Tools) public import QuizYAML

/// A value read from the source, with where it was written.
@_spi(Tools) public struct Located<Value: Sendable>: Sendable {
    /// What was read, as the field's type.
    @_spi(Tools) public var value: Value
    /// Where it is written.
    @_spi(Tools) public var range: SourceRange

    /// `value`, written at `range`.
    @_spi(Tools) public init(_ value: Value, _ range: SourceRange) {
        self.value = value
        self.range = range
    }
}

/// A quiz as written: the decode stage's output. Fields the author left out are `nil`
/// (or empty); a field that failed to decode is also `nil`, its diagnostic already reported.
@_spi(Tools) public struct SourceQuiz: Sendable {
    /// Where the file's top-level mapping is written.
    @_spi(Tools) public var range: SourceRange
    /// `quiz:` as written: the quiz id, which names the bundle file.
    @_spi(Tools) public var quiz: Located<String>?
    /// `version:` as written: the content's semantic version, MAJOR.MINOR.PATCH.
    @_spi(Tools) public var version: Located<String>?
    /// `title:` as written: the quiz's display title.
    @_spi(Tools) public var title: Located<String>?
    /// `description:` as written: the quiz's display description.
    @_spi(Tools) public var description: Located<String>?
    /// `locale:` as written: the BCP 47 tag of the quiz's texts.
    @_spi(Tools) public var locale: Located<String>?
    /// `answer_key:` as written: what a question's wire key is when it has no `key:`.
    @_spi(Tools) public var answerKey: Located<AnswerKeyMode>?
    /// `traits:` as written: the declared trait ids, in order.
    @_spi(Tools) public var traits: [Located<String>] = []
    var traitsRange: SourceRange?
    /// `scoring:` as written: how trait totals become an outcome.
    @_spi(Tools) public var scoring: SourceScoring?
    /// `scales:` as written: the named answer scales, in the order written.
    @_spi(Tools) public var scales: [SourceScale] = []
    /// `questions:` as written, in source order.
    @_spi(Tools) public var questions: [SourceQuestion] = []
    /// `outcomes:` as written: each outcome code with its texts, in the order written.
    @_spi(Tools) public var outcomes: [SourceOutcome] = []
    var outcomesRange: SourceRange?
    /// Where the `outcomes` key is written.
    var outcomesKeyRange: SourceRange?
    /// `presentation:` as written, when it decoded: paging, timing and randomization.
    @_spi(Tools) public var presentation: SourcePresentation?
    /// Where `presentation:` is written (its value), also when it did not decode.
    var presentationRange: SourceRange?
    /// `examples:` as written: the conformance vectors, in order.
    @_spi(Tools) public var examples: [SourceExample] = []
    /// The `suppress:` list.
    var suppressions: [Suppression] = []

    /// A quiz whose top-level mapping is at `range`, with no field read yet.
    @_spi(Tools) public init(range: SourceRange) {
        self.range = range
    }
}

/// What a question's wire key defaults to.
@_spi(Tools) public enum AnswerKeyMode: String, Sendable, CaseIterable {
    /// `answer_key: id`: a question without `key:` is answered under its `id` (the default).
    case id
    /// `answer_key: text`: a question without `key:` is answered under its text (legacy).
    case text
}

/// `model:` of `scoring:`: the rule that turns trait totals into an outcome.
@_spi(Tools) public enum SourceScoringModel: String, Sendable, CaseIterable {
    /// `axes`: traits paired as opposite poles; the outcome is one letter per axis.
    case axes
    /// `highest`: the trait with the largest total is the outcome.
    case highest
    /// `bands`: the band one trait's total falls in gives the outcome.
    case bands
    /// `profile`: banded results, and optionally the nearest of several profiles as the outcome.
    case profile
}

/// One `scoring.axes` entry of the `axes` model, as written.
@_spi(Tools) public struct SourceAxis: Sendable {
    /// Where the axis's mapping is written.
    @_spi(Tools) public var range: SourceRange
    /// `poles:` as written: the axis's two single-letter traits, A then B.
    @_spi(Tools) public var poles: [Located<String>]
    /// `tie:` as written: the letter used when the poles' totals are equal.
    @_spi(Tools) public var tie: Located<String>?
}

/// One `scoring.bands` entry of the `bands` model, as written.
@_spi(Tools) public struct SourceBand: Sendable {
    var range: SourceRange
    /// `outcome:` as written: the outcome code this band gives.
    @_spi(Tools) public var outcome: Located<String>?
    var max: Located<SourceDecimal>?
}

/// `scoring:` as written: the scoring model and the keys that configure it.
@_spi(Tools) public struct SourceScoring: Sendable {
    /// Where the `scoring:` mapping is written.
    @_spi(Tools) public var range: SourceRange
    /// `model:` as written: the scoring model.
    @_spi(Tools) public var model: Located<SourceScoringModel>?
    /// `initial:` as written: each listed trait's starting total, in the order written.
    @_spi(Tools) public var initial: [(trait: Located<String>, value: Located<SourceDecimal>)] = []
    /// `axes:` as written (`axes` model): the axes, in outcome-code letter order.
    @_spi(Tools) public var axes: [SourceAxis] = []
    /// `ties:` as written (`highest` model): the traits in tie-break order; `nil` when left out.
    @_spi(Tools) public var ties: [Located<String>]?
    /// `secondary:` as written (`highest` model): whether the runner-up trait is named too.
    @_spi(Tools) public var secondary: Located<Bool>?
    /// `trait:` as written (`bands` model): the trait whose total selects the band.
    @_spi(Tools) public var trait: Located<String>?
    /// `bands:` as written (`bands` model): the bands, in ascending `max`.
    @_spi(Tools) public var bands: [SourceBand] = []
    /// `axes` only: `percent: true` (digits 0) or `percent: {digits: K}`; `nil` when off.
    @_spi(Tools) public var axisPercentDigits: Located<Int>?
    /// `derived:` as written: the scores computed from trait totals, in order.
    @_spi(Tools) public var derived: [SourceDerived] = []
    /// Where `derived:` is written (its value).
    var derivedRange: SourceRange?
    /// `profile` only.
    @_spi(Tools) public var results: [SourceResult] = []
    var resultsRange: SourceRange?
    /// `nearest:` as written (`profile` model): the profiles whose nearest gives the outcome.
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

    /// Where the entry's mapping is written.
    @_spi(Tools) public var range: SourceRange
    /// `id:` as written: the derived score's id.
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
    /// Where the result's mapping is written.
    @_spi(Tools) public var range: SourceRange
    /// `id:` as written: the result's id.
    @_spi(Tools) public var id: Located<String>?
    /// `title:` as written: the result's display title.
    @_spi(Tools) public var title: Located<String>?
    /// `description:` as written: the result's display description.
    @_spi(Tools) public var description: Located<String>?
    /// `score:` as written: the trait or derived score the result reports.
    @_spi(Tools) public var score: Located<String>?
    /// `parent:` as written: the earlier result this one is shown under.
    @_spi(Tools) public var parent: Located<String>?
    /// `bands:` as written: the result's bands, in order.
    @_spi(Tools) public var bands: [SourceResultBand] = []
    var bandsRange: SourceRange?
}

/// One band of a profile result.
@_spi(Tools) public struct SourceResultBand: Sendable {
    var range: SourceRange
    /// `id:` as written: the band's id, unique within its result.
    @_spi(Tools) public var id: Located<String>?
    var below: Located<SourceDecimal>?
    var max: Located<SourceDecimal>?
    /// `title:` as written: the band's display title.
    @_spi(Tools) public var title: Located<String>?
    /// `description:` as written: the band's display description.
    @_spi(Tools) public var description: Located<String>?
    /// `recommendations:` as written: the texts shown with this band, in order.
    @_spi(Tools) public var recommendations: [Located<String>] = []
}

/// `scoring.nearest` of the `profile` model.
@_spi(Tools) public struct SourceNearest: Sendable {
    enum Distance: String, Sendable, CaseIterable {
        case euclidean
        case manhattan
    }

    var range: SourceRange
    /// `over:` as written: the traits or derived scores the distance compares.
    @_spi(Tools) public var over: [Located<String>] = []
    var overRange: SourceRange?
    var distance: Located<Distance>?
    /// `profiles:` as written, in order.
    @_spi(Tools) public var profiles: [SourceProfile] = []
    /// `ties:` as written: the profiles' outcomes in tie-break order; `nil` when left out.
    @_spi(Tools) public var ties: [Located<String>]?
    var tiesRange: SourceRange?
}

/// One profile of `nearest`.
@_spi(Tools) public struct SourceProfile: Sendable {
    var range: SourceRange
    /// `outcome:` as written: the outcome code this profile gives.
    @_spi(Tools) public var outcome: Located<String>?
    /// `at:` as written: each compared score's target value, in the order written.
    @_spi(Tools) public var at: [(score: Located<String>, value: Located<SourceDecimal>)] = []
    /// Where `at:` is written (its value).
    var atRange: SourceRange?
}

/// One `scales:` entry as written: a named, ordered answer scale.
@_spi(Tools) public struct SourceScale: Sendable {
    /// The scale's name: its key under `scales:`.
    @_spi(Tools) public var name: Located<String>
    var range: SourceRange
    /// `options:` as written: the scale's points, in order.
    @_spi(Tools) public var options: [SourceOption]
    var keyedScoring: Located<SourceKeyedScoring>?
}

/// `type:` of a question: what kind of answer it takes.
@_spi(Tools) public enum SourceQuestionType: String, Sendable, CaseIterable {
    /// `scale`: a point of an ordered scale, answered with its integer `value`.
    case scale
    /// `single`: one of the options, answered with its id.
    case single
    /// `multiple`: several of the options, between `min` and `max`, answered with a list of ids.
    case multiple
    /// `range`: a number between `min` and `max`, scored by its nearest anchor option.
    case range
}

/// One `options:` entry as written: a question's (with `id`) or a scale point (with `value`).
@_spi(Tools) public struct SourceOption: Sendable {
    /// Where the option's mapping is written.
    @_spi(Tools) public var range: SourceRange
    /// `id:` as written: the option id a client submits (`single`, `multiple`, `range`).
    @_spi(Tools) public var id: Located<String>?
    /// `value:` as written: the integer a client submits for a scale point.
    @_spi(Tools) public var value: Located<Int>?
    /// `label:` as written: the option's display label.
    @_spi(Tools) public var label: Located<String>?
    /// `nil` when the option has no `weights:`; an empty list for an explicit `weights: {}`.
    @_spi(Tools) public var weights: [(trait: Located<String>, amount: Located<SourceDecimal>)]?
    /// Where the value of `weights:` is written, when it is.
    var weightsRange: SourceRange?
    /// `pin:` as written: whether the option keeps its place when options shuffle.
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

/// One `questions:` entry as written.
@_spi(Tools) public struct SourceQuestion: Sendable {
    /// Where the question's mapping is written.
    @_spi(Tools) public var range: SourceRange
    /// `id:` as written: the question id, unique in the quiz.
    @_spi(Tools) public var id: Located<String>?
    /// `text:` as written: the question as shown.
    @_spi(Tools) public var text: Located<String>?
    /// `type:` as written; `nil` when left out (then `scale` with `scale:`, else `single`).
    @_spi(Tools) public var type: Located<SourceQuestionType>?
    /// `key:` as written: the wire key the answer is submitted under.
    @_spi(Tools) public var key: Located<String>?
    /// `required:` as written: whether an answer is required.
    @_spi(Tools) public var required: Located<Bool>?
    /// `shuffle:` as written: whether this question's options shuffle.
    @_spi(Tools) public var shuffle: Located<Bool>?
    /// `pin:` as written: whether the question keeps its place when questions shuffle.
    @_spi(Tools) public var pin: Located<Bool>?
    /// `pool:` as written: the draw pool the question belongs to.
    @_spi(Tools) public var pool: Located<String>?
    /// `options:` as written, in source order; `nil` when left out (a `scale:` gives them).
    @_spi(Tools) public var options: [SourceOption]?
    var optionsRange: SourceRange?
    /// `scale:` as written: the name of a shared scale of `scales:`.
    @_spi(Tools) public var scale: Located<String>?
    /// `low:` as written: this question's label for the scale's first point.
    @_spi(Tools) public var low: Located<String>?
    /// `high:` as written: this question's label for the scale's last point.
    @_spi(Tools) public var high: Located<String>?
    /// `keyed:` as written: the traits a scale question's answer value is scored to.
    @_spi(Tools) public var keyed: SourceKeying?
    /// `weight:` as written: the multiplier of `keyed`.
    @_spi(Tools) public var weight: Located<SourceDecimal>?
    /// `scored: false`: a filler item, answered and shown but scored nowhere.
    @_spi(Tools) public var scored: Located<Bool>?
    var keyedScoring: Located<SourceKeyedScoring>?
    /// `min:` as written: the fewest choices (`multiple`) or the low end (`range`).
    @_spi(Tools) public var min: Located<Int>?
    /// `max:` as written: the most choices (`multiple`) or the high end (`range`).
    @_spi(Tools) public var max: Located<Int>?
    /// `when:`, when it decoded.
    @_spi(Tools) public var when: SourceCondition?
    /// Where `when:` is written (its value), also when it did not decode.
    var whenRange: SourceRange?
}

/// One `outcomes:` entry as written: an outcome code and its texts.
@_spi(Tools) public struct SourceOutcome: Sendable {
    /// The outcome code: its key under `outcomes:`.
    @_spi(Tools) public var code: Located<String>
    /// Where the outcome's mapping is written.
    @_spi(Tools) public var range: SourceRange
    /// `title:` as written: the outcome's display title.
    @_spi(Tools) public var title: Located<String>?
    /// `description:` as written: the outcome's display description.
    @_spi(Tools) public var description: Located<String>?
    /// `recommendations:` as written: the texts shown with the outcome, in order.
    @_spi(Tools) public var recommendations: [Located<String>] = []
}

struct SourceDraw: Sendable {
    var range: SourceRange
    var pool: Located<String>?
    var count: Located<Int>?
}

/// `presentation:` as written: paging, timing and randomization (never scoring).
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
    /// A plain integer: a scale value, or a `range` question's number.
    case integer(Int)
    /// A plain scalar that is a decimal number but not a plain integer (`0.5`, `1.0`,
    /// `5e-1`), as written.
    case number(String)
    /// Any other scalar: an option id (a quoted scalar is always one).
    case text(String)
    /// A sequence: the chosen option ids of a `multiple` question, each with where it is written.
    case list([Located<String>])
}

/// One `examples:` entry as written: answers and what they are expected to give.
@_spi(Tools) public struct SourceExample: Sendable {
    /// Where the example's mapping is written.
    @_spi(Tools) public var range: SourceRange
    /// `name:` as written: the example's label.
    @_spi(Tools) public var name: Located<String>?
    /// `answers:` as written: question id → answer, in the order written.
    @_spi(Tools) public var answers: [(question: Located<String>, answer: Located<SourceAnswer>)] = []
    /// Where `answers:` is written (its value).
    var answersRange: SourceRange?
    /// `expect:` as written: the expected outcome code.
    @_spi(Tools) public var expect: Located<String>?
    /// `expect_secondary:` as written: the expected runner-up trait.
    @_spi(Tools) public var expectSecondary: Located<String>?
    /// Where `expect_secondary: null` is written: the example expects no runner-up.
    @_spi(Tools) public var expectsNoSecondary: SourceRange?
    /// `expect_scores:` as written: trait → expected total; `nil` when left out.
    @_spi(Tools) public var expectScores: [(trait: Located<String>, value: Located<SourceDecimal>)]?
    /// `expect_results`: result id → band id, or `nil` for `null` (no band).
    @_spi(Tools) public var expectResults: [(result: Located<String>, band: Located<String>?)]?
    /// `expect_values`: derived id → the written value, or `nil` for `null` (no value).
    @_spi(Tools) public var expectValues: [(derived: Located<String>, value: Located<SourceDecimal>?)]?
}
