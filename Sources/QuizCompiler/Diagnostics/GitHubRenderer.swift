import QuizYAML

/// Renders diagnostics as GitHub Actions workflow commands
/// (`::error file=…,line=…,col=…,title=CODE::message`; a warning is `::warning`, a note
/// `::notice`). GitHub shows only ten annotations
/// of a kind per step, so a plain summary line follows.
package enum GitHubRenderer {
    package static func render(_ diagnostics: [Diagnostic], summary: DiagnosticSummary) -> String {
        var out = ""
        for diagnostic in diagnostics {
            let command: String
            switch diagnostic.severity {
            case .error: command = "error"
            case .warning: command = "warning"
            case .note: command = "notice"
            }
            out += "::\(command) file=\(property(diagnostic.file)),line=\(diagnostic.range.start.line),col=\(diagnostic.range.start.column)"
            out += ",endLine=\(diagnostic.range.end.line),endColumn=\(diagnostic.range.end.column)"
            out += ",title=\(property(diagnostic.code.rawValue))::\(data(diagnostic.message))\n"
        }
        out += "quizc: \(summary.sentence)\n"
        return out
    }

    /// Escaping for a command's message (`%`, CR, LF).
    static func data(_ text: String) -> String {
        text.replacingAll("%", "%25").replacingAll("\r", "%0D").replacingAll("\n", "%0A")
    }

    /// Escaping for a property value (also `:` and `,`).
    static func property(_ text: String) -> String {
        data(text).replacingAll(":", "%3A").replacingAll(",", "%2C")
    }
}

extension String {
    /// Every occurrence of `target` replaced, compared by scalars.
    func replacingAll(_ target: String, _ replacement: String) -> String {
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
