@_spi(Tools) package import QuizCompiler
package import QuizRuntime

/// `textDocument/publishDiagnostics`: after every change, the diagnostics `quizc lint` would
/// print for the workspace, grouped by file and sent for each file whose list changed (an
/// empty list when a file's diagnostics are gone, and for a document opened without any, so
/// that an editor can tell a clean file from one the server does not check).
///
/// One diagnostic becomes: `range` (its start and end), `severity` (1 error, 2 warning,
/// 3 note), `code`, `source` `quizc`, `message`, and each note as `relatedInformation` (a
/// note without a place of its own at the diagnostic's range, its index listed in
/// `data.unplacedNotes`, so that the lint diagnostic can be told back exactly).
package struct DiagnosticsPublisher {
    /// What was last sent, by URI.
    private var published: [String: JSONValue] = [:]

    /// A publisher that has sent nothing yet.
    package init() {}

    /// The `publishDiagnostics` notifications (as params) for the files whose diagnostics
    /// changed since the last call, sorted by URI.
    package mutating func changes(in server: ServerState) -> [JSONValue] {
        let session = server.session
        var byPath: [String: [Diagnostic]] = [:]
        for diagnostic in session.inputDiagnostics + session.diagnostics {
            byPath[diagnostic.file, default: []].append(diagnostic)
        }
        var lists: [String: (path: String, list: JSONValue)] = [:]
        for (path, diagnostics) in byPath {
            let lines = server.lineIndex(ofPath: path)
            let list = JSONValue.array(diagnostics.map { Self.value($0, lines: lines, server: server) })
            lists[server.uri(ofPath: path)] = (path, list)
        }
        var notifications: [JSONValue] = []
        let open = server.documents.documents.values.map(\.uri)
        let uris = Set(lists.keys).union(published.keys).union(open).sorted {
            $0.utf8.lexicographicallyPrecedes($1.utf8)
        }
        for uri in uris {
            let list = lists[uri]?.list ?? .array([])
            let isEmpty = list == .array([])
            let document = (lists[uri]?.path ?? DocumentURI.path(of: uri)).flatMap { server.documents.document(at: $0) }
            let previous = published[uri]
            // An open document's list is remembered even when empty: it has been sent once.
            published[uri] = isEmpty && document == nil ? nil : list
            guard previous != list, !(previous == nil && isEmpty && document == nil) else { continue }
            var params: [(String, JSONValue)] = [("uri", .string(uri))]
            if let version = document?.version { params.append(("version", .integer(version))) }
            params.append(("diagnostics", list))
            notifications.append(.object(params))
        }
        return notifications
    }

    /// One diagnostic as an LSP `Diagnostic`.
    package static func value(_ diagnostic: Diagnostic, lines: LineIndex, server: ServerState) -> JSONValue {
        let range = lines.range(of: diagnostic.range, encoding: server.encoding)
        var members: [(String, JSONValue)] = [
            ("range", range),
            ("severity", .integer(severity(diagnostic.severity))),
            ("code", .string(diagnostic.code.rawValue)),
            ("source", .string("quizc")),
            ("message", .string(diagnostic.message)),
        ]
        if !diagnostic.notes.isEmpty {
            let uri = JSONValue.string(server.uri(ofPath: diagnostic.file))
            var unplaced: [JSONValue] = []
            let related = diagnostic.notes.enumerated().map { index, note -> JSONValue in
                if note.range == nil { unplaced.append(.integer(index)) }
                let noteRange = note.range.map { lines.range(of: $0, encoding: server.encoding) } ?? range
                return .object([
                    ("location", .object([("uri", uri), ("range", noteRange)])), ("message", .string(note.message)),
                ])
            }
            members.append(("relatedInformation", .array(related)))
            if !unplaced.isEmpty { members.append(("data", .object([("unplacedNotes", .array(unplaced))]))) }
        }
        return .object(members)
    }

    /// LSP's `DiagnosticSeverity` of a compiler severity: error 1, warning 2, note 3 (Information).
    package static func severity(_ severity: Diagnostic.Severity) -> Int {
        switch severity {
        case .error: 1
        case .warning: 2
        case .note: 3
        }
    }
}
