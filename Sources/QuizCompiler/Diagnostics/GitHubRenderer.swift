@_spi(Tools) import QuizYAML

/// Renders diagnostics as GitHub Actions workflow commands
/// (`::error file=…,line=…,col=…,title=CODE::message`; a warning is `::warning`, a note
/// `::notice`). GitHub shows only ten annotations
/// of a kind per step, so a plain summary line follows.
///
/// A diagnostic's notes ("first used here") are folded into its message, one line each as
/// `path:line:col: note: …`: GitHub shows a multi-line annotation message whole, while a
/// note as an annotation of its own would count against the ten and show apart from what it
/// explains. Control characters are shown as `<U+001B>` (`ControlCharacters`).
enum GitHubRenderer {
    static func render(_ diagnostics: [Diagnostic], summary: DiagnosticSummary) -> String {
        var out = ""
        for diagnostic in diagnostics {
            let command: String
            switch diagnostic.severity {
            case .error: command = "error"
            case .warning: command = "warning"
            case .note: command = "notice"
            }
            out +=
                "::\(command) file=\(property(diagnostic.file)),line=\(diagnostic.range.start.line),col=\(diagnostic.range.start.column)"
            out += ",endLine=\(diagnostic.range.end.line),endColumn=\(diagnostic.range.end.column)"
            out += ",title=\(property(diagnostic.code.rawValue))::\(data(message(diagnostic)))\n"
        }
        out += "quizc: \(summary.sentence)\n"
        return out
    }

    /// The message with its notes, each on a line of its own.
    static func message(_ diagnostic: Diagnostic) -> String {
        var text = ControlCharacters.escaped(diagnostic.message)
        for note in diagnostic.notes {
            let place =
                note.range.map {
                    "\(ControlCharacters.escaped(diagnostic.file, lineBreaks: false)):\($0.start.line):\($0.start.column): "
                } ?? ""
            text += "\n\(place)note: \(ControlCharacters.escaped(note.message))"
        }
        return text
    }

    /// Escaping for a command's message (`%`, CR, LF).
    static func data(_ text: String) -> String {
        text.replacingAll("%", "%25").replacingAll("\r", "%0D").replacingAll("\n", "%0A")
    }

    /// Escaping for a property value (also `:` and `,`).
    static func property(_ text: String) -> String {
        data(ControlCharacters.escaped(text, lineBreaks: false)).replacingAll(":", "%3A").replacingAll(",", "%2C")
    }
}

extension String {
    /// Every occurrence of `target` replaced, compared by scalars.
    @_spi(Tools) public func replacingAll(_ target: String, _ replacement: String) -> String {
        var out = String.UnicodeScalarView()
        let needle = Array(target.unicodeScalars)
        let scalars = Array(unicodeScalars)
        var index = 0
        while index < scalars.count {
            if index + needle.count <= scalars.count, Array(scalars[index..<index + needle.count]) == needle {
                out.append(contentsOf: replacement.unicodeScalars)
                index += needle.count
            } else {
                out.append(scalars[index])
                index += 1
            }
        }
        return String(out)
    }
}
