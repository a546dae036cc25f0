import QuizRuntime
@_spi(Tools) public import QuizYAML

/// The settings of the compiler's stages over one file (`Pipeline`): the YAML limits, the
/// analysis settings and the analysis cache.
public struct QuizCompilation: Sendable {
    /// The YAML loader's limits (depth, nodes, size).
    @_spi(Tools) public var limits: YAMLLimits
    /// The settings the analysis stage runs with (and the analysis cache and lint results
    /// are keyed by).
    var analysisSettings: AnalysisSettings

    /// Where analyses are looked up and stored across runs (docs/analysis.md); `nil`: none.
    @_spi(Tools) public var analysisCache: AnalysisCache?

    /// When a quiz that would be analysed is analysed: in the pipeline (`inline`, what every
    /// command does) or not (the language server's quick results).
    @_spi(Tools) public var analysisTiming = AnalysisTiming.inline

    /// When the analysis stage runs.
    @_spi(Tools) public enum AnalysisTiming: Sendable {
        /// In the pipeline, before the checks.
        case inline
        /// Later, for a quick first result (the language server's, published while the
        /// analysis runs in the background): the quiz gets every diagnostic that does not
        /// depend on the analysis (the checks whose `readsAnalysis` is true are left out) and
        /// the stage `.linted`, as `quizc lint` keeps a quiz. Compiling it again `inline`
        /// gives exactly `quizc lint`'s diagnostics.
        case deferred
        /// Never: every check runs as on a quiz that is not analysed, and the quiz gets the
        /// stage `.linted` (a rename is linted so: before and after alike, without a search).
        case skipped
    }

    /// The analysis budget `quizc` uses unless told otherwise (`--analysis-budget`).
    public static var defaultAnalysisBudget: Int { OutcomeAnalyzer.defaultMaxStates }

    /// A compilation with these YAML limits and this analysis budget (distinct score
    /// states), and no analysis cache.
    public init(limits: YAMLLimits = .standard, maxAnalysisStates: Int = QuizCompilation.defaultAnalysisBudget) {
        self.limits = limits
        self.analysisSettings = AnalysisSettings(maxStates: maxAnalysisStates)
    }

    /// Compiles one file held in memory.
    @_spi(Tools) public func compile(_ file: InputFile) -> CompiledFile {
        Pipeline.compile(file, compilation: self)
    }

    /// Compiles what reading one file gave: its content, or `limit-exceeded` at 1:1 for a
    /// file over the size limit (its text is not kept).
    @_spi(Tools) public func compile(path: String, content: InputContent) -> CompiledFile {
        compile(InputFile(path: path, content: content))
    }

    /// Compiles the content of one file.
    public func compile(path: String, bytes: [UInt8]) -> CompiledFile {
        compile(InputFile(path: path, bytes: bytes))
    }
}
