import QuizRuntime

/// The `nearest` rule of the `profile` model. Adding it gives every result an outcome where
/// there was none (compatible: nothing a client read changes); removing it takes the outcome
/// away (breaking). Any change of which profile is nearest to some answers is the rule
/// itself: the scores compared, the distance, a profile added or removed, a target moved, or
/// the tie order of the profiles both releases have, each breaking.
enum NearestDiff {
    typealias Nearest = QuizBundle.Scoring.Nearest

    static func compare(_ old: Nearest?, _ new: Nearest?, into log: inout ChangeLog) {
        let path = "/scoring/nearest"
        switch (old, new) {
        case (nil, nil):
            return
        case (nil, let added?):
            log.compatible(
                path, "scoring: nearest profiles added over \(list(added.over)) (results now have an outcome)")
            return
        case (.some, nil):
            ScoringRuleDiff.ruleChange(
                &log, path, "scoring: nearest profiles removed (results no longer have an outcome)")
            return
        case (let a?, let b?):
            compare(a, b, path: path, into: &log)
        }
    }

    static func compare(_ old: Nearest, _ new: Nearest, path: String, into log: inout ChangeLog) {
        let sameOver = old.over.elementsEqual(new.over) { $0.isExactly($1) }
        if !sameOver {
            ScoringRuleDiff.ruleChange(
                &log, path + "/over",
                "scoring: nearest: scores compared changed from \(list(old.over)) to \(list(new.over))"
            )
        }
        if old.distance != new.distance {
            ScoringRuleDiff.ruleChange(
                &log, path + "/distance",
                "scoring: nearest: distance changed from \(old.distance.rawValue) to \(new.distance.rawValue)")
        }
        let newByOutcome = Dictionary(
            new.profiles.map { (ExactString($0.outcome), $0) }, uniquingKeysWith: { first, _ in first })
        let oldOutcomes = Set(old.profiles.map { ExactString($0.outcome) })
        for profile in old.profiles {
            let profilePath = path + ChangePath.of("profiles", profile.outcome)
            let name = "scoring: nearest: profile \(quoted(profile.outcome))"
            guard let now = newByOutcome[ExactString(profile.outcome)] else {
                ScoringRuleDiff.ruleChange(&log, profilePath, "\(name) removed")
                continue
            }
            // With other scores compared the targets mean other things; that change is reported above.
            if sameOver, profile.at != now.at {
                ScoringRuleDiff.ruleChange(
                    &log, profilePath + "/at",
                    "\(name): target moved from \(target(profile, old.over)) to \(target(now, new.over))")
            }
        }
        for profile in new.profiles where !oldOutcomes.contains(ExactString(profile.outcome)) {
            ScoringRuleDiff.ruleChange(
                &log, path + ChangePath.of("profiles", profile.outcome),
                "scoring: nearest: profile \(quoted(profile.outcome)) added (answers nearer to it now give it)")
        }
        let newSet = Set(new.ties.map(ExactString.init)), oldSet = Set(old.ties.map(ExactString.init))
        let oldCommon = old.ties.filter { newSet.contains(ExactString($0)) },
            newCommon = new.ties.filter { oldSet.contains(ExactString($0)) }
        if !oldCommon.elementsEqual(newCommon, by: { $0.isExactly($1) }) {
            ScoringRuleDiff.ruleChange(
                &log, path + "/ties", "scoring: nearest: tie order changed from \(list(old.ties)) to \(list(new.ties))")
        }
    }

    /// `{econ: 100, dipl: 50}`.
    static func target(_ profile: Nearest.Profile, _ over: [String]) -> String {
        "{" + zip(over, profile.at).map { "\($0): \($1)" }.joined(separator: ", ") + "}"
    }

    static func list(_ items: [String]) -> String { ScoringRuleDiff.list(items) }
}
