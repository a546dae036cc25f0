import BigInt
import QuizRuntime

/// An exact rational number for the analysis of derived scores: a big-integer numerator
/// over a positive big-integer denominator, kept in lowest terms so equal values are equal.
struct ExactRatio: Hashable, Comparable, Sendable {
    let numerator: BigInt
    let denominator: BigInt

    /// `numerator / denominator`; `denominator` must not be 0.
    init(_ numerator: BigInt, _ denominator: BigInt = 1) {
        precondition(denominator != 0, "zero denominator")
        let sign: BigInt = denominator < 0 ? -1 : 1
        let divisor = numerator.greatestCommonDivisor(with: denominator)
        let common = divisor == 0 ? 1 : BigInt(divisor)
        self.numerator = sign * numerator / common
        self.denominator = sign * denominator / common
    }

    /// The exact value of a bundle decimal.
    init(_ decimal: BundleDecimal) {
        self.init(BigInt(decimal.units), BigInt(10).power(decimal.scale))
    }

    static func + (a: ExactRatio, b: ExactRatio) -> ExactRatio {
        ExactRatio(a.numerator * b.denominator + b.numerator * a.denominator, a.denominator * b.denominator)
    }

    static func - (a: ExactRatio, b: ExactRatio) -> ExactRatio {
        ExactRatio(a.numerator * b.denominator - b.numerator * a.denominator, a.denominator * b.denominator)
    }

    static func * (a: ExactRatio, b: ExactRatio) -> ExactRatio {
        ExactRatio(a.numerator * b.numerator, a.denominator * b.denominator)
    }

    /// `a / b`; `b` must not be 0.
    static func / (a: ExactRatio, b: ExactRatio) -> ExactRatio {
        ExactRatio(a.numerator * b.denominator, a.denominator * b.numerator)
    }

    static func < (a: ExactRatio, b: ExactRatio) -> Bool {
        a.numerator * b.denominator < b.numerator * a.denominator
    }

    /// The absolute value.
    var magnitude: ExactRatio { numerator < 0 ? ExactRatio(-numerator, denominator) : self }

    /// Whether a band limit admits the value: strictly below, or at most.
    func isAdmitted(by limit: QuizBundle.Scoring.BandLimit) -> Bool {
        switch limit {
        case .below(let bound): return self < ExactRatio(bound)
        case .max(let bound): return self <= ExactRatio(bound)
        }
    }

    /// The value in the results' decimal form with `digits` fractional digits: rounded half
    /// away from zero, never `-0` (docs/authoring.md, "The decimal form").
    func written(digits: Int) -> String {
        let scaled = numerator.magnitude * BigUInt(10).power(digits)
        let (quotient, remainder) = scaled.quotientAndRemainder(dividingBy: denominator.magnitude)
        let rounded = remainder * 2 >= denominator.magnitude ? quotient + 1 : quotient
        var text = String(rounded)
        if digits > 0 {
            if text.count <= digits { text = String(repeating: "0", count: digits + 1 - text.count) + text }
            text.insert(".", at: text.index(text.endIndex, offsetBy: -digits))
        }
        return numerator < 0 && rounded != 0 ? "-" + text : text
    }
}
