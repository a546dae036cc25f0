import QuizRuntime

/// `constant-condition` at the level of answer paths (warning): a conditional question that
/// every answer path shows, although its condition is not constant as a formula (which
/// `ConstantConditionCheck` reports, so never both): the answers for which it is false never
/// occur while the questions it reads are shown. Documented with `constant-condition`.
struct AlwaysShownCheck: AnalysisCheck {
    init() {}

    func run(_ analyzed: AnalyzedQuiz, diagnostics: DiagnosticCollector) {
        let quiz = analyzed.resolved
        guard let visibility = analyzed.visibility, visibility.limitation == nil else { return }
        for (index, entry) in visibility.entries.enumerated() where entry.canBeShown && !entry.canBeHidden {
            guard let condition = quiz.bundle.questions[index].condition,
                let range = quiz.questionSources[index].whenRange,
                ConstantConditionCheck.constantValue(of: index, in: quiz.bundle) == nil,
                !visibility.readsNeverShown(condition)
            else { continue }
            let read = condition.questions.map { "`\($0)`" }.joined(separator: ", ")
            diagnostics.report(
                .constantCondition,
                "every answer path shows `\(entry.question)`: its condition, which reads \(read), is false only for answers that no answer path gives; remove `when`",
                at: range, severity: .warning)
        }
    }

    /// Documented with `constant-condition` (`ConstantConditionCheck.references`).
    static let references: [CodeReference] = []
}
