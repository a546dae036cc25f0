@_spi(Tools) import QuizCompiler
import QuizFixes
import QuizRuntime
@_spi(Tools) import QuizYAML

/// `textDocument/codeAction`: the fixes of the quizc diagnostics in the requested range,
/// exactly those `quizc lint --fix` applies (docs/cli.md, "Fixes"), as `quickfix` code
/// actions: a fix proven safe is `isPreferred`, an unsafe one is offered without it. Each
/// action carries its diagnostic (as published) and a `WorkspaceEdit` of the fix's edits,
/// positions in the negotiated encoding. Safety is proven against the open buffers, as
/// `lint --fix` proves it against the files; while a file's analysis is still running in the
/// background the proof compiles the files whole itself (it compares analyses).
struct CodeActionFeature: RequestFeature {
    var method: String { "textDocument/codeAction" }

    func capabilities(client: JSONValue) -> [(String, JSONValue)] {
        [("codeActionProvider", .object([("codeActionKinds", .array([.string("quickfix")]))]))]
    }

    func respond(to params: JSONValue?, in server: ServerState) throws(ResponseError) -> JSONValue {
        let params = try params.requireObject()
        let path = try server.documentPath(params)
        let requested = try params.member("range").lspRange()
        if case .array(let only)? = params.lookup("context", "only"),
            !only.contains(where: { kind in
                guard case .string(let name) = kind else { return false }
                return name == "quickfix" || "quickfix".hasPrefix(name + ".")
            })
        {
            return .array([])
        }
        let lines = server.lineIndex(ofPath: path)
        let start = lines.sourcePosition(of: requested.start, encoding: server.encoding)
        let end = lines.sourcePosition(of: requested.end, encoding: server.encoding)
        let session = server.session
        let candidates = session.diagnostics.filter { diagnostic in
            diagnostic.file == path && !diagnostic.fixes.isEmpty && !(end < diagnostic.range.start)
                && !(diagnostic.range.end < start)
        }
        guard !candidates.isEmpty else { return .array([]) }
        let diagnostics: [Diagnostic]
        if candidates.contains(where: { $0.fixes.contains { $0.safety == .safe } }) {
            var sources: [String: [UInt8]] = [:]
            for file in session.files { sources[file.path] = server.bytes(ofPath: file.path) }
            let compilation = server.workspace.compilation
            // The proof compares analyses: while one runs in the background, "before" is
            // compiled whole here (an unchanged scoring's analysis comes from the cache).
            let proof =
                session.files.contains(where: \.awaitsAnalysis)
                ? FixSafetyProof(sources: sources, compilation: compilation)
                : FixSafetyProof(sources: sources, compilation: compilation, session: session)
            diagnostics = proof.checked(candidates)
        } else {
            diagnostics = candidates
        }
        var actions: [JSONValue] = []
        for diagnostic in diagnostics {
            let published = DiagnosticsPublisher.value(diagnostic, lines: lines, server: server)
            for fix in diagnostic.fixes {
                actions.append(Self.action(fix, for: published, in: server))
            }
        }
        return .array(actions)
    }

    /// One fix as a `CodeAction`.
    static func action(_ fix: Diagnostic.Fix, for diagnostic: JSONValue, in server: ServerState) -> JSONValue {
        var byURI: [String: [JSONValue]] = [:]
        for edit in fix.edits {
            let range = server.lineIndex(ofPath: edit.file).range(of: edit.range, encoding: server.encoding)
            byURI[server.uri(ofPath: edit.file), default: []].append(
                .object([("range", range), ("newText", .string(edit.replacement))]))
        }
        let changes = byURI.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.map {
            ($0, JSONValue.array(byURI[$0] ?? []))
        }
        var members: [(String, JSONValue)] = [
            ("title", .string(fix.safety == .safe ? fix.title : "\(fix.title) (unsafe)")),
            ("kind", .string("quickfix")),
            ("diagnostics", .array([diagnostic])),
        ]
        if fix.safety == .safe { members.append(("isPreferred", .bool(true))) }
        members.append(("edit", .object([("changes", .object(changes))])))
        return .object(members)
    }
}
