/// `share-negative`: a share, or an axis percentage, of a total that can be below 0
/// (reported by the resolver).
enum ShareNegativeReference {
    static let reference = CodeReference(
        code: .shareNegative,
        explanation: """
            A `share` score is total(T) / (total(T) + total(U)) × 100, and an axis's `percent` \
            is the same share of its two poles' totals. It is a percentage only when neither \
            total can be negative: with a negative total the "share" can exceed 100 or divide by \
            zero at a sum of 0. The message gives the lowest total the trait can reach. Use \
            weights that never subtract (for an axis, `keyed` items give the opposite pole \
            positive weight), or a `percent` score, which places one total in its own range.
            """,
        examples: [
            .bad(
                "A share of a trait a weight subtracts from",
                ProfileDemo.header + """
                      derived:
                        - {id: e_share, share: E, against: N}

                    """ + ProfileDemo.result + """

                        questions:
                          - id: q1
                            text: Pick one
                            options: [{id: x, label: X, weights: {N: 1, E: -1}}, {id: y, label: Y, weights: {E: 2}}]
                        """, at: [(8, 28)]),
            .good(
                "Totals that never go below 0",
                ProfileDemo.header + """
                      derived:
                        - {id: e_share, share: E, against: N}

                    """ + ProfileDemo.result + ProfileDemo.questions),
        ])
}
