import QuizRuntime
@_spi(Tools) import QuizYAML

/// `condition-draw`: a quiz that draws questions (`presentation.draw`) has no `when`
/// (docs/authoring.md, "Branching"): a follow-up whose parent was not drawn would be silently
/// hidden, and the analysis of draws together with branches is not built.
struct ConditionDrawCheck: QuizCheck {
    init() {}

    func run(_ input: QuizCheckInput, diagnostics: DiagnosticCollector) {
        let quiz = input.resolved
        guard let presentation = quiz.source.presentation,
            presentation.drawCount != nil || presentation.drawPools != nil
        else { return }
        for question in quiz.source.questions {
            guard let when = question.whenRange else { continue }
            let name = question.id.map { "`\($0.value)`" } ?? "this question"
            diagnostics.report(
                .conditionDraw,
                "\(name) has a `when`, but the quiz draws its questions (`draw:`); draws and branching do not mix, since a follow-up whose parent was not drawn would be silently hidden; remove `when`, or the draw",
                at: when)
        }
    }

    static let references = [
        CodeReference(
            code: .conditionDraw,
            explanation: """
                A quiz either draws its questions (`presentation.draw`) or branches (`when:`), \
                not both. With a draw, the question a condition reads may not be drawn, and the \
                follow-up would then be hidden without anyone deciding so; and the exact analysis \
                of every draw together with every branch is not built, so its outcomes could not \
                be proven reachable. Remove the `when`s, or the draw.
                """,
            examples: [
                .bad(
                    "A follow-up in a quiz that draws one question of two",
                    BranchingDemo.followUpAndMood(presentation: "draw: 2"), at: [(15, 11)]),
                .good(
                    "The same follow-up without a draw",
                    BranchingDemo.header + BranchingDemo.followUp(when: "{question: goal, is: lose}")),
            ])
    ]
}
