package import QuizRuntime

/// Compares two releases of quizzes and classifies every change as breaking or
/// compatible (see `docs/ci.md`): the engine behind `quizc diff`.
package enum BundleDiff {
    /// The changes between two releases of one quiz, in a fixed order: metadata, traits,
    /// scoring rule (with derived scores and results), questions (old order, then added ones), their `when`
    /// conditions, outcomes, presentation,
    /// examples, then the outcome check of weight changes.
    package static func compare(old: QuizBundle, new: QuizBundle) -> QuizDiff {
        var log = ChangeLog()
        MetadataDiff.compare(old, new, into: &log)
        TraitDiff.compare(old.traits, new.traits, into: &log)
        ScoringRuleDiff.compare(old.scoring, new.scoring, into: &log)
        let pairing = QuestionPairing(old: old.questions, new: new.questions)
        QuestionDiff.compare(pairing, scale: WeightScale(old: old, new: new), into: &log)
        ConditionDiff.compare(old: old, new: new, pairing: pairing, into: &log)
        OutcomeDiff.compare(old.outcomes, new.outcomes, into: &log)
        PresentationDiff.compare(old.presentation, new.presentation, into: &log)
        MetadataDiff.compareExamples(old.examples, new.examples, into: &log)
        LocaleDiff.compare(old, new, into: &log)
        OutcomeEquivalence.classify(&log, old: old, new: new, pairing: pairing)
        return QuizDiff(quiz: old.quiz, oldVersion: old.version, newVersion: new.version, changes: log.changes)
    }

    /// Pairs quizzes by id: each id in either set gives one `QuizDiff`, sorted by id. A quiz
    /// only in `old` was removed (breaking); one only in `new` was added (compatible).
    package static func compare(old: [QuizBundle], new: [QuizBundle]) -> [QuizDiff] {
        let oldByID = Dictionary(old.map { (ExactString($0.quiz), $0) }, uniquingKeysWith: { first, _ in first })
        let newByID = Dictionary(new.map { (ExactString($0.quiz), $0) }, uniquingKeysWith: { first, _ in first })
        let ids = Set(oldByID.keys).union(newByID.keys).sorted()
        return ids.map { id in
            switch (oldByID[id], newByID[id]) {
            case (let before?, let after?):
                return compare(old: before, new: after)
            case (let before?, nil):
                return QuizDiff(
                    quiz: id.string, oldVersion: before.version, newVersion: nil,
                    changes: [BundleChange(.breaking, "", "quiz removed")])
            case (nil, let after?):
                return QuizDiff(
                    quiz: id.string, oldVersion: nil, newVersion: after.version,
                    changes: [BundleChange(.compatible, "", "quiz added")])
            case (nil, nil):
                return QuizDiff(quiz: id.string, oldVersion: nil, newVersion: nil, changes: [])
            }
        }
    }
}
