/// An integer of any size: the numerators and denominators of exact values (derived scores,
/// band limits, nearest-profile distances) that may not fit 64 bits — a chain of `linear`
/// scores multiplies denominators, a sum of squared differences multiplies them again.
///
/// Foundation-only and available on iOS 16 (no 128-bit integer type, which needs iOS 18): 32-bit limbs, schoolbook
/// arithmetic. Values stay small in practice (a few limbs), so nothing cleverer is needed.
public struct ExactInteger: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Whether the value is below zero (never for zero).
    private var negative: Bool
    /// The magnitude, least significant limb first, without leading zero limbs (zero: `[]`).
    private var limbs: [UInt32]

    /// The integer `value`.
    public init(_ value: Int) {
        negative = value < 0
        var magnitude = value.magnitude
        limbs = []
        while magnitude > 0 {
            limbs.append(UInt32(truncatingIfNeeded: magnitude))
            magnitude >>= 32
        }
    }

    private init(negative: Bool, limbs: [UInt32]) {
        var limbs = limbs
        while limbs.last == 0 { limbs.removeLast() }
        self.negative = negative && !limbs.isEmpty
        self.limbs = limbs
    }

    /// Reads optional `-` and decimal digits; `nil` for any other text (or an empty one).
    public init?(decimalText text: String) {
        var bytes = Array(text.utf8)[...]
        let negative = bytes.first == UInt8(ascii: "-")
        if negative { bytes = bytes.dropFirst() }
        guard !bytes.isEmpty, bytes.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
        var value = ExactInteger(0)
        let ten = ExactInteger(10)
        for digit in bytes { value = value * ten + ExactInteger(Int(digit - 0x30)) }
        self = negative ? -value : value
    }

    /// Whether the value is zero.
    public var isZero: Bool { limbs.isEmpty }
    /// Whether the value is below zero.
    public var isNegative: Bool { negative }
    /// The absolute value.
    public var magnitude: ExactInteger { ExactInteger(negative: false, limbs: limbs) }

    /// The value in decimal, with `-` when negative.
    public var description: String {
        guard !limbs.isEmpty else { return "0" }
        var chunks: [UInt32] = []
        var rest = limbs
        while !rest.isEmpty {
            let (quotient, remainder) = Self.divide(rest, by: 1_000_000_000)
            chunks.append(remainder)
            rest = quotient
        }
        var text = negative ? "-" : ""
        text += String(chunks.removeLast())
        for chunk in chunks.reversed() {
            let digits = String(chunk)
            text += String(repeating: "0", count: 9 - digits.count) + digits
        }
        return text
    }

    /// The value as an `Int`, when it fits.
    public var intValue: Int? {
        guard limbs.count <= 2 else { return nil }
        var magnitude: UInt64 = 0
        for limb in limbs.reversed() { magnitude = magnitude << 32 | UInt64(limb) }
        if negative { return magnitude <= UInt64(Int.max) + 1 ? Int(truncatingIfNeeded: 0 &- magnitude) : nil }
        return magnitude <= UInt64(Int.max) ? Int(magnitude) : nil
    }

    /// Orders by value.
    public static func < (a: ExactInteger, b: ExactInteger) -> Bool {
        if a.negative != b.negative { return a.negative }
        let order = compare(a.limbs, b.limbs)
        return a.negative ? order > 0 : order < 0
    }

    /// The negated value.
    public static prefix func - (a: ExactInteger) -> ExactInteger {
        ExactInteger(negative: !a.negative, limbs: a.limbs)
    }

    /// The sum.
    public static func + (a: ExactInteger, b: ExactInteger) -> ExactInteger {
        if a.negative == b.negative { return ExactInteger(negative: a.negative, limbs: add(a.limbs, b.limbs)) }
        return compare(a.limbs, b.limbs) >= 0
            ? ExactInteger(negative: a.negative, limbs: subtract(a.limbs, b.limbs))
            : ExactInteger(negative: b.negative, limbs: subtract(b.limbs, a.limbs))
    }

    /// The difference.
    public static func - (a: ExactInteger, b: ExactInteger) -> ExactInteger { a + -b }

    /// The product.
    public static func * (a: ExactInteger, b: ExactInteger) -> ExactInteger {
        ExactInteger(negative: a.negative != b.negative, limbs: multiply(a.limbs, b.limbs))
    }

    /// The quotient rounded toward zero and the remainder (with the sign of `self`);
    /// `divisor` must not be zero.
    public func quotientAndRemainder(dividingBy divisor: ExactInteger) -> (
        quotient: ExactInteger, remainder: ExactInteger
    ) {
        precondition(!divisor.isZero, "division by zero")
        let (quotient, remainder) = Self.divide(limbs, divisor.limbs)
        return (
            ExactInteger(negative: negative != divisor.negative, limbs: quotient),
            ExactInteger(negative: negative, limbs: remainder)
        )
    }

    /// The greatest common divisor of the magnitudes (0 when both are 0).
    public static func gcd(_ a: ExactInteger, _ b: ExactInteger) -> ExactInteger {
        var (x, y) = (a.magnitude, b.magnitude)
        while !y.isZero { (x, y) = (y, x.quotientAndRemainder(dividingBy: y).remainder) }
        return x
    }

    // MARK: Magnitudes

    private static func compare(_ a: [UInt32], _ b: [UInt32]) -> Int {
        if a.count != b.count { return a.count < b.count ? -1 : 1 }
        for index in stride(from: a.count - 1, through: 0, by: -1) where a[index] != b[index] {
            return a[index] < b[index] ? -1 : 1
        }
        return 0
    }

    private static func add(_ a: [UInt32], _ b: [UInt32]) -> [UInt32] {
        var result: [UInt32] = []
        result.reserveCapacity(max(a.count, b.count) + 1)
        var carry: UInt64 = 0
        for index in 0..<max(a.count, b.count) {
            let sum = UInt64(index < a.count ? a[index] : 0) + UInt64(index < b.count ? b[index] : 0) + carry
            result.append(UInt32(truncatingIfNeeded: sum))
            carry = sum >> 32
        }
        if carry > 0 { result.append(UInt32(carry)) }
        return result
    }

    /// `a − b` for `a ≥ b`.
    private static func subtract(_ a: [UInt32], _ b: [UInt32]) -> [UInt32] {
        var result = a
        var borrow: Int64 = 0
        for index in 0..<a.count {
            var difference = Int64(a[index]) - Int64(index < b.count ? b[index] : 0) - borrow
            borrow = 0
            if difference < 0 {
                difference += 1 << 32
                borrow = 1
            }
            result[index] = UInt32(difference)
        }
        while result.last == 0 { result.removeLast() }
        return result
    }

    private static func multiply(_ a: [UInt32], _ b: [UInt32]) -> [UInt32] {
        guard !a.isEmpty, !b.isEmpty else { return [] }
        var result = [UInt32](repeating: 0, count: a.count + b.count)
        for i in 0..<a.count {
            var carry: UInt64 = 0
            for j in 0..<b.count {
                let product = UInt64(a[i]) * UInt64(b[j]) + UInt64(result[i + j]) + carry
                result[i + j] = UInt32(truncatingIfNeeded: product)
                carry = product >> 32
            }
            result[i + b.count] = UInt32(carry)
        }
        while result.last == 0 { result.removeLast() }
        return result
    }

    /// `a / d` and `a % d` for a one-limb divisor `d > 0`.
    private static func divide(_ a: [UInt32], by d: UInt32) -> ([UInt32], UInt32) {
        var quotient = [UInt32](repeating: 0, count: a.count)
        var remainder: UInt64 = 0
        for index in stride(from: a.count - 1, through: 0, by: -1) {
            let current = remainder << 32 | UInt64(a[index])
            quotient[index] = UInt32(current / UInt64(d))
            remainder = current % UInt64(d)
        }
        while quotient.last == 0 { quotient.removeLast() }
        return (quotient, UInt32(remainder))
    }

    /// `a / b` and `a % b` for `b > 0`: one limb at a time when `b` has one, else bit by bit.
    private static func divide(_ a: [UInt32], _ b: [UInt32]) -> ([UInt32], [UInt32]) {
        if compare(a, b) < 0 { return ([], a) }
        if b.count == 1 {
            let (quotient, remainder) = divide(a, by: b[0])
            return (quotient, remainder == 0 ? [] : [remainder])
        }
        var quotient = [UInt32](repeating: 0, count: a.count)
        var remainder: [UInt32] = []
        for bit in stride(from: a.count * 32 - 1, through: 0, by: -1) {
            // remainder = remainder × 2 + the next bit of a
            var carry = (a[bit / 32] >> UInt32(bit % 32)) & 1
            for index in 0..<remainder.count {
                let next = remainder[index] >> 31
                remainder[index] = remainder[index] << 1 | carry
                carry = next
            }
            if carry > 0 { remainder.append(carry) }
            if compare(remainder, b) >= 0 {
                remainder = subtract(remainder, b)
                quotient[bit / 32] |= 1 << UInt32(bit % 32)
            }
        }
        while quotient.last == 0 { quotient.removeLast() }
        return (quotient, remainder)
    }
}
