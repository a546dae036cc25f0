import QuizRuntime
@_spi(Tools) import QuizYAML

/// A question's `pool:` must name a pool that a `draw:` list draws from (`unknown-reference`):
/// a pool nothing draws from has no effect, and its questions are always presented, so a
/// misspelt pool name would silently change what people are asked.
///
/// Not checked when `presentation:` or its `draw:` has an error: what the draw names is
/// then unknown, and its own error is the real problem.
struct QuestionPoolReferences {
    let diagnostics: DiagnosticCollector

    func check(_ questions: [SourceQuestion], quiz: SourceQuiz) {
        let presentation = quiz.presentation
        if quiz.presentationRange != nil, presentation == nil { return }
        if let range = presentation?.drawRange, hasError(inside: range) { return }
        var drawn: [String] = []
        for entry in presentation?.drawPools ?? [] {
            if let pool = entry.pool?.value, !drawn.contains(where: { $0.isExactly(pool) }) { drawn.append(pool) }
        }
        for question in questions {
            guard let pool = question.pool, !drawn.contains(where: { $0.isExactly(pool.value) }) else { continue }
            diagnostics.report(
                .unknownReference, message(pool.value, drawn: drawn, presentation: presentation), at: pool.range)
        }
    }

    private func message(_ pool: String, drawn: [String], presentation: SourcePresentation?) -> String {
        if presentation?.drawPools != nil {
            var message = "no draw takes questions from the pool `\(pool)`, so this question would always be presented"
            if let suggestion = Suggestion.closest(to: pool, among: drawn) {
                message += "; did you mean `\(suggestion)`?"
            } else {
                message += "; add `{pool: \(pool), count: N}` to `presentation.draw`, or remove `pool:`"
            }
            return message
        }
        if let count = presentation?.drawCount {
            return "`pool: \(pool)` has no effect: `draw: \(count.value)` draws from all questions; "
                + "draw from pools with a list (`draw: [{pool: \(pool), count: N}]`), or remove `pool:`"
        }
        return "`pool: \(pool)` has no effect without a `draw:` list under `presentation`; "
            + "add `draw: [{pool: \(pool), count: N}]` there, or remove `pool:`"
    }

    private func hasError(inside range: SourceRange) -> Bool {
        diagnostics.diagnostics.contains {
            $0.severity == .error && range.start <= $0.range.start && $0.range.start < range.end
        }
    }
}
