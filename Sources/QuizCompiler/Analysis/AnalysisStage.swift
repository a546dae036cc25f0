public import QuizRuntime

/// What the analysis stage's result depends on besides the quiz: the same settings and the
/// same `AnalysisStage.Input` give the same `OutcomeAnalysis`. The one settings type of the
/// analysis: `QuizCompilation` carries it, the analysis stage runs with it, and the analysis
/// cache key and the lint result key are made from it.
@_spi(Tools) public struct AnalysisSettings: Sendable, Hashable {
    /// Bound on the exhaustive analysis (distinct score states per search).
    var maxStates: Int

    init(maxStates: Int = OutcomeAnalyzer.defaultMaxStates) {
        self.maxStates = maxStates
    }
}

/// The analysis stage's output: a resolved quiz with its exhaustive outcome analysis
/// (reachability with witnesses, ties, exact probabilities or why not, and for a drawn quiz
/// what each draw reaches). Only a complete quiz without errors is analysed, so holding an
/// `AnalyzedQuiz` means the quiz got that far; the checks that need the analysis, `stats`,
/// `build` and `preview` read it from here and never run the analyzer themselves.
@_spi(Tools) public struct AnalyzedQuiz: Sendable {
    /// The quiz as the resolve stage gave it.
    @_spi(Tools) public var resolved: ResolvedQuiz
    /// What the analysis proved about it.
    @_spi(Tools) public var analysis: OutcomeAnalysis
    /// For a `profile` quiz: each result's bands, witnesses and exact distribution (not
    /// cached: computed afresh, it is fast; docs/analysis.md).
    @_spi(Tools) public var profile: ProfileAnalysis?
    /// For a quiz with conditions: which questions each answer path shows (not cached:
    /// computed afresh from the answer scenarios, without a search; docs/analysis.md).
    @_spi(Tools) public var visibility: QuestionVisibility?

    /// A resolved quiz with its analyses; without `visibility`, the one computed from its bundle.
    @_spi(Tools) public init(
        resolved: ResolvedQuiz, analysis: OutcomeAnalysis, profile: ProfileAnalysis? = nil,
        visibility: QuestionVisibility? = nil
    ) {
        self.resolved = resolved
        self.analysis = analysis
        self.profile = profile
        self.visibility = visibility ?? QuestionVisibility(resolved.bundle)
    }
}

/// The compiler stage between resolve and the checks (docs/analysis.md): decode → resolve →
/// analysis → checks → emit. `run` is the one place the outcome analysis is computed.
@_spi(Tools) public enum AnalysisStage {
    /// Everything of a quiz the analysis reads: its bundle (texts included, though only
    /// questions, options, weights, scoring and draws matter) and whether ties of `highest`
    /// or of `nearest` profiles must be looked for (only when the author gave no `ties:`;
    /// see `tie-reachable`).
    @_spi(Tools) public struct Input: Sendable {
        var bundle: QuizBundle
        var findTies: Bool

        init(bundle: QuizBundle, findTies: Bool) {
            self.bundle = bundle
            self.findTies = findTies
        }

        /// The input of `quiz`.
        init(_ quiz: ResolvedQuiz) {
            self.init(
                bundle: quiz.bundle,
                findTies: quiz.source.scoring?.ties == nil && quiz.source.scoring?.nearest?.ties == nil)
        }
    }

    /// Analyses `input` within `settings`.
    static func analyze(_ input: Input, settings: AnalysisSettings) -> OutcomeAnalysis {
        OutcomeAnalyzer.analyze(input.bundle, maxStates: settings.maxStates, findTies: input.findTies)
    }

    /// Analyses a complete quiz that has no errors; with a cache, an entry for the same
    /// scoring, settings and quizc version is used instead of analysing again, and a fresh
    /// analysis is stored (docs/analysis.md, "The analysis cache").
    static func run(_ quiz: ResolvedQuiz, settings: AnalysisSettings) -> AnalyzedQuiz {
        run(quiz, settings: settings, cache: nil)
    }

    static func run(_ quiz: ResolvedQuiz, settings: AnalysisSettings, cache: AnalysisCache?) -> AnalyzedQuiz {
        let input = Input(quiz)
        let analysis = AnalysisCache.analysis(of: input, settings: settings, cache: cache) {
            analyze(input, settings: settings)
        }
        return AnalyzedQuiz(
            resolved: quiz, analysis: analysis,
            profile: ProfileAnalysis.run(quiz.bundle, maxStates: settings.maxStates))
    }
}
