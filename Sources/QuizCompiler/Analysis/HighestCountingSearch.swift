/// The counting search of `model: highest`, specialised for speed: the
/// same states, order, folding and witnesses as `ScoreSpaceSearch` driven by the same
/// rules (`RuleTables`; a property test checks the two searches agree), but with the
/// totals of a state packed into one 64-bit word, the normalisation and the fold inlined,
/// and settled states counted per outcome as they are reached instead of being stored.
///
/// A state is the traits' totals shifted so the smallest live one is 0; a trait that is
/// sure to end strictly below another is dead (its total forgotten). `init` returns `nil`
/// when the shifted totals do not fit 64 bits; the caller then uses `ScoreSpaceSearch`.
struct HighestCountingSearch: HighestCounting {
    /// A state still open after the last question: its totals (dead = `ScoreSpaceSearch.eliminated`).
    struct Final {
        var state: [Int]
        var count: UInt128
        var trail: Int32
    }

    /// All answer sets whose outcome was settled before the last question, for one trait.
    struct Settled {
        var count: UInt128
        var trail: Int32
    }

    let questions: [(index: Int, choices: AnswerChoices)]
    let traits: Int
    let order: [Int]
    let initial: [Int]
    /// `gain[(p * traits + o) * traits + l]`: the most trait o can gain on trait l over questions p…end.
    let gain: [Int]
    let packer: WordPacker

    /// Search steps: the step's parent step and the choice taken; the question follows from the position.
    private(set) var parents: [Int32] = []
    private(set) var choiceTaken: [UInt16] = []
    /// `stepStart[p]`: the first step made at question position p.
    private(set) var stepStart: [Int] = []
    private(set) var overflow = false
    /// Where the prefetching reads of `flush` end up, so they are not optimised away.
    private(set) var batchSink: UInt64 = 0
    private(set) var limitation: String?

    init?(questions: [(index: Int, choices: AnswerChoices)], traits: Int, order: [Int], initial: [Int], gain: [Int]) {
        guard traits > 0, questions.allSatisfy({ $0.choices.choices.count <= Int(UInt16.max) }) else { return nil }
        // After the shift every live total lies in 0...spread.
        var spread = (initial.max() ?? 0) - (initial.min() ?? 0)
        for question in questions {
            spread += question.choices.choices.map { ($0.delta.max() ?? 0) - ($0.delta.min() ?? 0) }.max() ?? 0
        }
        guard let packer = WordPacker(lanes: traits, largest: spread) else { return nil }
        self.questions = questions
        self.traits = traits
        self.order = order
        self.initial = initial
        self.gain = gain
        self.packer = packer
    }

    /// Runs the search. `maxStates`: most open states after a question; `maxWork`: most
    /// transitions in all. Past either, `limitation` says so and the results are empty.
    mutating func run(maxStates: Int, maxWork requestedWork: Int) -> (final: [Final], settled: [Int: Settled]) {
        // Steps are numbered in 32 bits: no budget may let more of them be made.
        let maxWork = min(requestedWork, Int(Int32.max) / 2)
        let n = traits
        let tables = RuleTables(traits: n, questionCount: questions.count, gain: gain, order: order)
        let rules = tables.rules
        let state = UnsafeMutablePointer<Int>.allocate(capacity: n)
        let target = UnsafeMutablePointer<Int>.allocate(capacity: n)
        defer {
            state.deallocate()
            target.deallocate()
            withExtendedLifetime(tables) {}
        }
        let (remaining, productOverflow) = CountingBudget.answerSetsFrom(questions)
        if productOverflow { overflow = true }

        // Settled answer sets per winning trait; trail -2 while none.
        var settledCounts = [UInt128](repeating: 0, count: n)
        var settledTrails = [Int32](repeating: -2, count: n)
        var work = 0
        let eliminated = ScoreSpaceSearch.eliminated
        var current = PackedStateTable(capacity: 16)
        for index in 0..<n { state[index] = initial[index] }
        rules.normalize(state, next: 0)
        _ = current.add(packer.pack(state), 1) { -1 }
        current.seal()
        let batch = TransitionBatch()

        for (position, question) in questions.enumerated() {
            stepStart.append(parents.count)
            let choices = question.choices.choices
            work += current.count * choices.count
            if let reason = CountingBudget.stopBefore(position: position, of: questions.count, work: work, maxWork: maxWork, states: current.count) {
                limitation = reason
                return ([], [:])
            }
            let deltas = choices.flatMap(\.delta)
            let multiplicities = choices.map { UInt128($0.multiplicity) }
            let next = position + 1
            let canSettle = next < questions.count
            let after = remaining[next]
            let upcoming = PackedStateTable(capacity: current.count + current.count / 2)
            deltas.withUnsafeBufferPointer { deltas in
                for slot in 0..<current.count {
                    packer.unpack(current.keys[slot], into: state)
                    let count = current.counts[slot]
                    let trail = current.trails[slot]
                    for choiceIndex in 0..<choices.count {
                        let base = choiceIndex * n
                        for feature in 0..<n {
                            let value = state[feature]
                            target[feature] = value < Int.min / 4 ? eliminated : value + deltas[base + feature]
                        }
                        rules.normalize(target, next: next)
                        let multiplicity = multiplicities[choiceIndex]
                        var added = count
                        if multiplicity != 1 {
                            let (product, overflowed) = count.multipliedReportingOverflow(by: multiplicity)
                            if overflowed { overflow = true }
                            added = product
                        }
                        if canSettle {
                            let winner = rules.settledWinner(target, next: next)
                            if winner >= 0 {
                                let (total, overflowed) = added.multipliedReportingOverflow(by: after)
                                let (sum, sumOverflow) = settledCounts[winner].addingReportingOverflow(total)
                                if overflowed || sumOverflow { overflow = true }
                                settledCounts[winner] = sum
                                if settledTrails[winner] == -2 { settledTrails[winner] = appendStep(parent: trail, choice: choiceIndex) }
                                continue
                            }
                        }
                        batch.append(key: packer.pack(target), count: added, parent: trail, choice: choiceIndex)
                        if batch.isFull { flush(batch, into: upcoming) }
                    }
                }
            }
            flush(batch, into: upcoming)
            upcoming.seal()
            current = upcoming
            if let reason = CountingBudget.stopAfter(next: next, questions: questions, states: current.count, work: work,
                                                     maxStates: maxStates, maxWork: maxWork) {
                limitation = reason
                return ([], [:])
            }
        }
        var final: [Final] = []
        final.reserveCapacity(current.count)
        for slot in 0..<current.count {
            packer.unpack(current.keys[slot], into: state)
            final.append(Final(state: Array(UnsafeBufferPointer(start: state, count: n)), count: current.counts[slot], trail: current.trails[slot]))
        }
        final.sort { $0.state.lexicographicallyPrecedes($1.state) }
        var settled: [Int: Settled] = [:]
        for trait in 0..<n where settledTrails[trait] != -2 {
            settled[trait] = Settled(count: settledCounts[trait], trail: settledTrails[trait])
        }
        return (final, settled)
    }

    /// Adds a batch of transitions to `table` in their order. The slots they touch are read
    /// in a first pass, so the cache misses overlap.
    private mutating func flush(_ batch: TransitionBatch, into table: PackedStateTable) {
        var sink: UInt64 = 0
        for item in 0..<batch.count { sink ^= table.touch(batch.keys[item]) }
        for item in 0..<batch.count {
            let overflowed = table.add(batch.keys[item], batch.counts[item]) {
                appendStep(parent: batch.parents[item], choice: batch.choices[item])
            }
            if overflowed { overflow = true }
        }
        batchSink ^= sink
        batch.count = 0
    }

    private mutating func appendStep(parent: Int32, choice: Int) -> Int32 {
        parents.append(parent)
        choiceTaken.append(UInt16(truncatingIfNeeded: choice))
        return Int32(truncatingIfNeeded: parents.count - 1)
    }

    /// The (question, choice) pairs of a trail, in question order.
    func path(_ trail: Int32) -> [(question: Int, choice: Int)] {
        var result: [(Int, Int)] = []
        var cursor = Int(trail)
        while cursor >= 0 {
            let position = lastStart(atOrBefore: cursor, in: stepStart)
            result.append((questions[position].index, Int(choiceTaken[cursor])))
            cursor = Int(parents[cursor])
        }
        return result.reversed()
    }
}
