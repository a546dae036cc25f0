import QuizRuntime
@_spi(Tools) import QuizYAML

/// `analysis-incomplete` (note): the outcome analysis did not compute exact probabilities
/// (it stopped at its work budget, or its totals were too large to search), so `outcome-skew`, which needs them, did not run. A note, not a
/// warning: nothing is wrong with the quiz, and `--strict` does not fail on it.
struct AnalysisIncompleteCheck: AnalysisCheck {
    init() {}

    func run(_ analyzed: AnalyzedQuiz, diagnostics: DiagnosticCollector) {
        let quiz = analyzed.resolved
        for limitation in analyzed.profile?.limitations ?? [] {
            let source = quiz.source.scoring?.results.first { $0.id?.value.isExactly(limitation.result) == true }
            diagnostics.report(
                .analysisIncomplete,
                "the bands of result `\(limitation.result)` were not checked (\(limitation.reason)); `unreachable-band` and `band-skew` did not run for it",
                at: source?.id?.range ?? quiz.source.scoring?.range ?? quiz.source.range, severity: .note)
        }
        for result in analyzed.profile?.results ?? [] {
            guard let limitation = result.probabilityLimitation else { continue }
            let source = quiz.source.scoring?.results.first { $0.id?.value.isExactly(result.result) == true }
            diagnostics.report(
                .analysisIncomplete,
                "the bands of result `\(result.result)` were checked only in part (\(limitation)); `unreachable-band` and `band-skew` did not run for it",
                at: source?.id?.range ?? quiz.source.scoring?.range ?? quiz.source.range, severity: .note)
        }
        guard let reason = Self.reason(analyzed.analysis) else { return }
        diagnostics.report(
            .analysisIncomplete,
            "`outcome-skew` was not checked (\(reason)); nothing is wrong with the quiz",
            at: quiz.source.scoring?.range ?? quiz.source.range, severity: .note)
    }

    /// Why the analysis has no exact probability for every outcome it found reachable, or
    /// `nil` when it has them all (the only case in which `outcome-skew` runs).
    static func reason(_ analysis: OutcomeAnalysis) -> String? {
        // A profile without `nearest` has no outcome: nothing to be skewed.
        if analysis.outcomes.isEmpty, analysis.limitation == nil { return nil }
        if let limitation = analysis.limitation { return "the analysis was not exact (\(limitation))" }
        if let limitation = analysis.probabilityLimitation { return limitation }
        if analysis.total == nil || analysis.outcomes.contains(where: { $0.reachable && $0.count == nil }) {
            return "the answer sets were not counted"
        }
        return nil
    }

    static let references = [
        CodeReference(
            code: .analysisIncomplete,
            explanation: """
                quizc computes each outcome's exact probability under uniformly random answers, and \
                `outcome-skew` warns about outcomes far below their fair share. When the analysis \
                cannot do that within its work budget (`--analysis-budget`) or when the totals are \
                too large to search exhaustively, the probabilities stay unknown and `outcome-skew` \
                does not run; this note says so, with the reason and what would compute them, \
                instead of passing over it silently (counts are exact however many answer sets there \
                are). It is a note, not a warning: `--strict` does not fail on it. Raise \
                `--analysis-budget` when the reason says a larger one computes them, or use smaller \
                weights; `quizc stats` shows what the analysis decided.
                """,
            examples: [
                .bad(
                    "Weights of a million on six traits: the totals are too large to search",
                    """
                    quiz: demo
                    version: 1.0.0
                    title: Demo
                    traits: [a, b, c, d, e, f]
                    scoring: {model: highest, ties: [a, b, c, d, e, f]}
                    questions:
                      - {id: q1, text: One, options: [{id: x, label: X, weights: {a: 1000000}}, {id: y, label: Y, weights: {b: 1000000}}, {id: z, label: Z, weights: {c: 1000000}}]}
                      - {id: q2, text: Two, options: [{id: x, label: X, weights: {d: 1000000}}, {id: y, label: Y, weights: {e: 1000000}}, {id: z, label: Z, weights: {f: 1000000}}]}
                    outcomes:
                      a: {title: A, description: Alpha}
                      b: {title: B, description: Beta}
                      c: {title: C, description: Gamma}
                    """, at: [(5, 10)]),
                .good(
                    "The same choices with weights of one",
                    """
                    quiz: demo
                    version: 1.0.0
                    title: Demo
                    traits: [a, b, c, d, e, f]
                    scoring: {model: highest, ties: [a, b, c, d, e, f]}
                    questions:
                      - {id: q1, text: One, options: [{id: x, label: X, weights: {a: 1}}, {id: y, label: Y, weights: {b: 1}}, {id: z, label: Z, weights: {c: 1}}]}
                      - {id: q2, text: Two, options: [{id: x, label: X, weights: {d: 1}}, {id: y, label: Y, weights: {e: 1}}, {id: z, label: Z, weights: {f: 1}}]}
                    outcomes:
                      a: {title: A, description: Alpha}
                      b: {title: B, description: Beta}
                      c: {title: C, description: Gamma}
                    """),
            ])
    ]
}
