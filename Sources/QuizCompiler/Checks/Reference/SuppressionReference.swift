/// `unused-suppression` and `invalid-suppression`, reported where suppressions are applied
/// (`SuppressionRules`).
enum SuppressionReference {
    /// Questions whose third option has no weights (a `dead-option` warning at 12:9).
    static func questions(third: String) -> String {
        """
        questions:
          - id: q1
            text: Pick one
            options:
              - {id: x, label: X, weights: {a: 1}}
              - {id: y, label: Y, weights: {b: 1}}
              - \(third)
        """
    }

    static let unused = CodeReference(
        code: .unusedSuppression,
        explanation: """
            A suppression (`# quizc: ignore[CODE] reason: …` or an entry of `suppress:`) accepts \
            no diagnostic: nothing in its scope reports that code, because the content changed \
            or the comment stands on the wrong line. A stale suppression would silently accept \
            a later, unrelated warning, so remove it. It is reported only in a file without \
            errors, where every check ran.
            """,
        examples: [
            .bad(
                "The comment stands on an option that has weights",
                DemoQuiz.header
                    + questions(
                        third:
                            "{id: z, label: Not sure, weights: {}}  # quizc: ignore[dead-option] reason: neutral on purpose"
                    ) + DemoQuiz.outcomes, at: [(12, 64)]),
            .good(
                "The comment on the line of the option without weights",
                DemoQuiz.header
                    + questions(
                        third: "{id: z, label: Not sure}  # quizc: ignore[dead-option] reason: neutral on purpose")
                    + DemoQuiz.outcomes),
            .good(
                "A `suppress:` entry for the item with that id",
                DemoQuiz.header + questions(third: "{id: z, label: Not sure}") + DemoQuiz.outcomes + """

                    suppress:
                      - {code: dead-option, at: z, reason: neutral on purpose}
                    """),
        ])

    static let invalid = CodeReference(
        code: .invalidSuppression,
        explanation: """
            A suppression must name the code of a warning or note, as shown in brackets after \
            it, and say why it is accepted: `# quizc: ignore[CODE, …] reason: WHY` on the line \
            (or on its own line above it), or `suppress:` entries `{code, reason, at?}`, where \
            `at` is the id of the item the warning is about. An error cannot be suppressed: fix \
            it. A suppression without a reason, with an unknown code or an error's code, or with \
            an `at` no item has accepts nothing, and the warning it meant still shows.
            """,
        examples: [
            .bad(
                "No reason",
                DemoQuiz.header + questions(third: "{id: z, label: Not sure}  # quizc: ignore[dead-option]")
                    + DemoQuiz.outcomes, at: [(12, 35)]),
            .bad(
                "An error's code",
                DemoQuiz.header
                    + questions(third: "{id: z, label: Not sure}  # quizc: ignore[unknown-trait] reason: later")
                    + DemoQuiz.outcomes, at: [(12, 51)]),
            .good(
                "A warning's code and a reason",
                DemoQuiz.header
                    + questions(
                        third: "{id: z, label: Not sure}  # quizc: ignore[dead-option] reason: neutral on purpose")
                    + DemoQuiz.outcomes),
        ])
}
