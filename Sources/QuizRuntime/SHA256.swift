/// SHA-256 (FIPS 180-4), so that any client can check a bundle's `hash` with Foundation
/// alone. Verified in the tests against the FIPS example vectors and against Python's
/// `hashlib` over every shipped bundle.
@_spi(Tools) public enum SHA256 {
    private static let k: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ]

    /// The 32-byte digest of `message`.
    public static func digest(_ message: [UInt8]) -> [UInt8] {
        var state = State()
        message.withUnsafeBytes { message in
            k.withUnsafeBufferPointer { k in
                withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { schedule in
                    let k = k.baseAddress!, schedule = schedule.baseAddress!
                    // Every whole 64-byte block straight from the message.
                    let whole = message.count / 64
                    if whole > 0 { state.compress(message.baseAddress!, blocks: whole, schedule: schedule, k: k) }
                    // The rest, the 0x80 byte and the length in bits: one block, or two when the
                    // rest leaves no room for the 8 length bytes.
                    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 128) { last in
                        let rest = message.count - whole * 64
                        let blocks = rest < 56 ? 1 : 2
                        last.initialize(repeating: 0)
                        for index in 0..<rest { last[index] = message[whole * 64 + index] }
                        last[rest] = 0x80
                        let bitLength = UInt64(message.count) &* 8
                        for index in 0..<8 {
                            last[blocks * 64 - 1 - index] = UInt8(truncatingIfNeeded: bitLength &>> UInt64(8 * index))
                        }
                        state.compress(UnsafeRawPointer(last.baseAddress!), blocks: blocks, schedule: schedule, k: k)
                    }
                }
            }
        }
        return state.bytes
    }

    /// The digest as lowercase hexadecimal.
    public static func hex(_ message: [UInt8]) -> String {
        LowercaseHex.string(digest(message))
    }

    /// The eight working words of the hash (H0 to H7 of FIPS 180-4), starting from the initial
    /// hash value.
    private struct State {
        var h0: UInt32 = 0x6a09e667, h1: UInt32 = 0xbb67ae85, h2: UInt32 = 0x3c6ef372, h3: UInt32 = 0xa54ff53a
        var h4: UInt32 = 0x510e527f, h5: UInt32 = 0x9b05688c, h6: UInt32 = 0x1f83d9ab, h7: UInt32 = 0x5be0cd19

        /// Processes `blocks` consecutive 64-byte blocks at `data` (no alignment needed);
        /// `schedule` has room for 64 words, `k` holds the 64 round constants.
        mutating func compress(
            _ data: UnsafeRawPointer, blocks: Int, schedule w: UnsafeMutablePointer<UInt32>,
            k: UnsafePointer<UInt32>
        ) {
            var (a, b, c, d, e, f, g, h) = (h0, h1, h2, h3, h4, h5, h6, h7)
            for block in 0..<blocks {
                let bytes = data + block * 64
                for i in 0..<16 {
                    w[i] = UInt32(bigEndian: bytes.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self))
                }
                for i in 16..<64 {
                    let s0 = rotr(w[i - 15], 7) ^ rotr(w[i - 15], 18) ^ (w[i - 15] &>> 3)
                    let s1 = rotr(w[i - 2], 17) ^ rotr(w[i - 2], 19) ^ (w[i - 2] &>> 10)
                    w[i] = w[i - 16] &+ s0 &+ w[i - 7] &+ s1
                }
                // Eight rounds per step, the working variables renamed instead of moved.
                for i in stride(from: 0, to: 64, by: 8) {
                    round(a, b, c, &d, e, f, g, &h, k[i] &+ w[i])
                    round(h, a, b, &c, d, e, f, &g, k[i + 1] &+ w[i + 1])
                    round(g, h, a, &b, c, d, e, &f, k[i + 2] &+ w[i + 2])
                    round(f, g, h, &a, b, c, d, &e, k[i + 3] &+ w[i + 3])
                    round(e, f, g, &h, a, b, c, &d, k[i + 4] &+ w[i + 4])
                    round(d, e, f, &g, h, a, b, &c, k[i + 5] &+ w[i + 5])
                    round(c, d, e, &f, g, h, a, &b, k[i + 6] &+ w[i + 6])
                    round(b, c, d, &e, f, g, h, &a, k[i + 7] &+ w[i + 7])
                }
                h0 &+= a; h1 &+= b; h2 &+= c; h3 &+= d
                h4 &+= e; h5 &+= f; h6 &+= g; h7 &+= h
                (a, b, c, d, e, f, g, h) = (h0, h1, h2, h3, h4, h5, h6, h7)
            }
        }

        /// One round: `d` and `h` change, the caller renames the rest. `kw` is the round's
        /// constant plus its schedule word.
        @inline(__always)
        func round(
            _ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: inout UInt32,
            _ e: UInt32, _ f: UInt32, _ g: UInt32, _ h: inout UInt32, _ kw: UInt32
        ) {
            let t1 = h &+ (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) &+ (g ^ (e & (f ^ g))) &+ kw
            d &+= t1
            h = t1 &+ (rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) &+ ((a & b) | (c & (a | b)))
        }

        /// The digest: the eight words, big-endian.
        var bytes: [UInt8] {
            let words = [h0, h1, h2, h3, h4, h5, h6, h7]
            return [UInt8](unsafeUninitializedCapacity: 32) { buffer, count in
                for (index, word) in words.enumerated() {
                    for byte in 0..<4 {
                        buffer[index * 4 + byte] = UInt8(truncatingIfNeeded: word &>> UInt32(24 - 8 * byte))
                    }
                }
                count = 32
            }
        }
    }

    @inline(__always)
    private static func rotr(_ x: UInt32, _ n: UInt32) -> UInt32 { (x &>> n) | (x &<< (32 &- n)) }
}
