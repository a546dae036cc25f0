/// Small non-negative integers packed into one 64-bit word, `bits` per lane; the all-ones
/// code of a lane stands for `ScoreSpaceSearch.eliminated`.
struct WordPacker {
    let lanes: Int
    let bits: Int
    let mask: UInt64

    /// `nil` when `lanes` values of 0...largest (plus the eliminated code) do not fit 64 bits.
    init?(lanes: Int, largest: Int) {
        guard largest >= 0, largest < 1 << 40 else { return nil }
        var bits = 1
        while (1 << bits) - 1 <= largest { bits += 1 }
        guard lanes * bits <= 64 else { return nil }
        self.lanes = lanes
        self.bits = bits
        self.mask = bits == 64 ? UInt64.max : (1 << UInt64(bits)) - 1
    }

    @inline(__always)
    func pack(_ values: UnsafeMutablePointer<Int>) -> UInt64 {
        var key: UInt64 = 0
        for lane in 0..<lanes {
            let value = values[lane]
            let code = value < Int.min / 4 ? mask : UInt64(truncatingIfNeeded: value) & mask
            key |= code << UInt64(lane * bits)
        }
        return key
    }

    @inline(__always)
    func unpack(_ key: UInt64, into values: UnsafeMutablePointer<Int>) {
        for lane in 0..<lanes {
            let code = (key >> UInt64(lane * bits)) & mask
            values[lane] = code == mask ? ScoreSpaceSearch.eliminated : Int(code)
        }
    }
}

/// 64-bit states with their counts and trails, in insertion order, indexed by an
/// open-addressing hash table (linear probing). While states are being added, a state's
/// count lives in its slot next to its key, so adding to it touches one cache line;
/// `seal()` then copies the counts into insertion order and frees the slots. Storage is
/// manual (the search's inner loop must not pay for copy-on-write checks); the class frees it.
final class PackedStateTable {
    /// Count first: with its 16-byte alignment this layout makes a slot 32 bytes, not 48.
    private struct Slot {
        var count: UInt128
        var key: UInt64
        var index: Int32
    }

    private(set) var keys: UnsafeMutablePointer<UInt64>
    /// Counts in insertion order; valid after `seal()`.
    private(set) var counts: UnsafeMutablePointer<UInt128>
    private(set) var trails: UnsafeMutablePointer<Int32>
    private(set) var count = 0
    private var capacity: Int
    private var slots: UnsafeMutablePointer<Slot>
    private var slotCount: Int
    private var slotMask: Int

    init(capacity requested: Int) {
        capacity = max(16, requested)
        keys = .allocate(capacity: capacity)
        counts = .allocate(capacity: 1)
        trails = .allocate(capacity: capacity)
        slotCount = 16
        while slotCount * 3 < capacity * 4 { slotCount <<= 1 }
        slots = .allocate(capacity: slotCount)
        slots.initialize(repeating: Slot(count: 0, key: 0, index: -1), count: slotCount)
        slotMask = slotCount - 1
    }

    deinit {
        keys.deallocate()
        counts.deallocate()
        trails.deallocate()
        slots.deallocate()
    }

    @inline(__always)
    private func hash(_ key: UInt64) -> Int {
        var h = key &* 0x9E37_79B9_7F4A_7C15
        h ^= h >> 31
        return Int(truncatingIfNeeded: h) & slotMask
    }

    /// Reads the slot `key` hashes to: called over a batch of keys before adding them, so
    /// the memory loads overlap instead of waiting for one another.
    @inline(__always)
    func touch(_ key: UInt64) -> UInt64 { slots[hash(key)].key }

    /// Adds `added` to the count of `key`, or inserts it with `newTrail()` as its trail.
    /// Returns whether a sum overflowed.
    @inline(__always)
    func add(_ key: UInt64, _ added: UInt128, newTrail: () -> Int32) -> Bool {
        var slot = hash(key)
        while true {
            let index = slots[slot].index
            if index < 0 { break }
            if slots[slot].key == key {
                let (sum, overflowed) = slots[slot].count.addingReportingOverflow(added)
                slots[slot].count = sum
                return overflowed
            }
            slot = (slot + 1) & slotMask
        }
        if count == capacity { growStorage() }
        slots[slot] = Slot(count: added, key: key, index: Int32(truncatingIfNeeded: count))
        keys[count] = key
        trails[count] = newTrail()
        count += 1
        if count * 4 > slotCount * 3 { growSlots() }
        return false
    }

    private func growStorage() {
        keys = reallocated(keys, count: count, capacity: capacity * 2)
        trails = reallocated(trails, count: count, capacity: capacity * 2)
        capacity *= 2
    }

    private func growSlots() {
        let old = slots, oldCount = slotCount
        slotCount *= 2
        slots = .allocate(capacity: slotCount)
        slots.initialize(repeating: Slot(count: 0, key: 0, index: -1), count: slotCount)
        slotMask = slotCount - 1
        for position in 0..<oldCount where old[position].index >= 0 {
            var slot = hash(old[position].key)
            while slots[slot].index >= 0 { slot = (slot + 1) & slotMask }
            slots[slot] = old[position]
        }
        old.deallocate()
    }

    /// Ends adding: copies the counts into insertion order and frees the slots.
    func seal() {
        counts.deallocate()
        counts = .allocate(capacity: max(1, count))
        for position in 0..<slotCount where slots[position].index >= 0 {
            counts[Int(slots[position].index)] = slots[position].count
        }
        slots.deallocate()
        slotCount = 1
        slots = .allocate(capacity: 1)
        slots.initialize(to: Slot(count: 0, key: 0, index: -1))
        slotMask = 0
    }
}

/// Transitions waiting to be added to a `PackedStateTable`, in the order they were made.
final class TransitionBatch {
    static let capacity = 512
    let keys = UnsafeMutablePointer<UInt64>.allocate(capacity: capacity)
    let counts = UnsafeMutablePointer<UInt128>.allocate(capacity: capacity)
    let parents = UnsafeMutablePointer<Int32>.allocate(capacity: capacity)
    let choices = UnsafeMutablePointer<Int>.allocate(capacity: capacity)
    var count = 0

    deinit {
        keys.deallocate()
        counts.deallocate()
        parents.deallocate()
        choices.deallocate()
    }

    var isFull: Bool { count == Self.capacity }

    @inline(__always)
    func append(key: UInt64, count added: UInt128, parent: Int32, choice: Int) {
        keys[count] = key
        counts[count] = added
        parents[count] = parent
        choices[count] = choice
        count += 1
    }
}
