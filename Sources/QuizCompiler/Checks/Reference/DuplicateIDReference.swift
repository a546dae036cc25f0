/// `duplicate-id`: two questions, options, traits, scales or draws share a name
/// (reported by the resolver).
enum DuplicateIDReference {
    static let reference = CodeReference(
        code: .duplicateID,
        explanation: """
            Answers name questions and options by id, so two questions with one id, or two \
            options of one question with one id, would make an answer ambiguous and its score \
            depend on which one a client happens to pick. The same goes for a trait declared \
            twice or a pool drawn from twice. The second use is reported, with a note at the \
            first; give each its own id, or remove the copy.
            """,
        examples: [
            .bad(
                "Two questions with one id (a copied question whose id was not changed)",
                DemoQuiz.header + """
                    questions:
                      - id: q1
                        key: first_pick
                        text: Pick one
                        options:
                          - {id: x, label: X, weights: {a: 1}}
                          - {id: y, label: Y, weights: {b: 1}}
                      - id: q1
                        key: second_pick
                        text: Pick another
                        options:
                          - {id: x, label: X, weights: {a: 1}}
                          - {id: y, label: Y, weights: {b: 1}}
                    """ + DemoQuiz.outcomes, at: [(13, 9)]),
            .bad(
                "Two options of one question with one id, and a trait declared twice",
                """
                quiz: demo
                version: 1.0.0
                title: Demo
                traits: [a, b, a]
                scoring: {model: highest, ties: [a, b]}
                questions:
                  - id: q1
                    text: Pick one
                    options:
                      - {id: x, label: X, weights: {a: 1}}
                      - {id: x, label: Y, weights: {b: 1}}
                """ + DemoQuiz.outcomes, at: [(4, 16), (11, 14)]),
            .good(
                "Every id used once",
                DemoQuiz.header + """
                    questions:
                      - id: q1
                        key: first_pick
                        text: Pick one
                        options:
                          - {id: x, label: X, weights: {a: 1}}
                          - {id: y, label: Y, weights: {b: 1}}
                      - id: q2
                        key: second_pick
                        text: Pick another
                        options:
                          - {id: x, label: X, weights: {a: 1}}
                          - {id: y, label: Y, weights: {b: 1}}
                    """ + DemoQuiz.outcomes),
        ])
}
