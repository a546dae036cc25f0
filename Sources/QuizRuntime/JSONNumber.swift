/// Numbers in their RFC 8785 (JCS) form: ECMAScript's Number-to-String of the binary
/// double (RFC 8785 §3.2.2.3), which every language can reproduce.
///
/// Bundles hold integers, and in examples also `range` answers such as `0.5`. Those are
/// written in their shortest round-trip decimal form, so that the canonical form (and the
/// bundle's hash) is the same whatever language computes it.
package enum JSONNumber {
    /// ECMAScript's `String(x)` for a finite `x`: the shortest decimal digits that read back
    /// as `x`, in plain notation for decimal exponents from -7 to 20 (`0.000001`,
    /// `123456789012345680000`) and in exponent notation outside (`1e-7`, `1e+21`,
    /// `1.5e+300`); `-0` is `0`. Infinities and NaN, which JSON cannot hold, give `nil`.
    package static func ecmaScriptString(_ x: Double) -> String? {
        guard x.isFinite else { return nil }
        if x == 0 { return "0" }
        // Swift's `description` prints the shortest digits that round-trip (the closest of
        // them when there is a choice), as ECMAScript requires; only the layout differs.
        var digits: [UInt8] = []
        var pointPosition = 0
        var exponent = 0
        var seenPoint = false
        var text = Substring(x.magnitude.description)
        if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            exponent = Int(text[text.index(after: e)...]) ?? 0
            text = text[..<e]
        }
        for byte in text.utf8 {
            if byte == UInt8(ascii: ".") { seenPoint = true; continue }
            guard byte >= 0x30, byte <= 0x39 else { return nil }
            if digits.isEmpty && byte == 0x30 {
                // A leading zero: moves the point only when it is after the point.
                if seenPoint { pointPosition -= 1 }
                continue
            }
            digits.append(byte)
            if !seenPoint { pointPosition += 1 }
        }
        while digits.last == 0x30 { digits.removeLast() }
        guard !digits.isEmpty else { return "0" }
        // value = 0.d1d2…dk × 10^n, with k digits, as in ECMAScript's definition.
        let k = digits.count
        let n = pointPosition + exponent
        var out = x < 0 ? "-" : ""
        let all = String(decoding: digits, as: UTF8.self)
        if k <= n && n <= 21 {
            out += all + String(repeating: "0", count: n - k)
        } else if 0 < n && n <= 21 {
            out += String(all.prefix(n)) + "." + String(all.dropFirst(n))
        } else if -6 < n && n <= 0 {
            out += "0." + String(repeating: "0", count: -n) + all
        } else {
            let e = n - 1
            out += String(all.prefix(1))
            if k > 1 { out += "." + String(all.dropFirst()) }
            out += "e" + (e < 0 ? "-" : "+") + String(e.magnitude)
        }
        return out
    }

    /// The canonical form of a JSON number literal whose value a binary double carries
    /// exactly in its shortest form (`0.50` → `0.5`, `5e-1` → `0.5`, `1.0` → `1`); `nil`
    /// for text that is not a JSON number, and for a value that does not survive the trip
    /// through a double (`0.30000000000000001`, more than 17 significant digits, `1e400`).
    package static func canonicalLiteral(_ literal: String) -> String? {
        guard let exact = DecimalLiteral(literal), let double = Double(literal),
            let shortest = ecmaScriptString(double), let back = DecimalLiteral(shortest)
        else { return nil }
        guard exact == back || (exact.isZero && back.isZero) else { return nil }
        return shortest
    }

    /// Whether `literal` is an integer written in plain digits, without a leading zero and
    /// not `-0`: writers keep it as it is. Such integers are exact in their own text (a
    /// 64-bit seed stays exact); bundles hold none beyond ±10^12, where this text is also
    /// the RFC 8785 form.
    static func isPlainInteger(_ literal: String) -> Bool {
        var bytes = Substring(literal).utf8[...]
        let negative = bytes.first == UInt8(ascii: "-")
        if negative { bytes = bytes.dropFirst() }
        guard let first = bytes.first else { return false }
        if first == UInt8(ascii: "0") { return bytes.count == 1 && !negative }
        return bytes.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
    }
}
