import Foundation

/// `duplicate-translation`, reported by the translation stage (`TranslationStage`).
enum DuplicateTranslationReference {
    static let reference = CodeReference(
        code: .duplicateTranslation,
        explanation: """
            Two translation files translate the same quiz into the same locale (tags compared \
            without regard to letter case, so `pt-BR` and `pt-br` are one locale). A bundle holds \
            one set of texts per locale, and which file should win is not something to guess. \
            The second file (in path order) is reported, naming the first. Merge the two into \
            one file, or give one of them the locale it was meant for.
            """,
        examples: [
            .bad(
                "two German files", TranslationDemo.quiz,
                translations: [TranslationDemo.german, TranslationDemo.german],
                at: [(2, 2, 9)]),
            .good(
                "one file per locale", TranslationDemo.quiz,
                translations: [
                    TranslationDemo.german,
                    TranslationDemo.german.replacingOccurrences(of: "locale: de", with: "locale: de-CH"),
                ]),
        ])
}
