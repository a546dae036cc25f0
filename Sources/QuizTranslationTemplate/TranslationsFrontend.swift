import Foundation
@_spi(Tools) package import QuizCompiler
@_spi(Tools) import QuizYAML

/// `quizc translations`: writes or completes the translation file of a quiz for one locale.
package typealias TranslationsFrontend = Frontend<TranslationsOptions>

/// What `quizc translations` was asked, and running it.
package struct TranslationsOptions: FrontendOptions {
    /// The quiz file (`*.quiz.yaml`).
    package var quizFile: String
    /// `--locale`: the BCP 47 tag to translate into.
    package var locale: String
    /// `-o`: the translation file; `nil`: `<quiz id>.<tag>.yaml` beside the quiz file.
    package var output: String?
    /// The analysis cache asked for.
    package var cache: AnalysisCacheSettings

    /// The options of one run.
    package init(quizFile: String, locale: String, output: String? = nil, cache: AnalysisCacheSettings) {
        self.quizFile = quizFile
        self.locale = locale
        self.output = output
        self.cache = cache
    }

    /// Writes or completes the file: `.failure` when the quiz, the locale or the existing
    /// file is wrong, `.inputOutputError` when a file cannot be read or written.
    package func run(console: Console) throws(Console.OutputFailure) -> ExitStatus {
        try TranslationStop.run { try translate(console: console) }
    }

    /// The steps: the quiz compiled, the template made, the existing file read and updated, written.
    private func translate(console: Console) throws {
        var compilation = QuizCompilation()
        compilation.analysisCache = self.cache.cache(console: console)
        let quizFile = self.quizFile
        let content: InputContent
        switch InputFiles.read(quizFile, limit: compilation.limits.maxFileBytes) {
        case .success(let read): content = read
        case .failure(let error): throw stop(.inputOutputError, "\(error.path): \(error.reason)", console)
        }
        let file = compilation.compile(path: quizFile, content: content)
        if file.hasErrors {
            try printDiagnostics(file.diagnostics, path: file.path, text: file.text, console: console)
            console.say(.plain, "nothing written: fix the errors in \(quizFile) first")
            throw TranslationStop(status: .failure)
        }
        guard let quiz = file.resolved, case .bytes(let quizBytes) = content else {
            throw stop(
                .failure, "\(quizFile) is not a quiz file (a quiz starts with `quiz: ID`); name the quiz to translate",
                console)
        }
        let template = TranslationTemplate(quiz: quiz.source, locale: self.locale)
        if let problem = TranslationTemplate.localeProblem(self.locale, sourceLocale: template.sourceLocale) {
            throw stop(.failure, "--locale \(problem)", console)
        }
        let path =
            self.output
            ?? TranslationTemplate.defaultOutputPath(
                quizPath: quizFile, quizID: template.quizID, locale: self.locale)
        let existing = try existingFile(path, limit: compilation.limits.maxFileBytes, console: console)
        let result: TranslationTemplate.Output
        if let existing {
            result = try updated(existing, template: template, path: path, console: console)
        } else {
            result = template.newFile(
                modeline: SchemaModeline.forTranslation(quizBytes: quizBytes, quizPath: quizFile, outputPath: path))
        }
        for note in result.notes { console.say(.note, "\(path): \(note)") }

        let summary =
            result.untranslated == 0
            ? "all \(result.total) texts translated"
            : "\(result.untranslated) of \(result.total) texts untranslated"
        if let existing, existing == result.bytes {
            console.say(.plain, "\(path) is up to date: \(summary)")
            return
        }
        do {
            try AtomicFile.write(result.bytes, to: path)
        } catch {
            throw stop(.inputOutputError, error.description, console)
        }
        console.say(.plain, "wrote \(path): \(summary)")
    }

    /// The translation file's bytes, or `nil` when there is none. Only a regular file, or
    /// nothing, is read and replaced: never a FIFO or a device.
    private func existingFile(_ path: String, limit: Int, console: Console) throws(TranslationStop) -> [UInt8]? {
        do { _ = try AtomicFile.target(of: path) } catch {
            throw stop(.inputOutputError, error.description, console)
        }
        var info = stat()
        guard stat(path, &info) == 0 || errno != ENOENT else { return nil }
        switch InputFiles.read(path, limit: limit, tooLargeAdvice: "a translation is never that large; check the path")
        {
        case .success(let bytes): return bytes
        case .failure(let error): throw stop(.inputOutputError, "\(error.path): \(error.reason)", console)
        }
    }

    /// `existing` with the template's missing entries added.
    private func updated(
        _ existing: [UInt8], template: TranslationTemplate, path: String, console: Console
    ) throws -> TranslationTemplate.Output {
        switch template.update(existing) {
        case .success(let output): return output
        case .failure(.yaml(let problems)):
            let collector = DiagnosticCollector(file: path)
            collector.report(problems)
            try printDiagnostics(collector.diagnostics, path: path, text: SourceText(bytes: existing), console: console)
            console.say(.plain, "nothing written: fix \(path) first")
            throw TranslationStop(status: .failure)
        case .failure(.notThisTranslation(let reason)):
            throw stop(.failure, "\(path) \(reason)", console)
        case .failure(.unsafeResult(let reason)):
            throw stop(
                .failure,
                "\(path): cannot add the missing entries safely: \(reason); nothing written. Add them by hand (`quizc lint` lists each as missing-translation), and please report this with the file.",
                console)
        case .failure(.unreadableResult(let reason)):
            throw stop(
                .failure,
                "\(path): adding the missing entries would break its YAML (\(reason)); nothing written. Please report this with the file.",
                console)
        }
    }

    /// Says `message` as an error and gives the stop with `status`.
    private func stop(_ status: ExitStatus, _ message: String, _ console: Console) -> TranslationStop {
        console.say(.error, message)
        return TranslationStop(status: status)
    }

    private func printDiagnostics(
        _ diagnostics: [Diagnostic], path: String, text: SourceText, console: Console
    ) throws(Console.OutputFailure) {
        let summary = DiagnosticSummary(files: 1, diagnostics: diagnostics)
        try console.out(
            TextRenderer(colour: console.colour).render(diagnostics, sources: [path: text], summary: summary))
    }
}
