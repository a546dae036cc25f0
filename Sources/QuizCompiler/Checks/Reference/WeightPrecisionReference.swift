/// `weight-precision`: a weight-like number with more than three decimal places (reported
/// by the decoder).
enum WeightPrecisionReference {
    static let reference = CodeReference(
        code: .weightPrecision,
        explanation: """
            Weights, `initial` values, a `bands` model's `max`, a scale question's `weight` and \
            the values of `expect_scores` may be decimals, read exactly from their text (never \
            through a binary double), with at most three decimal places; trailing zeros do not \
            count (`1.50` has one). The bundle writes every one of them as an integer in units of \
            10^-d, d the most decimal places any of them uses, so totals stay exact integers. A \
            fourth decimal place is an error: round it (0.333 for a third), or scale every weight \
            of the quiz by the same factor (1, 2 and 3 instead of 0.333, 0.667 and 1).
            """,
        examples: [
            .bad(
                "A weight of a third, written to four places",
                DemoQuiz.header + """
                    questions:
                      - id: q1
                        text: Pick one
                        options:
                          - {id: x, label: X, weights: {a: 0.3333}}
                          - {id: y, label: Y, weights: {b: 1}}
                    """ + DemoQuiz.outcomes, at: [(10, 40)]),
            .good(
                "Three places at most",
                DemoQuiz.header + """
                    questions:
                      - id: q1
                        text: Pick one
                        options:
                          - {id: x, label: X, weights: {a: 0.333}}
                          - {id: y, label: Y, weights: {b: 1.50}}
                    """ + DemoQuiz.outcomes),
        ])
}
