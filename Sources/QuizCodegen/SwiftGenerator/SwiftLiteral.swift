@_spi(Tools) import QuizCompiler

/// Swift source text for strings: literals that hold exactly the given Unicode scalars, and
/// single-line text for comments.
enum SwiftLiteral {
    /// `"…"`, with `\`, `"` and every control, format, private-use or line-separating scalar
    /// escaped, so the literal's scalars are exactly `text`'s (Swift does not normalize
    /// string literals).
    static func string(_ text: String) -> String {
        let body = ScalarEscaping.escaped(text) { scalar in
            ScalarEscaping.backslashed(scalar, quote: "\"") ?? (needsEscape(scalar) ? unicodeEscape(scalar) : nil)
        }
        return "\"" + body + "\""
    }

    /// `text` on one line for a `///` or `//` comment: line breaks and other invisible
    /// scalars become spaces or escapes, so the comment cannot end early or hide text.
    static func comment(_ text: String) -> String {
        ScalarEscaping.escaped(text) { scalar in
            if scalar == "\n" || scalar == "\r" || scalar == "\t" { return " " }
            return needsEscape(scalar) ? unicodeEscape(scalar) : nil
        }
    }

    /// `\u{…}`: the scalar's value in uppercase hexadecimal.
    private static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .privateUse, .surrogate, .unassigned, .lineSeparator, .paragraphSeparator: true
        case .spaceSeparator: scalar != " "
        default: false
        }
    }
}
