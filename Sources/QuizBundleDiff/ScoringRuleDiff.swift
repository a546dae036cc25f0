import QuizRuntime

/// The scoring rule and the initial scores. Any change of model, axes (poles, tie
/// letters), tie order, `secondary`, bands or initial scores is breaking: the same
/// answers may give another result. The one exception is a tie order that only gains the
/// traits new in this release; whether that changes an outcome is left to
/// `OutcomeEquivalence`. Amounts compare in real units (`WeightScale`); a change of
/// `weight_digits` or of the axes' percentage digits changes how every result is written,
/// which is breaking on its own.
enum ScoringRuleDiff {
    static func compare(_ old: QuizBundle.Scoring, _ new: QuizBundle.Scoring, into log: inout ChangeLog) {
        let scale = WeightScale(oldDigits: old.weightDigits, newDigits: new.weightDigits)
        compareWeightDigits(old.weightDigits, new.weightDigits, into: &log)
        compareInitial(old.initial, new.initial, scale: scale, into: &log)
        switch (old.rule, new.rule) {
        case (.axes(let a), .axes(let b)):
            compareAxes(a, b, into: &log)
            compareAxisPercent(old.axisPercentDigits, new.axisPercentDigits, into: &log)
        case (.highest(let tiesA, let secondaryA), .highest(let tiesB, let secondaryB)):
            if secondaryA != secondaryB {
                ruleChange(&log, "/scoring/secondary", "scoring: secondary changed from \(secondaryA) to \(secondaryB)")
            }
            let newSet = Set(tiesB.map(ExactString.init)), oldSet = Set(tiesA.map(ExactString.init))
            let oldCommon = tiesA.filter { newSet.contains(ExactString($0)) },
                newCommon = tiesB.filter { oldSet.contains(ExactString($0)) }
            if !oldCommon.elementsEqual(newCommon, by: { $0.isExactly($1) }) {
                ruleChange(&log, "/scoring/ties", "scoring: tie order changed from \(list(tiesA)) to \(list(tiesB))")
            } else if tiesB.contains(where: { !oldSet.contains(ExactString($0)) }) {
                log.noteRisk("the new traits in the tie order")
            }
        case (.bands(let traitA, let bandsA), .bands(let traitB, let bandsB)):
            if !traitA.isExactly(traitB) {
                ruleChange(
                    &log, "/scoring/trait", "scoring: banded trait changed from \(quoted(traitA)) to \(quoted(traitB))")
            }
            let sameBands = bandsA.elementsEqual(bandsB) { a, b in
                guard a.outcome.isExactly(b.outcome) else { return false }
                switch (a.max, b.max) {
                case (nil, nil): return true
                case (let x?, let y?): return scale.same(old: x, new: y)
                default: return false
                }
            }
            if !sameBands {
                ruleChange(
                    &log, "/scoring/bands",
                    "scoring: bands changed from \(text(bandsA, scale.oldText)) to \(text(bandsB, scale.newText))")
            }
        case (.profile(let resultsA, let nearestA), .profile(let resultsB, let nearestB)):
            ProfileResultDiff.compare(resultsA, resultsB, into: &log)
            NearestDiff.compare(nearestA, nearestB, into: &log)
        default:
            ruleChange(
                &log, "/scoring/model",
                "scoring: model changed from \(quoted(model(old.rule))) to \(quoted(model(new.rule)))")
        }
        DerivedScoreDiff.compare(old.derived, new.derived, into: &log)
    }

    static func compareInitial(
        _ old: [TraitAmount], _ new: [TraitAmount], scale: WeightScale, into log: inout ChangeLog
    ) {
        var traits: [String] = []
        for amount in old + new where !traits.contains(where: { $0.isExactly(amount.trait) }) {
            traits.append(amount.trait)
        }
        func value(_ amounts: [TraitAmount], _ trait: String) -> Int {
            amounts.first { $0.trait.isExactly(trait) }?.amount ?? 0
        }
        for trait in traits where !scale.same(old: value(old, trait), new: value(new, trait)) {
            ruleChange(
                &log, ChangePath.of("scoring", "initial", trait),
                "scoring: initial score of \(quoted(trait)) changed from \(scale.oldText(value(old, trait))) to \(scale.newText(value(new, trait)))"
            )
        }
    }

    /// `weight_digits`: every score of every result is written with this many decimals
    /// (`3` becomes `3.0`), so clients that read scores as integers, or compare stored
    /// results, see another number for the same answers: breaking, though no outcome moves.
    static func compareWeightDigits(_ old: Int, _ new: Int, into log: inout ChangeLog) {
        guard old != new else { return }
        log.breaking(
            "/scoring/weight_digits",
            "scoring: weight digits changed from \(old) to \(new) (results now write every score \(decimals(new)) instead of \(decimals(old)))"
        )
    }

    /// `percent_digits` of `axes`: adding the percentages adds a member to each result's
    /// axes (compatible); removing it takes one away, and other digits write another number
    /// for the same answers (both breaking).
    static func compareAxisPercent(_ old: Int?, _ new: Int?, into log: inout ChangeLog) {
        let path = "/scoring/percent_digits"
        switch (old, new) {
        case (nil, nil):
            break
        case (nil, let digits?):
            log.compatible(
                path, "scoring: axis percentages added (each result's axes gain \"percent\", \(decimals(digits)))")
        case (let digits?, nil):
            log.breaking(
                path,
                "scoring: axis percentages removed (results no longer write \"percent\", written \(decimals(digits)))")
        case (let a?, let b?):
            if a != b {
                log.breaking(
                    path,
                    "scoring: axis percentage digits changed from \(a) to \(b) (the same answers write another \"percent\": \(decimals(b)) instead of \(decimals(a)))"
                )
            }
        }
    }

    /// `as integers`, `with 1 decimal`, `with 2 decimals`.
    static func decimals(_ digits: Int) -> String {
        digits == 0 ? "as integers" : "with \(digits) decimal\(digits == 1 ? "" : "s")"
    }

    static func compareAxes(
        _ old: [QuizBundle.Scoring.Axis], _ new: [QuizBundle.Scoring.Axis], into log: inout ChangeLog
    ) {
        for index in 0..<max(old.count, new.count) {
            let path = ChangePath.of("scoring", "axes", String(index))
            let number = index + 1
            guard index < new.count else {
                ruleChange(&log, path, "scoring: axis \(number) (\(poles(old[index]))) removed")
                continue
            }
            guard index < old.count else {
                ruleChange(&log, path, "scoring: axis \(number) (\(poles(new[index]))) added")
                continue
            }
            let a = old[index], b = new[index]
            if !a.poles.0.isExactly(b.poles.0) || !a.poles.1.isExactly(b.poles.1) {
                ruleChange(
                    &log, path + "/poles", "scoring: axis \(number) poles changed from \(poles(a)) to \(poles(b))")
            }
            if !a.tie.isExactly(b.tie) {
                ruleChange(
                    &log, path + "/tie",
                    "scoring: axis \(number) (\(poles(a))) tie letter changed from \(quoted(a.tie)) to \(quoted(b.tie))"
                )
            }
        }
    }

    static func ruleChange(_ log: inout ChangeLog, _ path: String, _ message: String) {
        log.ruleChanged = true
        log.breaking(path, message)
    }

    static func model(_ rule: QuizBundle.Scoring.Rule) -> String {
        switch rule {
        case .axes: return "axes"
        case .highest: return "highest"
        case .bands: return "bands"
        case .profile: return "profile"
        }
    }

    static func poles(_ axis: QuizBundle.Scoring.Axis) -> String { "\(axis.poles.0)/\(axis.poles.1)" }

    static func list(_ items: [String]) -> String { "[" + items.joined(separator: ", ") + "]" }

    static func text(_ bands: [QuizBundle.Scoring.Band], _ amount: (Int) -> String) -> String {
        "["
            + bands.map { band in band.max.map { "\(band.outcome) ≤ \(amount($0))" } ?? band.outcome }.joined(
                separator: ", ") + "]"
    }
}
