package import QuizRuntime

/// What a session token saved on an earlier release needs to resume on a new one, derived from
/// `quizc diff`'s own comparison (`QuestionPairing`, `QuestionDiff`, `OptionDiff`), not from a
/// second set of rules: answers to removed questions and removed options are dropped; a kept
/// question whose answer would change meaning (a breaking change other than a removed option or
/// a question now required (listed as needed, with the required questions added): type, wire key, limits, an option's weights, range anchors, or
/// its key now naming another question) refuses tokens that answer it.
package enum ResumeMigration {
    /// The migrations `new` records: one per bundle of `earlier` of the same quiz id with
    /// another hash, sorted by hash. An earlier bundle with `new`'s content is the release being
    /// rebuilt when it records the same migrations (so a rebuild keeps its bytes and its hash),
    /// and otherwise one whose sessions resume as they are.
    package static func migrations(from earlier: [QuizBundle], to new: QuizBundle) -> [QuizBundle.Migration] {
        var content = new
        content.migrations = []
        let releases = earlier.filter { $0.quiz.isExactly(new.quiz) }
        // Compared by hash: a decoded bundle and a compiled one differ in ways the JSON does not show.
        let contentHash = content.hash()
        let isSame = { (bundle: QuizBundle) -> Bool in
            var old = bundle
            old.migrations = []
            return old.hash() == contentHash
        }
        let same = releases.filter(isSame)
        var byHash: [String: QuizBundle.Migration] = [:]
        for old in releases where !isSame(old) {
            let hash = old.hash()
            byHash[hash] = migration(from: old, to: content, hash: hash)
        }
        // A release with this content whose hash is the one this build would have without
        // listing it is this release rebuilt; every other one is listed with nothing to change.
        let resumed = same.map { QuizBundle.Migration(hash: $0.hash(), version: $0.version) }
        for (index, old) in same.enumerated() {
            var built = content
            built.migrations = sorted(
                byHash.merging(
                    resumed.enumerated().filter { $0.offset != index }.map { ($0.element.hash, $0.element) },
                    uniquingKeysWith: { first, _ in first }))
            if old.hash() != built.hash() { byHash[old.hash()] = resumed[index] }
        }
        return sorted(byHash)
    }

    private static func sorted(_ byHash: [String: QuizBundle.Migration]) -> [QuizBundle.Migration] {
        byHash.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.compactMap { byHash[$0] }
    }

    /// The migration of tokens saved on `old` (whose hash is `hash`) to `new`.
    static func migration(from old: QuizBundle, to new: QuizBundle, hash: String) -> QuizBundle.Migration {
        let pairing = QuestionPairing(old: old.questions, new: new.questions)
        let scale = WeightScale(old: old, new: new)
        var migration = QuizBundle.Migration(
            hash: hash, version: old.version, droppedQuestions: pairing.removed.map(\.key),
            neededQuestions: pairing.added.filter(\.required).map(\.key))
        for pair in pairing.pairs {
            if pair.new.required && !pair.old.required { migration.neededQuestions.append(pair.new.key) }
            if let reason = refusal(pair, scale: scale) {
                migration.refusals.append(QuizBundle.Migration.Refusal(key: pair.old.key, reason: reason))
                continue
            }
            let match = OptionDiff.matching(pair.old, pair.new)
            let removed = zip(pair.old.options, match).filter { $0.1 == nil }.map { OptionDiff.identity($0.0) }
            if !removed.isEmpty {
                migration.droppedOptions.append(
                    QuizBundle.Migration.DroppedOptions(key: pair.old.key, options: removed))
            }
        }
        // In the new release's order.
        let needed = Set(migration.neededQuestions.map(ExactString.init))
        migration.neededQuestions = new.questions.map(\.key).filter { needed.contains(ExactString($0)) }
        return migration
    }

    /// Why a kept answer to the pair's question would change meaning, in diff's words; `nil`
    /// when it keeps its meaning (removed options aside).
    static func refusal(_ pair: QuestionPairing.Pair, scale: WeightScale) -> String? {
        var log = ChangeLog()
        QuestionDiff.compare(pair, scale: scale, into: &log)
        let path = ChangePath.of("questions", pair.old.id)
        let options = path + "/options/"
        for change in log.changes {
            let place = change.path
            // The wire key now names another question: diff pairs by key and calls it an id change.
            if place == path + "/id" { return change.message }
            guard change.kind == .breaking, place != path + "/required" else { continue }
            // A removed option drops from the answer; the option's own changes below it do not.
            if place.hasPrefix(options), !place.dropFirst(options.count).contains("/") { continue }
            return change.message
        }
        if pair.old.type == .range, !log.outcomeRisks.isEmpty {
            return "\(QuestionDiff.name(pair.old)): its numbers map to other anchors"
        }
        return nil
    }
}
