public import QuizRuntime
@_spi(Tools) public import QuizYAML

/// One translatable text of a quiz and what a translation file says about it.
struct TranslationEntry: Sendable {
    /// What the text is, for messages: "the title", "the text of question `ei-1`".
    var what: String
    /// Where in the translation file it goes, for messages: "`questions: ei-1: text:`".
    var place: String
    /// The source text (NFC, as the bundle holds it).
    var sourceText: String
    /// The translation file's entry, when it has one (maybe still empty).
    var translation: TranslatedText?
    /// Where a missing translation is reported.
    var missingAt: SourceRange

    /// Whether the text is translated (an empty text is not).
    var isTranslated: Bool { translation?.isTranslated ?? false }
}

/// A translation matched to its quiz: every translatable text with its translation, and
/// the complete display texts of the locale that go into the bundle.
struct ResolvedTranslation: Sendable {
    var source: SourceTranslation
    /// The path of the quiz file it translates.
    var quizPath: String
    /// The locale's texts, missing ones filled from the source.
    var texts: LocaleTexts
    /// Every translatable text of the quiz, in source order.
    var entries: [TranslationEntry]
    /// `labelOrigins[i][j]`: the translated text that gave label `j` of question `i`, or
    /// `nil` when the label is the source's.
    var labelOrigins: [[TranslatedText?]]
    /// `titleOrigins[k]`: the translated text that gave outcome `k`'s title, or `nil`.
    var titleOrigins: [TranslatedText?]
    /// Whether the translation file has errors of its own (then only shape is reported).
    var hasErrors: Bool
}

/// A check over a translation matched to its quiz: one rule per file, with its reference
/// documentation beside it, like `QuizCheck`.
protocol TranslationCheck: Sendable {
    /// The codes this check reports, with their docs and examples.
    static var references: [CodeReference] { get }
    /// Runs the check, reporting into the translation file's `diagnostics`.
    func run(_ translation: ResolvedTranslation, quiz: ResolvedQuiz, diagnostics: DiagnosticCollector)
}
