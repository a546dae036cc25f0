/// A JSON number literal read exactly: no floating point, so every platform agrees.
///
/// Used for `range` answers (which may be fractions such as `0.35`) and to tell whether a
/// literal is an integer (`3`, but also `3.0` and `3e0` are not accepted where integers go:
/// the literal must be written as an integer).
package struct DecimalLiteral: Sendable, Equatable {
    /// Whether the literal starts with a minus sign.
    package let negative: Bool
    /// Significant digits (no leading zeros; empty for zero), value = digits × 10^exponent.
    let digits: [UInt8]
    let exponent: Int

    /// Parses a JSON number literal; `nil` for text that is not one.
    package init?(_ literal: String) {
        var bytes = Array(literal.utf8)[...]
        negative = bytes.first == UInt8(ascii: "-")
        if negative { bytes = bytes.dropFirst() }
        var mantissa: [UInt8] = []
        var fractionLength = 0
        var seenPoint = false
        var exponentPart = 0
        while let byte = bytes.first, byte != UInt8(ascii: "e"), byte != UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if byte == UInt8(ascii: ".") {
                if seenPoint { return nil }
                seenPoint = true
                continue
            }
            guard byte >= 0x30, byte <= 0x39 else { return nil }
            mantissa.append(byte - 0x30)
            if seenPoint { fractionLength += 1 }
        }
        guard !mantissa.isEmpty else { return nil }
        if bytes.first != nil {
            bytes = bytes.dropFirst()
            var exponentNegative = false
            if bytes.first == UInt8(ascii: "-") || bytes.first == UInt8(ascii: "+") {
                exponentNegative = bytes.first == UInt8(ascii: "-")
                bytes = bytes.dropFirst()
            }
            guard !bytes.isEmpty else { return nil }
            for byte in bytes {
                guard byte >= 0x30, byte <= 0x39 else { return nil }
                // Clamp: anything beyond ±10^7 behaves the same for our comparisons.
                exponentPart = min(exponentPart * 10 + Int(byte - 0x30), 10_000_000)
            }
            if exponentNegative { exponentPart = -exponentPart }
        }
        let firstNonZero = mantissa.firstIndex { $0 != 0 } ?? mantissa.count
        var significant = Array(mantissa[firstNonZero...])
        var exponent = exponentPart - fractionLength
        while let last = significant.last, last == 0 {
            significant.removeLast()
            exponent += 1
        }
        digits = significant
        self.exponent = significant.isEmpty ? 0 : exponent
    }

    /// Whether the value is zero.
    package var isZero: Bool { digits.isEmpty }

    /// ⌊value × factor⌋ for a positive `factor`, when its magnitude stays within ±`bound`;
    /// `nil` when it is larger (the value is then surely out of any quiz's range).
    package func floorTimes(_ factor: Int, bound: Int = 1 << 52) -> Int? {
        guard factor > 0 else { return nil }
        if digits.isEmpty { return 0 }
        // Split into integer digits and fraction digits.
        let integerCount = digits.count + exponent
        var integer = 0
        if integerCount > 0 {
            if integerCount > 18 { return nil }
            for position in 0..<integerCount {
                let digit = position < digits.count ? Int(digits[position]) : 0
                integer = integer * 10 + digit
            }
        }
        var fraction: [UInt8]
        if integerCount >= digits.count {
            fraction = []
        } else if integerCount > 0 {
            fraction = Array(digits[integerCount...])
        } else {
            // 0.000…digits: below 10^-30 the product with any factor we use is below 1.
            let zeros = -integerCount
            if zeros > 30 { return negative ? -1 : 0 }
            fraction = Array(repeating: 0, count: zeros) + digits
        }
        // floor(fraction × factor) and whether a remainder is left, digit by digit.
        var carry = 0
        var remainder = false
        for digit in fraction.reversed() {
            let product = Int(digit) * factor + carry
            if product % 10 != 0 { remainder = true }
            carry = product / 10
        }
        let (scaled, overflow) = integer.multipliedReportingOverflow(by: factor)
        guard !overflow, scaled <= bound else { return nil }
        let magnitudeFloor = scaled + carry
        if negative {
            return -magnitudeFloor - (remainder ? 1 : 0)
        }
        return magnitudeFloor
    }

    /// Whether the value is exactly the integer `floorTimes(1)`.
    package var isInteger: Bool { digits.isEmpty || exponent >= 0 }
}
