/// Printing a session's diagnostics, as `lint`, `build`, `stats` and `preview` do.
@_spi(Tools) public enum DiagnosticReport {
    /// Prints the run's diagnostics to standard output, and unreadable inputs and skipped
    /// folder entries to standard error. The JSON, GitHub and SARIF formats also hold each,
    /// as an `unreadable-input` error (a skipped entry: warning) first in the list, so a tool
    /// reading only standard output sees it; every format's summary counts it. So does each
    /// of `said`: diagnostics the command has already said on standard error (a fix that
    /// was not written), which the text format does not repeat.
    @_spi(Tools) public static func report(
        _ session: BuildSession, said: [Diagnostic] = [], format: DiagnosticFormat, currentDirectory: String,
        console: Console
    ) throws(Console.OutputFailure) {
        let diagnostics = session.inputDiagnostics + said + session.diagnostics
        let suppressed = session.suppressed
        let summary = DiagnosticSummary(
            files: session.files.count, diagnostics: diagnostics, suppressed: suppressed.count)
        switch format {
        case .text:
            var sources: [String: SourceText] = [:]
            for file in session.files { sources[file.path] = file.text }
            try console.out(
                TextRenderer(colour: console.colour).render(session.diagnostics, sources: sources, summary: summary))
        case .json:
            try console.out(JSONRenderer.render(diagnostics, suppressed: suppressed, summary: summary))
        case .github:
            try console.out(GitHubRenderer.render(diagnostics, summary: summary))
        case .sarif:
            try console.out(
                SARIFRenderer.render(
                    diagnostics, suppressed: suppressed, currentDirectory: currentDirectory, tool: .quizc))
        }
        reportInputErrors(session, console: console)
    }

    /// Each unreadable input, then each skipped folder entry, on standard error.
    static func reportInputErrors(_ session: BuildSession, console: Console) {
        for error in session.inputErrors {
            console.say(.error, "\(error.path): \(error.reason)")
        }
        for skipped in session.skippedInputs {
            console.say(.warning, "\(skipped.path): skipped: \(skipped.reason)")
        }
    }

    /// `build` and `preview` before they write: compiles `paths` and reports; `.failure` or
    /// `.inputOutputError` when an input cannot be read (2) or a quiz fails (1), saying
    /// `notDone` (by default, that nothing was written; `build --check`, which never writes,
    /// says what it did not do).
    @_spi(Tools) public static func sessionWithoutFailures(
        paths: [String], settings: DiagnosticSettings, console: Console, notDone: String = "nothing written"
    ) throws(Console.OutputFailure) -> Result<BuildSession, SessionFailure> {
        let session = BuildSession(paths: paths, compilation: settings.compilation.compilation(console: console))
        try report(session, format: settings.format, currentDirectory: settings.currentDirectory, console: console)
        if !session.inputErrors.isEmpty { return .failure(SessionFailure(status: .inputOutputError)) }
        if settings.compilation.fails(session) {
            console.say(.plain, "\(notDone): fix the errors above first")
            return .failure(SessionFailure(status: .failure))
        }
        return .success(session)
    }

    /// Why a session is not used: its exit status.
    @_spi(Tools) public struct SessionFailure: Error {
        /// The status the command ends with.
        @_spi(Tools) public let status: ExitStatus
    }
}
