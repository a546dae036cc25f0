import Testing

@_spi(Tools) @testable import QuizCompiler

/// The exact wording of messages that name things: lists read as sentences, a range is
/// spoken of by its anchors.
@Suite("Message wording")
struct MessageWordingTests {
    static let header = """
        quiz: demo
        version: 1.0.0
        title: Demo
        traits: [a, b]
        scoring: {model: highest, ties: [a, b]}
        questions:

        """
    static let outcomes = """
        outcomes:
          a: {title: A, description: Alpha}
          b: {title: B, description: Beta}

        """

    /// The messages of `code` compiling `source`.
    static func messages(_ code: DiagnosticCode, _ source: String) -> [String] {
        let session = BuildSession(sources: [(path: "demo.quiz.yaml", bytes: Array(source.utf8))])
        return session.diagnostics.filter { $0.code == code }.map(\.message)
    }

    @Test func listsReadAsSentences() {
        #expect(ProseList.and(["`a`"]) == "`a`")
        #expect(ProseList.and(["`a`", "`b`"]) == "`a` and `b`")
        #expect(ProseList.and(["`a`", "`b`", "`c`"]) == "`a`, `b` and `c`")
        #expect(ProseList.and(["`a`"], singular: "is", plural: "are") == "`a` is")
        #expect(ProseList.and(["`a`", "`b`"], singular: "is", plural: "are") == "`a` and `b` are")
    }

    /// `target` needs answers to follow-ups of different goals, which are never shown together.
    static func neverShown(goals: [String]) -> String {
        var source =
            header + """
                  - id: goal
                    text: Goal?
                    options:

                """
        for (index, goal) in goals.enumerated() {
            source += "      - {id: \(goal), label: \(goal), weights: {\(index % 2 == 0 ? "a" : "b"): 1}}\n"
        }
        for goal in goals {
            source += """
                  - id: on_\(goal)
                    text: And?
                    when: {question: goal, is: \(goal)}
                    options: [{id: x, label: X, weights: {a: 1}}, {id: y, label: Y, weights: {b: 1}}]

                """
        }
        source += "  - id: target\n    text: Both?\n    when:\n      all:\n"
        for goal in goals { source += "        - {question: on_\(goal), is: x}\n" }
        source += "    options: [{id: x, label: X, weights: {a: 1}}, {id: y, label: Y, weights: {b: 1}}]\n"
        return source + outcomes
    }

    @Test func questionNeverShownNamesTwoOrMoreHiddenQuestionsGrammatically() {
        #expect(
            Self.messages(.questionNeverShown, Self.neverShown(goals: ["lose", "gain"])) == [
                "no answer path shows `target`: its condition, which reads `on_lose` and `on_gain`, holds for some answers, but `on_lose` and `on_gain` are hidden on every answer path that gives the answers it needs; change the condition, or the conditions of the questions it reads"
            ])
        #expect(
            Self.messages(.questionNeverShown, Self.neverShown(goals: ["lose", "gain", "keep"])) == [
                "no answer path shows `target`: its condition, which reads `on_lose`, `on_gain` and `on_keep`, holds for some answers, but `on_lose`, `on_gain` and `on_keep` are hidden on every answer path that gives the answers it needs; change the condition, or the conditions of the questions it reads"
            ])
    }

    @Test func aComparisonWithARangesFirstOrLastAnchorSaysSo() {
        func source(_ test: String) -> String {
            Self.header + """
                  - id: x
                    text: How much?
                    type: range
                    min: 0
                    max: 10
                    options: [{id: low, label: Low, weights: {a: 1}}, {id: high, label: High, weights: {b: 1}}]
                  - id: more
                    text: More?
                    when: {question: x, \(test)}
                    options: [{id: p, label: P, weights: {a: 1}}, {id: q, label: Q, weights: {b: 1}}]

                """ + Self.outcomes
        }
        #expect(
            Self.messages(.constantCondition, source("below: low")) == [
                "`below: low` can never hold: `low` is the first anchor of range question `x`, so `more` is never shown; compare with a later anchor"
            ])
        #expect(
            Self.messages(.constantCondition, source("above: high")) == [
                "`above: high` can never hold: `high` is the last anchor of range question `x`, so `more` is never shown; compare with an earlier anchor"
            ])
    }
}
