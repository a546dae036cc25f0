public import QuizRuntime
@_spi(Tools) import QuizYAML

/// Renders diagnostics as JSON (docs/cli.md):
/// `{"diagnostics": [{"file", "line", "column", "severity", "code", "message", "notes"?, "fixes"?}],
/// "suppressed": [{…the same members…, "reason"}], "summary": {"files", "errors", "warnings",
/// "notes", "suppressed"}}`, members in that order; `severity` is `error`, `warning` or `note`.
/// `suppressed` lists what a suppression accepted, which the other counts leave out. `fixes` is present only on a diagnostic that has some:
/// `[{"title", "safety", "edits": [{"file", "line", "column", "end_line", "end_column",
/// "replacement"}]}]`, `safety` `safe` or `unsafe`.
public enum JSONRenderer {
    /// The JSON value of a run.
    @_spi(Tools) public static func value(
        _ diagnostics: [Diagnostic], suppressed: [SuppressedDiagnostic] = [], summary: DiagnosticSummary
    ) -> JSONValue {
        .object([
            ("diagnostics", .array(diagnostics.map(value))),
            ("suppressed", .array(suppressed.map(value))),
            (
                "summary",
                .object([
                    ("files", .integer(summary.files)),
                    ("errors", .integer(summary.errors)),
                    ("warnings", .integer(summary.warnings)),
                    ("notes", .integer(summary.notes)),
                    ("suppressed", .integer(summary.suppressed)),
                ])
            ),
        ])
    }

    /// An accepted diagnostic: its members, then `reason`.
    @_spi(Tools) public static func value(_ suppressed: SuppressedDiagnostic) -> JSONValue {
        .object(members(suppressed.diagnostic) + [("reason", .string(suppressed.reason))])
    }

    /// One diagnostic as JSON.
    @_spi(Tools) public static func value(_ diagnostic: Diagnostic) -> JSONValue {
        .object(members(diagnostic))
    }

    /// The members of one diagnostic's JSON object, in order.
    static func members(_ diagnostic: Diagnostic) -> [(String, JSONValue)] {
        var members: [(String, JSONValue)] = [
            ("file", .string(diagnostic.file)),
            ("line", .integer(diagnostic.range.start.line)),
            ("column", .integer(diagnostic.range.start.column)),
            ("end_line", .integer(diagnostic.range.end.line)),
            ("end_column", .integer(diagnostic.range.end.column)),
            ("severity", .string(diagnostic.severity.rawValue)),
            ("code", .string(diagnostic.code.rawValue)),
            ("message", .string(diagnostic.message)),
        ]
        if !diagnostic.notes.isEmpty {
            members.append(
                (
                    "notes",
                    .array(
                        diagnostic.notes.map { note in
                            var fields: [(String, JSONValue)] = [("message", .string(note.message))]
                            if let range = note.range {
                                fields.append(("line", .integer(range.start.line)))
                                fields.append(("column", .integer(range.start.column)))
                            }
                            return .object(fields)
                        })
                ))
        }
        if !diagnostic.fixes.isEmpty {
            members.append(("fixes", .array(diagnostic.fixes.map(value))))
        }
        return members
    }

    /// One fix as JSON.
    @_spi(Tools) public static func value(_ fix: Diagnostic.Fix) -> JSONValue {
        .object([
            ("title", .string(fix.title)),
            ("safety", .string(fix.safety.rawValue)),
            (
                "edits",
                .array(
                    fix.edits.map { edit in
                        .object([
                            ("file", .string(edit.file)),
                            ("line", .integer(edit.range.start.line)),
                            ("column", .integer(edit.range.start.column)),
                            ("end_line", .integer(edit.range.end.line)),
                            ("end_column", .integer(edit.range.end.column)),
                            ("replacement", .string(edit.replacement)),
                        ])
                    })
            ),
        ])
    }

    /// The rendered text, pretty-printed with a final newline.
    public static func render(_ diagnostics: [Diagnostic], summary: DiagnosticSummary) -> String {
        render(diagnostics, suppressed: [], summary: summary)
    }

    /// The rendered text with the accepted diagnostics, pretty-printed with a final newline.
    @_spi(Tools) public static func render(
        _ diagnostics: [Diagnostic], suppressed: [SuppressedDiagnostic], summary: DiagnosticSummary
    ) -> String {
        JSONWriter(sortKeys: false, pretty: true).string(value(diagnostics, suppressed: suppressed, summary: summary))
    }
}
