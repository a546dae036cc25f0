import QuizYAML

/// A value read from the source, with where it was written.
public struct Located<Value: Sendable>: Sendable {
    public var value: Value
    public var range: SourceRange

    public init(_ value: Value, _ range: SourceRange) {
        self.value = value
        self.range = range
    }
}

/// A quiz as written: the decode stage's output. Fields the author left out are `nil`
/// (or empty); a field that failed to decode is also `nil`, its diagnostic already reported.
public struct SourceQuiz: Sendable {
    public var range: SourceRange
    public var quiz: Located<String>?
    public var version: Located<String>?
    public var title: Located<String>?
    public var description: Located<String>?
    public var locale: Located<String>?
    public var answerKey: Located<AnswerKeyMode>?
    public var traits: [Located<String>] = []
    public var traitsRange: SourceRange?
    public var scoring: SourceScoring?
    public var scales: [SourceScale] = []
    public var questions: [SourceQuestion] = []
    public var outcomes: [SourceOutcome] = []
    public var outcomesRange: SourceRange?
    public var presentation: SourcePresentation?
    public var examples: [SourceExample] = []

    public init(range: SourceRange) {
        self.range = range
    }
}

/// What a question's wire key defaults to.
public enum AnswerKeyMode: String, Sendable, CaseIterable {
    case id
    case text
}

public enum SourceScoringModel: String, Sendable, CaseIterable {
    case axes
    case highest
    case bands
}

public struct SourceAxis: Sendable {
    public var range: SourceRange
    public var poles: [Located<String>]
    public var tie: Located<String>?
}

public struct SourceBand: Sendable {
    public var range: SourceRange
    public var outcome: Located<String>?
    public var max: Located<Int>?
}

public struct SourceScoring: Sendable {
    public var range: SourceRange
    public var model: Located<SourceScoringModel>?
    public var initial: [(trait: Located<String>, value: Located<Int>)] = []
    public var axes: [SourceAxis] = []
    public var ties: [Located<String>]?
    public var secondary: Located<Bool>?
    public var trait: Located<String>?
    public var bands: [SourceBand] = []
}

public struct SourceScale: Sendable {
    public var name: Located<String>
    public var range: SourceRange
    public var options: [SourceOption]
}

public enum SourceQuestionType: String, Sendable, CaseIterable {
    case scale
    case single
    case multiple
    case range
}

public struct SourceOption: Sendable {
    public var range: SourceRange
    public var id: Located<String>?
    public var value: Located<Int>?
    public var label: Located<String>?
    /// `nil` when the option has no `weights:`; an empty list for an explicit `weights: {}`.
    public var weights: [(trait: Located<String>, amount: Located<Int>)]?
    public var pin: Located<Bool>?
}

public struct SourceQuestion: Sendable {
    public var range: SourceRange
    public var id: Located<String>?
    public var text: Located<String>?
    public var type: Located<SourceQuestionType>?
    public var key: Located<String>?
    public var required: Located<Bool>?
    public var shuffle: Located<Bool>?
    public var pin: Located<Bool>?
    public var pool: Located<String>?
    public var options: [SourceOption]?
    public var optionsRange: SourceRange?
    public var scale: Located<String>?
    public var low: Located<String>?
    public var high: Located<String>?
    public var keyed: Located<String>?
    public var weight: Located<Int>?
    public var min: Located<Int>?
    public var max: Located<Int>?
}

public struct SourceOutcome: Sendable {
    public var code: Located<String>
    public var range: SourceRange
    public var title: Located<String>?
    public var description: Located<String>?
    public var recommendations: [Located<String>] = []
}

public struct SourceDraw: Sendable {
    public var range: SourceRange
    public var pool: Located<String>?
    public var count: Located<Int>?
}

public struct SourcePresentation: Sendable {
    public var range: SourceRange
    public var pageSize: Located<Int>?
    public var shuffleQuestions: Located<Bool>?
    public var shuffleOptions: Located<Bool>?
    public var timeLimit: Located<Int>?
    /// `draw: N`.
    public var drawCount: Located<Int>?
    /// `draw: [{pool, count}]`.
    public var drawPools: [SourceDraw]?
}

/// An answer in an example, as written.
public enum SourceAnswer: Sendable {
    case integer(Int)
    /// A plain scalar that is a decimal number but not a plain integer (`0.5`, `1.0`,
    /// `5e-1`), as written.
    case number(String)
    case text(String)
    case list([Located<String>])
}

public struct SourceExample: Sendable {
    public var range: SourceRange
    public var name: Located<String>?
    public var answers: [(question: Located<String>, answer: Located<SourceAnswer>)] = []
    /// Where `answers:` is written (its value).
    public var answersRange: SourceRange?
    public var expect: Located<String>?
    public var expectSecondary: Located<String>?
    /// Where `expect_secondary: null` is written: the example expects no runner-up.
    public var expectsNoSecondary: SourceRange?
    public var expectScores: [(trait: Located<String>, value: Located<Int>)]?
}
