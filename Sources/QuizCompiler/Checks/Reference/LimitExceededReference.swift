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
        """ + DemoQuiz.outcomes
    }

    /// A quiz whose first option's weights are mappings nested `depth` levels deep.
    private static func nestedWeights(depth: Int) -> String {
        DemoQuiz.header + """
            questions:
              - id: q1
                text: Pick one
                options:
                  - {id: x, label: X, weights: \(String(repeating: "{a: ", count: depth))1\(String(repeating: "}", count: depth))}
                  - {id: y, label: Y, weights: {b: 1}}
            """ + DemoQuiz.outcomes
    }

    static let reference = CodeReference(
        code: .limitExceeded,
        explanation: """
            quizc caps what one file may hold: 8 MiB of text, 64 levels of nesting and a million \
            YAML values. The caps keep a broken or hostile file from exhausting memory, time or \
            the stack of the build, and a real quiz stays far below them. Reading stops at the \
            first limit reached, so fix that place first: flatten structure nested by mistake \
            (often a run of unclosed brackets), or split a huge quiz into several files. A \
            question's `when` condition has a tighter cap, because every runtime reads a bundle \
            at most 16 levels of JSON deep: in the bundle a condition may nest 13 levels (a test \
            is 2, or 1 with `answered` or `includes`; each `not` adds 1, each `all` or `any` 2). \
            Flatten a deeper one: an `all` inside an `all` joins the outer list, and `not: {not: C}` \
            is C.
            """,
        examples: [
            .bad(
                "A list nested 100 levels deep",
                quiz(description: String(repeating: "[", count: 100) + String(repeating: "]", count: 100)),
                at: [(4, 77)]),
            .bad("Weights nested 70 mappings deep", nestedWeights(depth: 70), at: [(10, 272)]),
            .bad(
                "A condition nested 14 levels deep in the bundle",
                BranchingDemo.header
                    + BranchingDemo.followUp(
                        when: String(repeating: "{all: [", count: 6) + "{question: goal, is: lose}"
                            + String(repeating: "]}", count: 6)),
                at: [(14, 11)]),
            .good("Nesting a quiz really needs", quiz(description: "Flat and simple")),
            .good(
                "The same condition, flattened",
                BranchingDemo.header + BranchingDemo.followUp(when: "{question: goal, is: lose}")),
        ])
}
