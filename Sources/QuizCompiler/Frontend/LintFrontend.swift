/// `quizc lint`: checks quiz files and folders and reports every problem found.
package struct LintFrontend: Sendable {
    /// What `quizc lint` was asked.
    package struct Options: Sendable {
        /// Quiz files, or folders searched for `*.yaml` and `*.yml`.
        package var paths: [String]
        /// The diagnostics' format and the compilation's settings.
        package var diagnostics: DiagnosticSettings
        /// Which fixes to apply before reporting (`--fix`, `--unsafe-fixes`); `nil`: none, fixes
        /// are only shown.
        package var fix: LintFixMode?

        /// The options of one run.
        package init(paths: [String], diagnostics: DiagnosticSettings, fix: LintFixMode? = nil) {
            self.paths = paths
            self.diagnostics = diagnostics
            self.fix = fix
        }
    }

    /// What to run.
    package var options: Options
    /// What applies fixes and proves them safe (`QuizFixes`'s `FixEngine`).
    package var fixing: any LintFixing

    /// A frontend running `options`, with fixes applied and proven by `fixing`.
    package init(_ options: Options, fixing: any LintFixing) {
        self.options = options
        self.fixing = fixing
    }

    /// Lints, printing to `output`: `.failure` on errors (warnings under `--strict`),
    /// `.inputOutputError` when an input cannot be read or a fix cannot be written. With
    /// `fix`, applies fixes first (`fixing`), says what it did on standard error (and
    /// why a file with errors got no safe fix), and reports what is left, with a file it
    /// did not write as a `fix-not-written` error.
    package func run(output: any OutputSink) -> ExitStatus {
        Console.run(on: output) { console throws(Console.OutputFailure) in
            let settings = options.diagnostics
            let compilation = settings.compilation.compilation(console: console)
            var fixFailure: [Diagnostic]?
            if let mode = options.fix {
                fixFailure = fixing.apply(mode, to: options.paths, compilation: compilation, console: console)
            }
            var session = BuildSession(paths: options.paths, compilation: compilation, keepQuizzes: false)
            fixing.proveSafety(of: &session, compilation: compilation)
            try DiagnosticReport.report(
                session, said: fixFailure ?? [], format: settings.format, currentDirectory: settings.currentDirectory,
                console: console)
            if !session.inputErrors.isEmpty || fixFailure != nil { return .inputOutputError }
            return settings.compilation.fails(session) ? .failure : .success
        }
    }
}
