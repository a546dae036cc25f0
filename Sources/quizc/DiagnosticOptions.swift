import ArgumentParser
import Foundation
@_spi(Tools) import QuizCompiler

/// How diagnostics are printed.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text
    case json
    case github
    case sarif
}

/// The options of the compilation `lint`, `build` and `stats` share.
struct CompilationOptions: ParsableArguments {
    @Flag(help: "Treat warnings as failures (exit 1).")
    var strict = false

    @ArgumentParser.Option(
        help: ArgumentHelp(
            "Work budget of the exact outcome analysis per quiz, in distinct score states (the default: under a second per quiz with a release build, a drawn quiz's draws together); past it, probabilities are reported as not computed. Raise it for exact probabilities of very large quizzes, lower it for faster runs.",
            valueName: "states"))
    var analysisBudget: Int = OutcomeAnalyzer.defaultMaxStates

    @OptionGroup var cacheOptions: AnalysisCacheOptions

    /// The largest budget accepted: beyond it one quiz could take many minutes and more
    /// memory than a CI machine has.
    static let largestAnalysisBudget = 10_000_000

    func validate() throws {
        guard (0...Self.largestAnalysisBudget).contains(analysisBudget) else {
            throw ValidationError(
                "--analysis-budget must be between 0 and \(Self.largestAnalysisBudget) (about a minute of work and a few GiB of memory per quiz at most)"
            )
        }
    }

    /// The compiler's settings these options ask for.
    var compilation: QuizCompilation {
        var compilation = QuizCompilation(maxAnalysisStates: analysisBudget)
        compilation.analysisCache = cacheOptions.cache
        return compilation
    }

    /// Whether the diagnostics fail the run.
    func fails(_ session: BuildSession) -> Bool {
        session.diagnostics.contains { $0.severity == .error || (strict && $0.severity == .warning) }
            || (strict && !session.skippedInputs.isEmpty)
    }
}

/// The options `lint` and `build` share: the compilation's and the diagnostics' format.
struct DiagnosticOptions: ParsableArguments {
    @ArgumentParser.Option(help: "Output format: text, json, github or sarif.")
    var format: OutputFormat = .text

    @OptionGroup var compilationOptions: CompilationOptions

    var compilation: QuizCompilation { compilationOptions.compilation }

    func fails(_ session: BuildSession) -> Bool { compilationOptions.fails(session) }

    /// Prints the run's diagnostics to standard output, and unreadable inputs and skipped
    /// folder entries to standard error. The JSON, GitHub and SARIF formats also hold each,
    /// as an `unreadable-input` error (a skipped entry: warning) first in the list, so a tool
    /// reading only standard output sees it; every format's summary counts it.
    func report(_ session: BuildSession) {
        Self.report(session, format: format)
    }

    /// `build` and `preview` before they write: compiles `paths`, reports, and exits 2 when
    /// an input cannot be read, 1 when a quiz fails, saying `notDone` (by default, that
    /// nothing was written; `build --check`, which never writes, says what it did not do).
    func sessionWithoutFailures(paths: [String], notDone: String = "nothing written") throws -> BuildSession {
        let session = BuildSession(paths: paths, compilation: compilation)
        report(session)
        if !session.inputErrors.isEmpty { throw ExitCode(2) }
        if fails(session) {
            Console.err("quizc: \(notDone): fix the errors above first\n")
            throw ExitCode(1)
        }
        return session
    }

    static func report(_ session: BuildSession, format: OutputFormat) {
        let diagnostics = session.inputDiagnostics + session.diagnostics
        let summary = DiagnosticSummary(files: session.files.count, diagnostics: diagnostics)
        switch format {
        case .text:
            var sources: [String: SourceText] = [:]
            for file in session.files { sources[file.path] = file.text }
            Console.out(
                TextRenderer(colour: Console.stdoutIsTerminal).render(
                    session.diagnostics, sources: sources, summary: summary))
        case .json:
            Console.out(JSONRenderer.render(diagnostics, summary: summary))
        case .github:
            Console.out(GitHubRenderer.render(diagnostics, summary: summary))
        case .sarif:
            Console.out(SARIFRenderer.render(diagnostics, currentDirectory: FileManager.default.currentDirectoryPath))
        }
        reportInputErrors(session)
    }

    /// Each unreadable input, then each skipped folder entry, on standard error.
    static func reportInputErrors(_ session: BuildSession) {
        for error in session.inputErrors {
            Console.err("quizc: error: \(error.path): \(error.reason)\n")
        }
        for skipped in session.skippedInputs {
            Console.err("quizc: warning: \(skipped.path): skipped: \(skipped.reason)\n")
        }
    }
}

/// Standard output and error.
enum Console {
    static var stdoutIsTerminal: Bool {
        isatty(STDOUT_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
            && ProcessInfo.processInfo.environment["TERM"] != "dumb"
    }

    /// Writes to standard output; when that fails (a full disk, a closed pipe: SIGPIPE is
    /// ignored, see `Quizc.main`), says so on standard error and exits 2.
    static func out(_ text: String) {
        guard writeAll(Array(text.utf8), to: STDOUT_FILENO) else {
            err("quizc: error: standard output cannot be written\n")
            exit(2)
        }
    }

    /// Writes to standard error, every control character but TAB and LF shown as `<U+001B>`:
    /// its lines quote paths and texts, which must not act on the terminal.
    static func err(_ text: String) {
        _ = writeAll(Array(ControlCharacters.escaped(text).utf8), to: STDERR_FILENO)
    }

    /// Writes all of `bytes` with write(2), retrying interrupted writes; `false` on an error.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        bytes.withUnsafeBytes { all -> Bool in
            guard let base = all.baseAddress else { return true }
            var done = 0
            while done < all.count {
                let wrote = Foundation.write(descriptor, base + done, all.count - done)
                if wrote >= 0 { done += wrote } else if errno != EINTR { return false }
            }
            return true
        }
    }
}
