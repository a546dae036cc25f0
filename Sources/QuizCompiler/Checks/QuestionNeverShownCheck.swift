import QuizRuntime
@_spi(Tools) import QuizYAML

/// `question-never-shown` (error): a conditional question that no answer path shows,
/// although its condition is not constant as a formula (that is `constant-condition`): it
/// holds only for answers that the questions it reads never have while they are shown.
/// Proved by exhaustive search over the answer scenarios (`QuestionVisibility`). A question
/// whose condition reads a question that is itself never shown is left alone (the reason is
/// reported there).
struct QuestionNeverShownCheck: AnalysisCheck {
    init() {}

    func run(_ analyzed: AnalyzedQuiz, diagnostics: DiagnosticCollector) {
        let quiz = analyzed.resolved
        guard let visibility = analyzed.visibility, visibility.limitation == nil else { return }
        for (index, entry) in visibility.entries.enumerated() where !entry.canBeShown {
            guard let condition = quiz.bundle.questions[index].condition,
                let range = quiz.questionSources[index].whenRange,
                ConstantConditionCheck.constantValue(of: index, in: quiz.bundle) == nil,
                !visibility.readsNeverShown(condition)
            else { continue }
            let read = ProseList.and(condition.questions.map { "`\($0)`" })
            let conditional = condition.questions.filter { id in
                quiz.bundle.questions.first { $0.id.isExactly(id) }?.condition != nil
            }.map { "`\($0)`" }
            let why =
                conditional.isEmpty
                ? "the answers it needs never occur together"
                : ProseList.and(conditional, singular: "is", plural: "are")
                    + " hidden on every answer path that gives the answers it needs"
            diagnostics.report(
                .questionNeverShown,
                "no answer path shows `\(entry.question)`: its condition, which reads \(read), holds for some answers, but \(why); change the condition, or the conditions of the questions it reads",
                at: range)
        }
    }

    static let references = [
        CodeReference(
            code: .questionNeverShown,
            explanation: """
                A condition can hold for some answers and still hold on no answer path: when it \
                needs an answer to a question that is hidden whenever that answer would matter. \
                A follow-up of a follow-up whose conditions contradict each other is the usual \
                case: `detail` is shown only for `goal: lose`, and `plan` asks for `detail` to \
                be answered while `goal` is `gain`. The analysis proves it by going through \
                every answer scenario (each class of answers of the questions conditions read); \
                no answer path shows the question, so nobody ever sees it. Change the condition, \
                or the conditions of the questions it reads. (A condition that is constant \
                whatever the answers is `constant-condition`.)
                """,
            examples: [
                .bad(
                    "`plan` needs `detail` answered and `goal: gain`, but `detail` is shown only for `lose`",
                    BranchingDemo.header + BranchingDemo.detail
                        + BranchingDemo.followUp(
                            when: "{all: [{question: detail, answered: true}, {question: goal, is: gain}]}"),
                    at: [(20, 11)]),
                .good(
                    "`plan` follows `detail` on the path that shows it",
                    BranchingDemo.header + BranchingDemo.detail
                        + BranchingDemo.followUp(when: "{question: detail, is: lots}")),
            ])
    ]
}

extension QuestionVisibility {
    /// Whether `condition` reads a question that no answer path shows.
    func readsNeverShown(_ condition: QuizBundle.Condition) -> Bool {
        condition.questions.contains { id in entries.first { $0.question.isExactly(id) }?.canBeShown == false }
    }
}
