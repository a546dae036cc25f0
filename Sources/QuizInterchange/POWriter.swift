@_spi(Tools) import QuizCompiler

/// Writes the units of a quiz as a gettext PO file: a header entry (`Language`, UTF-8, the
/// revision date and translator fields empty for the platform to fill in, and
/// `X-Quizc-Quiz` naming the quiz file relative to the PO file), then one entry per text
/// with the unit id as `msgctxt` (so equal source texts stay apart), the context and the
/// author's comment as `#.` comments, the quiz file's line as `#:`, and a stale unit as
/// `#, fuzzy` with the source it was translated from as `#| msgid`: gettext's own way of
/// saying exactly this, taken from quizc's record, never from a fuzzy match.
package enum POWriter {
    /// The file's text.
    package static func document(header: InterchangeHeader, units: [InterchangeUnit], toolVersion: String) -> String {
        var out = "# Translation of the quiz `\(header.quizID)` into \(header.targetLocale), written by quizc.\n"
        out += "# Import it back with: quizc translations import FILE\n"
        out += "msgid \"\"\n"
        out += "msgstr \"\"\n"
        let fields = [
            ("Project-Id-Version", header.quizID + (header.quizVersion.map { " " + $0 } ?? "")),
            ("PO-Revision-Date", ""),
            ("Last-Translator", ""),
            ("Language-Team", ""),
            ("Language", header.targetLocale),
            ("MIME-Version", "1.0"),
            ("Content-Type", "text/plain; charset=UTF-8"),
            ("Content-Transfer-Encoding", "8bit"),
            ("X-Generator", "quizc " + toolVersion),
            ("X-Quizc-Quiz", header.quizPath),
            ("X-Quizc-Source-Language", header.sourceLocale),
        ]
        for (name, value) in fields { out += "\"" + escaped(name + ": " + value) + "\\n\"\n" }
        for unit in units {
            out += "\n"
            for line in unit.context.split(separator: "\n", omittingEmptySubsequences: false) {
                out += "#. " + line + "\n"
            }
            if let note = unit.authorNote {
                for (position, line) in note.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    out += "#. " + (position == 0 ? "Author's note: " : "") + line + "\n"
                }
            }
            if let line = unit.line, !header.quizPath.unicodeScalars.contains(where: { $0.properties.isWhitespace }) {
                out += "#: \(header.quizPath):\(line)\n"
            }
            if unit.state == .stale {
                out += "#, fuzzy\n"
                if let previous = unit.previousSource { out += string("#| msgid", previous) }
            }
            out += string("msgctxt", unit.id)
            out += string("msgid", unit.source)
            out += string("msgstr", unit.target)
        }
        return out
    }

    /// `keyword "text"`, or for a text with line breaks inside, `keyword ""` followed by one
    /// string per line (each ending in `\n` but the last), as gettext writes them. Lines of
    /// a `#|` keyword carry its prefix too.
    static func string(_ keyword: String, _ text: String) -> String {
        let prefix = keyword.hasPrefix("#|") ? "#| " : ""
        var pieces: [String] = []
        var current = ""
        for scalar in text.unicodeScalars {
            current.unicodeScalars.append(scalar)
            if scalar == "\n" {
                pieces.append(current)
                current = ""
            }
        }
        if !current.isEmpty { pieces.append(current) }
        guard pieces.count > 1 else {
            return keyword + " \"" + escaped(text) + "\"\n"
        }
        return keyword + " \"\"\n" + pieces.map { prefix + "\"" + escaped($0) + "\"\n" }.joined()
    }

    /// `text` inside a PO string: C escapes for `\`, `"` and control characters.
    static func escaped(_ text: String) -> String {
        ScalarEscaping.escaped(text) { scalar in
            if let escape = ScalarEscaping.backslashed(scalar, quote: "\"") { return escape }
            switch scalar {
            case "\u{07}": return "\\a"
            case "\u{08}": return "\\b"
            case "\u{0B}": return "\\v"
            case "\u{0C}": return "\\f"
            default: return nil
            }
        }
    }
}
