@_spi(Tools) import QuizCompiler
import QuizRuntime

/// `initialize`: reads the client's capabilities, negotiates the position encoding, finds
/// the workspace folders and answers with the server's capabilities.
enum Initialize {
    /// The encoding to use: `utf-32` when the client lists it in `general.positionEncodings`
    /// (the compiler's columns count scalars, so nothing needs converting), else `utf-16`,
    /// which every client supports.
    static func encoding(client: JSONValue) -> PositionEncoding {
        guard case .array(let offered)? = client.lookup("general", "positionEncodings") else { return .utf16 }
        return offered.contains(.string(PositionEncoding.utf32.rawValue)) ? .utf32 : .utf16
    }

    /// The workspace folders' paths: `workspaceFolders`, else `rootUri`, else `rootPath`
    /// (`file:` URIs only).
    static func roots(_ params: JSONValue) throws(ResponseError) -> [String] {
        if case .array(let folders)? = params["workspaceFolders"] {
            var roots: [String] = []
            for folder in folders {
                if let path = DocumentURI.path(of: try folder.string("uri")) { roots.append(path) }
            }
            return roots
        }
        if case .string(let uri)? = params["rootUri"] { return DocumentURI.path(of: uri).map { [$0] } ?? [] }
        if case .string(let path)? = params["rootPath"], path.hasPrefix("/") { return [path] }
        return []
    }

    /// Checks the params' shape, sets up `server` and returns the `InitializeResult`.
    static func respond(to params: JSONValue?, in server: ServerState) throws(ResponseError) -> JSONValue {
        let params = try params.requireObject()
        let client = try params.member("capabilities")
        guard case .object = client else { throw .invalidParams("`capabilities` is an object") }
        if let folders = params["workspaceFolders"] {
            switch folders {
            case .array, .null: break
            default: throw .invalidParams("`workspaceFolders` is an array or null")
            }
        }
        server.clientCapabilities = client
        server.encoding = encoding(client: client)
        server.workspace.setRoots(try roots(params))
        var capabilities: [(String, JSONValue)] = [
            ("positionEncoding", .string(server.encoding.rawValue)),
            (
                "textDocumentSync",
                .object([
                    ("openClose", .bool(true)), ("change", .integer(2)),
                    ("save", .object([("includeText", .bool(false))])),
                ])
            ),
        ]
        for feature in FeatureRegistry.requests { capabilities += feature.capabilities(client: client) }
        return .object([
            ("capabilities", .object(capabilities)),
            ("serverInfo", .object([("name", .string("quizc")), ("version", .string(QuizcVersion.current))])),
        ])
    }
}
