import QuizRuntime

/// The notifications that change what the workspace holds: documents opened, changed,
/// saved and closed, and files changed on disk.
enum DocumentSync {
    /// Applies `method` when it is one of these and recompiles; `true` when it was one (the
    /// diagnostics are then published again). `-32602` (logged: a notification has no
    /// answer) when its params are of the wrong shape.
    static func apply(_ method: String, _ params: JSONValue?, to server: ServerState) throws(ResponseError) -> Bool {
        switch method {
        case "textDocument/didOpen":
            let document = try params.requireObject().member("textDocument")
            let uri = try document.string("uri")
            let text = try document.string("text")
            guard let path = DocumentURI.path(of: uri) else { return false }
            server.documents.open(uri: uri, path: path, version: try? document.integer("version"), text: text)
        case "textDocument/didChange":
            let params = try params.requireObject()
            let document = try params.member("textDocument")
            guard let path = DocumentURI.path(of: try document.string("uri")) else { return false }
            try server.documents.change(
                path: path, version: try? document.integer("version"), changes: try params.array("contentChanges"),
                encoding: server.encoding)
        case "textDocument/didClose":
            guard let path = DocumentURI.path(of: try params.requireObject().member("textDocument").string("uri"))
            else {
                return false
            }
            server.documents.close(path: path)
            server.workspace.reread(path)
        case "textDocument/didSave":
            guard let path = DocumentURI.path(of: try params.requireObject().member("textDocument").string("uri"))
            else {
                return false
            }
            server.workspace.reread(path)
        case "workspace/didChangeWatchedFiles":
            for change in try params.requireObject().array("changes") {
                if let path = DocumentURI.path(of: try change.string("uri")) { server.workspace.reread(path) }
            }
        case "workspace/didChangeWorkspaceFolders":
            let event = try params.requireObject().member("event")
            var roots = server.workspace.roots
            for folder in try event.array("removed") {
                if let path = DocumentURI.path(of: try folder.string("uri")) { roots.removeAll { $0 == path } }
            }
            for folder in try event.array("added") {
                if let path = DocumentURI.path(of: try folder.string("uri")) { roots.append(path) }
            }
            server.workspace.setRoots(roots)
        default:
            return false
        }
        server.refresh()
        return true
    }
}
