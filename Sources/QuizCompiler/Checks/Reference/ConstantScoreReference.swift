/// `constant-score`: a percent score of a trait whose total cannot vary (reported by the
/// resolver).
enum ConstantScoreReference {
    static let reference = CodeReference(
        code: .constantScore,
        explanation: """
            A `percent` score places a trait's total within the range it can have, (total − \
            min) / (max − min) × 100, where min and max are the smallest and largest totals over \
            every valid answer set (the compiler computes them exactly). When no answer changes \
            the total, min equals max and the percentage is undefined. Weigh the trait in the \
            questions, or report the trait's total itself.
            """,
        examples: [
            .bad(
                "A percentage of a trait no question weighs",
                ProfileDemo.header + """
                      derived:
                        - {id: e_pct, percent: E}

                    """ + ProfileDemo.result + """

                        questions:
                          - id: q1
                            text: Pick one
                            options: [{id: x, label: X, weights: {N: 1}}, {id: y, label: Y, weights: {N: 2}}]
                        """, at: [(8, 28)]),
            .good(
                "A trait the answers move",
                ProfileDemo.header + """
                      derived:
                        - {id: e_pct, percent: E}

                    """ + ProfileDemo.result + ProfileDemo.questions),
        ])
}
