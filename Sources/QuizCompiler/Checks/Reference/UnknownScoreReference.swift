/// `unknown-score`: a derived score, result, `nearest` or example names something that is
/// not a trait or derived score it may use (reported by the resolver).
enum UnknownScoreReference {
    static let reference = CodeReference(
        code: .unknownScore,
        explanation: """
            A derived score's `mean`, `mean_answered`, `percent` and `share`/`against` name a \
            trait, and a `sum` lists traits; a `linear` score names a trait or a derived score declared before it; a \
            result's `score` and `nearest`'s `over` name a trait or any derived score; a \
            profile's `at` names the scores of `over`; an example's `expect_values` names derived \
            scores. Anything else is a typo or a renamed score; the message suggests the closest \
            name. Fix the name, declare the score, or move a `linear` score below the one it uses.
            """,
        examples: [
            .bad(
                "A misspelt trait, and a `linear` score over one declared after it",
                ProfileDemo.header + """
                      derived:
                        - {id: worry_mean, mean: n}
                        - {id: worry_std, linear: worry_pct, times: 2}
                        - {id: worry_pct, percent: N}
                    """ + "\n" + ProfileDemo.result + ProfileDemo.questions, at: [(8, 30), (9, 31)]),
            .good(
                "Declared names, each after what it uses",
                ProfileDemo.header + """
                      derived:
                        - {id: worry_mean, mean: N}
                        - {id: worry_pct, percent: N}
                        - {id: worry_std, linear: worry_pct, times: 2}
                    """ + "\n" + ProfileDemo.result + ProfileDemo.questions),
        ])
}
