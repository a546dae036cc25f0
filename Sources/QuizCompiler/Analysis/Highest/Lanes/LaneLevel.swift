/// What both workers need to know about one level of `HighestLaneSearch`.
struct LaneLevel: Sendable {
    typealias Lanes = HighestLaneSearch.Lanes
    let deltas: [Lanes]
    let multiplicities: [Count128]
    /// Whether every choice stands for exactly one answer (no count needs multiplying).
    let unitMultiplicities: Bool
    /// `limits[c * 8 + l]`, lane o: the most lane o may trail lane l before choice c and not
    /// be hopeless after it (`HighestLaneSearch.limits`).
    let limits: [Lanes]
    let settle: Bool
    /// The answer sets of the questions after this one (a settled move counts for all of them).
    let after: Count128
    let choices: Int
    let traits: Int
    /// Buckets: a power of two, at least 2 (one set per worker), about 8,192 moves each.
    let bucketBits: Int
    /// Passes over the level's moves, each bucketing a share of the buckets (so the moves
    /// held at once stay under `Tuning.bytesPerPass`, 512 MiB).
    let passes: Int
    /// Words of the bitmap of first moves (a bit per generation number).
    let bitmapWords: Int
    /// Whether a count of this level may exceed 64 bits (the answer sets of the questions
    /// up to this one do not fit), so moves carry 128-bit counts.
    let wide: Bool

    init(search: HighestLaneSearch, position: Int, moves: Int, after: Count128, wide: Bool) {
        self.wide = wide
        let choiceList = search.questions[position].choices.choices
        deltas = choiceList.map { search.laneDelta($0.delta) }
        multiplicities = choiceList.map { Count128($0.multiplicity) }
        unitMultiplicities = choiceList.allSatisfy { $0.multiplicity == 1 }
        limits = HighestLaneSearch.limits(
            deltas: deltas, towardNext: search.toward[((position + 1) * 8)..<((position + 2) * 8)])
        settle = position + 1 < search.questions.count
        self.after = after
        choices = choiceList.count
        traits = search.traits
        var bits = 1
        while 1 << bits < laneMaxBuckets, moves >> (bits + 13) > 0 { bits += 1 }
        bucketBits = bits
        var passes = 1
        while passes < (1 << bits),
            moves * MemoryLayout<LaneMove<Count128>>.stride / passes > search.tuning.bytesPerPass
        { passes <<= 1 }
        self.passes = passes
        bitmapWords = (moves + 63) / 64 + 1
    }

    @inline(__always)
    func bucket(_ hash: UInt64) -> Int { Int(truncatingIfNeeded: hash >> UInt64(64 - bucketBits)) }

    /// The buckets a pass handles.
    func buckets(pass: Int) -> Range<Int> {
        let share = (1 << bucketBits) / passes
        return (pass * share)..<((pass + 1) * share)
    }
}
