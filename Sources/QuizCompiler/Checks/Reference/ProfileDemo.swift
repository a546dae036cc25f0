/// Quiz texts shared by the references of the `profile` model's codes.
enum ProfileDemo {
    /// `quiz`, `version`, `title`, traits `N` and `E`, and `scoring:` with `model: profile`;
    /// continue with `scoring`'s other fields indented by two spaces. Ends with a newline.
    static let header = """
        quiz: demo
        version: 1.0.0
        title: Demo
        traits: [N, E]
        scoring:
          model: profile

        """

    /// A five-point scale scored by value and two questions weighing `N` and `E`, after a newline.
    static let questions = """

        scales:
          agree:
            keyed_scoring: values
            options: [{value: 1, label: No}, {value: 2, label: Rather not}, {value: 3, label: Unsure}, {value: 4, label: Rather}, {value: 5, label: Yes}]
        questions:
          - {id: q1, text: I worry, scale: agree, keyed: N}
          - {id: q2, text: I like crowds, scale: agree, keyed: E}
        """

    /// One result reporting `N` in two bands, indented for `scoring`; ends with a newline.
    static let result = """
          results:
            - id: worry
              title: Worry
              score: N
              bands:
                - {id: low, below: 3, title: Low}
                - {id: high, title: High}

        """
}
