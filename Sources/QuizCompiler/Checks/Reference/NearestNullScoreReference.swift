/// `nearest-null-score`: `nearest` compares a score that can have no value (reported by
/// the resolver).
enum NearestNullScoreReference {
    static let reference = CodeReference(
        code: .nearestNullScore,
        explanation: """
            A `mean_answered` score divides by the number of its questions that were answered, \
            so it has no value when all of them are optional and none is answered (and a \
            `linear` score of it has none either). A result shows no band then, but a nearest \
            profile needs every compared score to measure a distance. Compare a score that \
            always has a value (a `mean`, or the trait's total), or make one of its questions \
            required.
            """,
        examples: [
            .bad(
                "A mean over optional questions",
                ProfileDemo.header + """
                      derived:
                        - {id: worry, mean_answered: N}
                    """ + "\n" + ProfileDemo.result + """
                          nearest:
                            over: [worry]
                            profiles:
                              - {outcome: calm, at: {worry: 1}}
                              - {outcome: tense, at: {worry: 5}}

                        questions:
                          - {id: q1, text: I worry, type: scale, keyed: N, required: false, options: [{value: 1, label: No}, {value: 5, label: Yes}]}
                        outcomes:
                          calm: {title: Calm, description: Rarely worried}
                          tense: {title: Tense, description: Often worried}
                        """, at: [(17, 12)]),
            .good(
                "A mean over a required question",
                ProfileDemo.header + """
                      derived:
                        - {id: worry, mean_answered: N}
                    """ + "\n" + ProfileDemo.result + """
                          nearest:
                            over: [worry]
                            profiles:
                              - {outcome: calm, at: {worry: 1}}
                              - {outcome: tense, at: {worry: 5}}

                        questions:
                          - {id: q1, text: I worry, type: scale, keyed: N, options: [{value: 1, label: No}, {value: 5, label: Yes}]}
                        outcomes:
                          calm: {title: Calm, description: Rarely worried}
                          tense: {title: Tense, description: Often worried}
                        """),
        ])
}
