@_spi(Tools) import QuizCompiler
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

    /// A change of definition (kind, the scores it reads, a parameter) is breaking; a change of
    /// the members the compiler computes from the questions (`DerivedKindHooks`) is checked.
    static func compareKind(
        _ old: DerivedScore.Kind, _ new: DerivedScore.Kind, path: String, name: String, into log: inout ChangeLog
    ) {
        let written = { (kind: DerivedScore.Kind) in
            kind.members.filter { !DerivedKindHooks.isComputed($0.name, of: kind.name) }
        }
        guard old.name.isExactly(new.name), old.of.count == new.of.count,
            zip(old.of, new.of).allSatisfy({ $0.isExactly($1) }), written(old) == written(new)
        else {
            ScoringRuleDiff.ruleChange(
                &log, path, "\(name): definition changed from \(definition(old)) to \(definition(new))")
            return
        }
        for change in DerivedKindHooks.computedChanges(old, new, quoted: quoted) {
            log.checkedChange(path + change.path, "\(name): \(change.text)", risk: risk)
        }
    }

    /// `mean of "N"`, `share of "I" against "E"`, `linear of "x" (times 0.25, plus -0.75)`,
    /// `sum of "E", "O"`: the kind, what it reads and the members the source writes (names
    /// after the key, numbers in parentheses), leaving out those the compiler computes.
    static func definition(_ kind: DerivedScore.Kind) -> String {
        let of = kind.of.map(quoted).joined(separator: ", ")
        var text = DerivedKindHooks.described(kind.name, of: of) ?? "\(kind.name) of \(of)"
        var numbers: [String] = []
        for member in kind.members where !DerivedKindHooks.isComputed(member.name, of: kind.name) {
            switch member.value {
            case .name(let value): text += " \(member.name) \(quoted(value))"
            case .decimal, .integer: numbers.append("\(member.name) \(member.value)")
            }
        }
        return numbers.isEmpty ? text : text + " (" + numbers.joined(separator: ", ") + ")"
    }
}
