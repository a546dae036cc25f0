public import BigInt

/// Exact probabilities written for people: percentages in reports and diagnostics, and
/// fractions in `quizc stats --format json`. Computed exactly, never through a double.
@_spi(Tools) public enum Probability {
    /// `count/total` as a percentage with three decimals below 1 % ("0.391%"), one from 1 %
    /// on ("12.5%"), rounded half up; "0%" when `count` is 0.
    @_spi(Tools) public static func percent(_ count: BigUInt, _ total: BigUInt) -> String {
        guard total > 0, count > 0 else { return "0%" }
        let digits = count * 100 >= total ? 1 : 3
        let scaled = count * 100 * BigUInt(10).power(digits)
        let (quotient, remainder) = scaled.quotientAndRemainder(dividingBy: total)
        let rounded = remainder * 2 >= total ? quotient + 1 : quotient
        var text = String(rounded)
        if text.count <= digits { text = String(repeating: "0", count: digits + 1 - text.count) + text }
        text.insert(".", at: text.index(text.endIndex, offsetBy: -digits))
        return text + "%"
    }

    /// `percent` of counts that fit in 128 bits.
    @_spi(Tools) public static func percent(_ count: Count128, _ total: Count128) -> String {
        percent(BigUInt(count), BigUInt(total))
    }

    /// `count/total` in lowest terms ("1/4"); "0/1" when both are 0.
    @_spi(Tools) public static func fraction(_ count: BigUInt, _ total: BigUInt) -> String {
        let divisor = count.greatestCommonDivisor(with: total)
        guard divisor > 0 else { return "0/1" }
        return "\(count / divisor)/\(total / divisor)"
    }

    /// `fraction` of counts that fit in 128 bits.
    @_spi(Tools) public static func fraction(_ count: Count128, _ total: Count128) -> String {
        fraction(BigUInt(count), BigUInt(total))
    }
}

extension BigUInt {
    /// The value of a 128-bit count.
    init(_ count: Count128) {
        self = BigUInt(count.high) << 64 + BigUInt(count.low)
    }
}
