public import QuizRuntime

/// The derived kinds whose bundle members the compiler computes from the questions (a mean's
/// question `count`, a percent's range `min`…`max`) or whose traits need a check of their
/// totals (a share's never below 0): one hook per such kind, in one table. A kind without a
/// hook is resolved from its definition alone (`Vocabulary.derivedKindDefinitions`).
@_spi(Tools) public enum DerivedKindHooks {
    /// What a hook is given: the traits the score names (its `of`, then its trait parameters)
    /// with their extremes, and the resolver that reports.
    struct Input {
        let traits: [(name: Located<String>, extremes: TraitExtremes)]
        let resolver: DerivedResolver
    }

    /// A kind's hook.
    struct Hook: Sendable {
        /// The members the compiler computes, in any order, or `nil` (reported) when the score
        /// cannot be computed.
        var resolve: @Sendable (Input) -> [QuizBundle.Scoring.DerivedScore.Kind.Member]? = { _ in [] }
        /// Whether a score of its trait (the first of `of`) can have no value; `nil`: when a
        /// derived score it reads can.
        var nullable: (@Sendable (TraitExtremes) -> Bool)? = nil
        /// For `condition-score`: why a conditional question weighing its trait makes the
        /// value depend on the answer path; `nil` when it does not.
        var conditional: String? = nil
        /// The computed members' changes `quizc diff` describes (path suffix and text, after
        /// "derived score …: "), from the old and new kinds and how a name is quoted.
        var changes: @Sendable (Kind, Kind, (String) -> String) -> [(path: String, text: String)] = { _, _, _ in [] }
        /// The computed members' names.
        var computed: [String] = []
        /// How `quizc diff` describes its definition, given its `of` as text; `nil`: "kind of …".
        var described: (@Sendable (String) -> String)? = nil
    }

    typealias Kind = QuizBundle.Scoring.DerivedScore.Kind

    /// The hooks, by kind.
    static let table: [String: Hook] = [
        "mean": Hook(
            resolve: { input in
                guard let weighing = weighed(input) else { return nil }
                return [.init("count", .integer(weighing))]
            },
            conditional: "a `mean` divides by every question that weighs it",
            changes: { old, new, quoted in
                guard case .integer(let n)? = old[member: "count"], case .integer(let m)? = new[member: "count"], n != m
                else { return [] }
                let of = old.of.map(quoted).joined(separator: ", ")
                return [("/count", "question count changed from \(n) to \(m) (the questions that weigh \(of))")]
            }, computed: ["count"]),
        "mean_answered": Hook(
            resolve: { weighed($0) == nil ? nil : [] }, nullable: { $0.canBeUnanswered },
            described: { "mean of \($0) over answered questions" }),
        "percent": Hook(
            resolve: percentRange,
            conditional: "a `percent` spans the range of every question that weighs it",
            changes: { old, new, quoted in
                guard let lo = old[member: "min"], let hi = old[member: "max"], let lo2 = new[member: "min"],
                    let hi2 = new[member: "max"], lo != lo2 || hi != hi2
                else { return [] }
                let of = old.of.map(quoted).joined(separator: ", ")
                return [("/range", "range of \(of) changed from \(lo)…\(hi) to \(lo2)…\(hi2)")]
            }, computed: ["min", "max"]),
        "share": Hook(resolve: { input in
            var valid = true
            for (name, extremes) in input.traits where extremes.min < 0 {
                input.resolver.diagnostics.report(
                    .shareNegative,
                    "the total of `\(name.value)` can be \(input.resolver.real(extremes.min)), below 0, so its share of the two totals is not a percentage; use a `percent` score, or weights that never subtract",
                    at: name.range)
                valid = false
            }
            return valid ? [] : nil
        }),
    ]

    static func hook(_ kind: String) -> Hook? { table[kind] }

    /// The questions weighing a mean's trait (`invalid-value` when none does).
    private static func weighed(_ input: Input) -> Int? {
        let (of, extremes) = input.traits[0]
        guard extremes.weighingQuestions > 0 else {
            input.resolver.diagnostics.report(
                .invalidValue,
                "no question weighs `\(of.value)`, so its mean has no questions to divide by; weigh `\(of.value)` in some option, or remove this score",
                at: of.range)
            return nil
        }
        return extremes.weighingQuestions
    }

    /// A percent's `min` and `max`: the totals its trait can have (`constant-score` when equal).
    private static func percentRange(_ input: Input) -> [QuizBundle.Scoring.DerivedScore.Kind.Member]? {
        let (of, extremes) = input.traits[0]
        let resolver = input.resolver
        guard extremes.min < extremes.max else {
            resolver.diagnostics.report(
                .constantScore,
                "the total of `\(of.value)` is always \(resolver.real(extremes.min)) whatever the answers, so a percentage of its range is undefined; weigh `\(of.value)` in the questions, or report the trait itself",
                at: of.range)
            return nil
        }
        guard let low = resolver.bundleDecimal(extremes.min, at: of),
            let high = resolver.bundleDecimal(extremes.max, at: of)
        else { return nil }
        return [.init("min", .decimal(low)), .init("max", .decimal(high))]
    }

    /// The changes of `old`'s computed members in `new` (the same kind), as `quizc diff`
    /// describes them: a path below the score's and a text after "derived score …: ".
    @_spi(Tools) public static func computedChanges(
        _ old: QuizBundle.Scoring.DerivedScore.Kind, _ new: QuizBundle.Scoring.DerivedScore.Kind,
        quoted: (String) -> String
    ) -> [(path: String, text: String)] {
        table[old.name]?.changes(old, new, quoted) ?? []
    }

    /// Whether the compiler computes the member `member` of kind `kind` from the questions.
    @_spi(Tools) public static func isComputed(_ member: String, of kind: String) -> Bool {
        table[kind]?.computed.contains(member) ?? false
    }

    /// How `quizc diff` describes a definition of kind `kind` whose `of` reads `of`, when not
    /// "kind of …".
    @_spi(Tools) public static func described(_ kind: String, of: String) -> String? {
        table[kind]?.described?(of)
    }
}
