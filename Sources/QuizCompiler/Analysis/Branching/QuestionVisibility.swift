import BigInt
import QuizRuntime

/// Which questions of a quiz with conditions are shown, over every answer path
/// (docs/analysis.md, "Branching"): per question, the exact probability that it is shown
/// under the analysis's model, and an answer path that shows it and one that hides it when
/// there are such paths. Computed from the answer scenarios alone (no search), so it is
/// not cached.
@_spi(Tools) public struct QuestionVisibility: Sendable {
    /// One question's visibility.
    struct Entry: Sendable {
        /// The question's id.
        var question: String
        /// Complete virtual answer sets on which it is shown (over `total`); `nil` when not
        /// decided (`limitation`).
        var shownCount: BigUInt?
        /// Whether some answer path shows it / hides it (paths of weight 0 included: an
        /// optional read question left out).
        var canBeShown: Bool
        var canBeHidden: Bool
        /// A complete answer path that shows it / hides it, when there is one.
        var shownWitness: OutcomeAnalysis.Witness?
        var hiddenWitness: OutcomeAnalysis.Witness?
    }

    /// One entry per question, in bundle order.
    var entries: [Entry]
    /// All complete virtual answer sets (the denominator); `nil` when not decided (`limitation`).
    var total: BigUInt?
    /// The answer scenarios, for the checks that read them (`axis-not-asked`).
    var scenarios: [BranchingScenario]
    /// The read questions and their classes.
    var reads: BranchingReads
    /// Why the scenarios were not all listed, when they were not (nothing is decided then).
    var limitation: String?

    /// The visibility of `bundle`'s questions, or `nil` when no question has a condition.
    init?(_ bundle: QuizBundle) {
        guard bundle.questions.contains(where: { $0.condition != nil }) else { return nil }
        let reads = BranchingReads(bundle)
        let listing = BranchingScenarios.list(bundle, reads: reads, rules: VisibilityRules(bundle))
        self.reads = reads
        scenarios = listing.complete ? listing.scenarios : []
        limitation =
            listing.complete
            ? nil
            : BranchingScenarios.tooMany(", so which questions are shown was not decided over every answer path")
        var total: BigUInt? = 0
        func add(_ sum: inout BigUInt?, _ value: BigUInt) { sum = sum.map { $0 + value } }
        for scenario in scenarios { add(&total, scenario.weight) }
        self.total = listing.complete ? total : nil
        entries = bundle.questions.enumerated().map { index, question in
            var entry = Entry(
                question: question.id, shownCount: 0, canBeShown: false, canBeHidden: false, shownWitness: nil,
                hiddenWitness: nil)
            for scenario in listing.complete ? listing.scenarios : [] {
                if scenario.shown[index] {
                    add(&entry.shownCount, scenario.weight)
                    if !entry.canBeShown {
                        entry.canBeShown = true
                        entry.shownWitness = scenario.path(bundle, reads: reads)
                    }
                } else if !entry.canBeHidden {
                    entry.canBeHidden = true
                    entry.hiddenWitness = scenario.path(bundle, reads: reads)
                }
            }
            if !listing.complete { entry.shownCount = nil }
            return entry
        }
    }
}
