import QuizRuntime

/// `textDocument/definition`: where the name at the cursor is declared (a weight's trait in
/// `traits:`, a translation's question in its quiz …); `null` on no name, or on a name
/// nothing declares.
struct DefinitionFeature: RequestFeature {
    var method: String { "textDocument/definition" }

    func capabilities(client: JSONValue) -> [(String, JSONValue)] {
        [("definitionProvider", .bool(true))]
    }

    func respond(to params: JSONValue?, in server: ServerState) throws(ResponseError) -> JSONValue {
        let found = try server.symbolAt(params)
        guard let occurrence = found.occurrence else { return .null }
        let definitions = found.index.definitions(of: occurrence.symbol)
        return definitions.isEmpty ? .null : server.locations(definitions)
    }
}
