/// The changes found so far while comparing two bundles, and what the outcome check at
/// the end needs to know.
struct ChangeLog {
    var changes: [BundleChange] = []
    /// Indices of weight changes, classified once the outcome check has run.
    var weightChanges: [Int] = []
    /// Why outcomes might differ although the rule is the same (weights, tie order
    /// extended with new traits, range answers mapping to other anchors).
    var outcomeRisks: [String] = []
    /// The scoring rule or the initial scores changed: breaking by itself, no check.
    var ruleChanged = false

    mutating func breaking(_ path: String, _ message: String) {
        changes.append(BundleChange(.breaking, path, message))
    }

    mutating func compatible(_ path: String, _ message: String) {
        changes.append(BundleChange(.compatible, path, message))
    }

    mutating func notice(_ path: String, _ message: String) {
        changes.append(BundleChange(.notice, path, message))
    }

    /// A change of option weights; its kind is decided by `OutcomeEquivalence`.
    mutating func weightChange(_ path: String, _ message: String) {
        weightChanges.append(changes.count)
        changes.append(BundleChange(.breaking, path, message))
        noteRisk("the weight changes")
    }

    mutating func noteRisk(_ reason: String) {
        if !outcomeRisks.contains(reason) { outcomeRisks.append(reason) }
    }
}
