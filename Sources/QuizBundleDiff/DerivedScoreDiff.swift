import QuizRuntime

/// Derived scores (`scoring.derived`, any model), by id. Clients read them from each result's
/// `derived` object: one removed is breaking, one added or a new order is compatible. A
/// changed definition (kind, the score it reads, `against`, `times`, `plus`) gives another
/// value for the same answers, and other `digits` write another number for them: both
/// breaking. A mean's question count or a percent's range follows the questions and weights,
/// as trait totals do: like a weight change, `OutcomeEquivalence` decides whether it moves
/// a result.
enum DerivedScoreDiff {
    typealias DerivedScore = QuizBundle.Scoring.DerivedScore

    static func compare(_ old: [DerivedScore], _ new: [DerivedScore], into log: inout ChangeLog) {
        let newByID = Dictionary(new.map { (ExactString($0.id), $0) }, uniquingKeysWith: { first, _ in first })
        let oldIDs = Set(old.map { ExactString($0.id) })
        for score in old {
            let path = ChangePath.of("scoring", "derived", score.id), name = "derived score \(quoted(score.id))"
            guard let now = newByID[ExactString(score.id)] else {
                log.breaking(path, "\(name) removed")
                continue
            }
            compareKind(score.kind, now.kind, path: path, name: name, into: &log)
            if score.digits != now.digits {
                log.breaking(
                    path + "/digits",
                    "\(name): digits changed from \(score.digits) to \(now.digits) (the same answers write another value)"
                )
            }
        }
        for score in new where !oldIDs.contains(ExactString(score.id)) {
            log.compatible(ChangePath.of("scoring", "derived", score.id), "derived score \(quoted(score.id)) added")
        }
        let newIDs = Set(new.map { ExactString($0.id) })
        let oldCommon = old.filter { newIDs.contains(ExactString($0.id)) },
            newCommon = new.filter { oldIDs.contains(ExactString($0.id)) }
        if !oldCommon.elementsEqual(newCommon, by: { $0.id.isExactly($1.id) }) {
            log.compatible("/scoring/derived", "derived scores reordered")
        }
    }

    static let risk = "the changed question counts and ranges of derived scores"

    static func compareKind(
        _ old: DerivedScore.Kind, _ new: DerivedScore.Kind, path: String, name: String, into log: inout ChangeLog
    ) {
        switch (old, new) {
        case (.mean(let a, let n), .mean(let b, let m)) where a.isExactly(b):
            if n != m {
                log.checkedChange(
                    path + "/count",
                    "\(name): question count changed from \(n) to \(m) (the questions that weigh \(quoted(a)))",
                    risk: risk)
            }
        case (.percent(let a, let lo, let hi), .percent(let b, let lo2, let hi2)) where a.isExactly(b):
            if lo != lo2 || hi != hi2 {
                log.checkedChange(
                    path + "/range",
                    "\(name): range of \(quoted(a)) changed from \(lo)…\(hi) to \(lo2)…\(hi2)", risk: risk)
            }
        default:
            if old != new {
                ScoringRuleDiff.ruleChange(
                    &log, path, "\(name): definition changed from \(definition(old)) to \(definition(new))")
            }
        }
    }

    /// `mean of "N"`, `share of "I" against "E"`, `linear of "x" (times 0.25, plus -0.75)`,
    /// `sum of "E", "O"`.
    static func definition(_ kind: DerivedScore.Kind) -> String {
        switch kind {
        case .mean(let of, _): return "mean of \(quoted(of))"
        case .meanAnswered(let of): return "mean of \(quoted(of)) over answered questions"
        case .percent(let of, _, _): return "percent of \(quoted(of))"
        case .share(let of, let against): return "share of \(quoted(of)) against \(quoted(against))"
        case .linear(let of, let times, let plus): return "linear of \(quoted(of)) (times \(times), plus \(plus))"
        case .sum(let of): return "sum of \(of.map(quoted).joined(separator: ", "))"
        }
    }
}
