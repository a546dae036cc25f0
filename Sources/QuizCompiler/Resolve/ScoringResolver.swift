import QuizRuntime
@_spi(Tools) import QuizYAML

/// Resolves `scoring:`: traits of `initial`, axes, `ties` and bands exist and fit.
struct ScoringResolver {
    struct Result {
        var scoring: QuizBundle.Scoring
        /// For each axis pole, its opposite (used by `keyed`).
        var axesPoles: [ExactString: String]
    }

    let traits: TraitTable
    /// Weights, `initial` and band `max` are written in units of `10^-weightDigits`.
    var weightDigits = 0
    let diagnostics: DiagnosticCollector

    func resolve(_ source: SourceScoring?) -> Result? {
        guard let source, let model = source.model else { return nil }
        var valid = true
        var initial: [TraitAmount] = []
        for entry in source.initial where traits.check(entry.trait, "`scoring.initial`") && entry.value.value.units != 0
        {
            initial.append(TraitAmount(trait: entry.trait.value, amount: entry.value.value.scaled(to: weightDigits)))
        }
        var opposites: [ExactString: String] = [:]
        let rule: QuizBundle.Scoring.Rule
        switch model.value {
        case .axes:
            rule = .axes(resolveAxes(source, opposites: &opposites, valid: &valid))
        case .highest:
            rule = .highest(ties: resolveTies(source, valid: &valid), secondary: source.secondary?.value ?? false)
        case .bands:
            guard let trait = source.trait else { return nil }
            if !traits.check(trait, "`scoring.trait`") { valid = false }
            rule = .bands(trait: trait.value, bands: resolveBands(source, valid: &valid))
        case .profile:
            // The results need the resolved questions and derived scores: `Resolver` sets them.
            rule = .profile(results: [], nearest: nil)
        }
        guard valid else { return nil }
        return Result(
            scoring: QuizBundle.Scoring(initial: initial, rule: rule, weightDigits: weightDigits), axesPoles: opposites)
    }

    /// `model: axes`: the axes, each of two known traits that are poles of no other axis,
    /// recording each pole's opposite; clears `valid` on any problem.
    private func resolveAxes(
        _ source: SourceScoring, opposites: inout [ExactString: String], valid: inout Bool
    ) -> [QuizBundle.Scoring.Axis] {
        var axes: [QuizBundle.Scoring.Axis] = []
        var poleOwner: [ExactString: SourceRange] = [:]
        for axis in source.axes {
            guard axis.poles.count == 2 else { valid = false; continue }
            let (a, b) = (axis.poles[0], axis.poles[1])
            for pole in [a, b] {
                if !traits.check(pole, "this axis") { valid = false }
                if let first = poleOwner[ExactString(pole.value)] {
                    diagnostics.report(
                        .duplicateID,
                        "trait `\(pole.value)` is a pole of two axes; each trait belongs to at most one axis",
                        at: pole.range,
                        notes: [Diagnostic.Note(message: "already a pole here", range: first)])
                    valid = false
                }
                poleOwner[ExactString(pole.value)] = pole.range
            }
            if a.value.isExactly(b.value) { valid = false }
            opposites[ExactString(a.value)] = b.value
            opposites[ExactString(b.value)] = a.value
            axes.append(QuizBundle.Scoring.Axis(poles: (a.value, b.value), tie: axis.tie?.value ?? a.value))
        }
        return axes
    }

    /// `model: highest`: the order that wins ties, `ties` when given (every trait once), else
    /// the traits' order; clears `valid` when `ties` leaves a trait out.
    private func resolveTies(_ source: SourceScoring, valid: inout Bool) -> [String] {
        guard let sourceTies = source.ties else { return traits.names }
        var ties: [String] = []
        var seen: [ExactString: SourceRange] = [:]
        for trait in sourceTies where traits.check(trait, "`ties`") {
            if let first = seen[ExactString(trait.value)] {
                diagnostics.report(
                    .duplicateID,
                    "`ties` lists `\(trait.value)` twice; list every trait once, in the order that wins ties",
                    at: trait.range,
                    notes: [Diagnostic.Note(message: "first listed here", range: first)])
                continue
            }
            seen[ExactString(trait.value)] = trait.range
            ties.append(trait.value)
        }
        let missing = traits.names.filter { seen[ExactString($0)] == nil }
        if !missing.isEmpty {
            let range =
                sourceTies.first.map {
                    SourceRange(start: $0.range.start, end: sourceTies.last?.range.end ?? $0.range.end)
                } ?? source.range
            diagnostics.report(
                .invalidValue,
                "`ties` must list every trait once; add " + missing.map { "`\($0)`" }.joined(separator: ", "),
                at: range)
            valid = false
        }
        return ties
    }

    /// `model: bands`: the bands, each but the last with a `max` larger than the one before;
    /// clears `valid` on any problem.
    private func resolveBands(_ source: SourceScoring, valid: inout Bool) -> [QuizBundle.Scoring.Band] {
        var bands: [QuizBundle.Scoring.Band] = []
        var previous: Located<SourceDecimal>?
        for (index, band) in source.bands.enumerated() {
            guard let outcome = band.outcome else { valid = false; continue }
            let isLast = index == source.bands.count - 1
            if isLast, let max = band.max {
                diagnostics.report(
                    .invalidValue,
                    "the last band takes every total above the others, so it has no `max`; remove `max: \(max.value)` or add a band after it",
                    at: max.range)
                valid = false
            } else if !isLast, band.max == nil {
                diagnostics.report(
                    .missingField, "every band but the last needs `max:`, the largest total it covers",
                    at: SourceRange(at: band.range.start))
                valid = false
            }
            if let max = band.max, let previous, max.value <= previous.value {
                diagnostics.report(
                    .invalidValue,
                    "band `max` values must strictly increase: \(max.value) follows \(previous.value)",
                    at: max.range)
                valid = false
            }
            if let max = band.max { previous = max }
            bands.append(
                QuizBundle.Scoring.Band(
                    outcome: outcome.value, max: isLast ? nil : band.max?.value.scaled(to: weightDigits)))
        }
        return bands
    }
}
