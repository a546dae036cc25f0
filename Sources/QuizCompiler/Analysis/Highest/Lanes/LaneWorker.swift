/// One of the two threads of a `HighestLaneSearch` level: it makes the moves of its half
/// of the states and merges its half of the buckets (even or odd). Sendable by design, not
/// by the compiler's proof: in each phase a worker writes only its own storage (and its own
/// ranks' entries of the level's trail), and it reads the other worker's buckets and bitmap
/// only in the next phase, after `concurrentPerform` has returned.
final class LaneWorker: @unchecked Sendable {
    var current = StateColumns()
    var next = StateColumns()
    /// The memory of both kinds of buckets (a level uses one kind).
    let pool = LaneChunkPool()
    let narrowBuckets: MoveBuckets<UInt64>
    let wideBuckets: MoveBuckets<Count128>
    let narrowTable = MergeTable<UInt64>()
    let wideTable = MergeTable<Count128>()
    /// A bit per generation number: the first moves of the states this worker merged.
    private(set) var firstMoves: UnsafeMutablePointer<UInt64>
    private var firstMovesCapacity = 1
    private(set) var settledCounts: [Count128]
    /// Per lane, the earliest settled move (`UInt32.max`: none).
    private(set) var settledSeqs: [UInt32]
    private(set) var overflow = false
    let index: Int

    init(index: Int, lanes: Int) {
        self.index = index
        narrowBuckets = MoveBuckets(pool: pool)
        wideBuckets = MoveBuckets(pool: pool)
        firstMoves = .allocate(capacity: 1)
        settledCounts = Array(repeating: 0, count: lanes)
        settledSeqs = Array(repeating: .max, count: lanes)
    }

    deinit { firstMoves.deallocate() }

    /// Makes the moves from this worker's states, counting settled ones (first pass only)
    /// and bucketing the others that fall in this pass's buckets.
    func makeMoves(_ level: LaneLevel, pass: Int) {
        if level.wide {
            makeMoves(level, pass: pass, into: wideBuckets)
        } else {
            makeMoves(level, pass: pass, into: narrowBuckets)
        }
    }

    private func makeMoves<Count: LaneCount>(_ level: LaneLevel, pass: Int, into buckets: MoveBuckets<Count>) {
        if pass == 0 {
            for lane in settledCounts.indices {
                settledCounts[lane] = 0
                settledSeqs[lane] = .max
            }
            if firstMovesCapacity < level.bitmapWords {
                firstMoves.deallocate()
                firstMoves = .allocate(capacity: level.bitmapWords)
                firstMovesCapacity = level.bitmapWords
            }
            firstMoves.update(repeating: 0, count: level.bitmapWords)
            next.count = 0
        }
        buckets.clear()
        pool.reset()
        // The pass's buckets (all of them in a single pass) as one unsigned comparison.
        let range = level.buckets(pass: pass)
        let firstBucket = range.lowerBound, bucketCount = UInt(range.count)
        let choices = level.choices, traits = level.traits, settle = level.settle
        let unitMultiplicities = level.unitMultiplicities, after = level.after
        let states = current
        var overflowed = false
        // Locals, not properties: no exclusivity checks in the loop.
        var settledCounts = self.settledCounts, settledSeqs = self.settledSeqs
        let leads = UnsafeMutablePointer<HighestLaneSearch.Lanes>.allocate(capacity: 8)
        defer { leads.deallocate() }
        level.deltas.withUnsafeBufferPointer { deltas in
            level.limits.withUnsafeBufferPointer { limits in
                let limitsBase = limits.baseAddress.unsafelyUnwrapped
                for source in 0..<states.count {
                    let (base, live) = HighestLaneSearch.unpack(states.keys[source])
                    HighestLaneSearch.rivalLeads(base, traits: traits, into: leads)
                    let count = states.counts[source]
                    let firstSeq = Int(states.tags[source]) &* choices
                    for choice in 0..<choices {
                        let (key, winner) = HighestLaneSearch.move(
                            base, live: live, delta: deltas[choice], leads: leads,
                            limits: limitsBase + choice &* 8, traits: traits, settle: settle)
                        var added = count
                        if !unitMultiplicities, case let multiplicity = level.multiplicities[choice], multiplicity != 1
                        {
                            let (product, over) = count.multipliedReportingOverflow(by: multiplicity)
                            overflowed = overflowed || over
                            added = product
                        }
                        let seq = UInt32(truncatingIfNeeded: firstSeq &+ choice)
                        if winner >= 0 {
                            if pass == 0 {
                                let (total, over) = added.multipliedReportingOverflow(by: after)
                                let (sum, sumOver) = settledCounts[winner].addingReportingOverflow(total)
                                overflowed = overflowed || over || sumOver
                                settledCounts[winner] = sum
                                if seq < settledSeqs[winner] { settledSeqs[winner] = seq }
                            }
                            continue
                        }
                        let hash = laneHash(key)
                        let bucket = level.bucket(hash)
                        if UInt(bitPattern: bucket &- firstBucket) < bucketCount {
                            buckets.append(
                                LaneMove(count: Count(truncatingIfNeeded: added), key: key, seq: seq), to: bucket)
                        }
                    }
                }
            }
        }
        self.settledCounts = settledCounts
        self.settledSeqs = settledSeqs
        if overflowed { overflow = true }
    }

    /// Merges this worker's buckets of the pass (the moves of both workers into them) into
    /// its next states, marking their first moves.
    func merge(_ level: LaneLevel, pass: Int, all workers: [LaneWorker]) {
        if level.wide {
            mergeBuckets(level, pass: pass, from: workers.map(\.wideBuckets), table: wideTable)
        } else {
            mergeBuckets(level, pass: pass, from: workers.map(\.narrowBuckets), table: narrowTable)
        }
    }

    private func mergeBuckets<Count: LaneCount>(
        _ level: LaneLevel, pass: Int, from all: [MoveBuckets<Count>], table: MergeTable<Count>
    ) {
        var overflowed = false
        for bucket in level.buckets(pass: pass) where bucket & 1 == index {
            var moves = 0
            for buckets in all { moves += buckets.count(in: bucket) }
            if moves == 0 { continue }
            table.reset(expected: moves / 5 + 16)
            for buckets in all {
                buckets.forEachRun(in: bucket) { run in
                    if let start = run.baseAddress, table.add(start, count: run.count) { overflowed = true }
                }
            }
            table.drain(into: next, marking: firstMoves)
        }
        if overflowed { overflow = true }
    }

    /// Replaces each next state's first move by its rank and writes the first moves by rank.
    func rank(prefix: UnsafeMutablePointer<UInt32>, workers: [LaneWorker], into target: UnsafeMutablePointer<UInt32>?) {
        guard let target else { return }
        let first = workers[0].firstMoves, second = workers[1].firstMoves
        for state in 0..<next.count {
            let seq = next.tags[state]
            let word = Int(seq >> 6)
            let below = (first[word] | second[word]) & ((1 << UInt64(seq & 63)) - 1)
            let rank = prefix[word] + UInt32(below.nonzeroBitCount)
            next.tags[state] = rank
            target[Int(rank)] = seq
        }
    }

    /// The next states become the current ones.
    func advance() {
        swap(&current, &next)
        next.count = 0
    }
}
