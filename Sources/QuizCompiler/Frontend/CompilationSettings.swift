/// The settings of the compilation `lint`, `build`, `stats` and `preview` share.
package struct CompilationSettings: Sendable {
    /// `--strict`: warnings (and skipped folder entries) fail the run.
    package var strict: Bool
    /// `--analysis-budget`: the outcome analysis's work budget per quiz, in score states.
    package var analysisBudget: Int
    /// The analysis cache asked for.
    package var cache: AnalysisCacheSettings

    /// The settings of a command line.
    package init(
        strict: Bool = false, analysisBudget: Int = OutcomeAnalyzer.defaultMaxStates, cache: AnalysisCacheSettings
    ) {
        self.strict = strict
        self.analysisBudget = analysisBudget
        self.cache = cache
    }

    /// The compiler's settings these ask for; notes about the cache go to `console`.
    package func compilation(console: Console) -> QuizCompilation {
        var compilation = QuizCompilation(maxAnalysisStates: analysisBudget)
        compilation.analysisCache = cache.cache(console: console)
        return compilation
    }

    /// Whether the session's diagnostics fail the run.
    package func fails(_ session: BuildSession) -> Bool {
        session.diagnostics.contains { $0.severity == .error || (strict && $0.severity == .warning) }
            || (strict && !session.skippedInputs.isEmpty)
    }
}
