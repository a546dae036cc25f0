import QuizRuntime
@_spi(Tools) import QuizYAML

/// What `quizc lint` keeps of a quiz file it compiled: everything the cross-file stages
/// and the report need, nothing else.
@_spi(Tools) public struct LintResult: Sendable {
    /// The file's diagnostics, in report order (before the cross-file stages).
    var diagnostics: [Diagnostic]
    /// The diagnostics its suppressions accepted, in report order.
    var suppressed: [SuppressedDiagnostic]
    /// The quiz id as written, when the file names one.
    var quizID: Located<String>?
    /// Whether the quiz resolved without errors (only then does its id take part in the
    /// `duplicate-id` rule).
    var resolved: Bool

    init(
        diagnostics: [Diagnostic], suppressed: [SuppressedDiagnostic] = [], quizID: Located<String>?, resolved: Bool
    ) {
        self.diagnostics = diagnostics
        self.suppressed = suppressed
        self.quizID = quizID
        self.resolved = resolved
    }
}

/// One lint result entry on disk: a self-describing JSON object
///
///     {"format": "quizc-lint-result/3", "quizc": "0.1.0", "key": "<hex>", "path": "quizzes/a.quiz.yaml",
///      "file": "<hex>", "result": {"quiz_id": {"value": "a", "range": [1, 7, 1, 8]} | null,
///      "resolved": true, "diagnostics": [{"range": [l, c, l, c], "severity": "warning",
///      "code": "outcome-skew", "message": "...", "notes": [{"message": "...", "range": [...] | null}],
///      "fixes": [{"title": "...", "safety": "safe", "edits": [{"range": [...], "replacement": "..."}]}]}],
///      "suppressed": [{"reason": "...", "diagnostic": {…as above…}}]},
///      "mac": "<hex>"}
///
/// `file` is the SHA-256 of the bytes the result is of; `mac` the HMAC-SHA-256 of the rest
/// under this user's `CacheSigningKey` (`CacheEntrySignature`): a result with its
/// diagnostics emptied cannot be signed by anyone else. An entry is used only when its
/// header matches the key (the file's hash included), the MAC holds and every value is well
/// formed (a known code and severity, positions from 1:1 on, each range in order). A fix's
/// edits are of the entry's own file.
enum LintResultEntry {
    /// The entry format; a new layout is a new number (and, being part of the key, a new file).
    static let format = "quizc-lint-result/4"
    /// The file name suffix of an entry (analysis entries end in plain `.json`).
    static let suffix = ".lint.json"

    /// The entry's bytes (compact JSON and a final newline).
    static func encode(_ result: LintResult, key: LintResultKey, signingKey: CacheSigningKey) -> [UInt8] {
        CacheEntrySignature.signed(
            [
                ("format", .string(format)),
                ("quizc", .string(key.quizcBuild)),
                ("key", .string(key.digest)),
                ("path", .string(key.path)),
                ("file", .string(key.fileHash)),
                ("result", value(of: result)),
            ], with: signingKey)
    }

    /// The result an entry holds, when the entry is for `key` and signed with `signingKey`.
    static func decode(
        _ bytes: [UInt8], key: LintResultKey,
        signingKey: CacheSigningKey
    ) -> Result<LintResult, AnalysisCacheEntry.Rejection> {
        typealias Rejection = AnalysisCacheEntry.Rejection
        do throws(Rejection) {
            let root: JSONValue
            do { root = try JSONParser().parse(bytes) } catch { throw Rejection("not JSON: \(error)") }
            let entry = try CacheEntryFields(root, "entry")
            guard try entry.string("format") == format else { throw Rejection("another entry format") }
            guard try entry.string("quizc") == key.quizcBuild else { throw Rejection("written by another quizc build") }
            guard try entry.string("key") == key.digest, ExactString(try entry.string("path")) == ExactString(key.path)
            else {
                throw Rejection("an entry for another key")
            }
            guard try entry.string("file") == key.fileHash else {
                throw Rejection("the result of the file's earlier content")
            }
            try CacheEntrySignature.verify(root, with: signingKey)
            return .success(try result(entry.value("result"), path: key.path))
        } catch {
            return .failure(error)
        }
    }

    // MARK: Writing

    static func value(of result: LintResult) -> JSONValue {
        .object([
            (
                "quiz_id",
                result.quizID.map { .object([("value", .string($0.value)), ("range", value(of: $0.range))]) } ?? .null
            ),
            ("resolved", .bool(result.resolved)),
            ("diagnostics", .array(result.diagnostics.map(value(of:)))),
            (
                "suppressed",
                .array(
                    result.suppressed.map {
                        .object([("reason", .string($0.reason)), ("diagnostic", value(of: $0.diagnostic))])
                    })
            ),
        ])
    }

    static func value(of diagnostic: Diagnostic) -> JSONValue {
        .object([
            ("range", value(of: diagnostic.range)),
            ("severity", .string(diagnostic.severity.rawValue)),
            ("code", .string(diagnostic.code.rawValue)),
            ("message", .string(diagnostic.message)),
            (
                "notes",
                .array(
                    diagnostic.notes.map { note in
                        .object([
                            ("message", .string(note.message)),
                            ("range", note.range.map(value(of:)) ?? .null),
                        ])
                    })
            ),
            ("fixes", .array(diagnostic.fixes.map(value(of:)))),
        ])
    }

    static func value(of fix: Diagnostic.Fix) -> JSONValue {
        .object([
            ("title", .string(fix.title)),
            ("safety", .string(fix.safety.rawValue)),
            (
                "edits",
                .array(
                    fix.edits.map { edit in
                        .object([("range", value(of: edit.range)), ("replacement", .string(edit.replacement))])
                    })
            ),
        ])
    }

    static func value(of range: SourceRange) -> JSONValue {
        .array([range.start.line, range.start.column, range.end.line, range.end.column].map(JSONValue.integer))
    }

    // MARK: Reading

    static func result(_ value: JSONValue, path: String) throws(AnalysisCacheEntry.Rejection) -> LintResult {
        typealias Rejection = AnalysisCacheEntry.Rejection
        let fields = try CacheEntryFields(value, "result")
        var quizID: Located<String>?
        let idValue = try fields.value("quiz_id")
        if idValue != .null {
            let id = try CacheEntryFields(idValue, "quiz_id")
            quizID = Located(try id.string("value"), try range(id.value("range"), "quiz_id.range"))
        }
        let diagnostics = try fields.array("diagnostics").map { item throws(Rejection) in
            try Self.diagnostic(item, path: path)
        }
        guard zip(diagnostics, diagnostics.dropFirst()).allSatisfy({ !Diagnostic.reportOrder($1, $0) }) else {
            throw Rejection("diagnostics out of report order")
        }
        let suppressed = try fields.array("suppressed").map { item throws(Rejection) in
            let entry = try CacheEntryFields(item, "suppressed")
            return SuppressedDiagnostic(
                diagnostic: try Self.diagnostic(entry.value("diagnostic"), path: path),
                reason: try entry.string("reason"))
        }
        return LintResult(
            diagnostics: diagnostics, suppressed: suppressed, quizID: quizID, resolved: try fields.bool("resolved"))
    }

    /// One diagnostic of the file at `path`.
    static func diagnostic(_ item: JSONValue, path: String) throws(AnalysisCacheEntry.Rejection) -> Diagnostic {
        typealias Rejection = AnalysisCacheEntry.Rejection
        let diagnostic = try CacheEntryFields(item, "diagnostic")
        guard let severity = Diagnostic.Severity(rawValue: try diagnostic.string("severity")) else {
            throw Rejection("an unknown severity")
        }
        guard let code = DiagnosticCode(rawValue: try diagnostic.string("code")) else {
            throw Rejection("an unknown code")
        }
        var notes: [Diagnostic.Note] = []
        for noteValue in try diagnostic.array("notes") {
            let note = try CacheEntryFields(noteValue, "note")
            let rangeValue = try note.value("range")
            notes.append(
                Diagnostic.Note(
                    message: try note.string("message"),
                    range: rangeValue == .null ? nil : try range(rangeValue, "note.range")))
        }
        var fixes: [Diagnostic.Fix] = []
        for fixValue in try diagnostic.array("fixes") {
            fixes.append(try fix(fixValue, path: path))
        }
        return Diagnostic(
            file: path, range: try range(diagnostic.value("range"), "diagnostic.range"),
            severity: severity, code: code, message: try diagnostic.string("message"), notes: notes,
            fixes: fixes)
    }

    /// A fix whose edits are of the file at `path`.
    static func fix(_ value: JSONValue, path: String) throws(AnalysisCacheEntry.Rejection) -> Diagnostic.Fix {
        let fields = try CacheEntryFields(value, "fix")
        guard let safety = Diagnostic.Fix.Safety(rawValue: try fields.string("safety")) else {
            throw AnalysisCacheEntry.Rejection("an unknown fix safety")
        }
        var edits: [Diagnostic.Fix.Edit] = []
        for editValue in try fields.array("edits") {
            let edit = try CacheEntryFields(editValue, "edit")
            edits.append(
                Diagnostic.Fix.Edit(
                    file: path, range: try range(edit.value("range"), "edit.range"),
                    replacement: try edit.string("replacement")))
        }
        return Diagnostic.Fix(title: try fields.string("title"), safety: safety, edits: edits)
    }

    /// `[line, column, line, column]`, each from 1, the end not before the start.
    static func range(_ value: JSONValue, _ name: String) throws(AnalysisCacheEntry.Rejection) -> SourceRange {
        guard case .array(let items) = value, items.count == 4 else {
            throw AnalysisCacheEntry.Rejection("\(name) is not four numbers")
        }
        var numbers: [Int] = []
        for item in items {
            let number = try CacheEntryFields.integer(item, name)
            guard number >= 1 else { throw AnalysisCacheEntry.Rejection("\(name) holds a position before 1:1") }
            numbers.append(number)
        }
        let range = SourceRange(
            start: SourcePosition(line: numbers[0], column: numbers[1]),
            end: SourcePosition(line: numbers[2], column: numbers[3]))
        guard !(range.end < range.start) else { throw AnalysisCacheEntry.Rejection("\(name) ends before it starts") }
        return range
    }
}
