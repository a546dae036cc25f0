/// What `quizc lint` asks of the fix engine. The engine is a tool built on the compiler
/// (`QuizFixes`'s `FixEngine`), handed to `LintFrontend` by whoever runs it, so the core names
/// the two steps and never depends on the code that applies and proves fixes.
@_spi(Tools) public protocol LintFixing: Sendable {
    /// Applies the fixes `mode` allows to the files at `paths`, in place, and says what it did
    /// on `console`'s standard error. `nil` when nothing failed; otherwise what lint reports
    /// before its own diagnostics (a file not written: `fix-not-written`; may be empty).
    func apply(
        _ mode: LintFixMode, to paths: [String], compilation: QuizCompilation, console: Console
    ) -> [Diagnostic]?

    /// `session`'s diagnostics with their fixes' safety proven: a fix that claims to be safe
    /// and is not proven so is shown as unsafe.
    func proveSafety(of session: inout BuildSession, compilation: QuizCompilation)
}

/// Which fixes `quizc lint` applies before reporting.
@_spi(Tools) public enum LintFixMode: Sendable {
    /// Fixes proven safe only (`--fix`).
    case safe
    /// Every fix (`--unsafe-fixes`).
    case unsafe
}
