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
        package var fix: FixRounds.Mode?

        /// The options of one run.
        package init(paths: [String], diagnostics: DiagnosticSettings, fix: FixRounds.Mode? = nil) {
            self.paths = paths
            self.diagnostics = diagnostics
            self.fix = fix
        }
    }

    /// What to run.
    package var options: Options

    /// A frontend running `options`.
    package init(_ options: Options) {
        self.options = options
    }

    /// Lints, printing to `output`: `.failure` on errors (warnings under `--strict`),
    /// `.inputOutputError` when an input cannot be read or a fix cannot be written. With
    /// `fix`, applies fixes first (`FixRounds`), says what it did on standard error (and
    /// why a file with errors got no safe fix), and reports what is left, with a file it
    /// did not write as a `fix-not-written` error.
    package func run(output: any OutputSink) -> ExitStatus {
        Console.run(on: output) { console throws(Console.OutputFailure) in
            let settings = options.diagnostics
            let compilation = settings.compilation.compilation(console: console)
            var fixFailure: [Diagnostic]?
            if let mode = options.fix {
                let outcome = FixRounds(paths: options.paths, compilation: compilation, mode: mode).run()
                Self.say(outcome, console: console)
                if outcome.failure != nil { fixFailure = outcome.notWritten.map { [$0] } ?? [] }
            }
            var session = BuildSession(paths: options.paths, compilation: compilation, keepQuizzes: false)
            FixSafetyProof.check(&session, compilation: compilation)
            try DiagnosticReport.report(
                session, said: fixFailure ?? [], format: settings.format, currentDirectory: settings.currentDirectory,
                console: console)
            if !session.inputErrors.isEmpty || fixFailure != nil { return .inputOutputError }
            return settings.compilation.fails(session) ? .failure : .success
        }
    }

    /// What a fix run did, on standard error.
    static func say(_ outcome: FixRounds.Outcome, console: Console) {
        let files = outcome.changedFiles.count
        console.say(
            .plain,
            "applied \(outcome.applied) fix\(outcome.applied == 1 ? "" : "es") in \(files) file\(files == 1 ? "" : "s")"
                + " (\(outcome.rounds) round\(outcome.rounds == 1 ? "" : "s"))")
        for file in outcome.unproven {
            console.say(
                .note,
                "\(file.fixes) fix\(file.fixes == 1 ? "" : "es") not applied: \(file.path) has errors (\(file.firstError)),"
                    + " so no fix in it can be proven safe; fix the errors first, or apply every fix with --unsafe-fixes"
            )
        }
        if let failure = outcome.failure {
            console.say(.error, failure + (outcome.notWritten == nil ? "" : " [fix-not-written]"))
        } else if !outcome.converged {
            console.say(
                .warning,
                "the fixes did not converge: stopped after \(outcome.rounds) round\(outcome.rounds == 1 ? "" : "s") with fixes left at "
                    + outcome.leftAt.joined(separator: ", ") + "; run `quizc lint` to see them")
        }
    }
}
