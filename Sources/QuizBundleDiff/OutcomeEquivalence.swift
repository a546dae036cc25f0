import QuizRuntime

/// Decides whether weight changes (and the other changes that keep the scoring rule but
/// may move outcomes) change the result of some answer set, by scoring every answer set
/// of the old release with both releases' runtime `Scorer` when there are at most
/// `limit` of them. Answer sets the new release rejects are skipped: what makes them
/// invalid is reported as breaking on its own.
enum OutcomeEquivalence {
    /// Most answer sets scored; above it, a weight change counts as breaking unchecked.
    static let limit = 200_000

    enum Verdict {
        /// No answer set changes outcome (or runner-up); `checked` sets were scored by both.
        case same(checked: Int)
        /// An answer set (as the old release's answers object) whose result differs.
        case differs(answers: JSONValue, old: ScoreResult, new: ScoreResult)
        /// More than `limit` answer sets.
        case tooMany
        /// Every old answer set is rejected by the new release.
        case nothingComparable
    }

    static func check(old: QuizBundle, new: QuizBundle, pairing: QuestionPairing, limit: Int = limit) -> Verdict {
        guard let space = AnswerSpace.make(old: old, pairing: pairing, limit: limit) else { return .tooMany }
        let oldScorer = Scorer(bundle: old), newScorer = Scorer(bundle: new)
        let compareBands = !old.scoring.profileResults.isEmpty || !new.scoring.profileResults.isEmpty
        let slots = space.slots
        var position = Array(repeating: 0, count: slots.count)
        if slots.contains(where: { $0.choices.isEmpty }) { return .nothingComparable }
        var checked = 0
        var oldAnswers: [(String, JSONValue)] = [], newAnswers: [(String, JSONValue)] = []
        oldAnswers.reserveCapacity(slots.count)
        newAnswers.reserveCapacity(slots.count)
        while true {
            oldAnswers.removeAll(keepingCapacity: true)
            newAnswers.removeAll(keepingCapacity: true)
            for (index, slot) in slots.enumerated() {
                let choice = slot.choices[position[index]]
                if let answer = choice.old { oldAnswers.append((slot.oldKey, answer)) }
                if let answer = choice.new, let key = slot.newKey { newAnswers.append((key, answer)) }
            }
            if case .success(let before) = oldScorer.score(json: .object(oldAnswers)),
                case .success(let after) = newScorer.score(json: .object(newAnswers))
            {
                checked += 1
                if !sameResult(before, after) || (compareBands && bands(before) != bands(after)) {
                    return .differs(answers: .object(oldAnswers), old: before, new: after)
                }
            }
            // Next answer set: an odometer over the slots, last question fastest.
            var index = slots.count - 1
            while index >= 0 {
                position[index] += 1
                if position[index] < slots[index].choices.count { break }
                position[index] = 0
                index -= 1
            }
            if index < 0 { break }
        }
        return checked == 0 ? .nothingComparable : .same(checked: checked)
    }

    /// A `profile` result's bands as the result writes them (`results[].band`), by result id:
    /// a weight change that moves some answer set to another band changes its result.
    static func bands(_ score: ScoreResult) -> [ExactString: String] {
        guard case .object(let members) = score.jsonValue,
            case .array(let results)? = members.first(where: { $0.0.isExactly("results") })?.1
        else { return [:] }
        var bands: [ExactString: String] = [:]
        for case .object(let entry) in results {
            guard case .string(let id)? = entry.first(where: { $0.0.isExactly("id") })?.1 else { continue }
            if case .string(let band)? = entry.first(where: { $0.0.isExactly("band") })?.1 {
                bands[ExactString(id)] = band
            } else {
                bands[ExactString(id)] = ""
            }
        }
        return bands
    }

    static func sameResult(_ a: ScoreResult, _ b: ScoreResult) -> Bool {
        guard a.outcome.map(ExactString.init) == b.outcome.map(ExactString.init) else { return false }
        switch (a.secondary, b.secondary) {
        case (nil, nil): return true
        case (.some(let x), .some(let y)): return x.isExactly(y)
        default: return false
        }
    }

    /// Classifies the recorded weight changes and adds the check's finding.
    static func classify(_ log: inout ChangeLog, old: QuizBundle, new: QuizBundle, pairing: QuestionPairing) {
        guard !log.outcomeRisks.isEmpty, !log.ruleChanged else { return }
        let reasons = log.outcomeRisks.joined(separator: " and ")
        let verdict = check(old: old, new: new, pairing: pairing)
        if case .same = verdict {
            for index in log.weightChanges { log.changes[index].kind = .compatible }
        }
        switch verdict {
        case .same(let checked):
            log.compatible(
                "/scoring",
                "scoring: \(reasons) keep every outcome (all \(checked) answer set\(checked == 1 ? "" : "s") checked)")
        case .differs(let answers, let before, let after):
            log.breaking(
                "/scoring",
                "scoring: \(reasons) change the outcome of some answers: \(JSONWriter.line.string(answers)) gave \(result(before)) and now give \(result(after))"
            )
        case .tooMany:
            log.breaking(
                "/scoring",
                "scoring: \(reasons) could not be checked exhaustively (more than \(limit) answer sets); treated as breaking"
            )
        case .nothingComparable:
            log.breaking(
                "/scoring", "scoring: \(reasons) could not be checked: the new release rejects every earlier answer set"
            )
        }
    }

    static func result(_ score: ScoreResult) -> String {
        let bands = bands(score)
        let outcome =
            (score.outcome.map(quoted) ?? "no outcome") + (score.secondary.map { " (runner-up \(quoted($0)))" } ?? "")
        guard !bands.isEmpty else { return outcome }
        let list = bands.keys.sorted().map { "\($0.string): \(bands[$0].map { $0.isEmpty ? "no band" : $0 } ?? "")" }
        return outcome + " with bands {" + list.joined(separator: ", ") + "}"
    }
}
