public import QuizRuntime
@_spi(Tools) public import QuizYAML

/// One translated text as written: plain text, or `{text, source}` naming the source text
/// it was made from.
@_spi(Tools) public struct TranslatedText: Sendable {
    /// The translated text (empty when the translator has not written it yet).
    var text: Located<String>
    /// The source text the translation was made from, when the file names it.
    var source: Located<String>?
    /// The whole value (the scalar, or the `{text, source}` mapping).
    var range: SourceRange

    /// Whether the translator wrote something (an empty text counts as missing).
    var isTranslated: Bool { !text.value.isEmpty }
}

/// A keyed text of a translation: a scale label by value, an option label by id, a
/// recommendation by position.
@_spi(Tools) public struct KeyedTranslation: Sendable {
    /// The key as written (`steak`, `3`).
    @_spi(Tools) public var key: Located<String>
    var text: TranslatedText
}

/// A translated shared scale: its labels by option value.
@_spi(Tools) public struct ScaleTranslation: Sendable {
    @_spi(Tools) public var name: Located<String>
    var labels: [KeyedTranslation] = []
}

/// A translated question.
@_spi(Tools) public struct QuestionTranslation: Sendable {
    @_spi(Tools) public var id: Located<String>
    /// The question entry's value.
    var range: SourceRange
    var text: TranslatedText?
    var low: TranslatedText?
    var high: TranslatedText?
    /// Option labels by option id (or value), when the entry has `options:`.
    @_spi(Tools) public var options: [KeyedTranslation]?
    /// Where `options:` is written (its key).
    var optionsKeyRange: SourceRange?
}

/// A translated outcome.
@_spi(Tools) public struct OutcomeTranslation: Sendable {
    @_spi(Tools) public var code: Located<String>
    var range: SourceRange
    var title: TranslatedText?
    var description: TranslatedText?
    var recommendations: [TranslatedText]?
    /// Where the `recommendations:` value is written.
    var recommendationsRange: SourceRange?
}

/// A translated band of a profile result.
@_spi(Tools) public struct BandTranslation: Sendable {
    @_spi(Tools) public var id: Located<String>
    var range: SourceRange
    var title: TranslatedText?
    var description: TranslatedText?
    var recommendations: [TranslatedText]?
    /// Where the `recommendations:` value is written.
    var recommendationsRange: SourceRange?
}

/// A translated profile result: its texts and its bands' texts.
@_spi(Tools) public struct ResultTranslation: Sendable {
    @_spi(Tools) public var id: Located<String>
    var range: SourceRange
    var title: TranslatedText?
    var description: TranslatedText?
    @_spi(Tools) public var bands: [BandTranslation] = []
    /// Where the `bands:` key is written.
    var bandsKeyRange: SourceRange?
}

/// A translation file as written: the decode stage's output for a file whose first field
/// is `translation:` (docs/translating.md).
@_spi(Tools) public struct SourceTranslation: Sendable {
    @_spi(Tools) public var range: SourceRange
    /// The translated quiz's id (`translation:`).
    @_spi(Tools) public var quiz: Located<String>?
    @_spi(Tools) public var locale: Located<String>?
    /// Where the `locale:` key is written.
    var localeKeyRange: SourceRange?
    @_spi(Tools) public var direction: Located<TextDirection>?
    @_spi(Tools) public var title: TranslatedText?
    @_spi(Tools) public var description: TranslatedText?
    @_spi(Tools) public var scales: [ScaleTranslation] = []
    @_spi(Tools) public var questions: [QuestionTranslation] = []
    @_spi(Tools) public var outcomes: [OutcomeTranslation] = []
    @_spi(Tools) public var results: [ResultTranslation] = []
    /// Where the `results:` key is written, when present.
    var resultsKeyRange: SourceRange?
    /// Where the `scales:`, `questions:` and `outcomes:` keys are written, when present.
    var scalesKeyRange: SourceRange?
    var questionsKeyRange: SourceRange?
    var outcomesKeyRange: SourceRange?
    /// The `suppress:` list.
    var suppressions: [Suppression] = []

    @_spi(Tools) public init(range: SourceRange) {
        self.range = range
    }

    /// Where a missing top-level text is reported: the `locale:` value, else the start.
    var headerRange: SourceRange { locale?.range ?? quiz?.range ?? SourceRange(at: range.start) }
}
