/// The changes found so far while comparing two bundles, and what the outcome check at
/// the end needs to know.
struct ChangeLog {
    var changes: [BundleChange] = []
    /// Indices of weight changes (and other score changes under the same rule), classified
    /// once the outcome check has run.
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
        checkedChange(path, message, risk: "the weight changes")
    }

    /// A change that moves scores but not the rule (weights, a mean's question count, a
    /// percent's range): breaking unless `OutcomeEquivalence` finds that no answer set changes
    /// its result.
    mutating func checkedChange(_ path: String, _ message: String, risk: String) {
        weightChanges.append(changes.count)
        changes.append(BundleChange(.breaking, path, message))
        noteRisk(risk)
    }

    mutating func noteRisk(_ reason: String) {
        if !outcomeRisks.contains(reason) { outcomeRisks.append(reason) }
    }
}
