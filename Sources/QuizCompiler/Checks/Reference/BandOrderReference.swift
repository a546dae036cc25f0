/// `band-order`: a profile result's bands out of order (reported by the resolver).
enum BandOrderReference {
    static let reference = CodeReference(
        code: .bandOrder,
        explanation: """
            A result's bands are tried in order and the first that admits the value wins: \
            `below: N` admits values less than N, `max: N` values up to N, and the last band, \
            which has no limit, every value left. So every band but the last needs exactly one \
            limit, the last has none, and the limits strictly increase; otherwise a band could \
            never be chosen. `below: 3` followed by `max: 3` is allowed: the second is the band of \
            exactly 3. Reorder the bands from the lowest values up, or fix the limit.
            """,
        examples: [
            .bad(
                "A limit lower than the one before, and a limit on the last band",
                ProfileDemo.header + """
                      results:
                        - id: worry
                          title: Worry
                          score: N
                          bands:
                            - {id: low, max: 3, title: Low}
                            - {id: some, below: 2, title: Some}
                            - {id: high, title: High, below: 9}
                    """ + ProfileDemo.questions, at: [(13, 29), (14, 42)]),
            .bad(
                "A middle band without a limit",
                ProfileDemo.header + """
                      results:
                        - id: worry
                          title: Worry
                          score: N
                          bands:
                            - {id: low, title: Low}
                            - {id: high, title: High}
                    """ + ProfileDemo.questions, at: [(12, 11)]),
            .good(
                "Ascending limits; `below: 3` then `max: 3` is the band of exactly 3",
                ProfileDemo.header + """
                      results:
                        - id: worry
                          title: Worry
                          score: N
                          bands:
                            - {id: low, below: 3, title: Low}
                            - {id: three, max: 3, title: Three}
                            - {id: high, title: High}
                    """ + ProfileDemo.questions),
        ])
}
