/// A string written as a YAML scalar that reads back as exactly that string, in any
/// context a name stands in (a block or flow mapping's key or value, a flow sequence's item):
/// plain when it is a simple name, else double-quoted with escapes.
enum YAMLScalarText {
    /// `value` as YAML source text.
    static func render(_ value: String) -> String {
        isPlainSafe(value) ? value : doubleQuoted(value)
    }

    /// Letters, digits, `_` and `-` (not first), and no word YAML 1.1 or 1.2 reads as a
    /// boolean, null or number.
    static func isPlainSafe(_ value: String) -> Bool {
        guard let first = value.unicodeScalars.first, first.properties.isAlphabetic || first == "_" else {
            return false
        }
        let simple = value.unicodeScalars.allSatisfy { scalar in
            (scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)))
                || scalar == "_" || scalar == "-"
        }
        let reserved: Set<String> = ["true", "false", "yes", "no", "on", "off", "y", "n", "null", "nan", "inf"]
        return simple && !reserved.contains(value.lowercased())
    }

    /// `"…"` with `\\`, `"`, every character below U+0020, DEL, the C1 controls and every
    /// invisible character (format characters such as the directional controls, line and
    /// paragraph separators, unassigned and private-use code points) escaped.
    static func doubleQuoted(_ value: String) -> String {
        let body = ScalarEscaping.escaped(value) { scalar in
            // A carriage return is written `\x0D`, as every other control character.
            if scalar != "\r", let escape = ScalarEscaping.backslashed(scalar, quote: "\"") { return escape }
            if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                return "\\x" + hex(scalar.value, digits: 2)
            }
            guard
                [.format, .lineSeparator, .paragraphSeparator, .unassigned, .privateUse, .surrogate]
                    .contains(scalar.properties.generalCategory)
            else { return nil }
            // Invisible in an editor: written as an escape, so the fix shows what it keeps.
            return scalar.value > 0xFFFF ? "\\U" + hex(scalar.value, digits: 8) : "\\u" + hex(scalar.value, digits: 4)
        }
        return "\"" + body + "\""
    }

    private static func hex(_ value: UInt32, digits: Int) -> String {
        ScalarEscaping.hex(value, digits: digits, uppercase: true)
    }
}
