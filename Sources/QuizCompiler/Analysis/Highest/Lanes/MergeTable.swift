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
            counts[count] = Count128(slot.count)
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
