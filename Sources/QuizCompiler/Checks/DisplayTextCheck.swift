import Foundation
import QuizRuntime
@_spi(Tools) import QuizYAML

/// A rule over each display text of a quiz and of its translation files (`DisplayTexts`):
/// a text with a problem is reported at the text, with a fix that rewrites it.
protocol DisplayTextCheck: QuizCheck {
    /// The code a text with a problem is reported with.
    static var code: DiagnosticCode { get }
    /// What is wrong with `text` (the message after the text's name), or `nil` when nothing is.
    static func problem(in text: String) -> String?
    /// `text` with its problem removed: what the fix writes.
    static func repaired(_ text: String) -> String
    /// The title of the fix for the text named `what`.
    static func fixTitle(for what: String) -> String
}

extension DisplayTextCheck {
    func run(_ input: QuizCheckInput, diagnostics: DiagnosticCollector) {
        report(DisplayTexts.of(input.resolved.source), diagnostics: diagnostics)
    }

    /// The same rule over every text of a translation file.
    func run(_ translation: SourceTranslation, diagnostics: DiagnosticCollector) {
        report(DisplayTexts.of(translation), diagnostics: diagnostics)
    }

    private func report(_ texts: [(what: String, text: Located<String>)], diagnostics: DiagnosticCollector) {
        for (what, text) in texts {
            if let problem = Self.problem(in: text.value) {
                let fix = Diagnostic.Fix.rewriting(
                    text, as: Self.repaired(text.value), title: Self.fixTitle(for: what), in: diagnostics.file)
                diagnostics.report(Self.code, "\(what) \(problem)", at: text.range, fixes: fix.map { [$0] } ?? [])
            }
        }
    }
}
