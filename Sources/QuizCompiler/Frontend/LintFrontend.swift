/// `quizc lint`: checks quiz files and folders and reports every problem found.
package struct LintFrontend: Sendable {
    /// What `quizc lint` was asked.
    package struct Options: Sendable {
        /// Quiz files, or folders searched for `*.yaml` and `*.yml`.
        package var paths: [String]
        /// The diagnostics' format and the compilation's settings.
        package var diagnostics: DiagnosticSettings

        /// The options of one run.
        package init(paths: [String], diagnostics: DiagnosticSettings) {
            self.paths = paths
            self.diagnostics = diagnostics
        }
    }

    /// What to run.
    package var options: Options

    /// A frontend running `options`.
    package init(_ options: Options) {
        self.options = options
    }

    /// Lints, printing to `output`: `.failure` on errors (warnings under `--strict`),
    /// `.inputOutputError` when an input cannot be read.
    package func run(output: any OutputSink) -> ExitStatus {
        Console.run(on: output) { console throws(Console.OutputFailure) in
            let settings = options.diagnostics
            let session = BuildSession(
                paths: options.paths, compilation: settings.compilation.compilation(console: console),
                keepQuizzes: false)
            try DiagnosticReport.report(
                session, format: settings.format, currentDirectory: settings.currentDirectory, console: console)
            if !session.inputErrors.isEmpty { return .inputOutputError }
            return settings.compilation.fails(session) ? .failure : .success
        }
    }
}
