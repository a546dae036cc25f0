/// Packed states with their counts and trails, in insertion order, indexed by an
/// open-addressing hash table (linear probing).
struct StateTable<Count: SearchCount> {
    private(set) var keys: [PackedState] = []
    var counts: [Count] = []
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

    mutating func insert(_ key: PackedState, count: Count, trail: Int32) {
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
