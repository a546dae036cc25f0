import Foundation
import QuizRuntime
@_spi(Tools) import QuizYAML

/// `stale-translation`: a `{text, source}` entry whose `source:` is no longer the quiz's text.
struct StaleTranslationCheck: TranslationCheck {
    static let references = [
        CodeReference(
            code: .staleTranslation,
            explanation: """
                A translated text may be written `{text: TRANSLATED, source: SOURCE_TEXT}`, naming \
                the source text it was made from (`quizc translations` writes every new entry that \
                way). When the quiz's text changes later, the `source:` no longer matches, and the \
                translation may say something the quiz no longer says. Read the new source text, \
                update the translation, then copy the new text into `source:`. Texts are compared \
                after NFC normalization, so a change of Unicode form alone is not reported.
                """,
            examples: [
                .bad(
                    "the question's text changed after it was translated", TranslationDemo.quiz,
                    translations: [
                        TranslationDemo.german.replacingOccurrences(
                            of: "text: Was passt?", with: "text: {text: Was passt zu dir?, source: Which fits you?}")
                    ], at: [(1, 6, 45)]),
                .good(
                    "the translation follows the new text", TranslationDemo.quiz,
                    translations: [
                        TranslationDemo.german.replacingOccurrences(
                            of: "text: Was passt?", with: "text: {text: Was passt?, source: Which fits?}")
                    ]),
            ])
    ]

    /// The fix that copies the quiz's text into `source:`. Unsafe, whatever the proof says
    /// (the bundle does not change at all): it declares the translation current, which only
    /// someone who read the new source text and the translation can say.
    static func sourceRefresh(_ source: Located<String>, to text: String, in file: String) -> [Diagnostic.Fix] {
        guard
            var fix = Diagnostic.Fix.rewriting(
                source, as: text, title: "set `source:` to the quiz's new text (after checking the translation)",
                in: file)
        else { return [] }
        fix.safety = .unsafe
        return [fix]
    }

    func run(_ translation: ResolvedTranslation, quiz: ResolvedQuiz, diagnostics: DiagnosticCollector) {
        for entry in translation.entries {
            guard let translated = entry.translation, translated.isTranslated, let source = translated.source,
                !TextNormalization.nfc(source.value).isExactly(entry.sourceText)
            else { continue }
            let difference = SourceTextDifference(old: TextNormalization.nfc(source.value), new: entry.sourceText)
            diagnostics.report(
                .staleTranslation,
                "\(entry.what) was translated from “\(difference.old)”, but the quiz now says “\(difference.new)” (first difference at character \(difference.position)); update the translation, then set `source:` to the new text",
                at: source.range, fixes: Self.sourceRefresh(source, to: entry.sourceText, in: diagnostics.file))
        }
    }
}
