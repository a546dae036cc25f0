/// `yaml-syntax`: the file is not well-formed YAML (reported by the loader, at the place to fix).
enum YAMLSyntaxReference {
    static let reference = CodeReference(
        code: .yamlSyntax,
        explanation: """
            The file could not be read as YAML at all, so nothing after this point was checked. \
            The message says what is wrong with the line and what to write instead. The usual \
            causes are a key indented more or less than the keys beside it (YAML then reads it as \
            part of the value above; line it up with them, and a note shows where they start), a \
            tab used for indentation anywhere, even inside `[ ]` or `{ }` written over several \
            lines (YAML indents with spaces only), a quote that is opened but never closed, and \
            unquoted text that contains `: `, which YAML reads as another key (put the whole text \
            in double quotes). The parser sometimes notices a mistake a line late, so when the \
            reported line looks right, check the line above it.
            """,
        examples: [
            .bad(
                "A tab before a list item",
                DemoQuiz.header + """
                    questions:
                      - id: q1
                        text: Pick one
                        options:
                    \t  - {id: x, label: X, weights: {a: 1}}
                          - {id: y, label: Y, weights: {b: 1}}
                    """ + DemoQuiz.outcomes, at: [(10, 1)]),
            .bad(
                "A key indented one space more than the keys beside it",
                DemoQuiz.header + """
                    questions:
                      - id: q1
                         text: Pick one
                        options:
                          - {id: x, label: X, weights: {a: 1}}
                          - {id: y, label: Y, weights: {b: 1}}
                    """ + DemoQuiz.outcomes, at: [(8, 6)]),
            .bad(
                "A tab before a key",
                DemoQuiz.header + """
                    questions:
                      - id: q1
                    \ttext: Pick one
                        options:
                          - {id: x, label: X, weights: {a: 1}}
                          - {id: y, label: Y, weights: {b: 1}}
                    """ + DemoQuiz.outcomes, at: [(8, 1)]),
            .bad(
                "A tab inside a list in brackets written over several lines",
                """
                quiz: demo
                version: 1.0.0
                title: Demo
                traits: [a,
                \tb]
                scoring: {model: highest, ties: [a, b]}
                questions:
                  - id: q1
                    text: Pick one
                    options:
                      - {id: x, label: X, weights: {a: 1}}
                      - {id: y, label: Y, weights: {b: 1}}
                """ + DemoQuiz.outcomes, at: [(5, 1)]),
            .bad(
                "A quote that is never closed",
                DemoQuiz.header + """
                    questions:
                      - id: q1
                        text: Pick one
                        options:
                          - {id: x, label: X, weights: {a: 1}}
                          - {id: y, label: Y, weights: {b: 1}}
                    outcomes:
                      a: {title: A, description: Alpha}
                      b: {title: B, description: "Beta}
                    """, at: [(14, 30)]),
            .bad(
                "Unquoted text that contains a colon",
                DemoQuiz.header + """
                    questions:
                      - id: q1
                        text: Be honest: which one?
                        options:
                          - {id: x, label: X, weights: {a: 1}}
                          - {id: y, label: Y, weights: {b: 1}}
                    """ + DemoQuiz.outcomes, at: [(8, 20)]),
            .good(
                "Keys lined up, spaces for indentation, closed quotes, and quoted text with a colon",
                DemoQuiz.header + """
                    questions:
                      - id: q1
                        text: "Be honest: which one?"
                        options:
                          - {id: x, label: X, weights: {a: 1}}
                          - {id: y, label: Y, weights: {b: 1}}
                    outcomes:
                      a: {title: A, description: Alpha}
                      b: {title: B, description: "Beta"}
                    """),
        ])
}
