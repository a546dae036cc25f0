import QuizRuntime
@_spi(Tools) import QuizYAML

/// Resolves `scoring.derived` against the traits and the resolved questions: every name is
/// a trait (or, for `linear`, an earlier derived score; `unknown-score`), ids are unique
/// among traits, derived scores and results (`duplicate-id`), a mean has questions to divide
/// by, a percent's trait can vary (`constant-score`), a share's traits never go below 0
/// (`share-negative`). Computes what runtimes need without analysis: a mean's `count`, a
/// percent's exact `min` and `max` (docs/authoring.md, "Derived scores").
struct DerivedResolver {
    let traits: TraitTable
    let questions: [QuizBundle.Question]
    let initial: [TraitAmount]
    let weightDigits: Int
    /// Whether a draw may leave a question unasked.
    let drawn: Bool
    let diagnostics: DiagnosticCollector

    struct Result {
        var derived: [QuizBundle.Scoring.DerivedScore]
        var names: ScoreNames
        /// Whether every entry resolved.
        var valid: Bool
    }

    /// The trait names and their extremes, with where `source` declares them.
    func traitNames(_ source: [Located<String>]) -> ScoreNames {
        var names = ScoreNames()
        for trait in traits.names {
            let start = initial.reduce(0) { $0 + ($1.trait.isExactly(trait) ? $1.amount : 0) }
            let extremes = TraitExtremes(trait: trait, questions: questions, initial: start, mayBeLeftOut: drawn)
            names.addTrait(
                trait, range: source.first { $0.value.isExactly(trait) }?.range, extremes: extremes)
        }
        return names
    }

    func resolve(_ source: [SourceDerived], traitSources: [Located<String>]) -> Result {
        var names = traitNames(traitSources)
        var derived: [QuizBundle.Scoring.DerivedScore] = []
        var valid = true
        // Every id first, so a `linear` naming a later score says so rather than "unknown".
        let laterIDs = source.compactMap(\.id?.value)
        for entry in source {
            guard let id = entry.id else {
                valid = false
                continue
            }
            guard names.checkNew(id, what: "derived score", diagnostics: diagnostics) else {
                valid = false
                continue
            }
            guard let kind = entry.kind, let resolved = resolveEntry(entry, kind: kind.value, names, laterIDs) else {
                valid = false
                names.markBroken(id)
                continue
            }
            let digits = entry.digits?.value ?? defaultDigits(kind.value)
            let nullable: Bool
            switch resolved {
            case .meanAnswered(let trait):
                if case .trait(let extremes) = names[trait] {
                    nullable = extremes.canBeUnanswered
                } else {
                    nullable = false
                }
            case .linear(let x, _, _): nullable = names.isNullable(x)
            default: nullable = false
            }
            names.addDerived(id, index: derived.count, nullable: nullable, kind: resolved)
            derived.append(QuizBundle.Scoring.DerivedScore(id: id.value, kind: resolved, digits: digits))
        }
        return Result(derived: derived, names: names, valid: valid)
    }

    /// The decimal places a kind's value is written with unless `digits` says otherwise (a
    /// `sum` as its traits' totals are, exactly).
    func defaultDigits(_ kind: SourceDerived.Kind) -> Int {
        switch kind {
        case .mean, .meanAnswered, .linear: return 2
        case .percent, .share: return 0
        case .sum: return weightDigits
        }
    }

    /// The bundle's form of `entry`, or `nil` (reported) when a name does not resolve.
    private func resolveEntry(
        _ entry: SourceDerived, kind: SourceDerived.Kind, _ names: ScoreNames, _ laterIDs: [String]
    )
        -> QuizBundle.Scoring.DerivedScore.Kind?
    {
        if kind == .sum { return resolveSum(entry.ofList, names: names) }
        guard let of = entry.of else { return nil }
        return resolveKind(entry, kind: kind, of: of, names: names, laterIDs: laterIDs)
    }

    /// `sum: [T, U, …]`: every name a trait (`unknown-score`), each named once.
    private func resolveSum(_ list: [Located<String>], names: ScoreNames) -> QuizBundle.Scoring.DerivedScore.Kind? {
        guard list.count >= 2 else { return nil }  // the decoder has reported it
        let traits = list.map { trait($0, usage: "`sum`", names: names) }
        guard !traits.contains(where: { $0 == nil }) else { return nil }
        for (index, name) in list.enumerated() where list[..<index].contains(where: { $0.value.isExactly(name.value) })
        {
            diagnostics.report(.invalidValue, "`sum` lists `\(name.value)` twice; name each trait once", at: name.range)
            return nil
        }
        return .sum(of: list.map(\.value))
    }

    private func resolveKind(
        _ entry: SourceDerived, kind: SourceDerived.Kind, of: Located<String>, names: ScoreNames, laterIDs: [String]
    ) -> QuizBundle.Scoring.DerivedScore.Kind? {
        let usage = "`\(kind.rawValue)`"
        switch kind {
        case .mean, .meanAnswered:
            guard let extremes = trait(of, usage: usage, names: names) else { return nil }
            guard extremes.weighingQuestions > 0 else {
                diagnostics.report(
                    .invalidValue,
                    "no question weighs `\(of.value)`, so its mean has no questions to divide by; weigh `\(of.value)` in some option, or remove this score",
                    at: of.range)
                return nil
            }
            return kind == .mean
                ? .mean(of: of.value, count: extremes.weighingQuestions) : .meanAnswered(of: of.value)
        case .percent:
            guard let extremes = trait(of, usage: usage, names: names) else { return nil }
            guard extremes.min < extremes.max else {
                diagnostics.report(
                    .constantScore,
                    "the total of `\(of.value)` is always \(real(extremes.min)) whatever the answers, so a percentage of its range is undefined; weigh `\(of.value)` in the questions, or report the trait itself",
                    at: of.range)
                return nil
            }
            guard let low = bundleDecimal(extremes.min, at: of), let high = bundleDecimal(extremes.max, at: of) else {
                return nil
            }
            return .percent(of: of.value, min: low, max: high)
        case .share:
            guard let against = entry.against else { return nil }
            let first = trait(of, usage: usage, names: names)
            let second = trait(against, usage: "`against`", names: names)
            guard let first, let second else { return nil }
            var valid = true
            for (name, extremes) in [(of, first), (against, second)] where extremes.min < 0 {
                diagnostics.report(
                    .shareNegative,
                    "the total of `\(name.value)` can be \(real(extremes.min)), below 0, so its share of the two totals is not a percentage; use a `percent` score, or weights that never subtract",
                    at: name.range)
                valid = false
            }
            return valid ? .share(of: of.value, against: against.value) : nil
        case .sum:
            return nil
        case .linear:
            switch names[of.value] {
            case .some:
                break
            case .none:
                if names.isBroken(of.value) { return nil }
                if laterIDs.contains(where: { $0.isExactly(of.value) }) {
                    diagnostics.report(
                        .unknownScore,
                        "`linear` names `\(of.value)`, a derived score declared after this one (or this one); a `linear` score uses a trait or a derived score declared before it, so move it below `\(of.value)`",
                        at: of.range)
                } else {
                    ScoreNames.reportUnknown(
                        of, usage: usage, expected: "a trait or an earlier derived score",
                        candidates: names.traitNames + names.derivedIDs, diagnostics: diagnostics)
                }
                return nil
            }
            return .linear(
                of: of.value, times: entry.times?.value.bundleDecimal ?? BundleDecimal(1),
                plus: entry.plus?.value.bundleDecimal ?? BundleDecimal(0))
        }
    }

    /// The extremes of the trait `name`; `unknown-score` when it is not a trait.
    private func trait(_ name: Located<String>, usage: String, names: ScoreNames) -> TraitExtremes? {
        switch names[name.value] {
        case .trait(let extremes):
            return extremes
        case .derived:
            diagnostics.report(
                .unknownScore,
                "\(usage) names the derived score `\(name.value)`; it is computed from a trait's total, so name a trait (a `linear` score transforms a derived one)",
                at: name.range)
        case .none:
            if names.isBroken(name.value) { return nil }
            ScoreNames.reportUnknown(
                name, usage: usage, expected: "a trait", candidates: names.traitNames, diagnostics: diagnostics)
        }
        return nil
    }

    /// A scaled total in real units, as text.
    private func real(_ scaled: Int) -> String { SourceDecimal(units: scaled, scale: weightDigits).description }

    private func bundleDecimal(_ scaled: Int, at name: Located<String>) -> BundleDecimal? {
        if let value = BundleDecimal(units: scaled, scale: weightDigits) { return value }
        diagnostics.report(
            .invalidValue,
            "the total of `\(name.value)` can reach \(real(scaled)), beyond the ±\(BundleDecimal.maxUnits) a bundle number holds; use smaller weights",
            at: name.range)
        return nil
    }

    /// `share-negative` for `axes` with `percent`: an axis's percentage is a share of its poles'
    /// totals, so neither may go below 0.
    func checkAxisPercent(_ axes: [QuizBundle.Scoring.Axis], names: ScoreNames, at range: SourceRange) -> Bool {
        var valid = true
        for axis in axes {
            for pole in [axis.poles.0, axis.poles.1] {
                guard case .trait(let extremes) = names[pole], extremes.min < 0 else { continue }
                diagnostics.report(
                    .shareNegative,
                    "the total of the pole `\(pole)` can be \(real(extremes.min)), below 0, so the axis's percentage (a share of its poles' totals) is undefined; remove `percent`, or use weights that never subtract",
                    at: range)
                valid = false
            }
        }
        return valid
    }
}
