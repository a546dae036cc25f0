import QuizRuntime
@_spi(Tools) import QuizYAML

/// The translation stage of a build: matches every translation file with its quiz by id
/// (`unknown-reference` when the quiz is not in the build, `duplicate-translation` for a
/// second file of one locale), resolves and checks it against the quiz, and adds the
/// locale's texts to the quiz's bundle.
enum TranslationStage {
    /// The checks run on every translation matched with a quiz without errors, in order.
    static let checks: [any TranslationCheck] = [
        MissingTranslationCheck(),
        StaleTranslationCheck(),
        DuplicateLabelCheck(),
    ]

    /// Runs the stage over a build's files (sorted by path). `resolveAgain` gives the
    /// resolved quiz of a clean quiz file whose `resolved` was let go of (`quizc lint`).
    static func run(_ files: inout [CompiledFile], resolveAgain: (String) -> ResolvedQuiz?) {
        var quizFiles: [ExactString: Int] = [:]
        for index in files.indices {
            guard let id = files[index].quizID, quizFiles[ExactString(id.value)] == nil else { continue }
            quizFiles[ExactString(id.value)] = index
        }
        let quizIDs = files.compactMap(\.quizID?.value)
        var firstOfLocale: [String: (path: String, range: SourceRange)] = [:]
        var translated: Set<Int> = []
        // Quizzes resolved again for their translations, once each.
        var resolvedAgain: [Int: ResolvedQuiz?] = [:]
        func quiz(at index: Int) -> ResolvedQuiz? {
            if let resolved = files[index].resolved { return resolved }
            if let known = resolvedAgain[index] { return known }
            let quiz = resolveAgain(files[index].path)
            resolvedAgain[index] = quiz
            return quiz
        }
        for index in files.indices {
            guard let translation = files[index].translation, let id = translation.quiz else { continue }
            let diagnostics = DiagnosticCollector(file: files[index].path)
            defer {
                files[index].diagnostics = (files[index].diagnostics + diagnostics.diagnostics).sorted(
                    by: Diagnostic.reportOrder)
            }
            guard let quizIndex = quizFiles[ExactString(id.value)] else {
                var message = "this translates the quiz `\(id.value)`, which is not in this build"
                if let suggestion = Suggestion.closest(to: id.value, among: quizIDs) {
                    message += "; did you mean `\(suggestion)`?"
                } else {
                    message += "; name its quiz file (or the folder holding it) on the command line too, or fix the id"
                }
                diagnostics.report(.unknownReference, message, at: id.range)
                continue
            }
            guard let locale = translation.locale else { continue }
            let localeKey = id.value + "\u{0}" + locale.value.lowercased()
            if let first = firstOfLocale[localeKey] {
                diagnostics.report(
                    .duplicateTranslation,
                    "the quiz `\(id.value)` is already translated into `\(locale.value)` by \(first.path):\(first.range.start); keep one file per locale and merge the two",
                    at: locale.range)
                continue
            }
            firstOfLocale[localeKey] = (files[index].path, locale.range)
            // A quiz with errors of its own: its translation is only shape-checked.
            guard !files[quizIndex].hasErrors, let quiz = quiz(at: quizIndex) else { continue }
            let ownErrors = files[index].hasErrors
            guard
                var resolved = TranslationResolver(
                    quiz: quiz, quizPath: files[quizIndex].path, diagnostics: diagnostics
                )
                .resolve(translation)
            else { continue }
            resolved.hasErrors = resolved.hasErrors || ownErrors
            for check in checks { check.run(resolved, quiz: quiz, diagnostics: diagnostics) }
            if !resolved.hasErrors, files[quizIndex].resolved != nil {
                files[quizIndex].resolved?.bundle.translations.append(resolved.texts)
                translated.insert(quizIndex)
            }
        }
        for index in translated {
            files[index].resolved?.bundle.translations.sort { $0.locale.utf8.lexicographicallyPrecedes($1.locale.utf8) }
        }
    }
}
