import QuizRuntime
import QuizYAML

/// One translated text as written: plain text, or `{text, source}` naming the source text
/// it was made from.
public struct TranslatedText: Sendable {
    /// The translated text (empty when the translator has not written it yet).
    public var text: Located<String>
    /// The source text the translation was made from, when the file names it.
    public var source: Located<String>?
    /// The whole value (the scalar, or the `{text, source}` mapping).
    public var range: SourceRange

    /// Whether the translator wrote something (an empty text counts as missing).
    public var isTranslated: Bool { !text.value.isEmpty }
}

/// A keyed text of a translation: a scale label by value, an option label by id, a
/// recommendation by position.
public struct KeyedTranslation: Sendable {
    /// The key as written (`steak`, `3`).
    public var key: Located<String>
    public var text: TranslatedText
}

/// A translated shared scale: its labels by option value.
public struct ScaleTranslation: Sendable {
    public var name: Located<String>
    public var labels: [KeyedTranslation] = []
}

/// A translated question.
public struct QuestionTranslation: Sendable {
    public var id: Located<String>
    /// The question entry's value.
    public var range: SourceRange
    public var text: TranslatedText?
    public var low: TranslatedText?
    public var high: TranslatedText?
    /// Option labels by option id (or value), when the entry has `options:`.
    public var options: [KeyedTranslation]?
    /// Where `options:` is written (its key).
    public var optionsKeyRange: SourceRange?
}

/// A translated outcome.
public struct OutcomeTranslation: Sendable {
    public var code: Located<String>
    public var range: SourceRange
    public var title: TranslatedText?
    public var description: TranslatedText?
    public var recommendations: [TranslatedText]?
    /// Where the `recommendations:` value is written.
    public var recommendationsRange: SourceRange?
}

/// A translation file as written: the decode stage's output for a file whose first field
/// is `translation:` (docs/translating.md).
public struct SourceTranslation: Sendable {
    public var range: SourceRange
    /// The translated quiz's id (`translation:`).
    public var quiz: Located<String>?
    public var locale: Located<String>?
    /// Where the `locale:` key is written.
    public var localeKeyRange: SourceRange?
    public var direction: Located<TextDirection>?
    public var title: TranslatedText?
    public var description: TranslatedText?
    public var scales: [ScaleTranslation] = []
    public var questions: [QuestionTranslation] = []
    public var outcomes: [OutcomeTranslation] = []
    /// Where the `scales:`, `questions:` and `outcomes:` keys are written, when present.
    public var scalesKeyRange: SourceRange?
    public var questionsKeyRange: SourceRange?
    public var outcomesKeyRange: SourceRange?

    public init(range: SourceRange) {
        self.range = range
    }

    /// Where a missing top-level text is reported: the `locale:` value, else the start.
    var headerRange: SourceRange { locale?.range ?? quiz?.range ?? SourceRange(at: range.start) }
}
