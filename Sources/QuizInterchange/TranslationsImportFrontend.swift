import Foundation
@_spi(Tools) package import QuizCompiler
import QuizTranslationTemplate
@_spi(Tools) import QuizYAML

/// `quizc translations import`: writes the translations of an XLIFF 1.2 or gettext PO file
/// into the quiz's translation file, keeping every other byte of it (`ImportPlan`,
/// `EntryWriter`). Nothing is written when a unit is refused.
package typealias TranslationsImportFrontend = Frontend<TranslationsImportOptions>

/// What `quizc translations import` was asked, and running it.
package struct TranslationsImportOptions: FrontendOptions {
    /// The XLIFF or PO file.
    package var file: String
    /// `--quiz`: the quiz file; `nil`: the one the file names, relative to the file.
    package var quiz: String?
    /// `-o`: the translation file written; `nil`: `<quiz id>.<tag>.yaml` beside the quiz.
    package var output: String?
    /// The analysis cache asked for.
    package var cache: AnalysisCacheSettings

    /// The options of one run.
    package init(file: String, quiz: String? = nil, output: String? = nil, cache: AnalysisCacheSettings) {
        self.file = file
        self.quiz = quiz
        self.output = output
        self.cache = cache
    }

    /// Imports: `.failure` when the file, the quiz or a unit is wrong (nothing written),
    /// `.inputOutputError` when a file cannot be read or written.
    package func run(console: Console) throws(Console.OutputFailure) -> ExitStatus {
        try TranslationWorkspace.run(console: console, cache: self.cache, importFile)
    }

    /// The format of `bytes`, from the file name's extension, else from the content.
    static func format(path: String, bytes: [UInt8]) -> InterchangeDocument.Format {
        let lowered = path.lowercased()
        if lowered.hasSuffix(".xlf") || lowered.hasSuffix(".xliff") { return .xliff }
        if lowered.hasSuffix(".po") || lowered.hasSuffix(".pot") { return .po }
        let first = bytes.drop { [0xEF, 0xBB, 0xBF, 0x20, 0x09, 0x0A, 0x0D].contains($0) }.first
        return first == UInt8(ascii: "<") ? .xliff : .po
    }

    private func importFile(_ workspace: TranslationWorkspace) throws {
        let console = workspace.console
        let compilation = workspace.compilation
        let path = self.file
        let (bytes, format, document) = try readDocument(path, workspace)
        let folder = TranslationWorkspace.folder(of: path)
        guard let quizPath = self.quiz ?? document.quizPath.map({ TranslationWorkspace.resolve($0, from: folder) })
        else {
            throw workspace.stop(
                .failure,
                "\(path) does not name its quiz (\(format == .xliff ? "`original` of `<file>`" : "the header's `X-Quizc-Quiz`")); name it with --quiz"
            )
        }
        guard let locale = document.targetLocale, !locale.isEmpty else {
            throw workspace.stop(
                .failure,
                "\(path) does not say which locale it translates into (\(format == .xliff ? "`target-language` of `<file>`" : "the header's `Language`")); add it"
            )
        }
        let quiz = try workspace.quiz(quizPath)
        let template = TranslationTemplate(quiz: quiz.source, locale: locale)
        if let problem = TranslationTemplate.localeProblem(locale, sourceLocale: template.sourceLocale) {
            throw workspace.stop(.failure, "\(path): the locale \(problem)")
        }
        let outputPath =
            self.output
            ?? TranslationTemplate.defaultOutputPath(quizPath: quiz.path, quizID: template.quizID, locale: locale)
        let existing = try workspace.existingFile(outputPath)
        _ = try workspace.translation(existing, path: outputPath, template: template)
        let complete = try completed(existing, template: template, quiz: quiz, outputPath: outputPath, workspace)
        let catalog = UnitCatalog(
            template: template, quiz: quiz.source, quizBytes: quiz.bytes, translation: YAMLLoader().load(complete).root)
        let plan = ImportPlan(document: document, catalog: catalog, file: path)
        let interchangeText = SourceText(bytes: bytes)
        if plan.hasErrors {
            try workspace.printDiagnostics(plan.diagnostics, sources: [path: interchangeText])
            console.say(.plain, "nothing written: \(path) has units that cannot be imported")
            throw TranslationStop(status: .failure)
        }
        let result: [UInt8]
        switch EntryWriter.apply(plan.writes, to: complete) {
        case .success(let written): result = written
        case .failure(let reason):
            try workspace.printDiagnostics(plan.diagnostics, sources: [path: interchangeText])
            throw workspace.stop(
                .failure, "\(outputPath): cannot write the translations safely: \(reason); nothing written")
        }
        // The result as lint reads it, beside its quiz: bidi controls, stale sources, duplicate labels.
        let session = BuildSession(sources: [(quiz.path, quiz.bytes), (outputPath, result)], compilation: compilation)
        let lint = session.diagnostics.filter { $0.file == outputPath && $0.severity != .note }
        try workspace.printDiagnostics(
            plan.diagnostics + lint, sources: [path: interchangeText, outputPath: SourceText(bytes: result)])
        if lint.contains(where: { $0.severity == .error }) {
            console.say(.plain, "nothing written: the translation would have errors")
            throw TranslationStop(status: .failure)
        }
        let summary =
            "\(plan.writes.count) translation\(plan.writes.count == 1 ? "" : "s") written, \(plan.unchanged) unchanged, \(plan.untranslated) untranslated"
        if existing == result {
            console.say(.plain, "\(outputPath) is up to date: \(summary)")
            return
        }
        do {
            try AtomicFile.write(result, to: outputPath)
        } catch {
            throw workspace.stop(.inputOutputError, error.description)
        }
        console.say(.plain, "wrote \(outputPath): \(summary)")
    }

    /// The interchange file at `path`: its bytes, its format and the document read from it.
    /// An unreadable file is reported (as a diagnostic when its content is at fault) and stops.
    private func readDocument(
        _ path: String, _ workspace: TranslationWorkspace
    ) throws -> (bytes: [UInt8], format: InterchangeDocument.Format, document: InterchangeDocument) {
        let console = workspace.console
        let compilation = workspace.compilation
        let bytes: [UInt8]
        switch InputFiles.read(
            path, limit: compilation.limits.maxFileBytes,
            tooLargeAdvice: "a translation is never that large; check the path")
        {
        case .success(let read): bytes = read
        case .failure(let error): throw workspace.stop(.inputOutputError, "\(error.path): \(error.reason)")
        }
        let format = Self.format(path: path, bytes: bytes)
        let read = format == .xliff ? XLIFFReader.read(bytes) : POReader.read(bytes)
        let document: InterchangeDocument
        switch read {
        case .success(let found): document = found
        case .failure(let problem):
            let diagnostic = Diagnostic(
                file: path, range: SourceRange(at: problem.position), severity: .error,
                code: problem.isLimit ? .limitExceeded : .unreadableInput,
                message: "not a readable \(format == .xliff ? "XLIFF" : "PO") file: \(problem.message)")
            try workspace.printDiagnostics([diagnostic], sources: [path: SourceText(bytes: bytes)])
            console.say(.plain, "nothing written: fix \(path) first")
            throw TranslationStop(status: .failure)
        }
        return (bytes, format, document)
    }

    /// The translation file with an entry for every text (`quizc translations` without
    /// writing it): a new file when there is none.
    private func completed(
        _ existing: [UInt8]?, template: TranslationTemplate, quiz: TranslationWorkspace.Quiz, outputPath: String,
        _ workspace: TranslationWorkspace
    ) throws -> [UInt8] {
        guard let existing else {
            return template.newFile(
                modeline: SchemaModeline.forTranslation(
                    quizBytes: quiz.bytes, quizPath: quiz.path, outputPath: outputPath)
            ).bytes
        }
        switch template.update(existing) {
        case .success(let output): return output.bytes
        case .failure(let failure):
            throw workspace.stop(
                .failure,
                "\(outputPath): cannot add the entries it lacks (\(failure)); run `quizc translations \(quiz.path) --locale \(template.locale)` to see why"
            )
        }
    }
}
