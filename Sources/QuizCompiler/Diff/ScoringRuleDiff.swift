import QuizRuntime

/// The scoring rule and the initial scores. Any change of model, axes (poles, tie
/// letters), tie order, `secondary`, bands or initial scores is breaking: the same
/// answers may give another result. The one exception is a tie order that only gains the
/// traits new in this release; whether that changes an outcome is left to
/// `OutcomeEquivalence`.
enum ScoringRuleDiff {
    static func compare(_ old: QuizBundle.Scoring, _ new: QuizBundle.Scoring, into log: inout ChangeLog) {
        compareInitial(old.initial, new.initial, into: &log)
        switch (old.rule, new.rule) {
        case (.axes(let a), .axes(let b)):
            compareAxes(a, b, into: &log)
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
            if bandsA != bandsB {
                ruleChange(&log, "/scoring/bands", "scoring: bands changed from \(text(bandsA)) to \(text(bandsB))")
            }
        default:
            ruleChange(
                &log, "/scoring/model",
                "scoring: model changed from \(quoted(model(old.rule))) to \(quoted(model(new.rule)))")
        }
    }

    static func compareInitial(_ old: [TraitAmount], _ new: [TraitAmount], into log: inout ChangeLog) {
        var traits: [String] = []
        for amount in old + new where !traits.contains(where: { $0.isExactly(amount.trait) }) {
            traits.append(amount.trait)
        }
        func value(_ amounts: [TraitAmount], _ trait: String) -> Int {
            amounts.first { $0.trait.isExactly(trait) }?.amount ?? 0
        }
        for trait in traits where value(old, trait) != value(new, trait) {
            ruleChange(
                &log, ChangePath.of("scoring", "initial", trait),
                "scoring: initial score of \(quoted(trait)) changed from \(value(old, trait)) to \(value(new, trait))")
        }
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

    static func text(_ bands: [QuizBundle.Scoring.Band]) -> String {
        "[" + bands.map { band in band.max.map { "\(band.outcome) ≤ \($0)" } ?? band.outcome }.joined(separator: ", ")
            + "]"
    }
}
