/// `unknown-field`: a mapping has a field the quiz language does not define (reported by the decoder).
enum UnknownFieldReference {
    static let reference = CodeReference(
        code: .unknownField,
        explanation: """
            Every mapping in a quiz has a fixed set of fields, and a field quizc does not know \
            would otherwise be ignored: a misspelt `requried: false` would leave the question \
            required without anyone noticing. The message suggests the closest known field when \
            the name looks like a typo; fix the spelling, move the field to where it belongs \
            (some fields depend on the scoring model or the question type), or delete it.
            """,
        examples: [
            .bad(
                "A misspelt optional field at the top and in a question",
                """
                quiz: demo
                version: 1.0.0
                title: Demo
                descripton: Which letter are you?
                traits: [a, b]
                scoring: {model: highest, ties: [a, b]}
                questions:
                  - id: q1
                    text: Pick one
                    requried: false
                    options:
                      - {id: x, label: X, weights: {a: 1}}
                      - {id: y, label: Y, weights: {b: 1}}
                """ + DemoQuiz.outcomes, at: [(4, 1), (10, 5)]),
            .bad(
                "A field of another scoring model, and an option field that does not exist",
                """
                quiz: demo
                version: 1.0.0
                title: Demo
                traits: [a, b]
                scoring: {model: highest, ties: [a, b], tie: a}
                questions:
                  - id: q1
                    text: Pick one
                    options:
                      - {id: x, label: X, weights: {a: 1}, hint: The first}
                      - {id: y, label: Y, weights: {b: 1}}
                """ + DemoQuiz.outcomes, at: [(5, 41), (10, 44)]),
            .good(
                "Only fields the language defines, spelt as it spells them",
                """
                quiz: demo
                version: 1.0.0
                title: Demo
                description: Which letter are you?
                traits: [a, b]
                scoring: {model: highest, ties: [a, b]}
                questions:
                  - id: q1
                    text: Pick one
                    required: false
                    options:
                      - {id: x, label: X, weights: {a: 1}}
                      - {id: y, label: Y, weights: {b: 1}}
                """ + DemoQuiz.outcomes),
        ])
}
