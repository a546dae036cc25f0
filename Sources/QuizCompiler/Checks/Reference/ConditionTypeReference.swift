/// `condition-type`: a condition's operator or operand does not fit the type of the
/// question it reads (reported by the resolver).
enum ConditionTypeReference {
    static let reference = CodeReference(
        code: .conditionType,
        explanation: """
            Each operator of a condition reads one kind of answer: `is` and `in` an option of a \
            `single` question, a value of a `scale` or an anchor of a `range`; `includes` an \
            option of a `multiple` question's choices; `at_least`, `at_most`, `above` and \
            `below` a `scale` value or a `range` anchor (by anchor order); `answered` any \
            question. A `scale` is tested with its integer values, written in plain digits. Use \
            the operator the read question's type takes; the message lists them.
            """,
        examples: [
            .bad(
                "`includes` on a single question, and a quoted scale value",
                BranchingDemo.header + """
                      - id: energy
                        text: How much energy do you have?
                        type: scale
                        options:
                          - {value: 1, label: Little, weights: {b: 1}}
                          - {value: 2, label: Much, weights: {a: 1}}

                    """
                    + BranchingDemo.followUp(
                        when: "{all: [{question: goal, includes: lose}, {question: energy, is: \"2\"}]}"),
                at: [(20, 35), (20, 75)]),
            .good(
                "`is` on a single question, a plain scale value",
                BranchingDemo.header + """
                      - id: energy
                        text: How much energy do you have?
                        type: scale
                        options:
                          - {value: 1, label: Little, weights: {b: 1}}
                          - {value: 2, label: Much, weights: {a: 1}}

                    """
                    + BranchingDemo.followUp(when: "{all: [{question: goal, is: lose}, {question: energy, is: 2}]}")),
        ])
}
