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

    private func grow() {
        keys = reallocated(keys, count: count, capacity: capacity * 2)
        counts = reallocated(counts, count: count, capacity: capacity * 2)
        tags = reallocated(tags, count: count, capacity: capacity * 2)
        capacity *= 2
    }
}

/// One thread's moves of a level, bucketed by the hash of the state they lead to. The
/// buffers keep their capacity from level to level.
final class MoveBuckets<Count: LaneCount> {
    /// A bucket's buffer: where it starts, where the next move goes, where it ends (one
    /// cache line holds what an append reads).
    private struct Bucket {
        var start: UnsafeMutablePointer<LaneMove<Count>>?
        var cursor: UnsafeMutablePointer<LaneMove<Count>>?
        var end: UnsafeMutablePointer<LaneMove<Count>>?
    }

    private let buckets: UnsafeMutablePointer<Bucket>

    init() {
        buckets = .allocate(capacity: laneMaxBuckets)
        buckets.initialize(repeating: Bucket(start: nil, cursor: nil, end: nil), count: laneMaxBuckets)
    }

    deinit {
        for bucket in 0..<laneMaxBuckets { buckets[bucket].start?.deallocate() }
        buckets.deallocate()
    }

    func clear() {
        for bucket in 0..<laneMaxBuckets { buckets[bucket].cursor = buckets[bucket].start }
    }

    /// The moves in a bucket.
    func moves(in bucket: Int) -> UnsafeBufferPointer<LaneMove<Count>> {
        guard let start = buckets[bucket].start, let cursor = buckets[bucket].cursor else { return UnsafeBufferPointer(start: nil, count: 0) }
        return UnsafeBufferPointer(start: start, count: cursor - start)
    }

    @inline(__always)
    func append(_ move: LaneMove<Count>, to bucket: Int) {
        if buckets[bucket].cursor == buckets[bucket].end { grow(bucket) }
        let cursor = buckets[bucket].cursor.unsafelyUnwrapped
        cursor.initialize(to: move)
        buckets[bucket].cursor = cursor + 1
    }

    private func grow(_ bucket: Int) {
        let old = buckets[bucket]
        let size = old.start.map { old.cursor.unsafelyUnwrapped - $0 } ?? 0
        let capacity = old.start.map { old.end.unsafelyUnwrapped - $0 } ?? 0
        let larger = max(256, capacity * 2)
        let new = UnsafeMutablePointer<LaneMove<Count>>.allocate(capacity: larger)
        if let start = old.start {
            new.moveInitialize(from: start, count: size)
            start.deallocate()
        }
        buckets[bucket] = Bucket(start: new, cursor: new + size, end: new + larger)
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
                if move.seq < slots[slot].seq { slots[slot].seq = move.seq }
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
    /// their first moves in `firstMoves` (a bit per generation number).
    func drain(into states: StateColumns, marking firstMoves: UnsafeMutablePointer<UInt64>) {
        for index in 0...mask where slots[index].key != Self.empty {
            let seq = slots[index].seq
            states.append(key: slots[index].key, count: UInt128(slots[index].count), tag: seq)
            firstMoves[Int(seq >> 6)] |= 1 << UInt64(seq & 63)
        }
    }
}
