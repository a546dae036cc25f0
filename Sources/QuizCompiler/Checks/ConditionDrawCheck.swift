import QuizRuntime
@_spi(Tools) import QuizYAML

/// `condition-draw`: a quiz that draws questions (`presentation.draw`) has no `when`
/// (docs/authoring.md, "Branching"). The bundle format refuses the combination in every
/// runtime (`invalid-bundle`: a quiz with a draw has no conditions), and the pools' rule
/// counts a drawn question as one to answer even when its condition hides it, so a drawn
/// follow-up that is hidden would leave its pool short. The message says what to write
/// instead: an optional question without `when`, or no draw.
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
                "\(name) has a `when`, but the quiz draws its questions (`draw:`), and a drawn quiz cannot branch: the runtimes refuse a bundle with both, since a follow-up whose parent was not drawn would be hidden without anyone deciding so; remove the draw, or remove `when` and make the question `required: false` so the respondents it does not concern can leave it out",
                at: when)
        }
    }

    static let references = [
        CodeReference(
            code: .conditionDraw,
            explanation: """
                A quiz either draws its questions (`presentation.draw`) or branches (`when:`), \
                not both. The bundle format and every runtime refuse a bundle with both \
                (`invalid-bundle`): with a draw, the question a condition reads may not be \
                presented, and the follow-up would then be hidden without anyone deciding so; \
                and the pools' rule counts a drawn question as one to answer even when a \
                condition hides it, so a hidden drawn follow-up would leave its pool short. \
                Remove the draw, or remove the `when`s: a follow-up that concerns only some \
                respondents can be asked of everyone with `required: false`, so the others \
                leave it out.
                """,
            examples: [
                .bad(
                    "A follow-up in a quiz that draws one question of two",
                    BranchingDemo.followUpAndMood(presentation: "draw: 2"), at: [(15, 11)]),
                .good(
                    "The same follow-up without a draw",
                    BranchingDemo.header + BranchingDemo.followUp(when: "{question: goal, is: lose}")),
                .good(
                    "The draw kept, the follow-up asked of everyone and optional",
                    BranchingDemo.followUpAndMood(presentation: "draw: 2", planLine: "required: false")),
            ])
    ]
}
