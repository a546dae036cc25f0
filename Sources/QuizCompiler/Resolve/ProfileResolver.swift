import QuizRuntime
@_spi(Tools) import QuizYAML

/// Resolves the `profile` model's `results:` and `nearest:` (docs/authoring.md, "Profiles"):
/// result ids are unique among traits, derived scores and results, every `score` and `over`
/// name is a trait or derived score (`unknown-score`), a `parent` is an earlier top-level
/// result, band limits strictly increase and only the last band has none (`band-order`),
/// every profile gives a target for each compared score (`profile-target-missing`) and no
/// compared score can lack a value (`nearest-null-score`).
struct ProfileResolver {
    let diagnostics: DiagnosticCollector

    struct Result {
        var results: [QuizBundle.Scoring.ProfileResult]
        var nearest: QuizBundle.Scoring.Nearest?
        var valid: Bool
    }

    func resolve(_ source: SourceScoring, names: inout ScoreNames) -> Result {
        var valid = true
        var results: [QuizBundle.Scoring.ProfileResult] = []
        var parents: [ExactString: Bool] = [:]
        for entry in source.results {
            guard let result = resolveResult(entry, names: &names, parents: parents) else {
                valid = false
                continue
            }
            parents[ExactString(result.id)] = result.parent != nil
            results.append(result)
        }
        var nearest: QuizBundle.Scoring.Nearest?
        if let sourceNearest = source.nearest {
            nearest = resolveNearest(sourceNearest, names: names)
            if nearest == nil { valid = false }
        }
        return Result(results: results, nearest: nearest, valid: valid)
    }

    private func resolveResult(
        _ source: SourceResult, names: inout ScoreNames, parents: [ExactString: Bool]
    ) -> QuizBundle.Scoring.ProfileResult? {
        var valid = source.title != nil
        if let id = source.id {
            if names.checkNew(id, what: "result", diagnostics: diagnostics) { names.declare(id) } else { valid = false }
        } else {
            valid = false
        }
        if let score = source.score, names[score.value] == nil {
            if names.isBroken(score.value) { return nil }
            ScoreNames.reportUnknown(
                score, usage: "`score`", expected: "a trait or a derived score",
                candidates: names.traitNames + names.derivedIDs, diagnostics: diagnostics)
            valid = false
        }
        if let parent = source.parent {
            if let hasParent = parents[ExactString(parent.value)] {
                if hasParent {
                    diagnostics.report(
                        .invalidValue,
                        "`parent` names `\(parent.value)`, which is itself under a parent; results nest one level deep (facets under domains), so name a top-level result",
                        at: parent.range)
                    valid = false
                }
            } else {
                var fixes: [Diagnostic.Fix] = []
                var message = "`parent` names `\(parent.value)`, which is not a result declared before this one"
                let earlier = parents.keys.map(\.string).sorted()
                if let suggestion = Suggestion.closest(to: parent.value, among: earlier) {
                    message += "; did you mean `\(suggestion)`?"
                    fixes = [.replacing(parent.value, at: parent.range, with: suggestion, in: diagnostics.file)]
                } else {
                    message += "; declare the parent result first"
                }
                diagnostics.report(.unknownReference, message, at: parent.range, fixes: fixes)
                valid = false
            }
        }
        let bands = resolveBands(source.bands)
        guard valid, let bands, let id = source.id, let title = source.title, let score = source.score else {
            return nil
        }
        return QuizBundle.Scoring.ProfileResult(
            id: id.value, title: TextNormalization.nfc(title.value),
            description: source.description.map { TextNormalization.nfc($0.value) }, score: score.value,
            parent: source.parent?.value, bands: bands)
    }

    private func resolveBands(_ source: [SourceResultBand]) -> [QuizBundle.Scoring.ResultBand]? {
        var valid = !source.isEmpty
        var seen: [ExactString: SourceRange] = [:]
        var previous: (value: SourceDecimal, inclusive: Bool, text: String)?
        var bands: [QuizBundle.Scoring.ResultBand] = []
        for (index, band) in source.enumerated() {
            if let id = band.id {
                if let first = seen[ExactString(id.value)] {
                    diagnostics.report(
                        .duplicateID, "band id `\(id.value)` is used twice in this result; give each band its own id",
                        at: id.range, notes: [Diagnostic.Note(message: "first used here", range: first)])
                    valid = false
                } else {
                    seen[ExactString(id.value)] = id.range
                }
            }
            let isLast = index == source.count - 1
            let limit = band.below.map { ($0, false, "below") } ?? band.max.map { ($0, true, "max") }
            if isLast, let (value, _, name) = limit {
                diagnostics.report(
                    .bandOrder,
                    "the last band takes every value above the others, so it has no limit; remove `\(name): \(value.value)` or add a band after it",
                    at: value.range)
                valid = false
            } else if !isLast, limit == nil {
                diagnostics.report(
                    .bandOrder,
                    "every band but the last needs a limit: `below: N` (values less than N) or `max: N` (values up to N)",
                    at: SourceRange(at: band.range.start))
                valid = false
            }
            if let (value, inclusive, name) = limit {
                let text = "`\(name): \(value.value)`"
                if let previous,
                    !(previous.value < value.value
                        || (previous.value == value.value && !previous.inclusive && inclusive))
                {
                    diagnostics.report(
                        .bandOrder,
                        "band limits must strictly increase: \(text) follows \(previous.text), so this band admits no value; order the bands from the lowest values up (`below: N` then `max: N` is the band of exactly N)",
                        at: value.range)
                    valid = false
                }
                previous = (value.value, inclusive, text)
            }
            guard let id = band.id, let title = band.title else {
                valid = false
                continue
            }
            let bundleLimit: QuizBundle.Scoring.BandLimit? =
                isLast
                ? nil
                : band.below.flatMap(\.value.bundleDecimal).map { .below($0) }
                    ?? band.max.flatMap(\.value.bundleDecimal).map { .max($0) }
            bands.append(
                QuizBundle.Scoring.ResultBand(
                    id: id.value, limit: bundleLimit, title: TextNormalization.nfc(title.value),
                    description: band.description.map { TextNormalization.nfc($0.value) },
                    recommendations: band.recommendations.map { TextNormalization.nfc($0.value) }))
        }
        return valid ? bands : nil
    }

    private func resolveNearest(_ source: SourceNearest, names: ScoreNames) -> QuizBundle.Scoring.Nearest? {
        var valid = !source.over.isEmpty && !source.profiles.isEmpty
        let (over, seenOver) = resolveOver(source, names: names, valid: &valid)
        let (profiles, seenOutcomes) = resolveProfiles(source, over: over, seenOver: seenOver, valid: &valid)
        let ties = resolveTies(source, profiles: profiles, seenOutcomes: seenOutcomes, valid: &valid)
        guard valid else { return nil }
        return QuizBundle.Scoring.Nearest(
            over: over, distance: source.distance?.value == .manhattan ? .manhattan : .euclidean, profiles: profiles,
            ties: ties)
    }

    /// The scores `over` compares, each once, known and never without a value, and where
    /// each name was first listed; clears `valid` on any problem.
    private func resolveOver(
        _ source: SourceNearest, names: ScoreNames, valid: inout Bool
    ) -> (over: [String], seen: [ExactString: SourceRange]) {
        var over: [String] = []
        var seenOver: [ExactString: SourceRange] = [:]
        for name in source.over {
            if let first = seenOver[ExactString(name.value)] {
                diagnostics.report(
                    .duplicateID, "`over` lists `\(name.value)` twice; compare each score once", at: name.range,
                    notes: [Diagnostic.Note(message: "first listed here", range: first)])
                valid = false
                continue
            }
            seenOver[ExactString(name.value)] = name.range
            guard names[name.value] != nil else {
                valid = false
                if names.isBroken(name.value) { continue }
                ScoreNames.reportUnknown(
                    name, usage: "`over`", expected: "a trait or a derived score",
                    candidates: names.traitNames + names.derivedIDs, diagnostics: diagnostics)
                valid = false
                continue
            }
            if names.isNullable(name.value) {
                diagnostics.report(
                    .nearestNullScore,
                    "`\(name.value)` has no value when none of its questions is answered, and a profile's distance needs every compared score; compare a score that always has a value (`mean` instead of `mean_answered`), or make one of its questions required",
                    at: name.range)
                valid = false
            }
            over.append(name.value)
        }
        return (over, seenOver)
    }

    /// The profiles, one per outcome, each with a target for every score of `over`, and
    /// where each outcome was first given; clears `valid` on any problem.
    private func resolveProfiles(
        _ source: SourceNearest, over: [String], seenOver: [ExactString: SourceRange], valid: inout Bool
    ) -> (profiles: [QuizBundle.Scoring.Nearest.Profile], seen: [ExactString: SourceRange]) {
        var profiles: [QuizBundle.Scoring.Nearest.Profile] = []
        var seenOutcomes: [ExactString: SourceRange] = [:]
        for profile in source.profiles {
            guard let outcome = profile.outcome else {
                valid = false
                continue
            }
            if let first = seenOutcomes[ExactString(outcome.value)] {
                diagnostics.report(
                    .duplicateID,
                    "two profiles give the outcome `\(outcome.value)`; each profile gives its own outcome (move the target, or remove one)",
                    at: outcome.range, notes: [Diagnostic.Note(message: "first given here", range: first)])
                valid = false
                continue
            }
            seenOutcomes[ExactString(outcome.value)] = outcome.range
            let targets = profileTargets(profile, source: source, seenOver: seenOver, valid: &valid)
            let missing = source.over.filter { targets[ExactString($0.value)] == nil }
            if !missing.isEmpty, profile.atRange != nil {
                diagnostics.report(
                    .profileTargetMissing,
                    "the profile `\(outcome.value)` gives no target for "
                        + missing.map { "`\($0.value)`" }.joined(separator: ", ")
                        + "; give every score of `over` a target, such as `\(missing[0].value): 50`",
                    at: profile.atRange ?? profile.range)
                valid = false
            }
            let at = over.compactMap { targets[ExactString($0)]?.bundleDecimal }
            profiles.append(QuizBundle.Scoring.Nearest.Profile(outcome: outcome.value, at: at))
        }
        return (profiles, seenOutcomes)
    }

    /// A profile's targets by score name, reporting names `over` does not compare (and
    /// clearing `valid`).
    private func profileTargets(
        _ profile: SourceProfile, source: SourceNearest, seenOver: [ExactString: SourceRange],
        valid: inout Bool
    ) -> [ExactString: SourceDecimal] {
        var targets: [ExactString: SourceDecimal] = [:]
        for (name, value) in profile.at {
            if seenOver[ExactString(name.value)] == nil {
                var fixes: [Diagnostic.Fix] = []
                var message = "`at` names `\(name.value)`, which `over` does not compare"
                if let suggestion = Suggestion.closest(to: name.value, among: source.over.map(\.value)) {
                    message += "; did you mean `\(suggestion)`?"
                    fixes = [.replacing(name.value, at: name.range, with: suggestion, in: diagnostics.file)]
                } else {
                    message += "; add it to `over`, or remove it"
                }
                diagnostics.report(.unknownScore, message, at: name.range, fixes: fixes)
                valid = false
                continue
            }
            targets[ExactString(name.value)] = value.value
        }
        return targets
    }

    /// The order that wins ties: `ties` when given (every profile's outcome once), else the
    /// profiles' order; clears `valid` on any problem.
    private func resolveTies(
        _ source: SourceNearest, profiles: [QuizBundle.Scoring.Nearest.Profile],
        seenOutcomes: [ExactString: SourceRange], valid: inout Bool
    ) -> [String] {
        guard let sourceTies = source.ties else { return profiles.map(\.outcome) }
        var ties: [String] = []
        var seen: [ExactString: SourceRange] = [:]
        for outcome in sourceTies {
            if let first = seen[ExactString(outcome.value)] {
                diagnostics.report(
                    .duplicateID,
                    "`ties` lists `\(outcome.value)` twice; list every profile's outcome once, in the order that wins ties",
                    at: outcome.range, notes: [Diagnostic.Note(message: "first listed here", range: first)])
                valid = false
                continue
            }
            seen[ExactString(outcome.value)] = outcome.range
            guard seenOutcomes[ExactString(outcome.value)] != nil else {
                var fixes: [Diagnostic.Fix] = []
                var message = "`ties` names `\(outcome.value)`, which no profile gives"
                if let suggestion = Suggestion.closest(to: outcome.value, among: profiles.map(\.outcome)) {
                    message += "; did you mean `\(suggestion)`?"
                    fixes = [.replacing(outcome.value, at: outcome.range, with: suggestion, in: diagnostics.file)]
                } else {
                    message += "; list the profiles' outcomes"
                }
                diagnostics.report(.unknownReference, message, at: outcome.range, fixes: fixes)
                valid = false
                continue
            }
            ties.append(outcome.value)
        }
        let missing = profiles.map(\.outcome).filter { seen[ExactString($0)] == nil }
        if !missing.isEmpty {
            diagnostics.report(
                .invalidValue,
                "`ties` must list every profile's outcome once; add "
                    + missing.map { "`\($0)`" }.joined(separator: ", "),
                at: source.tiesRange ?? source.range)
            valid = false
        }
        return ties
    }
}
