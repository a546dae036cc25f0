/// `yaml-syntax`: the file is not well-formed YAML (reported by the loader, at libyaml's mark).
enum YAMLSyntaxReference {
    static let reference = CodeReference(
        code: .yamlSyntax,
        explanation: """
        The file could not be read as YAML at all, so nothing after this point was checked. \
        The usual causes are a tab used for indentation (YAML indents with spaces only), a \
        quote that is opened but never closed, and unquoted text that contains `: `. Fix the \
        reported line, or the line above it, since the parser often notices a mistake one \
        token late; when a text needs a colon, put the whole text in double quotes.
        """,
        examples: [
            .bad("A tab used as indentation", DemoQuiz.header + """
            questions:
              - id: q1
                text: Pick one
                options:
            \t  - {id: x, label: X, weights: {a: 1}}
                  - {id: y, label: Y, weights: {b: 1}}
            """ + DemoQuiz.outcomes, at: [(10, 1)]),
            .bad("A quote that is never closed", """
            quiz: demo
            version: 1.0.0
            title: Demo
            traits: [a, b]
            scoring: {model: highest, ties: [a, b]}
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
            .bad("Unquoted text that contains a colon", DemoQuiz.header + """
            questions:
              - id: q1
                text: Be honest: which one?
                options:
                  - {id: x, label: X, weights: {a: 1}}
                  - {id: y, label: Y, weights: {b: 1}}
            """ + DemoQuiz.outcomes, at: [(8, 20)]),
            .good("Spaces for indentation, closed quotes, and quoted text with a colon", """
            quiz: demo
            version: 1.0.0
            title: Demo
            traits: [a, b]
            scoring: {model: highest, ties: [a, b]}
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
