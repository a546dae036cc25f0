/// A fixed list of byte strings stored end to end, compared byte for byte.
///
/// The fast scoring paths compare keys and ids as bytes: equal UTF-8 is exactly equal
/// Unicode scalars (docs/runtime.md, "Keys are matched exactly"), and no `String` is made or reference-counted.
struct ByteStrings: Sendable {
    private let bytes: [UInt8]
    /// String i is `bytes[start[i] ..< start[i + 1]]`.
    private let start: [Int]

    init(_ strings: [[UInt8]]) {
        var bytes: [UInt8] = [], start = [0]
        for string in strings {
            bytes += string
            start.append(bytes.count)
        }
        self.bytes = bytes
        self.start = start
    }

    var count: Int { start.count - 1 }

    func length(_ index: Int) -> Int { start[index + 1] - start[index] }

    /// Whether string `index` is exactly the `count` bytes at `pointer`.
    @inline(__always)
    func equals(_ index: Int, _ pointer: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        let from = start[index]
        guard start[index + 1] - from == count else { return false }
        if count == 0 { return true }
        return bytes.withUnsafeBufferPointer { all in
            guard let base = all.baseAddress else { return false }
            return Self.same(base + from, pointer, count)
        }
    }

    /// Whether `count` bytes at `a` and `b` are equal: eight at a time, inline (keys are
    /// short, and a call to `memcmp` costs more than the comparison itself).
    @inline(__always)
    static func same(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        let x = UnsafeRawPointer(a), y = UnsafeRawPointer(b)
        guard count >= 8 else {
            var offset = 0
            while offset < count {
                if a[offset] != b[offset] { return false }
                offset &+= 1
            }
            return true
        }
        var offset = 0
        while offset &+ 8 < count {
            if x.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                != y.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            {
                return false
            }
            offset &+= 8
        }
        // The last eight bytes (overlapping the previous word when count is not a multiple of 8).
        return x.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
            == y.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
    }

    /// FNV-1a of `count` bytes, mixed with `seed`.
    static func hash(_ pointer: UnsafePointer<UInt8>, _ count: Int, seed: Int) -> Int {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325 ^ UInt64(truncatingIfNeeded: seed) &* 0x9E37_79B9_7F4A_7C15
        for offset in 0..<count {
            hash = (hash ^ UInt64(pointer[offset])) &* 0x0000_0100_0000_01B3
        }
        return Int(truncatingIfNeeded: hash ^ (hash >> 29))
    }

    /// Calls `body` with the bytes of string `index`.
    func withBytes<R>(_ index: Int, _ body: (UnsafePointer<UInt8>, Int) -> R) -> R {
        let from = start[index], count = start[index + 1] - from
        return bytes.withUnsafeBufferPointer { all in
            // An empty array may have no base address: give any valid pointer with count 0.
            guard let base = all.baseAddress else {
                var empty: UInt8 = 0
                return withUnsafePointer(to: &empty) { body($0, 0) }
            }
            return body(base + from, count)
        }
    }
}

/// An open-addressing hash table from (owner, byte string) to the first entry of
/// `strings` with those bytes and that owner: wire keys (owner 0), or option ids
/// (owner: the question).
struct ByteTable: Sendable {
    private let slots: [Int]
    private let mask: Int
    private let owners: [Int]

    /// `owners[i]` is the owner of `strings` entry i.
    init(_ strings: ByteStrings, owners: [Int]) {
        var size = 8
        while size < 2 * strings.count { size *= 2 }
        var slots = [Int](repeating: -1, count: size)
        for index in 0..<strings.count {
            let owner = owners[index]
            let found = strings.withBytes(index) { pointer, count in
                Self.find(slots, size - 1, strings, owners, owner, pointer, count)
            }
            // Equal bytes under one owner keep the first entry, as the exact lookups do.
            guard found.entry == nil else { continue }
            slots[found.slot] = index
        }
        self.slots = slots
        mask = size - 1
        self.owners = owners
    }

    private static func find(
        _ slots: [Int], _ mask: Int, _ strings: ByteStrings, _ owners: [Int], _ owner: Int,
        _ pointer: UnsafePointer<UInt8>, _ count: Int
    ) -> (slot: Int, entry: Int?) {
        var slot = ByteStrings.hash(pointer, count, seed: owner) & mask
        while true {
            let entry = slots[slot]
            if entry < 0 { return (slot, nil) }
            if owners[entry] == owner, strings.equals(entry, pointer, count) { return (slot, entry) }
            slot = (slot + 1) & mask
        }
    }

    /// The first entry of `strings` (the list the table was built from) owned by `owner`
    /// whose bytes are the `count` bytes at `pointer`.
    func entry(_ strings: ByteStrings, owner: Int, _ pointer: UnsafePointer<UInt8>, _ count: Int) -> Int? {
        Self.find(slots, mask, strings, owners, owner, pointer, count).entry
    }
}
