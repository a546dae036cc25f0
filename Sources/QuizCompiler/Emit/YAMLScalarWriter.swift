/// Writes text as a YAML scalar that every YAML reader (libyaml, YAML 1.1 and 1.2
/// resolvers, editors) reads back as exactly that string.
///
/// Plain style only when that is provably safe: visible characters and inner single
/// spaces, no indicator at the start, nothing a resolver could take for a null, a boolean
/// or a number, no `: ` or ` #`. Everything else is double-quoted on one line with
/// JSON-style escapes (`\"`, `\\`, `\n`, `\t`, `\u0000` …); characters outside the Basic
/// Multilingual Plane are written as they are, since YAML readers reject escaped
/// surrogate pairs.
@_spi(Tools) public enum YAMLScalarWriter {
    /// `text` as a scalar for block context (a mapping key or value, a list item).
    @_spi(Tools) public static func scalar(_ text: String) -> String {
        isSafePlain(text) ? text : doubleQuoted(text)
    }

    /// `text` as a scalar inside a flow collection (`{…}`, `[…]`), where a plain scalar
    /// also must not hold `,`, `[`, `]`, `{` or `}`.
    @_spi(Tools) public static func flowScalar(_ text: String) -> String {
        isSafePlain(text) && !text.unicodeScalars.contains(where: { ",[]{}".unicodeScalars.contains($0) })
            ? text : doubleQuoted(text)
    }

    /// `text` in double quotes, on one line.
    @_spi(Tools) public static func doubleQuoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x22: out += "\\\""
            case 0x5C: out += "\\\\"
            case 0x08: out += "\\b"
            case 0x09: out += "\\t"
            case 0x0A: out += "\\n"
            case 0x0C: out += "\\f"
            case 0x0D: out += "\\r"
            case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0xFEFF, 0xFFFE, 0xFFFF:
                out += "\\u" + hex4(scalar.value)
            default:
                out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// Whether `text` reads back as itself when written plainly in block context.
    @_spi(Tools) public static func isSafePlain(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        guard let first = scalars.first, let last = scalars.last else { return false }
        if first == " " || last == " " || last == ":" { return false }
        // Indicators, and `+`, `.` and digits that may start a number.
        if "-?:,[]{}#&*!|>'\"%@`+.=<~".unicodeScalars.contains(first) { return false }
        if first.properties.numericType != nil { return false }
        for (index, scalar) in scalars.enumerated() {
            if scalar == " " {
                if index + 1 < scalars.count, scalars[index + 1] == " " || scalars[index + 1] == "#" { return false }
                continue
            }
            if scalar == ":", index + 1 < scalars.count, scalars[index + 1] == " " { return false }
            if !isVisible(scalar) { return false }
        }
        return !resolvesToNonString(text)
    }

    /// Words YAML 1.1 or 1.2 resolvers read as null or a boolean, compared ignoring case.
    static let reservedWords: Set<String> = ["null", "true", "false", "yes", "no", "on", "off", "y", "n"]

    static func resolvesToNonString(_ text: String) -> Bool {
        let lowered = String(
            String.UnicodeScalarView(
                text.unicodeScalars.map { scalar in
                    ("A"..."Z").contains(scalar) ? Unicode.Scalar(scalar.value + 0x20)! : scalar
                }))
        return reservedWords.contains(lowered)
    }

    /// A character that is neither white space, nor a control, format, separator,
    /// private-use or unassigned code point: what a reader sees, so plain text shows all of it.
    static func isVisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .spaceSeparator,
            .privateUse, .surrogate, .unassigned:
            return false
        default:
            return !scalar.properties.isNoncharacterCodePoint
        }
    }

    private static func hex4(_ value: UInt32) -> String {
        let digits = Array("0123456789ABCDEF")
        return String((0..<4).reversed().map { digits[Int((value >> (UInt32($0) * 4)) & 0xF)] })
    }
}
