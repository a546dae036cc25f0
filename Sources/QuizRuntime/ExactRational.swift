/// An exact rational number `numerator / denominator`, in lowest terms with
/// `denominator > 0`: the value of a derived score, a result or an axis percentage
/// (docs/runtime.md, "Exact values"). Nothing here goes through floating point.
public struct ExactRational: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The numerator, in lowest terms (negative for a negative number).
    public let numerator: ExactInteger
    /// The denominator, in lowest terms, above 0.
    public let denominator: ExactInteger

    /// `numerator / denominator` reduced; `denominator` must not be zero.
    public init(_ numerator: ExactInteger, _ denominator: ExactInteger = ExactInteger(1)) {
        precondition(!denominator.isZero, "a rational number with the denominator 0")
        var (p, q) = denominator.isNegative ? (-numerator, -denominator) : (numerator, denominator)
        let divisor = ExactInteger.gcd(p, q)
        if divisor != ExactInteger(1) {
            p = p.quotientAndRemainder(dividingBy: divisor).quotient
            q = q.quotientAndRemainder(dividingBy: divisor).quotient
        }
        self.numerator = p
        self.denominator = q
    }

    /// `numerator / denominator` for machine integers.
    public init(_ numerator: Int, _ denominator: Int = 1) {
        self.init(ExactInteger(numerator), ExactInteger(denominator))
    }

    /// A bundle decimal's exact value.
    public init(_ decimal: BundleDecimal) {
        var scale = 1
        for _ in 0..<decimal.scale { scale *= 10 }
        self.init(decimal.units, scale)
    }

    /// `numerator/denominator`, or the integer alone.
    public var description: String {
        denominator == ExactInteger(1) ? numerator.description : "\(numerator)/\(denominator)"
    }

    /// Whether the value is zero.
    public var isZero: Bool { numerator.isZero }

    /// The absolute value.
    public var magnitude: ExactRational { numerator.isNegative ? -self : self }

    /// Orders by value (cross-multiplied, exact).
    public static func < (a: ExactRational, b: ExactRational) -> Bool {
        a.numerator * b.denominator < b.numerator * a.denominator
    }

    /// The negated value.
    public static prefix func - (a: ExactRational) -> ExactRational {
        ExactRational(-a.numerator, a.denominator)
    }

    /// The sum.
    public static func + (a: ExactRational, b: ExactRational) -> ExactRational {
        if a.denominator == b.denominator { return ExactRational(a.numerator + b.numerator, a.denominator) }
        return ExactRational(a.numerator * b.denominator + b.numerator * a.denominator, a.denominator * b.denominator)
    }

    /// The difference.
    public static func - (a: ExactRational, b: ExactRational) -> ExactRational { a + -b }

    /// The product.
    public static func * (a: ExactRational, b: ExactRational) -> ExactRational {
        ExactRational(a.numerator * b.numerator, a.denominator * b.denominator)
    }

    /// The quotient; `b` must not be zero.
    public static func / (a: ExactRational, b: ExactRational) -> ExactRational {
        ExactRational(a.numerator * b.denominator, a.denominator * b.numerator)
    }

    /// The value in the decimal form with `digits` fractional digits (`decimalForm`).
    public func decimalText(digits: Int) -> String {
        Self.decimalForm(numerator: numerator, denominator: denominator, digits: digits)
    }

    /// The decimal form every runtime writes values in (docs/runtime.md, "The decimal
    /// form"): `numerator / denominator × 10^digits` rounded to an integer half away from
    /// zero, written with exactly `digits` fractional digits, without a sign when it rounds
    /// to zero: `3.50`, `68`, `-0.25`, `0.00`. `denominator` must be above 0.
    public static func decimalForm(numerator: ExactInteger, denominator: ExactInteger, digits: Int) -> String {
        precondition(ExactInteger(0) < denominator, "the decimal form of a number with a denominator of 0 or below")
        var scaled = numerator.magnitude
        for _ in 0..<max(0, digits) { scaled = scaled * ExactInteger(10) }
        var (units, remainder) = scaled.quotientAndRemainder(dividingBy: denominator)
        // Half away from zero: the magnitude rounds up at .5.
        if !(remainder + remainder < denominator) { units = units + ExactInteger(1) }
        var text = units.description
        if digits > 0 {
            text = String(repeating: "0", count: max(0, digits + 1 - text.count)) + text
            text.insert(".", at: text.index(text.endIndex, offsetBy: -digits))
        }
        return numerator.isNegative && !units.isZero ? "-" + text : text
    }
}
