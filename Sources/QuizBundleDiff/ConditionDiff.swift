import QuizRuntime

/// `when` conditions (docs/ci.md, "Branching"). A condition added, removed or changed is
/// breaking exactly when it changes which answer sets are accepted: when, for the same
/// answers, a question is shown in one release and hidden in the other (an answer to it is
/// accepted in one and rejected in the other, or, when it is required, leaving it out is).
/// Decided by both releases' `VisibilityRules` over every combination of the read questions'
/// answer states (`ReadStates`) when there are at most `limit`; above, a changed condition
/// counts as breaking, and the message says it was not checked.
enum ConditionDiff {
    /// Most combinations of read questions' answer states evaluated.
    static let limit = 100_000

    /// What one question's visibility comparison found: the first answers (by slot state
    /// positions) for which it went from shown to hidden, and from hidden to shown.
    struct Finding {
        var nowHidden: [Int]?
        var nowShown: [Int]?
    }

    static func compare(
        old: QuizBundle, new: QuizBundle, pairing: QuestionPairing, limit: Int = limit, into log: inout ChangeLog
    ) {
        let checked = pairing.pairs.filter { $0.old.condition != nil || $0.new.condition != nil }
        guard !checked.isEmpty else { return }
        let renamed = newIDs(pairing)
        guard let space = ReadStates.make(old: old, new: new, pairing: pairing, limit: limit) else {
            for pair in checked where !same(pair.old.condition, pair.new.condition, renamed) {
                log.breaking(
                    path(pair),
                    "\(QuestionDiff.name(pair.old)): \(change(pair, renamed)); could not be checked exhaustively (more than \(limit) combinations of answers to the questions conditions read); treated as breaking"
                )
            }
            return
        }
        let findings = evaluate(old: old, new: new, checked: checked, space: space)
        for (pair, finding) in zip(checked, findings) {
            let name = QuestionDiff.name(pair.old), what = change(pair, renamed)
            if finding.nowHidden == nil && finding.nowShown == nil {
                guard !same(pair.old.condition, pair.new.condition, renamed) else { continue }
                let combinations = space.count == 1 ? "the 1 combination" : "all \(space.count) combinations"
                log.compatible(
                    path(pair),
                    "\(name): \(what); it is shown for the same answers as before (\(combinations) of answers to the questions conditions read checked)"
                )
                continue
            }
            var reasons: [String] = []
            if let positions = finding.nowHidden {
                reasons.append(
                    "for the answers \(witness(space, positions)) it was shown and is now hidden (an answer to it is now rejected)"
                )
            }
            if let positions = finding.nowShown {
                let effect =
                    pair.new.required
                    ? "it is now required there: answers without it are rejected" : "an answer to it is now accepted"
                reasons.append(
                    "for the answers \(witness(space, positions)) it was hidden and is now shown (\(effect))")
            }
            log.breaking(path(pair), "\(name): \(what): " + reasons.joined(separator: "; "))
        }
    }

    /// Compares, over every combination of states, each checked question's visibility in
    /// both releases. A combination counts for a question only when both releases accept
    /// the answers it gives the other read questions (each answered one shown, each shown
    /// required one answered) and it leaves the question itself unanswered: then the
    /// question's own visibility decides alone.
    static func evaluate(
        old: QuizBundle, new: QuizBundle, checked: [QuestionPairing.Pair], space: ReadStates
    ) -> [Finding] {
        let oldRules = VisibilityRules(old), newRules = VisibilityRules(new)
        let oldIndex = ReadStates.indexByKey(old), newIndex = ReadStates.indexByKey(new)
        let targets = checked.map { pair -> (old: Int, new: Int, slot: Int?) in
            let oldPosition = oldIndex[ExactString(pair.old.key)] ?? 0
            return (
                oldPosition, newIndex[ExactString(pair.new.key)] ?? 0, space.slots.firstIndex { $0.old == oldPosition }
            )
        }
        var findings = Array(repeating: Finding(), count: checked.count)
        let slots = space.slots
        var position = Array(repeating: 0, count: slots.count)
        var chosenOld = [[Int]?](repeating: nil, count: old.questions.count)
        var chosenNew = [[Int]?](repeating: nil, count: new.questions.count)
        while true {
            for (index, slot) in slots.enumerated() {
                let state = slot.states[position[index]]
                if let question = slot.old { chosenOld[question] = state.old }
                if let question = slot.new { chosenNew[question] = state.new }
            }
            let shownOld = oldRules.shown(chosenOld), shownNew = newRules.shown(chosenNew)
            var rejected = Set<Int>()
            for (index, slot) in slots.enumerated() {
                if let question = slot.old,
                    !accepts(chosenOld[question], shown: shownOld[question], old.questions[question].required)
                {
                    rejected.insert(index)
                }
                if let question = slot.new,
                    !accepts(chosenNew[question], shown: shownNew[question], new.questions[question].required)
                {
                    rejected.insert(index)
                }
            }
            for (number, target) in targets.enumerated() where shownOld[target.old] != shownNew[target.new] {
                if let slot = target.slot, position[slot] != 0 { continue }
                guard rejected.isEmpty || (rejected.count == 1 && rejected.first == target.slot) else { continue }
                if shownOld[target.old] {
                    if findings[number].nowHidden == nil { findings[number].nowHidden = position }
                } else if findings[number].nowShown == nil {
                    findings[number].nowShown = position
                }
            }
            // Next combination: an odometer over the slots, last question fastest.
            var index = slots.count - 1
            while index >= 0 {
                position[index] += 1
                if position[index] < slots[index].states.count { break }
                position[index] = 0
                index -= 1
            }
            if index < 0 { break }
        }
        return findings
    }

    /// Whether a release accepts this answer state of a question: answered only when shown,
    /// and answered when shown and required.
    static func accepts(_ chosen: [Int]?, shown: Bool, _ required: Bool) -> Bool {
        shown ? (chosen != nil || !required) : chosen == nil
    }

    /// The answers object of a combination: each read question's answer, by wire key.
    static func witness(_ space: ReadStates, _ positions: [Int]) -> String {
        var members: [(String, JSONValue)] = []
        for (slot, position) in zip(space.slots, positions) {
            if let answer = slot.states[position].answer { members.append((slot.key, answer)) }
        }
        return JSONWriter.line.string(.object(members))
    }

    static func path(_ pair: QuestionPairing.Pair) -> String {
        ChangePath.of("questions", pair.old.id) + "/when"
    }

    /// "`when` added", "removed", "changed", or that only a question it reads changed.
    static func change(_ pair: QuestionPairing.Pair, _ renamed: [ExactString: String]) -> String {
        switch (pair.old.condition, pair.new.condition) {
        case (nil, _): return "`when` added"
        case (_, nil): return "`when` removed"
        default:
            return same(pair.old.condition, pair.new.condition, renamed)
                ? "shown for other answers although its `when` is unchanged" : "`when` changed"
        }
    }

    /// For each old question id, its counterpart's id in the new release.
    static func newIDs(_ pairing: QuestionPairing) -> [ExactString: String] {
        var ids: [ExactString: String] = [:]
        for pair in pairing.pairs { ids[ExactString(pair.old.id)] = pair.new.id }
        return ids
    }

    /// Whether two conditions are written alike, old question ids read as their counterparts'.
    static func same(
        _ old: QuizBundle.Condition?, _ new: QuizBundle.Condition?, _ renamed: [ExactString: String]
    ) -> Bool {
        func sameQuestion(_ a: String, _ b: String) -> Bool { (renamed[ExactString(a)] ?? a).isExactly(b) }
        // Sets: the normalized order follows the options, which may have been reordered.
        func sameIDs(_ a: [String], _ b: [String]) -> Bool {
            Set(a.map(ExactString.init)) == Set(b.map(ExactString.init))
        }
        switch (old, new) {
        case (nil, nil): return true
        case (.all(let a)?, .all(let b)?), (.any(let a)?, .any(let b)?):
            return a.count == b.count && zip(a, b).allSatisfy { same($0, $1, renamed) }
        case (.not(let a)?, .not(let b)?): return same(a, b, renamed)
        case (.answered(let q, let a)?, .answered(let r, let b)?): return sameQuestion(q, r) && a == b
        case (.optionIn(let q, let a)?, .optionIn(let r, let b)?): return sameQuestion(q, r) && sameIDs(a, b)
        case (.valueIn(let q, let a)?, .valueIn(let r, let b)?): return sameQuestion(q, r) && Set(a) == Set(b)
        case (.includes(let q, let a)?, .includes(let r, let b)?): return sameQuestion(q, r) && a.isExactly(b)
        default: return false
        }
    }
}
