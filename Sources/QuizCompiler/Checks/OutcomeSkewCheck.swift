import BigInt
import QuizRuntime
@_spi(Tools) import QuizYAML

/// `outcome-skew` (warning): an outcome whose exact probability under uniformly random
/// answers is below 1/(10 × number of outcomes) — reachable, but almost nobody gets it.
/// Without exact probabilities it does not run, and `AnalysisIncompleteCheck` says so.
struct OutcomeSkewCheck: AnalysisCheck {
    init() {}

    func run(_ analyzed: AnalyzedQuiz, diagnostics: DiagnosticCollector) {
        let (quiz, analysis) = (analyzed.resolved, analyzed.analysis)
        guard AnalysisIncompleteCheck.reason(analysis) == nil,
            let total = analysis.total, total > 0
        else { return }
        let outcomeCount = BigUInt(max(quiz.source.outcomes.count, 1))
        for outcome in quiz.source.outcomes {
            guard let result = analysis.result(for: outcome.code.value), result.reachable, let count = result.count
            else { continue }
            guard count * 10 * outcomeCount < total else { continue }
            diagnostics.report(
                .outcomeSkew,
                "`\(outcome.code.value)` comes out for only \(Probability.percentShowingSmall(count, total)) of random answer sets (below 1/\(10 * outcomeCount)); rebalance the weights if it should be a real possibility",
                at: outcome.code.range, severity: .warning)
        }
    }

    static let references = [
        CodeReference(
            code: .outcomeSkew,
            explanation: """
                The compiler computes each outcome's exact probability when every answer is equally \
                likely. An outcome far below its fair share (under a tenth of 1/number of outcomes) \
                is reachable in theory but rare in practice; check that the weights mean what you intend.
                """,
            examples: [
                .bad(
                    "`b` needs all three answers",
                    DemoQuiz.header + """
                        questions:
                          - {id: q1, text: One, options: [{id: x, label: X, weights: {b: 1}}, {id: y, label: Y, weights: {a: 2}}, {id: z, label: Z, weights: {a: 2}}, {id: w, label: W, weights: {a: 2}}]}
                          - {id: q2, text: Two, options: [{id: x, label: X, weights: {b: 1}}, {id: y, label: Y, weights: {a: 2}}, {id: z, label: Z, weights: {a: 2}}, {id: w, label: W, weights: {a: 2}}]}
                          - {id: q3, text: Three, options: [{id: x, label: X, weights: {b: 1}}, {id: y, label: Y, weights: {a: 2}}, {id: z, label: Z, weights: {a: 2}}, {id: w, label: W, weights: {a: 2}}]}
                        """ + DemoQuiz.outcomes, at: [(12, 3)]),
                .good(
                    "A fair chance for each",
                    DemoQuiz.header + """
                        questions:
                          - {id: q1, text: One, options: [{id: x, label: X, weights: {b: 1}}, {id: y, label: Y, weights: {a: 1}}]}
                        """ + DemoQuiz.outcomes),
            ])
    ]
}
