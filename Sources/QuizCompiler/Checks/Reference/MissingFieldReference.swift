/// `missing-field`: a required field is absent (reported by the decoder and the resolver).
enum MissingFieldReference {
    static let reference = CodeReference(
        code: .missingField,
        explanation: """
            Some fields have no sensible default: a quiz needs its id, version, title, traits, \
            scoring, questions and outcomes; a question its `id` and `text`; an option its \
            `id` (or `value` on a scale) and `label`; an outcome its `title` and `description`. \
            The diagnostic points at the start of the mapping that lacks the field and the \
            message names it; add the field there.
            """,
        examples: [
            .bad(
                "A question without `text`",
                DemoQuiz.header + """
                    questions:
                      - id: q1
                        options:
                          - {id: x, label: X, weights: {a: 1}}
                          - {id: y, label: Y, weights: {b: 1}}
                    """ + DemoQuiz.outcomes, at: [(7, 5)]),
            .bad(
                "A quiz without a `title`, and an option without a `label`",
                """
                quiz: demo
                version: 1.0.0
                traits: [a, b]
                scoring: {model: highest, ties: [a, b]}
                questions:
                  - id: q1
                    text: Pick one
                    options:
                      - {id: x, label: X, weights: {a: 1}}
                      - {id: y, weights: {b: 1}}
                """ + DemoQuiz.outcomes, at: [(1, 1), (10, 9)]),
            .good(
                "Every required field present",
                DemoQuiz.header + """
                    questions:
                      - id: q1
                        text: Pick one
                        options:
                          - {id: x, label: X, weights: {a: 1}}
                          - {id: y, label: Y, weights: {b: 1}}
                    """ + DemoQuiz.outcomes),
        ])
}
