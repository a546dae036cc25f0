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
/// open-addressing hash table (linear probing) whose slots hold the key itself, so a
/// lookup touches one slot. Storage is manual (the search's inner loop must not pay for
/// copy-on-write checks); the class frees it.
final class PackedStateTable {
    private struct Slot {
        var key: UInt64
        var index: Int32
    }

    private(set) var keys: UnsafeMutablePointer<UInt64>
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
        counts = .allocate(capacity: capacity)
        trails = .allocate(capacity: capacity)
        slotCount = 16
        while slotCount < capacity * 2 { slotCount <<= 1 }
        slots = .allocate(capacity: slotCount)
        slots.initialize(repeating: Slot(key: 0, index: -1), count: slotCount)
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

    /// Reads the slot `key` hashes to: called over a batch of keys before looking them up,
    /// so the memory loads overlap instead of waiting for one another.
    @inline(__always)
    func touch(_ key: UInt64) -> UInt64 { slots[hash(key)].key }

    @inline(__always)
    func find(_ key: UInt64) -> Int {
        var slot = hash(key)
        while true {
            let entry = slots[slot]
            if entry.index < 0 { return -1 }
            if entry.key == key { return Int(entry.index) }
            slot = (slot + 1) & slotMask
        }
    }

    func insert(_ key: UInt64, count added: UInt128, trail: Int32) {
        if count == capacity { growStorage() }
        if (count + 1) * 2 > slotCount { growSlots() }
        var slot = hash(key)
        while slots[slot].index >= 0 { slot = (slot + 1) & slotMask }
        slots[slot] = Slot(key: key, index: Int32(truncatingIfNeeded: count))
        keys[count] = key
        counts[count] = added
        trails[count] = trail
        count += 1
    }

    private func growStorage() {
        let larger = capacity * 2
        func moved<T>(_ old: UnsafeMutablePointer<T>) -> UnsafeMutablePointer<T> {
            let new = UnsafeMutablePointer<T>.allocate(capacity: larger)
            new.moveInitialize(from: old, count: count)
            old.deallocate()
            return new
        }
        keys = moved(keys)
        counts = moved(counts)
        trails = moved(trails)
        capacity = larger
    }

    private func growSlots() {
        slots.deallocate()
        slotCount *= 2
        slots = .allocate(capacity: slotCount)
        slots.initialize(repeating: Slot(key: 0, index: -1), count: slotCount)
        slotMask = slotCount - 1
        for index in 0..<count {
            var slot = hash(keys[index])
            while slots[slot].index >= 0 { slot = (slot + 1) & slotMask }
            slots[slot] = Slot(key: keys[index], index: Int32(truncatingIfNeeded: index))
        }
    }

    /// Frees the index once no more lookups will come (the table is only iterated after).
    func dropIndex() {
        slots.deallocate()
        slotCount = 1
        slots = .allocate(capacity: 1)
        slots.initialize(to: Slot(key: 0, index: -1))
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
    let found = UnsafeMutablePointer<Int>.allocate(capacity: capacity)
    var count = 0

    deinit {
        keys.deallocate()
        counts.deallocate()
        parents.deallocate()
        choices.deallocate()
        found.deallocate()
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
