/// Exhaustive dynamic programming over the distinct reachable feature vectors of a quiz
/// (the totals the outcome depends on), question by question.
///
/// Each state keeps how many answer sets reach it (for exact probabilities, in UInt128;
/// an overflow is reported instead of a wrong number) and a trail to one answer set that
/// reaches it (the witness). States whose outcome no remaining question can change are
/// folded into per-outcome buckets (`decide`). States are packed into 128-bit keys in an
/// open-addressing table, so the inner loop allocates nothing.
struct ScoreSpaceSearch {
    struct Entry {
        var count: UInt128
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
        var count: UInt128
        var trail: Int32
    }

    /// A value that marks a feature as no longer relevant (see `HighestAnalysis`).
    static let eliminated = Int.min / 2
    static func isEliminated(_ value: Int) -> Bool { value < Int.min / 4 }

    let questions: [(index: Int, choices: AnswerChoices)]
    let maxStates: Int

    private(set) var steps: [Step] = []
    private(set) var overflow = false
    /// Why the search stopped early, if it did.
    private(set) var limitation: String?

    init(questions: [(index: Int, choices: AnswerChoices)], maxStates: Int) {
        self.questions = questions
        self.maxStates = maxStates
    }

    /// Runs the search from `initial`. `normalize(state, next)` rewrites a state in place
    /// into a canonical one that gives the same outcome and ties whatever questions `next`…
    /// answer; `decide(state, next)` names the outcome when no question from `next` on can
    /// change it (the state is then folded). Returns the final states and the folded ones.
    mutating func run(initial: [Int], normalize: (inout [Int], Int) -> Void,
                      decide: ([Int], Int) -> String?) -> (final: [([Int], Entry)], decided: [String: [Decided]]) {
        let features = initial.count
        // The packing: every reachable value lies within ±bound; one code is kept for "eliminated".
        var bound = initial.map { abs($0) }.max() ?? 0
        for question in questions {
            bound += question.choices.choices.map { $0.delta.map { abs($0) }.max() ?? 0 }.max() ?? 0
        }
        var bits = 1
        while (1 << bits) < 2 * bound + 2 { bits += 1 }
        guard features * bits <= 128, bits < 48 else {
            limitation = "the totals are too large or too many to search exhaustively (\(features) features of \(bits) bits)"
            return ([], [:])
        }
        let packer = Packer(features: features, bits: bits, offset: bound)
        var remainingProduct = [UInt128](repeating: 1, count: questions.count + 1)
        for position in stride(from: questions.count - 1, through: 0, by: -1) {
            let (product, overflowed) = remainingProduct[position + 1].multipliedReportingOverflow(by: UInt128(questions[position].choices.total))
            if overflowed { overflow = true }
            remainingProduct[position] = product
        }
        var start = initial
        normalize(&start, 0)
        var current = StateTable(capacity: 16)
        current.insert(packer.pack(start), count: 1, trail: -1)
        var decided: [String: [Decided]] = [:]
        var state = [Int](repeating: 0, count: features)
        var target = [Int](repeating: 0, count: features)
        var work = 0
        for (position, question) in questions.enumerated() {
            work += current.count * question.choices.choices.count
            if work > maxStates * 8 {
                limitation = "the exact search would take more than \(maxStates * 8) steps (stopped at question \(position + 1) of \(questions.count) with \(current.count) distinct score combinations)"
                return ([], decided)
            }
            var next = StateTable(capacity: max(16, current.count * 2))
            let choices = question.choices.choices
            let deltas = choices.flatMap(\.delta)
            let multiplicities = choices.map { UInt128($0.multiplicity) }
            for slot in 0..<current.count {
                packer.unpack(current.keys[slot], into: &state)
                let count = current.counts[slot]
                for choiceIndex in 0..<choices.count {
                    let base = choiceIndex * features
                    for feature in 0..<features {
                        target[feature] = Self.isEliminated(state[feature]) ? state[feature] : state[feature] + deltas[base + feature]
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
                        steps.append(Step(parent: current.trails[slot], question: Int32(question.index), choice: Int32(choiceIndex)))
                        next.insert(key, count: added, trail: Int32(steps.count - 1))
                    }
                }
            }
            // Fold states whose outcome is settled.
            var kept = StateTable(capacity: max(16, next.count))
            for slot in 0..<next.count {
                packer.unpack(next.keys[slot], into: &state)
                if let outcome = decide(state, position + 1) {
                    let (total, overflowed) = next.counts[slot].multipliedReportingOverflow(by: remainingProduct[position + 1])
                    if overflowed { overflow = true }
                    decided[outcome, default: []].append(Decided(count: total, trail: next.trails[slot]))
                } else {
                    kept.insert(next.keys[slot], count: next.counts[slot], trail: next.trails[slot])
                }
            }
            current = kept
            if current.count > maxStates {
                limitation = "more than \(maxStates) distinct score combinations after \(position + 1) of \(questions.count) questions"
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

/// A state packed into 128 bits: `bits` per feature, value + offset, all ones = eliminated.
struct PackedState: Hashable {
    var low: UInt64
    var high: UInt64
}

struct Packer {
    let features: Int
    let bits: Int
    let offset: Int

    func pack(_ state: [Int]) -> PackedState {
        var key = PackedState(low: 0, high: 0)
        let mask = UInt64((1 << bits) - 1)
        for feature in 0..<features {
            let code = ScoreSpaceSearch.isEliminated(state[feature]) ? mask : UInt64(state[feature] + offset)
            let position = feature * bits
            if position < 64 {
                key.low |= code << UInt64(position)
                if position + bits > 64 { key.high |= code >> UInt64(64 - position) }
            } else {
                key.high |= code << UInt64(position - 64)
            }
        }
        return key
    }

    func unpack(_ key: PackedState, into state: inout [Int]) {
        let mask = UInt64((1 << bits) - 1)
        for feature in 0..<features {
            let position = feature * bits
            var code: UInt64
            if position < 64 {
                code = key.low >> UInt64(position)
                if position + bits > 64 { code |= key.high << UInt64(64 - position) }
            } else {
                code = key.high >> UInt64(position - 64)
            }
            code &= mask
            state[feature] = code == mask ? ScoreSpaceSearch.eliminated : Int(code) - offset
        }
    }
}

/// Packed states with their counts and trails, in insertion order, indexed by an
/// open-addressing hash table (linear probing).
struct StateTable {
    private(set) var keys: [PackedState] = []
    var counts: [UInt128] = []
    private(set) var trails: [Int32] = []
    private var slots: [Int32]
    private var mask: Int

    init(capacity: Int) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        slots = [Int32](repeating: -1, count: size)
        mask = size - 1
        keys.reserveCapacity(capacity)
        counts.reserveCapacity(capacity)
        trails.reserveCapacity(capacity)
    }

    var count: Int { keys.count }

    private func hash(_ key: PackedState) -> Int {
        var h = key.low &* 0x9E37_79B9_7F4A_7C15 ^ key.high &* 0xC2B2_AE3D_27D4_EB4F
        h ^= h >> 29
        return Int(truncatingIfNeeded: h) & mask
    }

    func find(_ key: PackedState) -> Int? {
        var slot = hash(key)
        while true {
            let index = slots[slot]
            if index < 0 { return nil }
            if keys[Int(index)] == key { return Int(index) }
            slot = (slot + 1) & mask
        }
    }

    mutating func insert(_ key: PackedState, count: UInt128, trail: Int32) {
        if (keys.count + 1) * 2 > slots.count { grow() }
        var slot = hash(key)
        while slots[slot] >= 0 { slot = (slot + 1) & mask }
        slots[slot] = Int32(keys.count)
        keys.append(key)
        counts.append(count)
        trails.append(trail)
    }

    private mutating func grow() {
        let size = slots.count * 2
        slots = [Int32](repeating: -1, count: size)
        mask = size - 1
        for (index, key) in keys.enumerated() {
            var slot = hash(key)
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(index)
        }
    }
}
