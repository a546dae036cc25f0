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

    /// Runs the stage over a build's files (sorted by path). A clean quiz `quizc lint` kept
    /// only the bytes of is resolved from them (with `compilation`'s limits) when a
    /// translation names it, once.
    static func run(_ files: inout [CompiledFile], compilation: QuizCompilation) {
        var quizFiles: [ExactString: Int] = [:]
        for index in files.indices {
            guard let id = files[index].quizID, quizFiles[ExactString(id.value)] == nil else { continue }
            quizFiles[ExactString(id.value)] = index
        }
        let quizIDs = files.compactMap(\.quizID?.value)
        var firstOfLocale: [String: (path: String, range: SourceRange)] = [:]
        var translated: Set<Int> = []
        // Quizzes lint resolved again from their kept bytes, once each.
        var resolvedAgain: [Int: ResolvedQuiz?] = [:]
        func quiz(at index: Int) -> ResolvedQuiz? {
            switch files[index].content.quiz?.stage {
            case .checked(let checked): return checked.analyzed.resolved
            case .linted(let linted):
                if let known = resolvedAgain[index] { return known }
                let quiz = linted.source.flatMap {
                    Pipeline.resolveKept(InputFile(path: files[index].path, bytes: $0), compilation: compilation)
                }
                resolvedAgain[index] = quiz
                return quiz
            case .unresolved, .rejected, nil: return nil
            }
        }
        for index in files.indices {
            guard let translation = files[index].translation, let id = translation.quiz else { continue }
            let diagnostics = DiagnosticCollector(file: files[index].path)
            defer {
                files[index].diagnostics = (files[index].diagnostics + diagnostics.diagnostics).sorted(
                    by: Diagnostic.reportOrder)
            }
            guard let quizIndex = quizFiles[ExactString(id.value)] else {
                reportUnknownQuiz(id, among: quizIDs, diagnostics: diagnostics)
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
            if !resolved.hasErrors, case .quiz(var compiled) = files[quizIndex].content,
                case .checked(var checked) = compiled.stage
            {
                checked.translations.append(resolved.texts)
                compiled.stage = .checked(checked)
                files[quizIndex].content = .quiz(compiled)
                translated.insert(quizIndex)
            }
        }
        sortTranslations(of: translated, in: &files)
    }

    /// Reports a translation of a quiz that is not in the build, suggesting a near id.
    private static func reportUnknownQuiz(
        _ id: Located<String>, among quizIDs: [String], diagnostics: DiagnosticCollector
    ) {
        var fixes: [Diagnostic.Fix] = []
        var message = "this translates the quiz `\(id.value)`, which is not in this build"
        if let suggestion = Suggestion.closest(to: id.value, among: quizIDs) {
            message += "; did you mean `\(suggestion)`?"
            fixes = [.replacing(id.value, at: id.range, with: suggestion, in: diagnostics.file)]
        } else {
            message += "; name its quiz file (or the folder holding it) on the command line too, or fix the id"
        }
        diagnostics.report(.unknownReference, message, at: id.range, fixes: fixes)
    }

    /// Sorts the translations of each quiz at `indices` by locale (by Unicode scalars).
    private static func sortTranslations(of indices: Set<Int>, in files: inout [CompiledFile]) {
        for index in indices {
            guard case .quiz(var compiled) = files[index].content, case .checked(var checked) = compiled.stage else {
                continue
            }
            checked.translations.sort { $0.locale.utf8.lexicographicallyPrecedes($1.locale.utf8) }
            compiled.stage = .checked(checked)
            files[index].content = .quiz(compiled)
        }
    }
}
