/// `unsupported-yaml`: a YAML feature outside the strict quiz dialect (reported by the loader).
enum UnsupportedYAMLReference {
    static let reference = CodeReference(
        code: .unsupportedYAML,
        explanation: """
            Quiz files use a small, predictable part of YAML so that every tool reads them the \
            same way: no explicit tags (`!!str`), no anchors (`&name`) or aliases (`*name`), no \
            merge keys (`<<`), no lists or mappings used as keys, and one document per file. \
            Tags are never needed, because every value is typed by the field it stands in; \
            write shared content out in full instead of aliasing or merging it, and put each \
            quiz in a file of its own.
            """,
        examples: [
            .bad(
                "A `!!str` tag",
                """
                quiz: demo
                version: !!str 1.0.0
                title: Demo
                traits: [a, b]
                scoring: {model: highest, ties: [a, b]}
                questions:
                  - id: q1
                    text: Pick one
                    options:
                      - {id: x, label: X, weights: {a: 1}}
                      - {id: y, label: Y, weights: {b: 1}}
                """ + DemoQuiz.outcomes, at: [(2, 10)]),
            .bad(
                "A label shared through an anchor and an alias",
                DemoQuiz.header + """
                    questions:
                      - id: q1
                        text: Pick one
                        options:
                          - {id: x, label: &same Same here, weights: {a: 1}}
                          - {id: y, label: *same, weights: {b: 1}}
                    """ + DemoQuiz.outcomes, at: [(10, 24), (11, 24)]),
            .bad(
                "Question settings pulled in with a merge key",
                DemoQuiz.header + """
                    questions:
                      - id: q1
                        <<: {required: false, shuffle: true}
                        text: Pick one
                        options:
                          - {id: x, label: X, weights: {a: 1}}
                          - {id: y, label: Y, weights: {b: 1}}
                    """ + DemoQuiz.outcomes, at: [(8, 5)]),
            .bad(
                "Two quizzes in one file",
                DemoQuiz.header + """
                    questions:
                      - id: q1
                        text: Pick one
                        options:
                          - {id: x, label: X, weights: {a: 1}}
                          - {id: y, label: Y, weights: {b: 1}}
                    outcomes:
                      a: {title: A, description: Alpha}
                      b: {title: B, description: Beta}
                    ---
                    quiz: demo-two
                    version: 1.0.0
                    title: Demo two
                    """, at: [(15, 1)]),
            .good(
                "Plain values, written out in full, one quiz per file",
                DemoQuiz.header + """
                    questions:
                      - id: q1
                        text: Pick one
                        required: false
                        shuffle: true
                        options:
                          - {id: x, label: Same here, weights: {a: 1}}
                          - {id: y, label: Same here, weights: {b: 1}}
                    """ + DemoQuiz.outcomes),
        ])
}
