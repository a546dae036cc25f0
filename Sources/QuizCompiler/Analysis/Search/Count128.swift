/// A 128-bit unsigned integer for counting answer sets, made of two `UInt64` words.
///
/// The standard library's `UInt128` exists only from iOS 18 / macOS 15 on, and this package
/// supports iOS 16 / macOS 13, so the compiler brings its own, under its own name and with
/// package access, so it never shadows `Swift.UInt128` in any module that imports the
/// compiler. It computes the same values on every platform.
@_spi(Tools) public struct Count128: Sendable, Hashable {
    /// The low 64 bits.
    @usableFromInline var low: UInt64
    /// The high 64 bits.
    @usableFromInline var high: UInt64

    /// The value `high × 2⁶⁴ + low`.
    @_transparent
    @usableFromInline init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }
}

extension Count128: ExpressibleByIntegerLiteral {
    /// A value from a literal of at most 64 bits.
    @_transparent
    @_spi(Tools) public init(integerLiteral value: UInt64) {
        self.init(high: 0, low: value)
    }
}

extension Count128: Comparable {
    /// Whether both words are equal. (Spelled out: otherwise `Strideable`'s `==`, which
    /// compares by `distance(to:)`, an `Int`, would be chosen, and trap on large values.)
    @_transparent
    @_spi(Tools) public static func == (lhs: Count128, rhs: Count128) -> Bool {
        lhs.high == rhs.high && lhs.low == rhs.low
    }

    /// Whether `lhs` is smaller (high words first).
    @_transparent
    @_spi(Tools) public static func < (lhs: Count128, rhs: Count128) -> Bool {
        lhs.high < rhs.high || (lhs.high == rhs.high && lhs.low < rhs.low)
    }
}

extension Count128: FixedWidthInteger, UnsignedInteger {
    /// Unsigned: the magnitude is the value itself.
    @_spi(Tools) public typealias Magnitude = Count128
    /// The value as machine words, least significant first (no allocation).
    @_spi(Tools) public typealias Words = Count128Words
    /// Distances between values, as for the other integer types.
    @_spi(Tools) public typealias Stride = Int

    /// 128.
    @_spi(Tools) public static var bitWidth: Int { 128 }
    /// `false`.
    @_spi(Tools) public static var isSigned: Bool { false }
    /// 2¹²⁸ − 1.
    @_spi(Tools) public static var max: Count128 { Count128(high: .max, low: .max) }
    /// 0.
    @_spi(Tools) public static var min: Count128 { Count128(high: 0, low: 0) }
    /// 0.
    @_spi(Tools) public static var zero: Count128 { Count128(high: 0, low: 0) }

    /// The value of the low bits of a machine word.
    @_transparent
    @_spi(Tools) public init(_truncatingBits bits: UInt) {
        self.init(high: 0, low: UInt64(bits))
    }

    /// The value as machine words, least significant first.
    @_transparent
    @_spi(Tools) public var words: Count128Words { Count128Words(value: self) }

    /// The lowest machine word (what `init(truncatingIfNeeded:)` of a narrower type reads).
    @_transparent
    @_spi(Tools) public var _lowWord: UInt { UInt(truncatingIfNeeded: low) }

    /// The low 128 bits of `source`, sign-extended for a negative one. A `Count128` source is
    /// copied as it is, so generic code that converts between count types stays cheap.
    @inlinable
    @_spi(Tools) public init<T: BinaryInteger>(truncatingIfNeeded source: T) {
        // The analysis's count types first: these casts fold away in specialized code.
        if let same = source as? Count128 {
            self = same
            return
        }
        if let word = source as? UInt64 {
            self.init(high: 0, low: word)
            return
        }
        let fill: UInt64 = T.isSigned && source < (0 as T) ? .max : 0
        var words = source.words.makeIterator()
        func next64() -> UInt64 {
            var value: UInt64 = 0
            for shift in stride(from: 0, to: 64, by: UInt.bitWidth) {
                let word = words.next().map(UInt64.init(truncatingIfNeeded:)) ?? fill
                value |= word << UInt64(shift)
            }
            return value
        }
        let low = next64()
        self.init(high: next64(), low: low)
    }

    /// The value itself.
    @_spi(Tools) public var magnitude: Count128 { self }

    /// The number of one bits.
    @_spi(Tools) public var nonzeroBitCount: Int { low.nonzeroBitCount + high.nonzeroBitCount }

    /// The number of zero bits above the highest one bit (128 for zero).
    @_spi(Tools) public var leadingZeroBitCount: Int {
        high == 0 ? 64 + low.leadingZeroBitCount : high.leadingZeroBitCount
    }

    /// The number of zero bits below the lowest one bit (128 for zero).
    @_spi(Tools) public var trailingZeroBitCount: Int {
        low == 0 ? 64 + high.trailingZeroBitCount : low.trailingZeroBitCount
    }

    /// The value with its 16 bytes in reverse order.
    @_spi(Tools) public var byteSwapped: Count128 { Count128(high: low.byteSwapped, low: high.byteSwapped) }

    // MARK: Arithmetic reporting overflow

    /// The sum modulo 2¹²⁸, and whether it overflowed.
    @_transparent
    @_spi(Tools) public func addingReportingOverflow(_ other: Count128) -> (partialValue: Count128, overflow: Bool) {
        let (low, carry) = self.low.addingReportingOverflow(other.low)
        let (high1, overflow1) = self.high.addingReportingOverflow(other.high)
        let (high, overflow2) = high1.addingReportingOverflow(carry ? 1 : 0)
        return (Count128(high: high, low: low), overflow1 || overflow2)
    }

    /// The difference modulo 2¹²⁸, and whether it overflowed.
    @_transparent
    @_spi(Tools) public func subtractingReportingOverflow(
        _ other: Count128
    ) -> (partialValue: Count128, overflow: Bool) {
        let (low, borrow) = self.low.subtractingReportingOverflow(other.low)
        let (high1, overflow1) = self.high.subtractingReportingOverflow(other.high)
        let (high, overflow2) = high1.subtractingReportingOverflow(borrow ? 1 : 0)
        return (Count128(high: high, low: low), overflow1 || overflow2)
    }

    /// `source`, which must be representable; traps otherwise.
    @inlinable
    @_spi(Tools) public init<T: BinaryInteger>(_ source: T) {
        if let word = source as? UInt64 {
            self.init(high: 0, low: word)
            return
        }
        guard let exact = Count128(exactly: source) else {
            preconditionFailure("\(source) is not representable as Count128")
        }
        self = exact
    }

    /// The product modulo 2¹²⁸, and whether it overflowed: one 64 × 64 → 128-bit product
    /// when both high words are zero (counts in the analysis mostly are), three otherwise.
    @_transparent
    @_spi(Tools) public func multipliedReportingOverflow(
        by other: Count128
    ) -> (partialValue: Count128, overflow: Bool) {
        let lowProduct = low.multipliedFullWidth(by: other.low)
        if high == 0 && other.high == 0 {
            return (Count128(high: lowProduct.high, low: lowProduct.low), false)
        }
        let (cross1, over1) = high.multipliedReportingOverflow(by: other.low)
        let (cross2, over2) = low.multipliedReportingOverflow(by: other.high)
        let (sum1, over3) = lowProduct.high.addingReportingOverflow(cross1)
        let (sum2, over4) = sum1.addingReportingOverflow(cross2)
        let overflow = (high != 0 && other.high != 0) || over1 || over2 || over3 || over4
        return (Count128(high: sum2, low: lowProduct.low), overflow)
    }

    /// The quotient; `(self, true)` when dividing by zero.
    @_spi(Tools) public func dividedReportingOverflow(by other: Count128) -> (partialValue: Count128, overflow: Bool) {
        if other == 0 { return (self, true) }
        return (quotientAndRemainder(dividingBy: other).quotient, false)
    }

    /// The remainder; `(self, true)` when dividing by zero.
    @_spi(Tools) public func remainderReportingOverflow(
        dividingBy other: Count128
    ) -> (partialValue: Count128, overflow: Bool) {
        if other == 0 { return (self, true) }
        return (quotientAndRemainder(dividingBy: other).remainder, false)
    }

    /// The full 256-bit product, from four 64 × 64 → 128-bit partial products.
    @_transparent
    @_spi(Tools) public func multipliedFullWidth(by other: Count128) -> (high: Count128, low: Count128) {
        let ll = low.multipliedFullWidth(by: other.low)
        let lh = low.multipliedFullWidth(by: other.high)
        let hl = high.multipliedFullWidth(by: other.low)
        let hh = high.multipliedFullWidth(by: other.high)
        // Column 1 (bits 64..<128): ll.high + lh.low + hl.low.
        let (c1a, k1) = ll.high.addingReportingOverflow(lh.low)
        let (c1, k2) = c1a.addingReportingOverflow(hl.low)
        let carry1 = UInt64(k1 ? 1 : 0) + UInt64(k2 ? 1 : 0)
        // Column 2 (bits 128..<192): lh.high + hl.high + hh.low + carry1.
        let (c2a, k3) = lh.high.addingReportingOverflow(hl.high)
        let (c2b, k4) = c2a.addingReportingOverflow(hh.low)
        let (c2, k5) = c2b.addingReportingOverflow(carry1)
        let carry2 = UInt64(k3 ? 1 : 0) + UInt64(k4 ? 1 : 0) + UInt64(k5 ? 1 : 0)
        // Column 3 (bits 192..<256): hh.high + carry2 (cannot overflow).
        let c3 = hh.high &+ carry2
        return (Count128(high: c3, low: c2), Count128(high: c1, low: ll.low))
    }

    /// Divides a 256-bit value by this width's divisor, bit by bit (used only to print and
    /// reduce fractions, never in the analysis's inner loops). Traps if the quotient overflows.
    @_spi(Tools) public func dividingFullWidth(_ dividend: (high: Count128, low: Count128)) -> (
        quotient: Count128, remainder: Count128
    ) {
        precondition(self != 0, "division by zero")
        precondition(dividend.high < self, "quotient overflows Count128")
        var remainder = dividend.high
        var quotient: Count128 = 0
        for bit in stride(from: 127, through: 0, by: -1) {
            // remainder = remainder × 2 + the dividend's next bit; it may pass 128 bits for a moment.
            let carried = remainder.high >> 63 == 1
            remainder = Count128(high: remainder.high << 1 | remainder.low >> 63, low: remainder.low << 1)
            remainder.low |= (dividend.low &>> Count128(high: 0, low: UInt64(bit))).low & 1
            if carried || remainder >= self {
                remainder = remainder &- self
                quotient |= Count128(high: 0, low: 1) &<< Count128(high: 0, low: UInt64(bit))
            }
        }
        return (quotient, remainder)
    }

    /// Quotient and remainder of a 128-bit division.
    @_spi(Tools) public func quotientAndRemainder(
        dividingBy other: Count128
    ) -> (quotient: Count128, remainder: Count128) {
        precondition(other != 0, "division by zero")
        if high == 0, other.high == 0 {
            let (quotient, remainder) = low.quotientAndRemainder(dividingBy: other.low)
            return (Count128(high: 0, low: quotient), Count128(high: 0, low: remainder))
        }
        return other.dividingFullWidth((high: 0, low: self))
    }

    // MARK: Operators

    /// The sum; traps on overflow.
    @_transparent
    @_spi(Tools) public static func + (lhs: Count128, rhs: Count128) -> Count128 {
        let (result, overflow) = lhs.addingReportingOverflow(rhs)
        precondition(!overflow, "Count128 addition overflowed")
        return result
    }

    /// Adds in place; traps on overflow.
    @_transparent
    @_spi(Tools) public static func += (lhs: inout Count128, rhs: Count128) { lhs = lhs + rhs }

    /// The difference; traps on overflow.
    @_transparent
    @_spi(Tools) public static func - (lhs: Count128, rhs: Count128) -> Count128 {
        let (result, overflow) = lhs.subtractingReportingOverflow(rhs)
        precondition(!overflow, "Count128 subtraction overflowed")
        return result
    }

    /// Subtracts in place; traps on overflow.
    @_transparent
    @_spi(Tools) public static func -= (lhs: inout Count128, rhs: Count128) { lhs = lhs - rhs }

    /// The product; traps on overflow.
    @_transparent
    @_spi(Tools) public static func * (lhs: Count128, rhs: Count128) -> Count128 {
        let (result, overflow) = lhs.multipliedReportingOverflow(by: rhs)
        precondition(!overflow, "Count128 multiplication overflowed")
        return result
    }

    /// Multiplies in place; traps on overflow.
    @_transparent
    @_spi(Tools) public static func *= (lhs: inout Count128, rhs: Count128) { lhs = lhs * rhs }

    /// The quotient; traps when dividing by zero.
    @_spi(Tools) public static func / (lhs: Count128, rhs: Count128) -> Count128 {
        lhs.quotientAndRemainder(dividingBy: rhs).quotient
    }

    /// Divides in place; traps when dividing by zero.
    @_spi(Tools) public static func /= (lhs: inout Count128, rhs: Count128) { lhs = lhs / rhs }

    /// The remainder; traps when dividing by zero.
    @_spi(Tools) public static func % (lhs: Count128, rhs: Count128) -> Count128 {
        lhs.quotientAndRemainder(dividingBy: rhs).remainder
    }

    /// Keeps the remainder in place; traps when dividing by zero.
    @_spi(Tools) public static func %= (lhs: inout Count128, rhs: Count128) { lhs = lhs % rhs }

    /// The product modulo 2¹²⁸.
    @_transparent
    @_spi(Tools) public static func &* (lhs: Count128, rhs: Count128) -> Count128 {
        lhs.multipliedReportingOverflow(by: rhs).partialValue
    }

    /// Bitwise AND.
    @_transparent
    @_spi(Tools) public static func & (lhs: Count128, rhs: Count128) -> Count128 {
        Count128(high: lhs.high & rhs.high, low: lhs.low & rhs.low)
    }

    /// Bitwise OR.
    @_transparent
    @_spi(Tools) public static func | (lhs: Count128, rhs: Count128) -> Count128 {
        Count128(high: lhs.high | rhs.high, low: lhs.low | rhs.low)
    }

    /// Bitwise XOR.
    @_transparent
    @_spi(Tools) public static func ^ (lhs: Count128, rhs: Count128) -> Count128 {
        Count128(high: lhs.high ^ rhs.high, low: lhs.low ^ rhs.low)
    }

    /// Bitwise NOT.
    @_transparent
    @_spi(Tools) public static prefix func ~ (value: Count128) -> Count128 {
        Count128(high: ~value.high, low: ~value.low)
    }

    /// Bitwise AND in place.
    @_spi(Tools) public static func &= (lhs: inout Count128, rhs: Count128) { lhs = lhs & rhs }

    /// Bitwise OR in place.
    @_spi(Tools) public static func |= (lhs: inout Count128, rhs: Count128) { lhs = lhs | rhs }

    /// Bitwise XOR in place.
    @_spi(Tools) public static func ^= (lhs: inout Count128, rhs: Count128) { lhs = lhs ^ rhs }

    /// Shifts left by `rhs` modulo 128.
    @_spi(Tools) public static func &<< (lhs: Count128, rhs: Count128) -> Count128 {
        let shift = Int(rhs.low & 127)
        if shift == 0 { return lhs }
        if shift >= 64 { return Count128(high: lhs.low << UInt64(shift - 64), low: 0) }
        return Count128(high: lhs.high << UInt64(shift) | lhs.low >> UInt64(64 - shift), low: lhs.low << UInt64(shift))
    }

    /// Shifts right by `rhs` modulo 128.
    @_spi(Tools) public static func &>> (lhs: Count128, rhs: Count128) -> Count128 {
        let shift = Int(rhs.low & 127)
        if shift == 0 { return lhs }
        if shift >= 64 { return Count128(high: 0, low: lhs.high >> UInt64(shift - 64)) }
        return Count128(high: lhs.high >> UInt64(shift), low: lhs.low >> UInt64(shift) | lhs.high << UInt64(64 - shift))
    }

    /// Shifts left in place by `rhs` modulo 128.
    @_spi(Tools) public static func &<<= (lhs: inout Count128, rhs: Count128) { lhs = lhs &<< rhs }

    /// Shifts right in place by `rhs` modulo 128.
    @_spi(Tools) public static func &>>= (lhs: inout Count128, rhs: Count128) { lhs = lhs &>> rhs }
}
