import ArgumentParser
import Foundation
@_spi(Tools) import QuizCompiler
@_spi(Tools) import QuizYAML

/// `quizc translations QUIZ_FILE --locale TAG [-o FILE]`: write or complete a translation file.
struct Translations: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write or update the translation file of a quiz for one locale, with every text to translate.",
        discussion: """
            Every text of the quiz gets an entry; one not yet translated is written \
            `{text: "", source: SOURCE TEXT}` in block style. An existing file keeps every byte \
            (entries, order, comments); missing entries are inserted where the quiz's order puts \
            them, and entries the quiz no longer has are kept for lint to report. An entry still \
            untranslated gets the quiz's current text as its `source:`; a translated entry keeps \
            its own. A file that already has every text is left unchanged. The file is replaced atomically. \
            Exit status: 0 written (or already complete); 1 the quiz has errors, the locale is \
            not a language tag or is the quiz's own, or the existing file is not valid YAML, \
            not this quiz's translation into this locale, or cannot be completed safely; 2 a file cannot be read or written; \
            64 usage errors.
            """)

    @Argument(help: "The quiz file (*.quiz.yaml).")
    var quizFile: String

    @ArgumentParser.Option(
        help: ArgumentHelp(
            "The locale to translate into: a BCP 47 language tag such as de, pt-BR or zh-Hant.", valueName: "tag"))
    var locale: String

    @ArgumentParser.Option(
        name: [.short, .customLong("output")],
        help: ArgumentHelp(
            "The translation file to write or update (default: <quiz id>.<tag>.yaml in the quiz file's folder).",
            valueName: "file"))
    var output: String?

    @OptionGroup var cacheOptions: AnalysisCacheOptions

    func run() throws {
        var compilation = QuizCompilation()
        compilation.analysisCache = cacheOptions.cache
        let content: InputContent
        switch InputFiles.read(quizFile, limit: compilation.limits.maxFileBytes) {
        case .success(let read): content = read
        case .failure(let error):
            Console.err("quizc: error: \(error.path): \(error.reason)\n")
            throw ExitCode(2)
        }
        let file = compilation.compile(path: quizFile, content: content)
        if file.hasErrors {
            Self.printDiagnostics(file.diagnostics, path: file.path, text: file.text)
            Console.err("quizc: nothing written: fix the errors in \(quizFile) first\n")
            throw ExitCode(1)
        }
        guard let quiz = file.resolved, case .bytes(let quizBytes) = content else {
            Console.err(
                "quizc: error: \(quizFile) is not a quiz file (a quiz starts with `quiz: ID`); name the quiz to translate\n"
            )
            throw ExitCode(1)
        }
        let template = TranslationTemplate(quiz: quiz.source, locale: locale)
        if let problem = TranslationTemplate.localeProblem(locale, sourceLocale: template.sourceLocale) {
            Console.err("quizc: error: --locale \(problem)\n")
            throw ExitCode(1)
        }
        let path =
            output ?? TranslationTemplate.defaultOutputPath(quizPath: quizFile, quizID: template.quizID, locale: locale)

        // Only a regular file, or nothing, is read and replaced: never a FIFO or a device.
        do { _ = try AtomicFile.target(of: path) } catch {
            Console.err("quizc: error: \(error.description)\n")
            throw ExitCode(2)
        }
        var existing: [UInt8]?
        var info = stat()
        if stat(path, &info) == 0 || errno != ENOENT {
            switch InputFiles.read(
                path, limit: compilation.limits.maxFileBytes,
                tooLargeAdvice: "a translation is never that large; check the path")
            {
            case .success(let bytes): existing = bytes
            case .failure(let error):
                Console.err("quizc: error: \(error.path): \(error.reason)\n")
                throw ExitCode(2)
            }
        }

        let result: TranslationTemplate.Output
        if let existing {
            switch template.update(existing) {
            case .success(let output): result = output
            case .failure(.yaml(let problems)):
                let collector = DiagnosticCollector(file: path)
                collector.report(problems)
                Self.printDiagnostics(collector.diagnostics, path: path, text: SourceText(bytes: existing))
                Console.err("quizc: nothing written: fix \(path) first\n")
                throw ExitCode(1)
            case .failure(.notThisTranslation(let reason)):
                Console.err("quizc: error: \(path) \(reason)\n")
                throw ExitCode(1)
            case .failure(.unsafeResult(let reason)):
                Console.err(
                    "quizc: error: \(path): cannot add the missing entries safely: \(reason); nothing written. Add them by hand (`quizc lint` lists each as missing-translation), and please report this with the file.\n"
                )
                throw ExitCode(1)
            case .failure(.unreadableResult(let reason)):
                Console.err(
                    "quizc: error: \(path): adding the missing entries would break its YAML (\(reason)); nothing written. Please report this with the file.\n"
                )
                throw ExitCode(1)
            }
        } else {
            result = template.newFile(
                modeline: SchemaModeline.forTranslation(quizBytes: quizBytes, quizPath: quizFile, outputPath: path))
        }
        for note in result.notes { Console.err("quizc: note: \(path): \(note)\n") }

        let summary =
            result.untranslated == 0
            ? "all \(result.total) texts translated"
            : "\(result.untranslated) of \(result.total) texts untranslated"
        if let existing, existing == result.bytes {
            Console.err("quizc: \(path) is up to date: \(summary)\n")
            return
        }
        do {
            try AtomicFile.write(result.bytes, to: path)
        } catch {
            Console.err("quizc: error: \(error.description)\n")
            throw ExitCode(2)
        }
        Console.err("quizc: wrote \(path): \(summary)\n")
    }

    static func printDiagnostics(_ diagnostics: [Diagnostic], path: String, text: SourceText) {
        let summary = DiagnosticSummary(files: 1, diagnostics: diagnostics)
        Console.out(
            TextRenderer(colour: Console.stdoutIsTerminal).render(diagnostics, sources: [path: text], summary: summary))
    }
}
