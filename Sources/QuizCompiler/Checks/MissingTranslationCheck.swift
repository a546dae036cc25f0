import Foundation
import QuizRuntime
@_spi(Tools) import QuizYAML

/// `missing-translation`: a text of the quiz with no translation in a locale — one warning
/// per text, naming it, and a summary per translation file.
struct MissingTranslationCheck: TranslationCheck {
    static let references = [
        CodeReference(
            code: .missingTranslation,
            explanation: """
                A translation file leaves a text of the quiz untranslated: it has no entry for it, \
                or the entry's text is empty (`""`, which is what `quizc translations` writes for a \
                text still to do). People using that locale then see the source text there, so the \
                bundle stays complete, but the quiz mixes two languages. Each untranslated text is \
                reported where its entry is (or would go), with the source text, and the file gets \
                one summary at its `locale:` key: `de: 12 of 96 texts untranslated`. These are \
                notes: a partly translated locale works by design, so they show the gap without \
                failing a run, `--strict` included. Translate the texts; `quizc translations \
                QUIZ_FILE --locale TAG` adds an empty entry for each missing one, in the quiz's order.
                """,
            examples: [
                .bad(
                    "the outcome `b` is not translated", TranslationDemo.quiz,
                    translations: [
                        TranslationDemo.german.replacingOccurrences(
                            of: "\n  b: {title: B, description: Beta auf Deutsch}", with: "")
                    ], at: [(1, 2, 1), (1, 8, 1), (1, 8, 1)]),
                .good("every text translated", TranslationDemo.quiz, translations: [TranslationDemo.german]),
            ])
    ]

    func run(_ translation: ResolvedTranslation, quiz: ResolvedQuiz, diagnostics: DiagnosticCollector) {
        // A file with errors is only shape-checked: its broken entries are not "missing".
        guard !translation.hasErrors, let locale = translation.source.locale else { return }
        let missing = translation.entries.filter { !$0.isTranslated }
        for entry in missing {
            diagnostics.report(
                .missingTranslation,
                "`\(locale.value)` has no translation of \(entry.what), “\(Self.excerpt(entry.sourceText))”; write it as \(entry.place)",
                at: entry.missingAt)
        }
        guard !missing.isEmpty else { return }
        let total = translation.entries.count
        diagnostics.report(
            .missingTranslation,
            "\(locale.value): \(missing.count) of \(total) text\(total == 1 ? "" : "s") untranslated; people using \(locale.value) see the source text there — "
                + Self.nextStep(missing, quizPath: translation.quizPath, locale: locale.value),
            at: translation.source.localeKeyRange ?? locale.range)
    }

    /// What to do about the untranslated entries: fill in the empty ones the file has, after
    /// `quizc translations` adds those it lacks; then `quizc lint` checks the file.
    static func nextStep(_ missing: [TranslationEntry], quizPath: String, locale: String) -> String {
        let absent = missing.filter { $0.translation == nil }.count
        let fill = "translate the empty texts (`text: \"\"`), then run `quizc lint` to check them"
        guard absent > 0 else { return fill }
        return
            "`quizc translations \(quizPath) --locale \(locale)` adds the \(absent) without an entry as empty entries; "
            + fill
    }

    /// The first 60 characters of a text, on one line.
    static func excerpt(_ text: String) -> String {
        let line = text.split(whereSeparator: \.isNewline).joined(separator: " ")
        return line.count <= 60 ? line : String(line.prefix(59)) + "…"
    }
}

/// The small quiz and its German translation that the translation codes' examples share.
enum TranslationDemo {
    static let quiz =
        DemoQuiz.header + """
            questions:
              - id: q1
                text: Which fits?
                options:
                  - {id: x, label: The A, weights: {a: 1}}
                  - {id: y, label: The B, weights: {b: 1}}
            """ + DemoQuiz.outcomes

    static let german = """
        translation: demo
        locale: de
        title: Beispiel
        questions:
          q1:
            text: Was passt?
            options: {x: Das A, y: Das B}
        outcomes:
          a: {title: A, description: Alpha auf Deutsch}
          b: {title: B, description: Beta auf Deutsch}
        """
}
