import QuizRuntime

/// `unknown-score`: a derived score, result, `nearest` or example names something that is
/// not a trait or derived score it may use (reported by the resolver).
enum UnknownScoreReference {
    /// The kinds that read an earlier derived score: "`linear`".
    private static let earlierKinds = Vocabulary.sentenceList(
        Vocabulary.derivedKindDefinitions.filter { $0.of == .traitOrEarlier }.map(\.name), conjunction: "and")

    /// What each derived kind names, from the vocabulary: "A derived score's `mean`, … and
    /// `share`/`against` name a trait, and a `sum` lists traits; a `linear` score names a trait
    /// or a derived score declared before it;".
    private static var derivedNames: String {
        let kinds = Vocabulary.derivedKindDefinitions
        let single = kinds.filter { $0.of == .trait }.map { kind in
            (["`\(kind.name)`"] + kind.parameters.filter { $0.defaultDecimal == nil }.map { "`\($0.key)`" })
                .joined(separator: "/")
        }
        let lists = kinds.filter { $0.of == .traits }.map(\.name)
        var text = "A derived score's \(Vocabulary.sentenceList(single, conjunction: "and") { $0 }) name a trait"
        if !lists.isEmpty {
            let listed = Vocabulary.sentenceList(lists, conjunction: "and")
            text += lists.count == 1 ? ", and a \(listed) lists traits" : ", and \(listed) list traits"
        }
        if !earlierKinds.isEmpty {
            text += "; a \(earlierKinds) score names a trait or a derived score declared before it"
        }
        return text + ";"
    }

    static let reference = CodeReference(
        code: .unknownScore,
        explanation: """
            \(derivedNames) a \
            result's `score` and `nearest`'s `over` name a trait or any derived score; a \
            profile's `at` names the scores of `over`; an example's `expect_values` names derived \
            scores. Anything else is a typo or a renamed score; the message suggests the closest \
            name. Fix the name, declare the score, or move a \(earlierKinds) score below the one it uses.
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
