/// `profile-target-missing`: a nearest profile without a target for a compared score
/// (reported by the resolver).
enum ProfileTargetMissingReference {
    static let reference = CodeReference(
        code: .profileTargetMissing,
        explanation: """
            `nearest` measures the distance from the respondent's scores to each profile's \
            point `at`, one coordinate per score of `over`. A profile that leaves one out has no \
            point, so no distance. Give every profile a target for every compared score.
            """,
        examples: [
            .bad(
                "A profile without a target for `E`",
                ProfileDemo.header + ProfileDemo.result + """
                      nearest:
                        over: [N, E]
                        profiles:
                          - {outcome: calm, at: {N: 1}}
                          - {outcome: tense, at: {N: 5, E: 1}}
                    """ + ProfileDemo.questions + """

                        outcomes:
                          calm: {title: Calm, description: Rarely worried}
                          tense: {title: Tense, description: Often worried}
                        """, at: [(17, 29)]),
            .good(
                "Every profile gives each target",
                ProfileDemo.header + ProfileDemo.result + """
                      nearest:
                        over: [N, E]
                        profiles:
                          - {outcome: calm, at: {N: 1, E: 3}}
                          - {outcome: tense, at: {N: 5, E: 1}}
                    """ + ProfileDemo.questions + """

                        outcomes:
                          calm: {title: Calm, description: Rarely worried}
                          tense: {title: Tense, description: Often worried}
                        """),
        ])
}
