/// Exhaustive dynamic programming over the distinct reachable feature vectors of a quiz
/// (the totals the outcome depends on), question by question.
///
/// Each state keeps how many answer sets reach it (for exact probabilities, in `Count`:
/// `Count128` reports an overflow instead of a wrong number, and the caller counts again
/// in `BigUInt`, see `ExactCount.widening`) and a trail to one answer set that
/// reaches it (the witness). States whose outcome no remaining question can change are
/// folded into per-outcome buckets (`decide`). States are packed into 128-bit keys in an
/// open-addressing table, so the inner loop allocates nothing.
struct ScoreSpaceSearch<Count: SearchCount> {
    struct Entry {
        var count: Count
        var trail: Int32
    }

    /// A path back through the search: question, choice, previous step.
    struct Step {
        var parent: Int32
        var question: Int32
        var choice: Int32
    }

    /// A folded-in result: the outcome is known, with its count and witness trail.
    struct Decided {
        var count: Count
        var trail: Int32
    }

    static func isEliminated(_ value: Int) -> Bool { SearchMarks.isEliminated(value) }

    let questions: [(index: Int, choices: AnswerChoices)]
    let maxStates: Int
    /// The work shared with the other draws' searches, if any.
    let shared: SharedWork?

    private(set) var steps: [Step] = []
    private(set) var overflow = false
    /// Why the search stopped early, if it did.
    private(set) var limitation: String?

    init(questions: [(index: Int, choices: AnswerChoices)], maxStates: Int, shared: SharedWork? = nil) {
        self.questions = questions
        self.maxStates = maxStates
        self.shared = shared
    }

    /// Runs the search from `initial`. `normalize(state, next)` rewrites a state in place
    /// into a canonical one that gives the same outcome and ties whatever questions `next`…
    /// answer; `decide(state, next)` names the outcome when no question from `next` on can
    /// change it (the state is then folded). Returns the final states and the folded ones.
    mutating func run(
        initial: [Int], normalize: (inout [Int], Int) -> Void,
        decide: ([Int], Int) -> String?
    ) -> (final: [([Int], Entry)], decided: [String: [Decided]]) {
        let features = initial.count
        guard let packer = makePacker(initial: initial) else { return ([], [:]) }
        let remainingProduct = remainingProducts()
        var start = initial
        normalize(&start, 0)
        var current = StateTable<Count>(capacity: 16)
        current.insert(packer.pack(start), count: 1, trail: -1)
        var decided: [String: [Decided]] = [:]
        var state = [Int](repeating: 0, count: features)
        var work = 0
        for (position, question) in questions.enumerated() {
            work += current.count * question.choices.choices.count
            // A cancelled task (the language server's analysis after an edit) stops as if over budget.
            if work > maxStates * 8 || Task.isCancelled {
                limitation = AnalysisRemedy.budget(
                    "the exact search would take more than \(maxStates * 8) steps (stopped at question \(position + 1) of \(questions.count) with \(current.count) distinct score combinations)"
                )
                return ([], decided)
            }
            if let shared, !shared.charge(current.count * question.choices.choices.count * SharedWork.stepUnits) {
                limitation = AnalysisRemedy.budget(shared.reason)
                return ([], decided)
            }
            let next = advance(current, by: question, at: position, packer: packer, normalize: normalize)
            // Fold states whose outcome is settled.
            var kept = StateTable<Count>(capacity: max(16, next.count))
            for slot in 0..<next.count {
                packer.unpack(next.keys[slot], into: &state)
                if let outcome = decide(state, position + 1) {
                    let (total, overflowed) = next.counts[slot].multipliedReportingOverflow(
                        by: remainingProduct[position + 1])
                    if overflowed { overflow = true }
                    decided[outcome, default: []].append(Decided(count: total, trail: next.trails[slot]))
                } else {
                    kept.insert(next.keys[slot], count: next.counts[slot], trail: next.trails[slot])
                }
            }
            current = kept
            if current.count > maxStates {
                limitation = AnalysisRemedy.budget(
                    "more than \(maxStates) distinct score combinations after \(position + 1) of \(questions.count) questions"
                )
                return ([], decided)
            }
        }
        var final: [([Int], Entry)] = []
        for slot in 0..<current.count {
            packer.unpack(current.keys[slot], into: &state)
            final.append((state, Entry(count: current.counts[slot], trail: current.trails[slot])))
        }
        final.sort { $0.0.lexicographicallyPrecedes($1.0) }
        return (final, decided)
    }

    /// The packing of states into 128-bit keys: every reachable value lies within ±bound,
    /// and one code is kept for "eliminated". Nil (with `limitation` set) when the states
    /// do not fit.
    private mutating func makePacker(initial: [Int]) -> Packer? {
        let features = initial.count
        var bound = initial.map { abs($0) }.max() ?? 0
        for question in questions {
            bound += question.choices.choices.map { $0.delta.map { abs($0) }.max() ?? 0 }.max() ?? 0
        }
        var bits = 1
        while (1 << bits) < 2 * bound + 2 { bits += 1 }
        guard features * bits <= 128, bits < 48 else {
            limitation = AnalysisRemedy.bound(
                "the totals are too large or too many to search exhaustively (\(features) features of \(bits) bits)",
                "smaller weights or fewer traits would let the search run")
            return nil
        }
        return Packer(features: features, bits: bits, offset: bound)
    }

    /// For each position, how many answer sets the questions from there to the end have
    /// (1 past the last question); an overflow sets `overflow`.
    private mutating func remainingProducts() -> [Count] {
        var remainingProduct = [Count](repeating: 1, count: questions.count + 1)
        for position in stride(from: questions.count - 1, through: 0, by: -1) {
            let (product, overflowed) = remainingProduct[position + 1].multipliedReportingOverflow(
                by: Count(questions[position].choices.total))
            if overflowed { overflow = true }
            remainingProduct[position] = product
        }
        return remainingProduct
    }

    /// The states after answering `question` (at `position`) from each of `current`, normalized,
    /// with their counts and a new step for each state reached for the first time.
    private mutating func advance(
        _ current: StateTable<Count>, by question: (index: Int, choices: AnswerChoices), at position: Int,
        packer: Packer,
        normalize: (inout [Int], Int) -> Void
    ) -> StateTable<Count> {
        let features = packer.features
        var state = [Int](repeating: 0, count: features)
        var target = [Int](repeating: 0, count: features)
        var next = StateTable<Count>(capacity: max(16, current.count * 2))
        let choices = question.choices.choices
        let deltas = choices.flatMap(\.delta)
        let multiplicities = choices.map { Count($0.multiplicity) }
        for slot in 0..<current.count {
            packer.unpack(current.keys[slot], into: &state)
            let count = current.counts[slot]
            for choiceIndex in 0..<choices.count {
                let base = choiceIndex * features
                for feature in 0..<features {
                    target[feature] =
                        Self.isEliminated(state[feature]) ? state[feature] : state[feature] + deltas[base + feature]
                }
                normalize(&target, position + 1)
                let (added, overflowed) = count.multipliedReportingOverflow(by: multiplicities[choiceIndex])
                if overflowed { overflow = true }
                let key = packer.pack(target)
                if let existing = next.find(key) {
                    let (sum, sumOverflow) = next.counts[existing].addingReportingOverflow(added)
                    if sumOverflow { overflow = true }
                    next.counts[existing] = sum
                } else {
                    steps.append(
                        Step(
                            parent: current.trails[slot], question: Int32(question.index),
                            choice: Int32(choiceIndex)))
                    next.insert(key, count: added, trail: Int32(steps.count - 1))
                }
            }
        }
        return next
    }

    /// The (question, choice) pairs of a trail, in question order.
    func path(_ trail: Int32) -> [(question: Int, choice: Int)] {
        var result: [(Int, Int)] = []
        var cursor = trail
        while cursor >= 0 {
            let step = steps[Int(cursor)]
            result.append((Int(step.question), Int(step.choice)))
            cursor = step.parent
        }
        return result.reversed()
    }
}

/// The marks a search's states carry, whatever their count type.
enum SearchMarks {
    /// A value that marks a feature as no longer relevant (see `HighestAnalysis`).
    static let eliminated = Int.min / 2
    static func isEliminated(_ value: Int) -> Bool { value < Int.min / 4 }
}
