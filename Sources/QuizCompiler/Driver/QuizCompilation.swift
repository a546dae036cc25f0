import QuizRuntime
@_spi(Tools) public import QuizYAML

/// One file through the pipeline: load → decode → resolve → analysis → check.
public struct CompiledFile: Sendable {
    /// The path as given or found.
    public var path: String
    /// The file's lines, for rendering diagnostics.
    public var text: SourceText
    /// Everything reported about the file, in report order.
    public var diagnostics: [Diagnostic]
    /// The resolved quiz, when the file got that far without errors (what a build emits).
    public var resolved: ResolvedQuiz?
    /// The complete quiz with its outcome analysis, also when a check then reported errors
    /// (an unreachable or missing outcome, say): what `quizc stats` shows. Present exactly
    /// when the quiz resolved completely without errors before the checks.
    package var analyzed: AnalyzedQuiz?
    /// The quiz id, when the file is a quiz that names one (also when it has errors).
    package var quizID: Located<String>?
    /// The decoded translation, when the file is a translation file.
    package var translation: SourceTranslation?

    /// Whether the file has errors.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// The compiler's stages, in order, over one file.
public struct QuizCompilation: Sendable {
    /// The checks run on every resolved quiz, in order.
    package static let checks: [any QuizCheck] = [
        KeyNormalizationCheck(),
        DuplicateAnswerKeyCheck(),
        ConfusableKeysCheck(),
        OutcomeContentCheck(),
        ExampleCheck(),
        UnusedTraitCheck(),
        ReachabilityCheck(),
        DeadOptionCheck(),
        AxisBalanceCheck(),
        OutcomeSkewCheck(),
        AnalysisIncompleteCheck(),
        RandomizationCheck(),
        DrawCheck(),
        DuplicateLabelCheck(),
        BidiControlCheck(),
        ControlCharacterCheck(),
    ]

    package var limits: YAMLLimits
    /// Bound on the exhaustive analysis (distinct score states per search).
    package var maxAnalysisStates: Int
    /// The settings the analysis stage runs with.
    package var analysisSettings: AnalysisSettings { AnalysisSettings(maxStates: maxAnalysisStates) }

    /// Where analyses are looked up and stored across runs (docs/analysis.md); `nil`: none.
    package var analysisCache: AnalysisCache?

    /// The analysis budget `quizc` uses unless told otherwise (`--analysis-budget`).
    public static var defaultAnalysisBudget: Int { OutcomeAnalyzer.defaultMaxStates }

    /// A compilation with these YAML limits and this analysis budget (distinct score
    /// states), and no analysis cache.
    public init(limits: YAMLLimits = .standard, maxAnalysisStates: Int = QuizCompilation.defaultAnalysisBudget) {
        self.limits = limits
        self.maxAnalysisStates = maxAnalysisStates
    }

    /// Compiles what reading one file gave: its content, or `limit-exceeded` at 1:1 for a
    /// file over the size limit (its text is not kept).
    package func compile(path: String, content: InputContent) -> CompiledFile {
        switch content {
        case .bytes(let bytes):
            return compile(path: path, bytes: bytes)
        case .tooLarge(let size):
            let diagnostics = DiagnosticCollector(file: path)
            diagnostics.report(YAMLLoader(limits: limits).tooLarge(size: size).problems)
            return CompiledFile(
                path: path, text: SourceText(bytes: []), diagnostics: diagnostics.diagnostics,
                resolved: nil, analyzed: nil, quizID: nil, translation: nil)
        }
    }

    /// Compiles the content of one file.
    public func compile(path: String, bytes: [UInt8]) -> CompiledFile {
        let diagnostics = DiagnosticCollector(file: path)
        let document = YAMLLoader(limits: limits).load(bytes)
        diagnostics.report(document.problems)
        var resolved: ResolvedQuiz?
        var analyzed: AnalyzedQuiz?
        // A file the loader gave up on has no usable tree; one with only strictness
        // problems (a tag, a duplicate key) still goes on, so one run reports everything.
        let gaveUp = document.problems.contains { $0.code.givesUp }
        if !gaveUp, let root = document.root, TranslationDecoder.isTranslation(root) {
            let translation = TranslationDecoder(diagnostics: diagnostics).decode(root)
            if let translation {
                BidiControlCheck().run(translation, diagnostics: diagnostics)
                ControlCharacterCheck().run(translation, diagnostics: diagnostics)
            }
            return CompiledFile(
                path: path, text: SourceText(bytes: bytes),
                diagnostics: diagnostics.diagnostics.sorted(by: Diagnostic.reportOrder),
                resolved: nil, analyzed: nil, quizID: nil, translation: translation)
        }
        var quizID: Located<String>?
        if !gaveUp, let source = QuizDecoder(diagnostics: diagnostics).decode(document.root) {
            quizID = source.quiz
            resolved = Resolver(diagnostics: diagnostics).resolve(source)
            if let quiz = resolved, quiz.isComplete, !diagnostics.hasErrors {
                let analysis = AnalysisStage.run(quiz, settings: analysisSettings, cache: analysisCache)
                analyzed = analysis
                for check in Self.checks { check.run(analysis, diagnostics: diagnostics) }
            } else if let quiz = resolved {
                for check in Self.checks { check.run(quiz, diagnostics: diagnostics) }
            }
        }
        let sorted = diagnostics.diagnostics.sorted(by: Diagnostic.reportOrder)
        return CompiledFile(
            path: path, text: SourceText(bytes: bytes), diagnostics: sorted,
            resolved: diagnostics.hasErrors || !(resolved?.isComplete ?? false) ? nil : resolved,
            analyzed: analyzed, quizID: quizID)
    }

    /// Loads, decodes and resolves a quiz file without analysing or checking it: the quiz a
    /// translation is checked against when `quizc lint` has already let go of it. `nil`
    /// when the file no longer compiles cleanly.
    func resolveQuiz(path: String) -> ResolvedQuiz? {
        guard case .success(.bytes(let bytes)) = InputFiles.read(path, limit: limits.maxFileBytes) else { return nil }
        let diagnostics = DiagnosticCollector(file: path)
        let document = YAMLLoader(limits: limits).load(bytes)
        diagnostics.report(document.problems)
        guard !diagnostics.hasErrors, let source = QuizDecoder(diagnostics: diagnostics).decode(document.root),
            let quiz = Resolver(diagnostics: diagnostics).resolve(source), quiz.isComplete, !diagnostics.hasErrors
        else { return nil }
        return quiz
    }
}
