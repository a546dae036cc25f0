import QuizRuntime
@_spi(Tools) import QuizYAML

/// Resolves `presentation:` with every field explicit; draw pools must be pools that
/// questions name (`unknown-reference`; `QuestionPoolReferences` checks the other way).
struct PresentationResolver {
    let diagnostics: DiagnosticCollector

    func resolve(_ source: SourcePresentation?, questions: [QuizBundle.Question], sources: [SourceQuestion])
        -> QuizBundle.Presentation
    {
        var draw: [QuizBundle.Presentation.Draw] = []
        if let count = source?.drawCount {
            draw = [QuizBundle.Presentation.Draw(pool: nil, count: count.value)]
        } else if let pools = source?.drawPools {
            // The pools of every question as written, also of one that did not resolve: its
            // own error is the problem, not the draw.
            var known: [String] = []
            for question in sources {
                if let pool = question.pool?.value, !known.contains(where: { $0.isExactly(pool) }) {
                    known.append(pool)
                }
            }
            var seen: [ExactString: SourceRange] = [:]
            for entry in pools {
                guard let pool = entry.pool, let count = entry.count else { continue }
                if let first = seen[ExactString(pool.value)] {
                    diagnostics.report(
                        .duplicateID,
                        "the pool `\(pool.value)` is drawn from twice; give it one entry with the total count",
                        at: pool.range,
                        notes: [Diagnostic.Note(message: "first drawn here", range: first)])
                    continue
                }
                seen[ExactString(pool.value)] = pool.range
                if !known.contains(where: { $0.isExactly(pool.value) }) {
                    var fixes: [Diagnostic.Fix] = []
                    var message = "no question is in the pool `\(pool.value)`"
                    if let suggestion = Suggestion.closest(to: pool.value, among: known) {
                        message += "; did you mean `\(suggestion)`?"
                        fixes = [.replacing(pool.value, at: pool.range, with: suggestion, in: diagnostics.file)]
                    } else {
                        message += "; put questions in it with `pool: \(pool.value)`"
                    }
                    diagnostics.report(.unknownReference, message, at: pool.range, fixes: fixes)
                    continue
                }
                draw.append(QuizBundle.Presentation.Draw(pool: pool.value, count: count.value))
            }
        }
        return QuizBundle.Presentation(
            pageSize: source?.pageSize?.value ?? max(questions.count, 1),
            shuffleQuestions: source?.shuffleQuestions?.value ?? false,
            shuffleOptions: source?.shuffleOptions?.value ?? false,
            timeLimit: source?.timeLimit?.value,
            draw: draw)
    }
}
