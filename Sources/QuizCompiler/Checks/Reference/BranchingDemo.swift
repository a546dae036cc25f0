/// The pieces of the branching examples: a quiz whose first question, `goal`, is a single
/// question with the options `lose` and `gain`.
enum BranchingDemo {
    /// `DemoQuiz.header`, `questions:` and `goal` (lines 1–11); ends with a newline.
    static let header =
        DemoQuiz.header + """
            questions:
              - id: goal
                text: What is your goal?
                options:
                  - {id: lose, label: Lose weight, weights: {a: 1}}
                  - {id: gain, label: Gain strength, weights: {b: 1}}

            """

    /// A question `detail` shown when `goal` is `lose` (lines 12–18 after `header`), ending
    /// with an empty line.
    static let detail = """
          - id: detail
            text: How much?
            when: {question: goal, is: lose}
            options:
              - {id: some, label: Some, weights: {a: 1}}
              - {id: lots, label: Lots, weights: {b: 1}}

        """

    /// A follow-up question `plan` shown `when` (its line 14, the value at column 11); it
    /// starts at line 12 after `header`, and ends with the outcomes.
    static func followUp(when condition: String) -> String {
        """
          - id: plan
            text: Which plan suits you?
            when: \(condition)
            options:
              - {id: light, label: A light plan, weights: {a: 1}}
              - {id: full, label: A full plan, weights: {b: 1}}
        """ + DemoQuiz.outcomes
    }

    /// A quiz with `presentation: {…}` (line 6), `goal`, the follow-up `plan` shown when
    /// `goal` is `lose` (from line 13, its `when` at line 15; `planLine` replaces that line)
    /// and `mood`, then the outcomes.
    static func followUpAndMood(
        presentation: String, planLine: String = "when: {question: goal, is: lose}"
    ) -> String {
        DemoQuiz.header + """
            presentation: {\(presentation)}
            questions:
              - id: goal
                text: What is your goal?
                options:
                  - {id: lose, label: Lose weight, weights: {a: 1}}
                  - {id: gain, label: Gain strength, weights: {b: 1}}
              - id: plan
                text: Which plan suits you?
                \(planLine)
                options:
                  - {id: light, label: A light plan, weights: {a: 1}}
                  - {id: full, label: A full plan, weights: {b: 1}}
              - id: mood
                text: How do you feel?
                options:
                  - {id: fine, label: Fine, weights: {a: 1}}
                  - {id: tired, label: Tired, weights: {b: 1}}
            """ + DemoQuiz.outcomes
    }
}
