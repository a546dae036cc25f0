public import QuizRuntime
@_spi(Tools) import QuizYAML

/// Renders diagnostics as SARIF 2.1.0 (the format of GitHub code scanning and most
/// static-analysis viewers): one run of the tool `quizc`, one rule per diagnostic code
/// (every code, in `DiagnosticCode` order, so a code's `ruleIndex` never changes), and one
/// result per diagnostic with its region and its notes as related locations. A diagnostic a
/// suppression accepted is a result too, with `suppressions: [{kind: inSource,
/// justification: REASON}]`, so viewers show it as accepted rather than drop it.
///
/// Paths become URI references relative to `%SRCROOT%`, the directory quizc ran in:
/// relative paths as given (normalized: no `./`, no doubled slashes), absolute paths under
/// that directory made relative, other absolute paths `file://` URIs. Columns count
/// Unicode scalars, which SARIF calls `unicodeCodePoints`; `end` positions are exclusive in
/// both. Members are written in a fixed order, so the same run gives the same bytes.
enum SARIFRenderer {
    /// The JSON Schema SARIF 2.1.0 documents name in `$schema`.
    static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"
    /// The base every artifact URI is relative to.
    static let sourceRootBase = "%SRCROOT%"

    /// What the log says about the tool that ran: plain data, given by the caller (the
    /// frontend's `Tool.quizc`), so the renderer depends on neither the checks nor the driver.
    struct Tool: Sendable {
        /// The tool's version (`version` and `semanticVersion`).
        var version: String
        /// Each code's explanation (a rule's `fullDescription` and `help`); a code without one has neither.
        var explanations: [DiagnosticCode: String]

        /// A tool of `version` whose codes are explained by `explanations`.
        init(version: String, explanations: [DiagnosticCode: String]) {
            self.version = version
            self.explanations = explanations
        }
    }

    /// The SARIF log of a run as JSON text (pretty, final newline). `currentDirectory` is an
    /// absolute path: absolute file paths under it are written relative to it.
    static func render(
        _ diagnostics: [Diagnostic], suppressed: [SuppressedDiagnostic] = [], currentDirectory: String, tool: Tool
    ) -> String {
        JSONWriter(sortKeys: false, pretty: true).string(
            value(diagnostics, suppressed: suppressed, currentDirectory: currentDirectory, tool: tool))
    }

    /// The SARIF log of a run.
    static func value(
        _ diagnostics: [Diagnostic], suppressed: [SuppressedDiagnostic] = [], currentDirectory: String, tool: Tool
    ) -> JSONValue {
        let codes = DiagnosticCode.allCases
        let rules = codes.map { rule($0, explanation: tool.explanations[$0]) }
        let all =
            (diagnostics.map { ($0, nil) } + suppressed.map { ($0.diagnostic, $0.reason) } as [(Diagnostic, String?)])
            .sorted { Diagnostic.reportOrder($0.0, $1.0) }
        let results = all.map { diagnostic, reason in
            result(
                diagnostic, ruleIndex: codes.firstIndex(of: diagnostic.code) ?? 0, suppression: reason,
                currentDirectory: currentDirectory)
        }
        let run: JSONValue = .object([
            (
                "tool",
                .object([
                    (
                        "driver",
                        .object([
                            ("name", .string("quizc")),
                            ("version", .string(tool.version)),
                            ("semanticVersion", .string(tool.version)),
                            // No `informationUri`: quizc has no canonical home page; a made-up URL would mislead.
                            ("rules", .array(rules)),
                        ])
                    )
                ])
            ),
            (
                "originalUriBaseIds",
                .object([
                    (
                        sourceRootBase,
                        .object([
                            ("uri", .string(directoryURI(currentDirectory))),
                            (
                                "description",
                                .object([
                                    ("text", .string("The directory quizc was run in; file paths are relative to it."))
                                ])
                            ),
                        ])
                    )
                ])
            ),
            ("columnKind", .string("unicodeCodePoints")),
            ("results", .array(results)),
        ])
        return .object([
            ("$schema", .string(schemaURI)),
            ("version", .string("2.1.0")),
            ("runs", .array([run])),
        ])
    }

    /// A `reportingDescriptor` for one code.
    static func rule(_ code: DiagnosticCode, explanation: String?) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("id", .string(code.rawValue)),
            ("name", .string(ruleName(code))),
            ("shortDescription", .object([("text", .string(code.summary))])),
        ]
        if let explanation {
            members.append(("fullDescription", .object([("text", .string(explanation))])))
            members.append(("help", .object([("text", .string(explanation)), ("markdown", .string(explanation))])))
        }
        members.append(("defaultConfiguration", .object([("level", .string(level(code.defaultSeverity)))])))
        return .object(members)
    }

    /// `yaml-syntax` → `YamlSyntax`: SARIF's `name` is an identifier-like form of the rule.
    static func ruleName(_ code: DiagnosticCode) -> String {
        code.rawValue.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// SARIF's `level` of a severity: `error`, `warning` or `note`.
    static func level(_ severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "note"
        }
    }

    /// A `result` for one diagnostic; `suppression` is the reason it was accepted, if it was.
    static func result(
        _ diagnostic: Diagnostic, ruleIndex: Int, suppression: String? = nil, currentDirectory: String
    ) -> JSONValue {
        let artifact = artifactLocation(diagnostic.file, currentDirectory: currentDirectory)
        var text = diagnostic.message
        var related: [JSONValue] = []
        for note in diagnostic.notes {
            if let range = note.range {
                related.append(
                    .object([
                        ("id", .integer(related.count + 1)),
                        ("physicalLocation", physicalLocation(artifact, range)),
                        ("message", .object([("text", .string(note.message))])),
                    ]))
            } else {
                text += "\nnote: " + note.message
            }
        }
        var members: [(String, JSONValue)] = [
            ("ruleId", .string(diagnostic.code.rawValue)),
            ("ruleIndex", .integer(ruleIndex)),
            ("level", .string(level(diagnostic.severity))),
            ("message", .object([("text", .string(text))])),
            ("locations", .array([.object([("physicalLocation", physicalLocation(artifact, diagnostic.range))])])),
        ]
        if !related.isEmpty { members.append(("relatedLocations", .array(related))) }
        if let suppression {
            members.append(
                (
                    "suppressions",
                    .array([.object([("kind", .string("inSource")), ("justification", .string(suppression))])])
                ))
        }
        return .object(members)
    }

    static func physicalLocation(_ artifact: JSONValue, _ range: SourceRange) -> JSONValue {
        // SARIF needs positive lines and columns and an end not before the start.
        let startLine = max(range.start.line, 1), startColumn = max(range.start.column, 1)
        var endLine = max(range.end.line, startLine), endColumn = max(range.end.column, 1)
        if endLine == startLine && endColumn < startColumn { endLine = startLine; endColumn = startColumn }
        return .object([
            ("artifactLocation", artifact),
            (
                "region",
                .object([
                    ("startLine", .integer(startLine)),
                    ("startColumn", .integer(startColumn)),
                    ("endLine", .integer(endLine)),
                    ("endColumn", .integer(endColumn)),
                ])
            ),
        ])
    }

    /// `{uri, uriBaseId}` for a path relative to the current directory, `{uri}` (a `file`
    /// URI) for an absolute path outside it.
    static func artifactLocation(_ path: String, currentDirectory: String) -> JSONValue {
        if let relative = relativePath(path, currentDirectory: currentDirectory) {
            return .object([("uri", .string(percentEncoded(relative))), ("uriBaseId", .string(sourceRootBase))])
        }
        return .object([("uri", .string("file://" + percentEncoded(normalized(path))))])
    }

    /// The path relative to `currentDirectory`, with forward slashes and without `.` or
    /// empty segments; `nil` for an absolute path outside the directory.
    static func relativePath(_ path: String, currentDirectory: String) -> String? {
        let slashed = path.replacingAll("\\", "/")
        if !slashed.hasPrefix("/") { return normalized(slashed) }
        let file = segments(slashed), base = segments(currentDirectory.replacingAll("\\", "/"))
        guard file.count > base.count, Array(file.prefix(base.count)) == base else { return nil }
        return file.dropFirst(base.count).joined(separator: "/")
    }

    /// Segments without `.` and empty ones; `x/..` collapses where `x` is a name.
    static func segments(_ path: String) -> [String] {
        var out: [String] = []
        for segment in path.split(separator: "/", omittingEmptySubsequences: true).map(String.init) {
            if segment == "." { continue }
            if segment == "..", let last = out.last, last != ".." { out.removeLast(); continue }
            out.append(segment)
        }
        return out
    }

    static func normalized(_ path: String) -> String {
        (path.hasPrefix("/") ? "/" : "") + segments(path).joined(separator: "/")
    }

    /// `file:///…/` for a directory.
    static func directoryURI(_ directory: String) -> String {
        let path = normalized(directory.replacingAll("\\", "/"))
        return "file://" + percentEncoded(path.hasSuffix("/") ? path : path + "/")
    }

    /// A path as a URI reference: RFC 3986 unreserved characters and `/` stay, every other
    /// byte of its UTF-8 is `%XX`.
    static func percentEncoded(_ path: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var out: [UInt8] = []
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.append(byte)
            default:
                out += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
