import QuizRuntime

/// `textDocument/rename`: the name at the cursor renamed everywhere it is written, across its
/// quiz and the quiz's translation files (`RenamePlan`), and refused with `-32803` when the
/// renamed files would have an error or warning they did not have (`RenameLint`).
///
/// A rename that changes a string a backend stores (`WireKeyChange`: a question's wire key,
/// an option id, an outcome code, a trait, derived score, result or band id) is refused with
/// a `-32803` error naming that key, unless the client supports change annotations on
/// document changes: then the edit comes back with every text edit under one annotation,
/// `needsConfirmation: true`, whose label names the keys, so the editor asks the author first.
struct RenameFeature: RequestFeature {
    var method: String { "textDocument/rename" }

    /// The id of the annotation that asks to confirm a wire-key change.
    static let annotationID = "quizc.wireKeyChange"

    func capabilities(client: JSONValue) -> [(String, JSONValue)] {
        let prepare = client.lookup("textDocument", "rename", "prepareSupport")?.isTrue ?? false
        return [("renameProvider", prepare ? .object([("prepareProvider", .bool(true))]) : .bool(true))]
    }

    /// Whether the client can show an edit's change annotations and ask for confirmation.
    static func canConfirm(_ client: JSONValue) -> Bool {
        client.lookup("workspace", "workspaceEdit", "changeAnnotationSupport") != nil
            && client.lookup("workspace", "workspaceEdit", "documentChanges")?.isTrue ?? false
    }

    func respond(to params: JSONValue?, in server: ServerState) throws(ResponseError) -> JSONValue {
        let found = try server.symbolAt(params)
        let newName = try params.requireObject().string("newName")
        guard let occurrence = found.occurrence else {
            throw .requestFailed(
                "no trait, outcome, scale, question, option, derived score, result or band is named here; place the cursor on one to rename it"
            )
        }
        let plan: RenamePlan
        switch RenamePlan.make(occurrence.symbol, to: newName, in: found.index) {
        case .success(let made): plan = made
        case .failure(let refusal): throw .requestFailed(refusal.message)
        }
        if let refusal = RenameLint.refusal(
            of: plan, in: found.index, bytes: server.bytes(ofPath:), compilation: server.workspace.compilation)
        {
            throw .requestFailed(refusal.message)
        }
        var byPath: [String: [RenameEdit]] = [:]
        for edit in plan.edits { byPath[edit.file, default: []].append(edit) }
        let paths = byPath.keys.sorted {
            server.uri(ofPath: $0).utf8.lexicographicallyPrecedes(server.uri(ofPath: $1).utf8)
        }
        func textEdits(_ path: String, annotated: Bool) -> JSONValue {
            let lines = server.lineIndex(ofPath: path)
            return .array(
                (byPath[path] ?? []).map { edit in
                    var members: [(String, JSONValue)] = [
                        ("range", lines.range(of: edit.range, encoding: server.encoding)),
                        ("newText", .string(edit.newText)),
                    ]
                    if annotated { members.append(("annotationId", .string(Self.annotationID))) }
                    return .object(members)
                })
        }
        guard !plan.wireKeyChanges.isEmpty else {
            return .object([
                ("changes", .object(paths.map { (server.uri(ofPath: $0), textEdits($0, annotated: false)) }))
            ])
        }
        let keys = plan.wireKeyChanges.map(\.description).joined(separator: " and ")
        guard Self.canConfirm(server.clientCapabilities) else {
            throw .requestFailed(refusalMessage(plan, keys: keys, in: found.index))
        }
        let documentChanges: [JSONValue] = paths.map { path in
            let version = server.documents.document(at: path)?.version.map { JSONValue.integer($0) } ?? .null
            return .object([
                ("textDocument", .object([("uri", .string(server.uri(ofPath: path))), ("version", version)])),
                ("edits", textEdits(path, annotated: true)),
            ])
        }
        let annotation = JSONValue.object([
            ("label", .string("Changes \(keys), which a backend stores")),
            ("needsConfirmation", .bool(true)),
            (
                "description",
                .string(
                    "Answers or results stored under the old key no longer match the quiz after this rename; migrate them, or cancel."
                )
            ),
        ])
        return .object([
            ("documentChanges", .array(documentChanges)),
            ("changeAnnotations", .object([(Self.annotationID, annotation)])),
        ])
    }

    /// Why the rename is refused, naming the stored keys, and what to do instead.
    func refusalMessage(_ plan: RenamePlan, keys: String, in index: SymbolIndex) -> String {
        let symbol = plan.symbol
        var message =
            "renaming \(symbol.kind.rawValue) `\(symbol.name.string)` to `\(plan.newName)` changes \(keys), which a backend stores; quizc does not rename it without a confirmation this editor cannot ask for"
        if symbol.kind == .question {
            message += ". To keep the wire key, add `key: \(symbol.name.string)` to the question, then rename its id"
        } else {
            message += ". Rename it by hand and migrate the stored data"
        }
        return message
    }
}
