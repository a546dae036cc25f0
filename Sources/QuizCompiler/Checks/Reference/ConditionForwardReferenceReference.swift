/// `condition-forward-reference`: a `when:` reads its own question or one declared after it
/// (reported by the resolver).
enum ConditionForwardReferenceReference {
    static let reference = CodeReference(
        code: .conditionForwardReference,
        explanation: """
            Questions are decided in source order: whether a question is shown depends only on \
            the answers to questions declared before it. A condition that reads its own \
            question, or a later one, could make a question depend on an answer given after it \
            is shown — or on itself, in a cycle. Move the question the condition reads before \
            the conditional question, or put the condition on a question after it.
            """,
        examples: [
            .bad(
                "A follow-up declared before the question it depends on",
                DemoQuiz.header + """
                    questions:
                      - id: plan
                        text: Which plan suits you?
                        when: {question: goal, is: lose}
                        options:
                          - {id: light, label: A light plan, weights: {a: 1}}
                          - {id: full, label: A full plan, weights: {b: 1}}
                      - id: goal
                        text: What is your goal?
                        options:
                          - {id: lose, label: Lose weight, weights: {a: 1}}
                          - {id: gain, label: Gain strength, weights: {b: 1}}
                    """ + DemoQuiz.outcomes, at: [(9, 22)]),
            .bad(
                "A condition on its own question",
                BranchingDemo.header + BranchingDemo.followUp(when: "{question: plan, answered: true}"),
                at: [(14, 22)]),
            .good(
                "The question the condition reads comes first",
                BranchingDemo.header + BranchingDemo.followUp(when: "{question: goal, is: lose}")),
        ])
}
