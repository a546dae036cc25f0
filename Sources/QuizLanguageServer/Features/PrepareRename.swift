import QuizRuntime

/// `textDocument/prepareRename`: the range and current text of the name at the cursor when it
/// can be renamed; a `-32803` error that says why otherwise (no name there, or a name that is
/// spelled into others, such as an axis pole). Whether a rename would change a wire key is
/// decided by `textDocument/rename`, once the new name is known.
struct PrepareRenameFeature: RequestFeature {
    var method: String { "textDocument/prepareRename" }

    // `renameProvider.prepareProvider` is announced by `RenameFeature`.
    func capabilities(client: JSONValue) -> [(String, JSONValue)] { [] }

    func respond(to params: JSONValue?, in server: ServerState) throws(ResponseError) -> JSONValue {
        let found = try server.symbolAt(params)
        guard let occurrence = found.occurrence else {
            throw .requestFailed(
                "no trait, outcome, scale, question, option, derived score, result or band is named here; place the cursor on one to rename it"
            )
        }
        if let refusal = RenamePlan.refusal(of: occurrence.symbol, in: found.index) {
            throw .requestFailed(refusal.message)
        }
        return .object([
            ("range", server.lineIndex(ofPath: found.path).range(of: occurrence.range, encoding: server.encoding)),
            ("placeholder", .string(occurrence.symbol.name.string)),
        ])
    }
}
