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
    package var traitsRange: SourceRange?
    package var scoring: SourceScoring?
    package var scales: [SourceScale] = []
    package var questions: [SourceQuestion] = []
    package var outcomes: [SourceOutcome] = []
    package var outcomesRange: SourceRange?
    /// Where the `outcomes` key is written.
    package var outcomesKeyRange: SourceRange?
    package var presentation: SourcePresentation?
    /// Where `presentation:` is written (its value), also when it did not decode.
    package var presentationRange: SourceRange?
    package var examples: [SourceExample] = []

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
}

package struct SourceAxis: Sendable {
    package var range: SourceRange
    package var poles: [Located<String>]
    package var tie: Located<String>?
}

package struct SourceBand: Sendable {
    package var range: SourceRange
    package var outcome: Located<String>?
    package var max: Located<Int>?
}

package struct SourceScoring: Sendable {
    package var range: SourceRange
    package var model: Located<SourceScoringModel>?
    package var initial: [(trait: Located<String>, value: Located<Int>)] = []
    package var axes: [SourceAxis] = []
    package var ties: [Located<String>]?
    package var secondary: Located<Bool>?
    package var trait: Located<String>?
    package var bands: [SourceBand] = []
}

package struct SourceScale: Sendable {
    package var name: Located<String>
    package var range: SourceRange
    package var options: [SourceOption]
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
    package var weights: [(trait: Located<String>, amount: Located<Int>)]?
    package var pin: Located<Bool>?
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
    package var optionsRange: SourceRange?
    package var scale: Located<String>?
    package var low: Located<String>?
    package var high: Located<String>?
    package var keyed: Located<String>?
    /// The traits after the first of a `keyed: [T, U, …]` list (`keyed` holds the first).
    package var keyedAlso: [Located<String>] = []
    package var weight: Located<Int>?
    package var min: Located<Int>?
    package var max: Located<Int>?
}

package struct SourceOutcome: Sendable {
    package var code: Located<String>
    package var range: SourceRange
    package var title: Located<String>?
    package var description: Located<String>?
    package var recommendations: [Located<String>] = []
}

package struct SourceDraw: Sendable {
    package var range: SourceRange
    package var pool: Located<String>?
    package var count: Located<Int>?
}

package struct SourcePresentation: Sendable {
    package var range: SourceRange
    package var pageSize: Located<Int>?
    package var shuffleQuestions: Located<Bool>?
    package var shuffleOptions: Located<Bool>?
    package var timeLimit: Located<Int>?
    /// `draw: N`.
    package var drawCount: Located<Int>?
    /// `draw: [{pool, count}]`.
    package var drawPools: [SourceDraw]?
    /// Where `draw:` is written (its value), also when it did not decode.
    package var drawRange: SourceRange?
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
    package var answersRange: SourceRange?
    package var expect: Located<String>?
    package var expectSecondary: Located<String>?
    /// Where `expect_secondary: null` is written: the example expects no runner-up.
    package var expectsNoSecondary: SourceRange?
    package var expectScores: [(trait: Located<String>, value: Located<Int>)]?
}
