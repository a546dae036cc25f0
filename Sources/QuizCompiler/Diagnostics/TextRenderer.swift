@_spi(Tools) import QuizYAML

/// Renders diagnostics the way compilers do: `path:line:col: error: message [code]`,
/// then the source line and a caret under the column, then any notes, then a
/// `fix: TITLE [safe]` (or `[unsafe]`) line per machine-applicable fix. Control characters in
/// paths, messages and source lines are shown as `<U+001B>` (`ControlCharacters`), so a quiz
/// text cannot act on the terminal; the renderer's own colours are the only escapes written.
public struct TextRenderer: Sendable {
    /// Whether to use ANSI colours (only when writing to a terminal).
    @_spi(Tools) public var colour: Bool

    /// A renderer; `colour` adds ANSI colours for a terminal.
    public init(colour: Bool) {
        self.colour = colour
    }

    /// The text for all diagnostics, followed by a summary line.
    public func render(_ diagnostics: [Diagnostic], sources: [String: SourceText], summary: DiagnosticSummary) -> String
    {
        var out = ""
        for diagnostic in diagnostics {
            let source = sources[diagnostic.file]
            let label: String
            switch diagnostic.severity {
            case .error: label = paint("error:", "1;31")
            case .warning: label = paint("warning:", "1;35")
            case .note: label = paint("note:", "1;36")
            }
            let file = ControlCharacters.escaped(diagnostic.file, lineBreaks: false)
            out += paint("\(file):\(diagnostic.range.start.line):\(diagnostic.range.start.column):", "1")
            out +=
                " \(label) \(paint(ControlCharacters.escaped(diagnostic.message), "1")) [\(diagnostic.code.rawValue)]\n"
            out += excerpt(source, at: diagnostic.range.start)
            for note in diagnostic.notes {
                if let range = note.range {
                    out += paint("\(file):\(range.start.line):\(range.start.column):", "1")
                    out += " \(paint("note:", "1;36")) \(ControlCharacters.escaped(note.message))\n"
                    out += excerpt(source, at: range.start)
                } else {
                    out += "\(paint("note:", "1;36")) \(ControlCharacters.escaped(note.message))\n"
                }
            }
            for fix in diagnostic.fixes {
                out += "\(paint("fix:", "1;32")) \(ControlCharacters.escaped(fix.title)) [\(fix.safety.rawValue)]\n"
            }
        }
        out += summary.sentence + "\n"
        return out
    }

    /// The source line and a caret; tabs before the column are kept so the caret lines up. A
    /// long line shows only the text around the column (see `SourceText.excerpt`), so the
    /// output stays proportional to the number of diagnostics, not to their number times the
    /// length of the line.
    private func excerpt(_ source: SourceText?, at position: SourcePosition) -> String {
        guard let (line, before) = source?.excerpt(line: position.line, column: position.column) else { return "" }
        // Control characters widen to `<U+XXXX>` on the line and under it alike.
        var caret = ""
        for scalar in ControlCharacters.escaped(String(before), lineBreaks: false).unicodeScalars {
            caret.unicodeScalars.append(scalar == "\t" ? "\t" : " ")
        }
        return "\(ControlCharacters.escaped(line, lineBreaks: false))\n\(caret)\(paint("^", "1;32"))\n"
    }

    private func paint(_ text: String, _ code: String) -> String {
        colour ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
