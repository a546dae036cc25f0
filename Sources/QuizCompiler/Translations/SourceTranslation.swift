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
    /// The scale's name: its key under `scales:`.
    @_spi(Tools) public var name: Located<String>
    var labels: [KeyedTranslation] = []
}

/// A translated question.
@_spi(Tools) public struct QuestionTranslation: Sendable {
    /// The question id: its key under `questions:`.
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
    /// The outcome code: its key under `outcomes:`.
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
    /// The band id: its key under the result's `bands:`.
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
    /// The result id: its key under `results:`.
    @_spi(Tools) public var id: Located<String>
    var range: SourceRange
    var title: TranslatedText?
    var description: TranslatedText?
    /// `bands:` as written: the translated bands, in the order written.
    @_spi(Tools) public var bands: [BandTranslation] = []
    /// Where the `bands:` key is written.
    var bandsKeyRange: SourceRange?
}

/// A translation file as written: the decode stage's output for a file whose first field
/// is `translation:` (docs/translating.md).
@_spi(Tools) public struct SourceTranslation: Sendable {
    /// Where the file's top-level mapping is written.
    @_spi(Tools) public var range: SourceRange
    /// The translated quiz's id (`translation:`).
    @_spi(Tools) public var quiz: Located<String>?
    /// `locale:` as written: the BCP 47 tag of the translated texts.
    @_spi(Tools) public var locale: Located<String>?
    /// Where the `locale:` key is written.
    var localeKeyRange: SourceRange?
    /// `direction:` as written: the texts' writing direction; `nil` takes the tag's own.
    @_spi(Tools) public var direction: Located<TextDirection>?
    /// `title:` as written: the quiz title in this locale.
    @_spi(Tools) public var title: TranslatedText?
    /// `description:` as written: the quiz description in this locale.
    @_spi(Tools) public var description: TranslatedText?
    /// `scales:` as written: the shared scales' labels, in the order written.
    @_spi(Tools) public var scales: [ScaleTranslation] = []
    /// `questions:` as written: the questions' texts by question id, in the order written.
    @_spi(Tools) public var questions: [QuestionTranslation] = []
    /// `outcomes:` as written: the outcomes' texts by outcome code, in the order written.
    @_spi(Tools) public var outcomes: [OutcomeTranslation] = []
    /// `results:` as written: a `profile` quiz's results' texts by result id, in the order written.
    @_spi(Tools) public var results: [ResultTranslation] = []
    /// Where the `results:` key is written, when present.
    var resultsKeyRange: SourceRange?
    /// Where the `scales:`, `questions:` and `outcomes:` keys are written, when present.
    var scalesKeyRange: SourceRange?
    var questionsKeyRange: SourceRange?
    var outcomesKeyRange: SourceRange?
    /// The `suppress:` list.
    var suppressions: [Suppression] = []

    /// A translation whose top-level mapping is at `range`, with no field read yet.
    @_spi(Tools) public init(range: SourceRange) {
        self.range = range
    }

    /// Where a missing top-level text is reported: the `locale:` value, else the start.
    var headerRange: SourceRange { locale?.range ?? quiz?.range ?? SourceRange(at: range.start) }
}
