import BigInt

/// The declared decimal form of the analysis's statistics: a fixed number of digits after
/// the point, correctly rounded (half away from zero) from the exact value. Rationals are
/// rounded exactly; a square root of a rational is rounded exactly through an integer square
/// root; a value known only between two bounds is rounded when both bounds round alike
/// (docs/analytics.md).
enum ExactDecimal {
    /// The digits after the point of every statistic (docs/analytics.md).
    static let digits = 12

    /// `numerator / denominator` rounded to `digits` places, as decimal text; `denominator ≠ 0`.
    static func text(_ numerator: BigInt, _ denominator: BigInt, digits: Int = digits) -> String {
        format(roundedUnits(numerator, denominator, digits: digits), digits: digits)
    }

    /// `sign × √(numerator / denominator)` rounded to `digits` places, as decimal text;
    /// `numerator ≥ 0`, `denominator > 0`.
    static func squareRootText(
        negative: Bool, _ numerator: BigInt, _ denominator: BigInt, digits: Int = digits
    ) -> String {
        // m = ⌊v + ½⌋ for v = √(N/D)·10^d: with u = ⌊2v⌋ = ⌊√⌊4N·10^2d / D⌋⌋, m = ⌊(u + 1) / 2⌋.
        let scaled = 4 * numerator * BigInt(10).power(2 * digits) / denominator
        let units = (scaled.squareRoot() + 1) / 2
        return format(negative ? -units : units, digits: digits)
    }

    /// `numerator / denominator` in units of 10^-digits, rounded half away from zero.
    static func roundedUnits(_ numerator: BigInt, _ denominator: BigInt, digits: Int) -> BigInt {
        let negative = (numerator.sign == .minus) != (denominator.sign == .minus) && !numerator.isZero
        let scaled = numerator.magnitude * BigUInt(10).power(digits) * 2 + denominator.magnitude
        let units = BigInt(scaled / (denominator.magnitude * 2))
        return negative ? -units : units
    }

    /// `units × 10^-digits` as decimal text: `-0.25`, `3.000000000000`.
    static func format(_ units: BigInt, digits: Int) -> String {
        let magnitude = String(units.magnitude)
        let padded = String(repeating: "0", count: max(0, digits + 1 - magnitude.count)) + magnitude
        let whole = padded.dropLast(digits)
        let fraction = padded.suffix(digits)
        let sign = units.sign == .minus && !units.isZero ? "-" : ""
        return digits == 0 ? sign + whole : sign + whole + "." + fraction
    }

    /// A value known between bounds that tighten with a precision: `bounds(p)` gives
    /// `(low, high)` as rationals (numerator, denominator) with `low ≤ value ≤ high`. The
    /// text when both round alike; precision grows until they do, and past the largest,
    /// the lower bound's rounding (only a value exactly on a rounding boundary gets there).
    static func text(
        digits: Int = digits, bounds: (Int) -> (low: (BigInt, BigInt), high: (BigInt, BigInt))
    ) -> String {
        var precision = digits + 8
        while true {
            let (low, high) = bounds(precision)
            let lowUnits = roundedUnits(low.0, low.1, digits: digits)
            if lowUnits == roundedUnits(high.0, high.1, digits: digits) || precision > digits + 200 {
                return format(lowUnits, digits: digits)
            }
            precision += 24
        }
    }
}
