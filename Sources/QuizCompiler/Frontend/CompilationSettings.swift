/// The settings of the compilation `lint`, `build`, `stats` and `preview` share.
@_spi(Tools) public struct CompilationSettings: Sendable {
    /// `--strict`: warnings (and skipped folder entries) fail the run.
    @_spi(Tools) public var strict: Bool
    /// `--analysis-budget`: the outcome analysis's work budget per quiz, in score states.
    @_spi(Tools) public var analysisBudget: Int
    /// The analysis cache asked for.
    @_spi(Tools) public var cache: AnalysisCacheSettings

    /// The settings of a command line.
    @_spi(Tools) public init(
        strict: Bool = false, analysisBudget: Int = OutcomeAnalyzer.defaultMaxStates, cache: AnalysisCacheSettings
    ) {
        self.strict = strict
        self.analysisBudget = analysisBudget
        self.cache = cache
    }

    /// The compiler's settings these ask for; notes about the cache go to `console`.
    @_spi(Tools) public func compilation(console: Console) -> QuizCompilation {
        var compilation = QuizCompilation(maxAnalysisStates: analysisBudget)
        compilation.analysisCache = cache.cache(console: console)
        return compilation
    }

    /// Whether the session's diagnostics fail the run.
    @_spi(Tools) public func fails(_ session: BuildSession) -> Bool {
        session.diagnostics.contains { $0.severity == .error || (strict && $0.severity == .warning) }
            || (strict && !session.skippedInputs.isEmpty)
    }
}
