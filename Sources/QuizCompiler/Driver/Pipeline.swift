import QuizRuntime
@_spi(Tools) import QuizYAML

/// What every stage is given besides its input: the compilation's settings and the
/// collector the file's diagnostics go to.
struct PipelineContext {
    /// The YAML limits, the analysis settings and the analysis cache.
    var compilation: QuizCompilation
    /// Where the stages report about the file.
    let diagnostics: DiagnosticCollector

    init(compilation: QuizCompilation, diagnostics: DiagnosticCollector) {
        self.compilation = compilation
        self.diagnostics = diagnostics
    }
}

/// The compile core over one in-memory file: the stages in order, each `(Input, context) ->
/// Output`, with one type at each boundary (docs/architecture.md, "The pipeline"):
///
///     InputFile ─load→ LoadedDocument ─decode→ DecodedFile
///         .quiz(SourceQuiz) ─resolve→ ResolvedQuiz ─analyze→ AnalyzedQuiz
///             ─check→ CompiledQuiz (.checked(CheckedQuiz) when clean: what the emitter takes)
///         .translation(SourceTranslation) ─checkTranslation→ SourceTranslation
///     ──► CompiledFile (path, text, diagnostics, one CompiledContent)
///
/// The core never reads the disk: `BuildSession` reads the files before it and runs the
/// cross-file stages (`duplicate-id`, `TranslationStage`) after it.
enum Pipeline {
    /// The checks run on every resolved quiz, in order.
    static let checks: [any QuizCheck] = [
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
        PercentBandRangeCheck(),
        UnreachableBandCheck(),
        ProfileNeverNearestCheck(),
        BandSkewCheck(),
        AnalysisIncompleteCheck(),
        RandomizationCheck(),
        DrawCheck(),
        ConditionShuffledCheck(),
        ConditionDrawCheck(),
        ConditionScoreCheck(),
        ConstantConditionCheck(),
        QuestionNeverShownCheck(),
        AlwaysShownCheck(),
        AxisNotAskedCheck(),
        DuplicateLabelCheck(),
        BidiControlCheck(),
        ControlCharacterCheck(),
    ]

    /// Runs every stage over `file`.
    static func compile(_ file: InputFile, compilation: QuizCompilation) -> CompiledFile {
        let context = PipelineContext(compilation: compilation, diagnostics: DiagnosticCollector(file: file.path))
        guard let bytes = file.bytes else {
            // Over the size limit: `limit-exceeded` at 1:1, and the text is not kept.
            if case .tooLarge(let size) = file.content {
                context.diagnostics.report(YAMLLoader(limits: compilation.limits).tooLarge(size: size).problems)
            }
            return CompiledFile(
                path: file.path, text: SourceText(bytes: []), diagnostics: context.diagnostics.diagnostics,
                content: .unusable)
        }
        let content: CompiledContent
        var listed: [Suppression] = []
        switch decode(load(bytes, context), context) {
        case .quiz(let source):
            content = .quiz(compileQuiz(source, bytes: bytes, context))
            listed = source.suppressions
        case .translation(let translation): content = .translation(checkTranslation(translation, context))
        case .unusable: content = .unusable
        }
        var compiled = CompiledFile(
            path: file.path, text: SourceText(bytes: bytes),
            diagnostics: context.diagnostics.diagnostics.sorted(by: Diagnostic.reportOrder), content: content)
        // A translation's diagnostics are complete only after the translation stage, which
        // applies its suppressions.
        if compiled.translation == nil {
            compiled.applySuppressions(
                listed: listed, checksComplete: compilation.analysisTiming == .inline)
        }
        return compiled
    }

    /// A decoded quiz (read from `bytes`) through resolve, analysis and the checks.
    static func compileQuiz(_ source: SourceQuiz, bytes: [UInt8], _ context: PipelineContext) -> CompiledQuiz {
        guard let resolved = resolve(source, context) else { return CompiledQuiz(id: source.quiz, stage: .unresolved) }
        // Only a complete quiz without errors is analysed; the checks run either way.
        guard resolved.isComplete && !context.diagnostics.hasErrors else {
            return CompiledQuiz(id: source.quiz, stage: check(.resolved(resolved), context))
        }
        switch context.compilation.analysisTiming {
        case .inline:
            return CompiledQuiz(id: source.quiz, stage: check(.analyzed(analyze(resolved, context)), context))
        case .deferred:
            for check in checks where !check.readsAnalysis {
                check.run(.resolved(resolved), diagnostics: context.diagnostics)
            }
        case .skipped:
            for check in checks { check.run(.resolved(resolved), diagnostics: context.diagnostics) }
        }
        let linted = LintedQuiz(isClean: !context.diagnostics.hasErrors, source: bytes)
        return CompiledQuiz(id: source.quiz, stage: .linted(linted))
    }

    // MARK: The stages

    /// Load: bytes to a YAML tree; the loader's problems are reported.
    static func load(_ bytes: [UInt8], _ context: PipelineContext) -> LoadedDocument {
        let document = YAMLLoader(limits: context.compilation.limits).load(bytes)
        context.diagnostics.report(document.problems)
        return LoadedDocument(document: document)
    }

    /// Decode: a translation (a `translation:` field and no `quiz:`) or a quiz.
    static func decode(_ loaded: LoadedDocument, _ context: PipelineContext) -> DecodedFile {
        guard loaded.isDecodable else { return .unusable }
        let root = loaded.document.root
        if let root, TranslationDecoder.isTranslation(root) {
            return TranslationDecoder(diagnostics: context.diagnostics).decode(root).map(DecodedFile.translation)
                ?? .unusable
        }
        return QuizDecoder(diagnostics: context.diagnostics).decode(root).map(DecodedFile.quiz) ?? .unusable
    }

    /// Resolve: ids, references and defaults, into the bundle with its source spans.
    static func resolve(_ source: SourceQuiz, _ context: PipelineContext) -> ResolvedQuiz? {
        Resolver(diagnostics: context.diagnostics).resolve(source)
    }

    /// Analysis: the exhaustive outcome analysis of a complete quiz without errors.
    static func analyze(_ quiz: ResolvedQuiz, _ context: PipelineContext) -> AnalyzedQuiz {
        AnalysisStage.run(
            quiz, settings: context.compilation.analysisSettings, cache: context.compilation.analysisCache)
    }

    /// Check: every check, then how far the quiz got.
    static func check(_ input: QuizCheckInput, _ context: PipelineContext) -> CompiledQuiz.Stage {
        for check in checks { check.run(input, diagnostics: context.diagnostics) }
        guard let analyzed = input.analyzed else { return .unresolved }
        return context.diagnostics.hasErrors ? .rejected(analyzed) : .checked(CheckedQuiz(analyzed: analyzed))
    }

    /// The checks of a translation file's own texts (the translation stage checks it
    /// against its quiz).
    static func checkTranslation(_ translation: SourceTranslation, _ context: PipelineContext) -> SourceTranslation {
        BidiControlCheck().run(translation, diagnostics: context.diagnostics)
        ControlCharacterCheck().run(translation, diagnostics: context.diagnostics)
        return translation
    }

    /// A clean quiz file's resolved quiz, from bytes `quizc lint` kept: load, decode and
    /// resolve again, without the analysis or the checks. `nil` when it does not resolve
    /// completely without errors (it did when lint kept it).
    static func resolveKept(_ file: InputFile, compilation: QuizCompilation) -> ResolvedQuiz? {
        let context = PipelineContext(compilation: compilation, diagnostics: DiagnosticCollector(file: file.path))
        guard let bytes = file.bytes, case .quiz(let source) = decode(load(bytes, context), context),
            let quiz = resolve(source, context), quiz.isComplete, !context.diagnostics.hasErrors
        else { return nil }
        return quiz
    }
}
