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
}
