@_spi(Tools) package import QuizCompiler

/// The fix engine `quizc lint` runs (`LintFixing`): `FixRounds` applies the fixes,
/// `FixSafetyProof` proves the ones that claim to be safe.
package struct FixEngine: LintFixing {
    /// The engine; it holds nothing between runs.
    package init() {}

    /// Runs `FixRounds` over `paths`, says what it did, and returns the `fix-not-written`
    /// diagnostic of a file it could not write (or no diagnostic, for another failure).
    package func apply(
        _ mode: LintFixMode, to paths: [String], compilation: QuizCompilation, console: Console
    ) -> [Diagnostic]? {
        let outcome = FixRounds(paths: paths, compilation: compilation, mode: mode).run()
        Self.say(outcome, console: console)
        guard outcome.failure != nil else { return nil }
        return outcome.notWritten.map { [$0] } ?? []
    }

    /// `FixSafetyProof.check`: compiles nothing when no fix claims to be safe.
    package func proveSafety(of session: inout BuildSession, compilation: QuizCompilation) {
        FixSafetyProof.check(&session, compilation: compilation)
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
