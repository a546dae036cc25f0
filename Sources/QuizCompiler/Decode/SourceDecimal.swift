import QuizRuntime
@_spi(Tools) import QuizYAML

/// A decimal number as the author wrote it (`0.5`, `-1.25`, `3`), read from the scalar's
/// text, never through a binary double: `units / 10^scale`, `scale` the number of
/// fractional digits without trailing zeros (`1.50` has scale 1).
@_spi(Tools) public struct SourceDecimal: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The value times `10^scale`.
    @_spi(Tools) public var units: Int
    /// The fractional digits that matter (trailing zeros dropped).
    @_spi(Tools) public var scale: Int

    /// `units / 10^scale`, trailing fractional zeros dropped.
    @_spi(Tools) public init(units: Int, scale: Int) {
        (self.units, self.scale) = BundleDecimal.canonical(units: units, scale: scale)
    }

    /// `integer` as a decimal (scale 0).
    @_spi(Tools) public init(_ integer: Int) {
        self.init(units: integer, scale: 0)
    }

    /// The value in units of `10^-digits`; `digits` is at least `scale`.
    @_spi(Tools) public func scaled(to digits: Int) -> Int {
        precondition(digits >= scale, "a decimal scaled to fewer digits than it has")
        return units * DecimalSyntax.power(digits - scale)
    }

    /// The bundle's form of the value.
    var bundleDecimal: BundleDecimal? { BundleDecimal(units: units, scale: scale) }

    /// The value as a bundle writes it (`1.5`, `-3`); `UNITSe-SCALE` when a bundle decimal cannot hold it.
    @_spi(Tools) public var description: String {
        BundleDecimal(units: units, scale: scale)?.description ?? "\(units)e-\(scale)"
    }

    /// Whether `a` is less than `b`, compared exactly at the larger of their scales.
    @_spi(Tools) public static func < (a: SourceDecimal, b: SourceDecimal) -> Bool {
        let digits = max(a.scale, b.scale)
        return a.scaled(to: digits) < b.scaled(to: digits)
    }
}

/// The decimal grammar of the quiz language: `-`? digits (`.` digits)?, no leading zero
/// but a lone `0` before the point, no exponent, no `+`.
enum DecimalSyntax {
    enum Result: Equatable {
        case value(SourceDecimal)
        /// More fractional digits (after dropping trailing zeros) than allowed; the count.
        case tooPrecise(Int)
        case leadingZero(String)
        case tooLarge
        case notDecimal
    }

    /// `10^n` for n in 0…12.
    static func power(_ n: Int) -> Int {
        var result = 1
        for _ in 0..<n { result *= 10 }
        return result
    }

    /// Parses `text`, allowing at most `maxDigits` fractional digits and a magnitude of at
    /// most `bound`.
    static func parse(_ text: String, maxDigits: Int, bound: Int) -> Result {
        var rest = Substring(text)
        let negative = rest.hasPrefix("-")
        if negative { rest = rest.dropFirst() }
        let parts = rest.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let whole = parts[0]
        let isDigits: (Substring) -> Bool = { !$0.isEmpty && $0.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } }
        guard isDigits(whole), parts.count == 1 || isDigits(parts[1]) else { return .notDecimal }
        var fraction = parts.count == 2 ? parts[1] : ""
        while fraction.hasSuffix("0") { fraction = fraction.dropLast() }
        if whole.count > 1 && whole.hasPrefix("0") {
            let trimmed = whole.drop { $0 == "0" }
            let fixedWhole = trimmed.isEmpty ? "0" : String(trimmed)
            return .leadingZero((negative ? "-" : "") + fixedWhole + (parts.count == 2 ? "." + parts[1] : ""))
        }
        if fraction.count > maxDigits { return .tooPrecise(fraction.count) }
        guard whole.count <= 13, let magnitude = Int(whole), magnitude <= bound else { return .tooLarge }
        let units = magnitude * power(fraction.count) + (Int(fraction) ?? 0)
        if magnitude == bound && units != magnitude * power(fraction.count) { return .tooLarge }
        return .value(SourceDecimal(units: negative ? -units : units, scale: fraction.count))
    }
}
