import QuizRuntime
@_spi(Tools) import QuizYAML

/// The resolve stage: `SourceQuiz` → `ResolvedQuiz`. Looks up every reference
/// (`unknown-trait`, `unknown-reference`, `duplicate-id`), applies defaults and expands
/// shorthands (`scale:`, `keyed`/`weight`, `low`/`high`, `answer_key`, `initial`).
/// Returns `nil` when the quiz lacks what a bundle needs; every reason is a diagnostic.
struct Resolver {
    let diagnostics: DiagnosticCollector

    init(diagnostics: DiagnosticCollector) {
        self.diagnostics = diagnostics
    }

    func resolve(_ source: SourceQuiz) -> ResolvedQuiz? {
        let traits = TraitTable(source.traits, diagnostics: diagnostics)
        let scales = ScaleTable(source.scales, diagnostics: diagnostics)
        let weightDigits = WeightDigits.of(source)
        var scoring = ScoringResolver(traits: traits, weightDigits: weightDigits, diagnostics: diagnostics)
            .resolve(source.scoring)
        let timed = source.presentation?.timeLimit != nil
        let questionResolver = QuestionResolver(
            traits: traits, scales: scales, axes: scoring?.axesPoles ?? [:],
            answerKey: source.answerKey?.value ?? .id,
            shuffleOptions: source.presentation?.shuffleOptions?.value ?? false,
            timed: timed, weightDigits: weightDigits, diagnostics: diagnostics)
        let list = resolveQuestions(source.questions, with: questionResolver)
        var questions = list.questions
        let conditionsValid = resolveConditions(source.questions, resolved: list.resolvedBySource, into: &questions)
        let (outcomes, outcomeRanges) = resolveOutcomes(source.outcomes)
        // Before the draw's own references are resolved: an error of the draw's decoding
        // suppresses this check, an unknown draw pool (the other side of a mismatch) does not.
        QuestionPoolReferences(diagnostics: diagnostics).check(source.questions, quiz: source)
        let presentation = PresentationResolver(diagnostics: diagnostics)
            .resolve(source.presentation, questions: questions, sources: source.questions)
        let scores = resolveScores(
            source, scoring: &scoring, traits: traits, questions: questions, weightDigits: weightDigits)
        let writtenIDs = Set(source.questions.compactMap { $0.id.map { ExactString($0.value) } })
        let resolvedExamples = ExampleResolver(
            questions: questions, writtenIDs: writtenIDs,
            someQuestionLacksID: source.questions.contains { $0.id == nil }, outcomes: outcomeRanges,
            traits: traits, weightDigits: weightDigits, expectRequired: scores.givesOutcome, names: scores.names,
            results: scores.results, diagnostics: diagnostics
        ).resolve(source.examples)
        let examples = resolvedExamples.map(\.example)
        // Without a scoring rule nothing meaningful can be checked further.
        guard let scoring else { return nil }
        // No traits (a missing or empty `traits:`) is no bundle either: the runtime's scorer
        // indexes totals by trait and would trap on an example (found by fuzzing).
        let complete =
            source.quiz != nil && source.version != nil && source.title != nil && !questions.isEmpty
            && !traits.names.isEmpty
            && questions.count == source.questions.count && examples.count == source.examples.count
            && scores.valid && conditionsValid
        let bundle = QuizBundle(
            quiz: source.quiz?.value ?? "", version: source.version?.value ?? "",
            title: TextNormalization.nfc(source.title?.value ?? ""),
            description: source.description.map { TextNormalization.nfc($0.value) },
            sourceLocale: source.locale?.value ?? "en", traits: traits.names, scoring: scoring.scoring,
            presentation: presentation, questions: questions, outcomes: outcomes, examples: examples)
        // Everything reported so far (loading, decoding, resolving) may have removed or
        // defaulted something; later checks skip what depends on it.
        let errors = diagnostics.diagnostics.filter { $0.severity == .error }.map(\.range.start)
        let gaps = ResolutionGaps(
            source: source, errors: errors, resolved: list.resolvedFlags,
            keys: questions.map { ($0.id, $0.key) })
        return ResolvedQuiz(
            bundle: bundle, source: source, questionSources: list.sources,
            optionRanges: list.optionRanges, neutralOptions: list.neutral, outcomeRanges: outcomeRanges,
            isComplete: complete, exampleSources: resolvedExamples.map(\.source), gaps: gaps)
    }

    /// The resolved questions, in order, with what the later stages need of each.
    private struct QuestionList {
        var questions: [QuizBundle.Question] = []
        /// The source of each resolved question.
        var sources: [SourceQuestion] = []
        var optionRanges: [[SourceRange]] = []
        var neutral: [[Bool]] = []
        /// For each source question, whether it resolved, and its resolved question if so.
        var resolvedFlags: [Bool] = []
        var resolvedBySource: [QuizBundle.Question?] = []
    }

    /// Resolves each source question, reporting a question id used twice.
    private func resolveQuestions(_ sources: [SourceQuestion], with questionResolver: QuestionResolver) -> QuestionList
    {
        var list = QuestionList()
        var seenIDs: [ExactString: SourceRange] = [:]
        for sourceQuestion in sources {
            if let id = sourceQuestion.id {
                if let first = seenIDs[ExactString(id.value)] {
                    diagnostics.report(
                        .duplicateID,
                        "question id `\(id.value)` is used twice (first at \(first.start)); give each question its own id",
                        at: id.range,
                        notes: [Diagnostic.Note(message: "`\(id.value)` is first used here", range: first)])
                } else {
                    seenIDs[ExactString(id.value)] = id.range
                }
            }
            guard let resolved = questionResolver.resolve(sourceQuestion) else {
                list.resolvedFlags.append(false)
                list.resolvedBySource.append(nil)
                continue
            }
            list.resolvedFlags.append(true)
            list.resolvedBySource.append(resolved.question)
            list.questions.append(resolved.question)
            list.sources.append(sourceQuestion)
            list.optionRanges.append(resolved.optionRanges)
            list.neutral.append(resolved.neutral)
        }
        return list
    }

    /// The outcomes that have a title and a description, and where each code is first written.
    private func resolveOutcomes(
        _ sources: [SourceOutcome]
    ) -> ([QuizBundle.Outcome], [ExactString: SourceRange]) {
        let outcomes = sources.compactMap { outcome -> QuizBundle.Outcome? in
            guard let title = outcome.title, let description = outcome.description else { return nil }
            return QuizBundle.Outcome(
                code: outcome.code.value, title: TextNormalization.nfc(title.value),
                description: TextNormalization.nfc(description.value),
                recommendations: outcome.recommendations.map { TextNormalization.nfc($0.value) })
        }
        var outcomeRanges: [ExactString: SourceRange] = [:]
        for outcome in sources where outcomeRanges[ExactString(outcome.code.value)] == nil {
            outcomeRanges[ExactString(outcome.code.value)] = outcome.code.range
        }
        return (outcomes, outcomeRanges)
    }

    /// Sets each resolved question's `condition` from its `when:`; whether every written
    /// `when:` resolved.
    private func resolveConditions(
        _ sources: [SourceQuestion], resolved: [QuizBundle.Question?], into questions: inout [QuizBundle.Question]
    ) -> Bool {
        let conditions = ConditionResolver(sources: sources, resolved: resolved, diagnostics: diagnostics)
        var valid = true
        var position = 0
        for (index, source) in sources.enumerated() {
            let condition = source.when.flatMap { written in
                conditions.resolve(written, of: index).flatMap { conditions.fitsBundle($0, written, of: index) }
            }
            if source.whenRange != nil && condition == nil { valid = false }
            guard resolved[index] != nil else { continue }
            questions[position].condition = condition
            position += 1
        }
        return valid
    }

    /// What `resolveScores` found: the score names examples may refer to, the profile
    /// results, and whether the scoring gives an outcome at all.
    struct Scores {
        var names = ScoreNames()
        var results: [QuizBundle.Scoring.ProfileResult] = []
        var givesOutcome = true
        var valid = true
    }

    /// Resolves what needs the resolved questions: the derived scores, the axes'
    /// percentages and the `profile` model's results and nearest profiles.
    private func resolveScores(
        _ source: SourceQuiz, scoring: inout ScoringResolver.Result?, traits: TraitTable,
        questions: [QuizBundle.Question], weightDigits: Int
    ) -> Scores {
        var scores = Scores()
        guard let sourceScoring = source.scoring, sourceScoring.model != nil else { return scores }
        let drawn = source.presentation?.drawCount != nil || source.presentation?.drawPools != nil
        let derivedResolver = DerivedResolver(
            traits: traits, questions: questions, initial: scoring?.scoring.initial ?? [],
            weightDigits: weightDigits, drawn: drawn, diagnostics: diagnostics)
        var derived = derivedResolver.resolve(sourceScoring.derived, traitSources: source.traits)
        scores.valid = derived.valid
        scoring?.scoring.derived = derived.derived
        if let percent = sourceScoring.axisPercentDigits, case .axes(let axes)? = scoring?.scoring.rule {
            if !derivedResolver.checkAxisPercent(axes, names: derived.names, at: percent.range) { scores.valid = false }
            scoring?.scoring.axisPercentDigits = percent.value
        }
        if sourceScoring.model?.value == .profile {
            let profile = ProfileResolver(diagnostics: diagnostics).resolve(sourceScoring, names: &derived.names)
            if !profile.valid { scores.valid = false }
            scores.results = profile.results
            scores.givesOutcome = profile.nearest != nil || sourceScoring.nearest != nil
            scoring?.scoring.rule = .profile(results: profile.results, nearest: profile.nearest)
        }
        scores.names = derived.names
        return scores
    }
}
