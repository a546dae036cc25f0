import Foundation

/// A string compared, hashed and ordered by its Unicode scalars (equivalently, its UTF-8
/// bytes), never by Swift's canonical equivalence.
///
/// Swift's `String ==` says "é" (U+00E9) equals "e" + U+0301; Python, JavaScript and a
/// database do not. Wire keys, option ids, traits and outcome codes must match exactly on
/// every platform, so every lookup of them goes through this type.
public struct ExactString: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The string as given.
    public let string: String
    /// Its UTF-8 bytes: the identity used for equality, hashing and order.
    public let utf8: [UInt8]

    /// The exact string `string`.
    public init(_ string: String) {
        self.string = string
        self.utf8 = Array(string.utf8)
    }

    /// Equal when the UTF-8 bytes are equal.
    public static func == (lhs: ExactString, rhs: ExactString) -> Bool { lhs.utf8 == rhs.utf8 }
    /// Hashes the UTF-8 bytes.
    public func hash(into hasher: inout Hasher) { hasher.combine(utf8) }
    /// Byte order, which for UTF-8 is Unicode scalar order.
    public static func < (lhs: ExactString, rhs: ExactString) -> Bool {
        lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
    }

    /// The string as given.
    public var description: String { string }
}

extension String {
    /// Whether two strings have the same Unicode scalars (byte-equal UTF-8).
    public func isExactly(_ other: String) -> Bool {
        guard utf8.count == other.utf8.count else { return false }
        let fast = utf8.withContiguousStorageIfAvailable { mine in
            other.utf8.withContiguousStorageIfAvailable { theirs in
                guard let a = mine.baseAddress, let b = theirs.baseAddress else { return mine.count == theirs.count }
                return memcmp(a, b, mine.count) == 0
            }
        }
        if let result = fast ?? nil { return result }
        return utf8.elementsEqual(other.utf8)
    }
}
