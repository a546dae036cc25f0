import QuizRuntime

/// `textDocument/references`: every place the name at the cursor is written, across its quiz
/// and the quiz's translation files; its declarations too when `context.includeDeclaration`.
struct ReferencesFeature: RequestFeature {
    var method: String { "textDocument/references" }

    func capabilities(client: JSONValue) -> [(String, JSONValue)] {
        [("referencesProvider", .bool(true))]
    }

    func respond(to params: JSONValue?, in server: ServerState) throws(ResponseError) -> JSONValue {
        let found = try server.symbolAt(params)
        guard let occurrence = found.occurrence else { return .null }
        let includeDeclaration = params?.lookup("context", "includeDeclaration")?.isTrue ?? false
        return server.locations(found.index.references(of: occurrence.symbol, includeDefinitions: includeDeclaration))
    }
}
