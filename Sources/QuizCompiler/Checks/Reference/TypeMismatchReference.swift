/// `type-mismatch`: a value has the wrong type for the field it stands in (reported by the decoder).
enum TypeMismatchReference {
    static let reference = CodeReference(
        code: .typeMismatch,
        explanation: """
            quizc gives every value the type of the field it stands in, instead of guessing from \
            how it looks as YAML 1.1 readers do (where `no` turns into false and `010` into 8). \
            So a boolean is exactly `true` or `false`, an integer is plain decimal digits without \
            quotes or leading zeros, and a list or mapping is needed where the field takes one. \
            Write the value in that form; text fields accept any scalar, so `NO` or `1.10` stay \
            text there.
            """,
        examples: [
            .bad(
                "`no` for a boolean",
                DemoQuiz.header + """
                    questions:
                      - id: q1
                        text: Pick one
                        required: no
                        options:
                          - {id: x, label: X, weights: {a: 1}}
                          - {id: y, label: Y, weights: {b: 1}}
                    """ + DemoQuiz.outcomes, at: [(9, 15)]),
            .bad(
                "A quoted integer and an integer with a leading zero",
                DemoQuiz.header + """
                    presentation:
                      page_size: "1"
                      time_limit: 030
                    questions:
                      - id: q1
                        text: Pick one
                        options:
                          - {id: x, label: X, weights: {a: 1}}
                          - {id: y, label: Y, weights: {b: 1}}
                    """ + DemoQuiz.outcomes, at: [(7, 14), (8, 15)]),
            .bad(
                "A hexadecimal integer, and text where a list is expected",
                DemoQuiz.header + """
                    presentation: {page_size: 0x10}
                    questions:
                      - id: q1
                        text: Pick one
                        options:
                          - {id: x, label: X, weights: {a: 1}}
                          - {id: y, label: Y, weights: {b: 1}}
                    outcomes:
                      a: {title: A, description: Alpha, recommendations: Try another letter}
                      b: {title: B, description: Beta}
                    """, at: [(6, 27), (14, 54)]),
            .good(
                "Values written in the form their fields take",
                DemoQuiz.header + """
                    presentation:
                      page_size: 1
                      time_limit: 30
                    questions:
                      - id: q1
                        text: Pick one
                        required: false
                        options:
                          - {id: x, label: X, weights: {a: 1}}
                          - {id: y, label: Y, weights: {b: 1}}
                    outcomes:
                      a: {title: A, description: Alpha, recommendations: [Try another letter]}
                      b: {title: B, description: Beta}
                    """),
        ])
}
