/// `limit-exceeded`: the file is too large, too deeply nested or has too many nodes
/// (reported by the loader, while it reads).
enum LimitExceededReference {
    /// A small quiz with the given `description` value.
    private static func quiz(description: String) -> String {
        """
        quiz: demo
        version: 1.0.0
        title: Demo
        description: \(description)
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
          b: {title: B, description: Beta}
        """
    }

    /// A quiz whose first option's weights are mappings nested `depth` levels deep.
    private static func nestedWeights(depth: Int) -> String {
        """
        quiz: demo
        version: 1.0.0
        title: Demo
        traits: [a, b]
        scoring: {model: highest, ties: [a, b]}
        questions:
          - id: q1
            text: Pick one
            options:
              - {id: x, label: X, weights: \(String(repeating: "{a: ", count: depth))1\(String(repeating: "}", count: depth))}
              - {id: y, label: Y, weights: {b: 1}}
        outcomes:
          a: {title: A, description: Alpha}
          b: {title: B, description: Beta}
        """
    }

    static let reference = CodeReference(
        code: .limitExceeded,
        explanation: """
            quizc caps what one file may hold: 8 MiB of text, 64 levels of nesting and a million \
            YAML values. The caps keep a broken or hostile file from exhausting memory, time or \
            the stack of the build, and a real quiz stays far below them. Reading stops at the \
            first limit reached, so fix that place first: flatten structure nested by mistake \
            (often a run of unclosed brackets), or split a huge quiz into several files.
            """,
        examples: [
            .bad(
                "A list nested 100 levels deep",
                quiz(description: String(repeating: "[", count: 100) + String(repeating: "]", count: 100)),
                at: [(4, 77)]),
            .bad("Weights nested 70 mappings deep", nestedWeights(depth: 70), at: [(10, 272)]),
            .good("Nesting a quiz really needs", quiz(description: "Flat and simple")),
        ])
}
