/// `quizc lint`: checks quiz files and folders and reports every problem found.
@_spi(Tools) public struct LintFrontend: Sendable {
    /// What `quizc lint` was asked.
    @_spi(Tools) public struct Options: Sendable {
        /// Quiz files, or folders searched for `*.yaml` and `*.yml`.
        @_spi(Tools) public var paths: [String]
        /// The diagnostics' format and the compilation's settings.
        @_spi(Tools) public var diagnostics: DiagnosticSettings
        /// Which fixes to apply before reporting (`--fix`, `--unsafe-fixes`); `nil`: none, fixes
        /// are only shown.
        @_spi(Tools) public var fix: LintFixMode?

        /// The options of one run.
        @_spi(Tools) public init(paths: [String], diagnostics: DiagnosticSettings, fix: LintFixMode? = nil) {
            self.paths = paths
            self.diagnostics = diagnostics
            self.fix = fix
        }
    }

    /// What to run.
    @_spi(Tools) public var options: Options
    /// What applies fixes and proves them safe (`QuizFixes`'s `FixEngine`).
    @_spi(Tools) public var fixing: any LintFixing

    /// A frontend running `options`, with fixes applied and proven by `fixing`.
    @_spi(Tools) public init(_ options: Options, fixing: any LintFixing) {
        self.options = options
        self.fixing = fixing
    }

    /// Lints, printing to `output`: `.failure` on errors (warnings under `--strict`),
    /// `.inputOutputError` when an input cannot be read or a fix cannot be written. With
    /// `fix`, applies fixes first (`fixing`), says what it did on standard error (and
    /// why a file with errors got no safe fix), and reports what is left, with a file it
    /// did not write as a `fix-not-written` error.
    @_spi(Tools) public func run(output: any OutputSink) -> ExitStatus {
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
