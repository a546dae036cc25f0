import QuizRuntime
@_spi(Tools) import QuizYAML

/// `condition-shuffled`: when questions are shuffled, every conditional question and every
/// question a condition reads must be pinned (docs/authoring.md, "Branching"). Pinned
/// questions keep their source positions, so a follow-up still comes after the questions it
/// depends on in every seeded order; an unpinned one could be presented first.
struct ConditionShuffledCheck: QuizCheck {
    init() {}

    func run(_ input: QuizCheckInput, diagnostics: DiagnosticCollector) {
        let quiz = input.resolved
        let bundle = quiz.bundle
        guard bundle.presentation.shuffleQuestions else { return }
        // Why each question must be pinned: the first condition that makes it so.
        var reasons: [Int: String] = [:]
        for (index, question) in bundle.questions.enumerated() {
            guard let condition = question.condition else { continue }
            if reasons[index] == nil { reasons[index] = "has a `when`" }
            for id in condition.questions {
                guard let read = bundle.questions.firstIndex(where: { $0.id.isExactly(id) }), reasons[read] == nil
                else { continue }
                reasons[read] = "is read by the condition of `\(question.id)`"
            }
        }
        for index in reasons.keys.sorted() where !bundle.questions[index].pin {
            let question = bundle.questions[index]
            diagnostics.report(
                .conditionShuffled,
                "questions are shuffled and `\(question.id)` \(reasons[index] ?? ""), but it is not pinned, so a shuffled order could present a follow-up before the question it depends on; pin both (`pin: true`) or turn off `shuffle_questions`",
                at: quiz.range(ofQuestion: index))
        }
    }

    static let references = [
        CodeReference(
            code: .conditionShuffled,
            explanation: """
                With `shuffle_questions: true` the questions are presented in a seeded order, \
                but a follow-up must come after the questions its condition reads, which are \
                decided first. Pinned questions (`pin: true`) keep their source positions in \
                every order, so pin each conditional question and each question a condition \
                reads, or turn off `shuffle_questions`. The other questions still shuffle \
                around them.
                """,
            examples: [
                .bad(
                    "A shuffled quiz with an unpinned follow-up and parent",
                    BranchingDemo.followUpAndMood(presentation: "shuffle_questions: true"), at: [(8, 9), (13, 9)]),
                .good(
                    "Both pinned; the other questions still shuffle",
                    DemoQuiz.header + """
                        presentation: {shuffle_questions: true}
                        questions:
                          - id: goal
                            text: What is your goal?
                            pin: true
                            options:
                              - {id: lose, label: Lose weight, weights: {a: 1}}
                              - {id: gain, label: Gain strength, weights: {b: 1}}
                          - id: plan
                            text: Which plan suits you?
                            pin: true
                            when: {question: goal, is: lose}
                            options:
                              - {id: light, label: A light plan, weights: {a: 1}}
                              - {id: full, label: A full plan, weights: {b: 1}}
                          - id: mood
                            text: How do you feel?
                            options:
                              - {id: fine, label: Fine, weights: {a: 1}}
                              - {id: tired, label: Tired, weights: {b: 1}}
                          - id: sleep
                            text: How do you sleep?
                            options:
                              - {id: well, label: Well, weights: {a: 1}}
                              - {id: badly, label: Badly, weights: {b: 1}}
                        """ + DemoQuiz.outcomes),
            ])
    ]
}
