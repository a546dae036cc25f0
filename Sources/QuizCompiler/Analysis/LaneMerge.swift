/// The storage of `HighestLaneSearch`'s levels: moves are written to buckets by a hash of
/// the state they lead to, then each bucket is merged on its own in a table small enough
/// to stay in the processor's cache, instead of every move probing one table the size of
/// the whole level.

/// The count type of a level's moves: `UInt64` while every count of the level fits (a
/// quarter less memory traffic), `UInt128` after.
typealias LaneCount = FixedWidthInteger & UnsignedInteger

/// A move waiting to be merged into the next level's states.
struct LaneMove<Count: LaneCount> {
    var count: Count
    var key: UInt64
    /// The move's generation number: its source state's rank × the question's choices + the choice.
    var seq: UInt32
}

/// The most buckets a level uses.
let laneMaxBuckets = 4096

/// The hash that spreads states over buckets (high bits) and table slots (the rest).
@inline(__always)
func laneHash(_ key: UInt64) -> UInt64 { key &* 0x9E37_79B9_7F4A_7C15 }

/// Growable columns of states: key, answer-set count and a tag (while merging, the state's
/// first move; afterwards its rank).
final class StateColumns {
    private(set) var keys: UnsafeMutablePointer<UInt64>
    private(set) var counts: UnsafeMutablePointer<UInt128>
    private(set) var tags: UnsafeMutablePointer<UInt32>
    var count = 0
    private var capacity: Int

    init(capacity: Int = 1024) {
        self.capacity = capacity
        keys = .allocate(capacity: capacity)
        counts = .allocate(capacity: capacity)
        tags = .allocate(capacity: capacity)
    }

    deinit {
        keys.deallocate()
        counts.deallocate()
        tags.deallocate()
    }

    @inline(__always)
    func append(key: UInt64, count added: UInt128, tag: UInt32) {
        if count == capacity { grow() }
        keys[count] = key
        counts[count] = added
        tags[count] = tag
        count += 1
    }

    /// Makes room for `extra` more states.
    func reserve(_ extra: Int) {
        while capacity - count < extra { grow() }
    }

    private func grow() {
        keys = reallocated(keys, count: count, capacity: capacity * 2)
        counts = reallocated(counts, count: count, capacity: capacity * 2)
        tags = reallocated(tags, count: count, capacity: capacity * 2)
        capacity *= 2
    }
}

/// One thread's moves of a level, bucketed by the hash of the state they lead to. A bucket
/// is a chain of chunks from the worker's `LaneChunkPool`, so no buffer is ever copied
/// to grow, and the memory is reused from level to level.
final class MoveBuckets<Count: LaneCount> {
    typealias Move = LaneMove<Count>
    /// Where the bucket's next move goes and where its current chunk ends (one cache line
    /// holds what an append reads), and its first and current chunks (-1: none yet).
    private struct Bucket {
        var cursor: UnsafeMutablePointer<Move>?
        var end: UnsafeMutablePointer<Move>?
        var first: Int32
        var last: Int32
    }

    private let buckets: UnsafeMutablePointer<Bucket>
    private let pool: LaneChunkPool
    /// `nextChunk[c]`: the chunk after chunk `c` in its bucket's chain (-1: the last).
    private var nextChunk: [Int32] = []
    /// Moves a chunk holds.
    static var movesPerChunk: Int { LaneChunkPool.chunkBytes / MemoryLayout<Move>.stride }

    init(pool: LaneChunkPool) {
        self.pool = pool
        buckets = .allocate(capacity: laneMaxBuckets)
        buckets.initialize(repeating: Bucket(cursor: nil, end: nil, first: -1, last: -1), count: laneMaxBuckets)
    }

    deinit { buckets.deallocate() }

    /// Empties every bucket. The chunks go back to the pool, which the worker resets.
    func clear() {
        for bucket in 0..<laneMaxBuckets { buckets[bucket] = Bucket(cursor: nil, end: nil, first: -1, last: -1) }
    }

    /// The number of moves in a bucket.
    func count(in bucket: Int) -> Int {
        var total = 0
        forEachRun(in: bucket) { total += $0.count }
        return total
    }

    /// Calls `body` with each run of a bucket's moves, in the order they were appended.
    @inline(__always)
    func forEachRun(in bucket: Int, _ body: (UnsafeBufferPointer<Move>) -> Void) {
        var chunk = buckets[bucket].first
        while chunk >= 0 {
            let start = pool.base(of: Int(chunk)).assumingMemoryBound(to: Move.self)
            let count = chunk == buckets[bucket].last ? buckets[bucket].cursor.unsafelyUnwrapped - start : Self.movesPerChunk
            body(UnsafeBufferPointer(start: start, count: count))
            chunk = nextChunk[Int(chunk)]
        }
    }

    @inline(__always)
    func append(_ move: Move, to bucket: Int) {
        if buckets[bucket].cursor == buckets[bucket].end { newChunk(bucket) }
        let cursor = buckets[bucket].cursor.unsafelyUnwrapped
        cursor.initialize(to: move)
        buckets[bucket].cursor = cursor + 1
    }

    private func newChunk(_ bucket: Int) {
        let chunk = pool.take()
        while nextChunk.count <= chunk { nextChunk.append(-1) }
        nextChunk[chunk] = -1
        if buckets[bucket].last >= 0 { nextChunk[Int(buckets[bucket].last)] = Int32(chunk) } else { buckets[bucket].first = Int32(chunk) }
        let start = pool.base(of: chunk).bindMemory(to: Move.self, capacity: Self.movesPerChunk)
        buckets[bucket].cursor = start
        buckets[bucket].end = start + Self.movesPerChunk
        buckets[bucket].last = Int32(chunk)
    }
}

/// An open-addressing table (linear probing) that merges one bucket's moves: counts add
/// up, and a state keeps its earliest move.
final class MergeTable<Count: LaneCount> {
    private struct Slot {
        var count: Count
        var key: UInt64
        var seq: UInt32
    }

    /// No state has every lane forgotten, so this key marks an empty slot.
    static var empty: UInt64 { .max }
    private var slots: UnsafeMutablePointer<Slot>
    private var allocated: Int
    private var mask = 0
    private var used = 0

    init() {
        allocated = 64
        slots = .allocate(capacity: allocated)
    }

    deinit { slots.deallocate() }

    /// Empties the table, sized for about `expected` states.
    func reset(expected: Int) {
        var size = 64
        while size < expected * 2 { size <<= 1 }
        if size > allocated {
            slots.deallocate()
            slots = .allocate(capacity: size)
            allocated = size
        }
        mask = size - 1
        used = 0
        for index in 0...mask { slots[index].key = Self.empty }
    }

    /// Adds `count` moves; returns whether a count overflowed.
    func add(_ moves: UnsafePointer<LaneMove<Count>>, count: Int) -> Bool {
        var overflowed = false
        for item in 0..<count where add(moves[item]) { overflowed = true }
        return overflowed
    }

    @inline(__always)
    private func add(_ move: LaneMove<Count>) -> Bool {
        let hash = laneHash(move.key)
        let slots = self.slots, mask = self.mask
        var slot = Int(truncatingIfNeeded: hash ^ (hash >> 29)) & mask
        while true {
            let key = slots[slot].key
            if key == move.key {
                let (sum, overflowed) = slots[slot].count.addingReportingOverflow(move.count)
                slots[slot].count = sum
                // Without a branch: which of a state's moves comes first is unpredictable.
                slots[slot].seq = Swift.min(slots[slot].seq, move.seq)
                return overflowed
            }
            if key == Self.empty { break }
            slot = (slot + 1) & mask
        }
        slots[slot] = Slot(count: move.count, key: move.key, seq: move.seq)
        used += 1
        if used * 10 > (mask + 1) * 7 { grow() }
        return false
    }

    private func grow() {
        let old = slots, oldSize = mask + 1
        slots = .allocate(capacity: oldSize * 2)
        allocated = oldSize * 2
        mask = oldSize * 2 - 1
        for index in 0...mask { slots[index].key = Self.empty }
        for index in 0..<oldSize where old[index].key != Self.empty {
            let hash = laneHash(old[index].key)
            var slot = Int(truncatingIfNeeded: hash ^ (hash >> 29)) & mask
            while slots[slot].key != Self.empty { slot = (slot + 1) & mask }
            slots[slot] = old[index]
        }
        old.deallocate()
    }

    /// Appends the merged states to `states` (tagged with their first move) and marks
    /// their first moves in `firstMoves` (a bit per generation number). Every slot is
    /// copied and only the filled ones are kept, without a branch on whether a slot is
    /// filled (about half of them are, unpredictably).
    func drain(into states: StateColumns, marking firstMoves: UnsafeMutablePointer<UInt64>) {
        let start = states.count
        states.reserve(mask + 1)
        var count = start
        let keys = states.keys, counts = states.counts, tags = states.tags
        for index in 0...mask {
            let slot = slots[index]
            keys[count] = slot.key
            counts[count] = UInt128(slot.count)
            tags[count] = slot.seq
            count += slot.key != Self.empty ? 1 : 0
        }
        states.count = count
        for state in start..<count {
            let seq = tags[state]
            firstMoves[Int(seq >> 6)] |= 1 << UInt64(seq & 63)
        }
    }
}
