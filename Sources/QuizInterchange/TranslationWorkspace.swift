import Foundation
@_spi(Tools) import QuizCompiler
import QuizTranslationTemplate
@_spi(Tools) import QuizYAML

/// The steps `quizc translations export` and `import` share: the quiz compiled and checked,
/// the translation file of one locale read, and problems said on the console.
struct TranslationWorkspace {
    /// A quiz ready to translate.
    struct Quiz {
        let path: String
        let bytes: [UInt8]
        let source: SourceQuiz
    }

    let console: Console
    let compilation: QuizCompilation

    /// Runs `body` with a workspace on `console` whose compilation uses the analysis cache
    /// asked for, as `TranslationStop.run(_:)` runs steps.
    static func run(
        console: Console, cache: AnalysisCacheSettings, _ body: (TranslationWorkspace) throws -> Void
    ) throws(Console.OutputFailure) -> ExitStatus {
        var compilation = QuizCompilation()
        compilation.analysisCache = cache.cache(console: console)
        return try TranslationStop.run { try body(TranslationWorkspace(console: console, compilation: compilation)) }
    }

    /// Says `message` as an error and gives the stop with `status`.
    func stop(_ status: ExitStatus, _ message: String) -> TranslationStop {
        console.say(.error, message)
        return TranslationStop(status: status)
    }

    /// The quiz at `path`, compiled; its errors said and a stop when it has any.
    func quiz(_ path: String) throws -> Quiz {
        let content: InputContent
        switch InputFiles.read(path, limit: compilation.limits.maxFileBytes) {
        case .success(let read): content = read
        case .failure(let error): throw stop(.inputOutputError, "\(error.path): \(error.reason)")
        }
        let file = compilation.compile(path: path, content: content)
        if file.hasErrors {
            try printDiagnostics(file.diagnostics, sources: [path: file.text])
            console.say(.plain, "nothing written: fix the errors in \(path) first")
            throw TranslationStop(status: .failure)
        }
        guard let quiz = file.resolved, case .bytes(let bytes) = content else {
            throw stop(
                .failure, "\(path) is not a quiz file (a quiz starts with `quiz: ID`); name the quiz to translate")
        }
        return Quiz(path: path, bytes: bytes, source: quiz.source)
    }

    /// The bytes of the file at `path`, or `nil` when there is none. Only a regular file, or
    /// nothing, is read and replaced: never a FIFO or a device.
    func existingFile(_ path: String) throws(TranslationStop) -> [UInt8]? {
        do { _ = try AtomicFile.target(of: path) } catch {
            throw stop(.inputOutputError, error.description)
        }
        var info = stat()
        guard stat(path, &info) == 0 || errno != ENOENT else { return nil }
        switch InputFiles.read(
            path, limit: compilation.limits.maxFileBytes,
            tooLargeAdvice: "a translation is never that large; check the path")
        {
        case .success(let bytes): return bytes
        case .failure(let error): throw stop(.inputOutputError, "\(error.path): \(error.reason)")
        }
    }

    /// The translation file's document, checked to be `template`'s translation; `nil` when
    /// there is no file.
    func translation(_ bytes: [UInt8]?, path: String, template: TranslationTemplate) throws -> YAMLNode? {
        guard let bytes else { return nil }
        let document = YAMLLoader().load(bytes)
        if !document.problems.isEmpty {
            let collector = DiagnosticCollector(file: path)
            collector.report(document.problems)
            try printDiagnostics(collector.diagnostics, sources: [path: SourceText(bytes: bytes)])
            console.say(.plain, "nothing written: fix \(path) first")
            throw TranslationStop(status: .failure)
        }
        guard let root = document.root, !root.isNull else { return nil }
        if let problem = template.identityProblem(root) { throw stop(.failure, "\(path) \(problem)") }
        return root
    }

    /// Prints `diagnostics` with the lines they point at.
    func printDiagnostics(_ diagnostics: [Diagnostic], sources: [String: SourceText]) throws(Console.OutputFailure) {
        guard !diagnostics.isEmpty else { return }
        let summary = DiagnosticSummary(files: Set(diagnostics.map(\.file)).count, diagnostics: diagnostics)
        try console.out(TextRenderer(colour: console.colour).render(diagnostics, sources: sources, summary: summary))
    }

    /// `path` relative to the folder `folder` (both relative to the working directory, or absolute).
    static func relativePath(_ path: String, from folder: String) -> String {
        let base = URL(fileURLWithPath: folder.isEmpty ? "." : folder).standardizedFileURL.pathComponents
        let target = URL(fileURLWithPath: path).standardizedFileURL.pathComponents
        var common = 0
        while common < base.count, common < target.count, base[common] == target[common] { common += 1 }
        let ups = Array(repeating: "..", count: base.count - common)
        return (ups + target[common...]).joined(separator: "/")
    }

    /// The folder part of `path` (`""` for a bare name).
    static func folder(of path: String) -> String {
        path.lastIndex(of: "/").map { String(path[..<$0]) } ?? ""
    }

    /// `relative`, a path written relative to `folder`, as a path from the working directory.
    static func resolve(_ relative: String, from folder: String) -> String {
        if relative.hasPrefix("/") || folder.isEmpty { return relative }
        return folder + "/" + relative
    }
}
