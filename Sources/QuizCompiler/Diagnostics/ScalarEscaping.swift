/// Text written inside a literal of a language or file format (Swift, JavaScript, Python,
/// YAML, PO, XML): each Unicode scalar kept, or replaced by the escape the format gives it.
/// The loop and the backslash escapes the C family shares are here once; each writer states
/// only its own escapes.
@_spi(Tools) public enum ScalarEscaping {
    /// `text` with every scalar for which `escape` gives text replaced by that text, and
    /// every other scalar kept.
    @_spi(Tools) public static func escaped(_ text: String, by escape: (Unicode.Scalar) -> String?) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if let replacement = escape(scalar) {
                out += replacement
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// The backslash escape C and the languages after it give `\`, the literal's `quote`,
    /// a line feed, a carriage return and a tab; `nil` for every other scalar.
    @_spi(Tools) public static func backslashed(_ scalar: Unicode.Scalar, quote: Unicode.Scalar) -> String? {
        switch scalar {
        case "\\": "\\\\"
        case quote: "\\" + String(quote)
        case "\n": "\\n"
        case "\r": "\\r"
        case "\t": "\\t"
        default: nil
        }
    }

    /// `value` in hexadecimal, with zeros in front up to `digits` digits.
    @_spi(Tools) public static func hex(_ value: UInt32, digits: Int, uppercase: Bool = false) -> String {
        let text = String(value, radix: 16, uppercase: uppercase)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
