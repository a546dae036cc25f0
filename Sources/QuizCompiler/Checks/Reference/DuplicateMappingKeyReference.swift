/// `duplicate-mapping-key`: a mapping names the same key twice (reported by the loader).
enum DuplicateMappingKeyReference {
    static let reference = CodeReference(
        code: .duplicateMappingKey,
        explanation: """
            Many YAML readers silently keep the last of two equal keys, so one of the two values \
            would be lost without a word, and different tools might not even agree on which. \
            quizc refuses the file instead and points at the second key, with a note at the \
            first. Keep one of the two entries, merging what each of them says, or rename one \
            when they were meant to be different things.
            """,
        examples: [
            .bad(
                "A question with two `text` fields",
                DemoQuiz.header + """
                    questions:
                      - id: q1
                        text: Pick one
                        options:
                          - {id: x, label: X, weights: {a: 1}}
                          - {id: y, label: Y, weights: {b: 1}}
                        text: Pick the one you like best
                    """ + DemoQuiz.outcomes, at: [(12, 5)]),
            .bad(
                "An outcome written twice, and a trait weighted twice on one option",
                DemoQuiz.header + """
                    questions:
                      - id: q1
                        text: Pick one
                        options:
                          - {id: x, label: X, weights: {a: 1, a: 2}}
                          - {id: y, label: Y, weights: {b: 1}}
                    outcomes:
                      a: {title: A, description: Alpha}
                      b: {title: B, description: Beta}
                      a: {title: A, description: The first letter}
                    """, at: [(10, 43), (15, 3)]),
            .good(
                "Every key once per mapping",
                DemoQuiz.header + """
                    questions:
                      - id: q1
                        text: Pick the one you like best
                        options:
                          - {id: x, label: X, weights: {a: 2}}
                          - {id: y, label: Y, weights: {b: 1}}
                    outcomes:
                      a: {title: A, description: The first letter}
                      b: {title: B, description: Beta}
                    """),
        ])
}
