/// An exact decimal number as a bundle writes it: `"2.5"`, `"-0.25"`, `"100"`
/// (docs/bundle-format.md, "Decimal strings").
///
/// The value is `units / 10^scale`. The form is canonical: no trailing fractional zero, so
/// equal values have equal `units` and `scale`, and `description` is the bundle's text.
public struct BundleDecimal: Sendable, Hashable, CustomStringConvertible {
    /// The value times `10^scale`.
    public let units: Int
    /// The number of fractional digits, 0…6.
    public let scale: Int

    /// The largest number of fractional digits a bundle decimal has.
    public static let maxScale = 6
    /// The largest absolute value of `units` (10^6 × 10^6): products of two stay within `Int`.
    public static let maxUnits = 1_000_000_000_000

    /// `units / 10^scale`, made canonical (trailing zeros dropped); `nil` when `scale` is
    /// outside 0…6 or `|units|` is above `maxUnits`.
    public init?(units: Int, scale: Int) {
        guard (0...Self.maxScale).contains(scale), units.magnitude <= Self.maxUnits.magnitude else { return nil }
        (self.units, self.scale) = Self.canonical(units: units, scale: scale)
    }

    /// `units / 10^scale` without trailing fractional zeros (`150, 2` → `15, 1`): the one
    /// statement of the canonical form, for bundle and source decimals.
    package static func canonical(units: Int, scale: Int) -> (units: Int, scale: Int) {
        var units = units
        var scale = scale
        while scale > 0, units % 10 == 0 {
            units /= 10
            scale -= 1
        }
        return (units, scale)
    }

    /// The integer `value`.
    public init(_ value: Int) {
        precondition(value.magnitude <= Self.maxUnits.magnitude, "bundle decimal out of range")
        units = value
        scale = 0
    }

    /// Reads the canonical text (`-`? digits (`.` digits without a trailing zero)?, no
    /// leading zero but a lone `0` before the point, never `-0`); `nil` for any other text.
    public init?(parsing text: String) {
        var bytes = Array(text.utf8)[...]
        let negative = bytes.first == UInt8(ascii: "-")
        if negative { bytes = bytes.dropFirst() }
        let point = bytes.firstIndex(of: UInt8(ascii: "."))
        let whole = bytes[..<(point ?? bytes.endIndex)]
        let fraction = point.map { bytes[($0 + 1)...] } ?? bytes[bytes.endIndex...]
        let isDigit: (UInt8) -> Bool = { $0 >= 0x30 && $0 <= 0x39 }
        guard !whole.isEmpty, whole.allSatisfy(isDigit), fraction.allSatisfy(isDigit),
            whole.count == 1 || whole.first != UInt8(ascii: "0"),
            point == nil || (!fraction.isEmpty && fraction.last != UInt8(ascii: "0")),
            fraction.count <= Self.maxScale, whole.count <= 13
        else { return nil }
        var units = 0
        for digit in whole + fraction { units = units * 10 + Int(digit - 0x30) }
        guard !(negative && units == 0), let value = Self(units: negative ? -units : units, scale: fraction.count),
            value.scale == fraction.count
        else { return nil }
        self = value
    }

    /// The canonical text.
    public var description: String {
        let digits = String(units.magnitude)
        let sign = units < 0 ? "-" : ""
        guard scale > 0 else { return sign + digits }
        let padded = String(repeating: "0", count: max(0, scale + 1 - digits.count)) + digits
        let cut = padded.index(padded.endIndex, offsetBy: -scale)
        return sign + padded[..<cut] + "." + padded[cut...]
    }
}
