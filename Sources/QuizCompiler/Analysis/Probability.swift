public import BigInt

/// Exact probabilities written for people: percentages in reports and diagnostics, and
/// decimals with fractions in `quizc stats --format json`. Computed exactly, never through
/// a double.
@_spi(Tools) public enum Probability {
    /// `count/total` as a percentage with three decimals below 1 % ("0.391%"), one from 1 %
    /// on ("12.5%"), rounded half up; "0%" when `count` is 0, and "< 0.001%" when `count` is
    /// not 0 but the percentage rounds to 0, so a possible result never reads as impossible.
    @_spi(Tools) public static func percent(_ count: BigUInt, _ total: BigUInt) -> String {
        guard total > 0, count > 0 else { return "0%" }
        let digits = count * 100 >= total ? 1 : 3
        let rounded = rounded(count * 100, total, digits: digits)
        guard rounded > 0 else { return "< 0.001%" }
        return decimalText(rounded, digits: digits) + "%"
    }

    /// `percent`, followed by the exact fraction in parentheses when the percentage is below
    /// 0.001 % ("< 0.001% (1/1048576)"): what a diagnostic about a rare result prints.
    static func percentShowingSmall(_ count: BigUInt, _ total: BigUInt) -> String {
        let text = percent(count, total)
        return text.hasPrefix("<") ? "\(text) (\(fraction(count, total)))" : text
    }

    /// `count/total` in lowest terms ("1/4"); "0/1" when both are 0.
    @_spi(Tools) public static func fraction(_ count: BigUInt, _ total: BigUInt) -> String {
        let divisor = count.greatestCommonDivisor(with: total)
        guard divisor > 0 else { return "0/1" }
        return "\(count / divisor)/\(total / divisor)"
    }

    /// How many decimals `decimal` writes.
    static let decimalDigits = 12

    /// `count/total` as a decimal number between 0 and 1, rounded half up to
    /// `decimalDigits` decimals with trailing zeros dropped ("0.0625", "1", "0"), the form
    /// every probability of `quizc stats --format json` has; "0" when `total` is 0.
    static func decimal(_ count: BigUInt, _ total: BigUInt) -> String {
        guard total > 0 else { return "0" }
        var text = decimalText(rounded(count, total, digits: decimalDigits), digits: decimalDigits)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// `numerator/total × 10^digits`, rounded half up.
    private static func rounded(_ numerator: BigUInt, _ total: BigUInt, digits: Int) -> BigUInt {
        let (quotient, remainder) = (numerator * BigUInt(10).power(digits)).quotientAndRemainder(dividingBy: total)
        return remainder * 2 >= total ? quotient + 1 : quotient
    }

    /// `value / 10^digits` written with `digits` decimals ("0.391" for 391, 3).
    private static func decimalText(_ value: BigUInt, digits: Int) -> String {
        var text = String(value)
        if text.count <= digits { text = String(repeating: "0", count: digits + 1 - text.count) + text }
        text.insert(".", at: text.index(text.endIndex, offsetBy: -digits))
        return text
    }
}

extension BigUInt {
    /// The value of a 128-bit count.
    init(_ count: Count128) {
        self = BigUInt(count.high) << 64 + BigUInt(count.low)
    }
}
