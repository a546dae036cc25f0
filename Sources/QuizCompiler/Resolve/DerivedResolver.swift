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
            let digits = entry.digits?.value ?? defaultDigits(resolved.definition)
            names.addDerived(id, index: derived.count, nullable: resolved.nullable, kind: resolved.kind)
            derived.append(QuizBundle.Scoring.DerivedScore(id: id.value, kind: resolved.kind, digits: digits))
        }
        return Result(derived: derived, names: names, valid: valid)
    }

    /// The decimal places a kind's value is written with unless `digits` says otherwise (a
    /// `sum` as its traits' totals are, exactly).
    func defaultDigits(_ kind: DerivedKindDefinition) -> Int {
        switch kind.defaultDigits {
        case .places(let places): return places
        case .weights: return weightDigits
        }
    }

    /// A resolved entry: its definition, the bundle's form and whether it can have no value.
    private struct Resolved {
        let definition: DerivedKindDefinition
        let kind: QuizBundle.Scoring.DerivedScore.Kind
        let nullable: Bool
    }

    /// The bundle's form of `entry`, or `nil` (reported) when a name does not resolve: its
    /// `of` as the kind's definition says, its parameters (a trait's name, or a decimal with
    /// its default), then the members and checks of the kind's hook (`DerivedKindHooks`).
    private func resolveEntry(_ entry: SourceDerived, kind: String, _ names: ScoreNames, _ laterIDs: [String])
        -> Resolved?
    {
        guard let definition = Vocabulary.derivedKind(named: kind) else { return nil }
        // A missing required parameter has been reported by the decoder.
        for parameter in definition.parameters where parameter.requiredBecause != nil {
            guard entry.parameters.contains(where: { $0.key == parameter.key }) else { return nil }
        }
        guard let of = resolveOf(entry.of, definition, names: names, laterIDs: laterIDs) else { return nil }
        var members: [QuizBundle.Scoring.DerivedScore.Kind.Member] = []
        var traits = of.traits
        for parameter in definition.parameters {
            switch parameter.value {
            case .trait:
                guard let name = entry.name(parameter.key) else { return nil }
                traits.append((name, trait(name, usage: "`\(parameter.key)`", names: names)))
                members.append(.init(parameter.key, .name(name.value)))
            case .decimal(let fallback):
                let value = entry.decimal(parameter.key)?.value.bundleDecimal ?? fallback
                members.append(.init(parameter.key, .decimal(value)))
            }
        }
        let known = traits.compactMap { name, extremes in extremes.map { (name, $0) } }
        guard known.count == traits.count else { return nil }
        let hook = DerivedKindHooks.hook(kind)
        if let hook {
            guard let computed = hook.resolve(DerivedKindHooks.Input(traits: known, resolver: self)) else {
                return nil
            }
            members += computed
        }
        let nullable =
            known.first.flatMap { hook?.nullable?($0.1) } ?? of.names.contains { names.isNullable($0.value) }
        return Resolved(
            definition: definition,
            kind: QuizBundle.Scoring.DerivedScore.Kind(name: kind, of: of.names.map(\.value), members: members),
            nullable: nullable)
    }

    /// The names of `of` as the kind's definition says, with each trait's extremes (`nil`
    /// extremes: reported), or `nil` when they cannot resolve (reported).
    private func resolveOf(
        _ of: [Located<String>], _ definition: DerivedKindDefinition, names: ScoreNames, laterIDs: [String]
    ) -> (names: [Located<String>], traits: [(Located<String>, TraitExtremes?)])? {
        let usage = "`\(definition.name)`"
        switch definition.of {
        case .trait:
            guard let name = of.first else { return nil }
            return ([name], [(name, trait(name, usage: usage, names: names))])
        case .traits:
            guard of.count >= 2 else { return nil }  // the decoder has reported it
            let traits = of.map { trait($0, usage: usage, names: names) }
            guard !traits.contains(where: { $0 == nil }) else { return nil }
            for (index, name) in of.enumerated() where of[..<index].contains(where: { $0.value.isExactly(name.value) })
            {
                diagnostics.report(
                    .invalidValue, "\(usage) lists `\(name.value)` twice; name each trait once", at: name.range)
                return nil
            }
            return (of, zip(of, traits).map { ($0, $1) })
        case .traitOrEarlier:
            guard let name = of.first, scoreOrEarlier(name, usage: usage, names: names, laterIDs: laterIDs) else {
                return nil
            }
            return ([name], [])
        }
    }

    /// Whether `name` is a trait or an earlier derived score (else reported, naming a later
    /// score as such).
    private func scoreOrEarlier(_ name: Located<String>, usage: String, names: ScoreNames, laterIDs: [String]) -> Bool {
        if names[name.value] != nil { return true }
        if names.isBroken(name.value) { return false }
        if laterIDs.contains(where: { $0.isExactly(name.value) }) {
            diagnostics.report(
                .unknownScore,
                "\(usage) names `\(name.value)`, a derived score declared after this one (or this one); a \(usage) score uses a trait or a derived score declared before it, so move it below `\(name.value)`",
                at: name.range)
        } else {
            ScoreNames.reportUnknown(
                name, usage: usage, expected: "a trait or an earlier derived score",
                candidates: names.traitNames + names.derivedIDs, diagnostics: diagnostics)
        }
        return false
    }

    /// The extremes of the trait `name`; `unknown-score` when it is not a trait.
    func trait(_ name: Located<String>, usage: String, names: ScoreNames) -> TraitExtremes? {
        switch names[name.value] {
        case .trait(let extremes):
            return extremes
        case .derived:
            diagnostics.report(
                .unknownScore,
                "\(usage) names the derived score `\(name.value)`; it is computed from a trait's total, so name a trait\(Self.transformsDerived)",
                at: name.range)
        case .none:
            if names.isBroken(name.value) { return nil }
            ScoreNames.reportUnknown(
                name, usage: usage, expected: "a trait", candidates: names.traitNames, diagnostics: diagnostics)
        }
        return nil
    }

    /// " (a `linear` score transforms a derived one)": the kinds that read a derived score.
    private static let transformsDerived: String = {
        let kinds = Vocabulary.derivedKindDefinitions.filter { $0.of == .traitOrEarlier }.map(\.name)
        guard !kinds.isEmpty else { return "" }
        return " (a \(Vocabulary.sentenceList(kinds)) score transforms a derived one)"
    }()

    /// A scaled total in real units, as text.
    func real(_ scaled: Int) -> String { SourceDecimal(units: scaled, scale: weightDigits).description }

    func bundleDecimal(_ scaled: Int, at name: Located<String>) -> BundleDecimal? {
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
