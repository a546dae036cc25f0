@_spi(Tools) package import QuizCompiler
package import QuizRuntime
@_spi(Tools) package import QuizYAML

/// What the server knows in a session, as features see it: the client's capabilities and
/// position encoding, the open documents and the compiled workspace.
package final class ServerState {
    /// The documents the client has open.
    package var documents: DocumentStore
    /// The workspace's files and their compilation.
    package let workspace: Workspace
    /// The position encoding negotiated at `initialize`.
    package internal(set) var encoding: PositionEncoding = .utf16
    /// The client's `capabilities` from `initialize`.
    package internal(set) var clientCapabilities: JSONValue = .object([])

    /// A state whose workspace compiles with `compilation`.
    package init(compilation: QuizCompilation) {
        workspace = Workspace(compilation: compilation)
        documents = DocumentStore(maxBytes: compilation.limits.maxFileBytes)
    }

    /// The current compilation of the workspace (what `quizc lint` would say of it).
    package var session: BuildSession { workspace.session }

    /// The path of a `file:` URI, or `-32602`.
    package func path(ofURI uri: String) throws(ResponseError) -> String {
        guard let path = DocumentURI.path(of: uri) else {
            throw .invalidParams("`\(uri)` is not a file: URI; quizc checks files only")
        }
        return path
    }

    /// The URI diagnostics and locations name `path` by: the open document's, else its `file:` URI.
    package func uri(ofPath path: String) -> String {
        documents.document(at: path)?.uri ?? DocumentURI.uri(of: path)
    }

    /// The path of `params.textDocument.uri`, or `-32602`.
    package func documentPath(_ params: JSONValue) throws(ResponseError) -> String {
        try path(ofURI: params.member("textDocument").string("uri"))
    }

    /// The current bytes of `path`: the open document's, else what was read from disk.
    package func bytes(ofPath path: String) -> [UInt8] {
        documents.document(at: path)?.bytes ?? workspace.content(of: path) ?? []
    }

    /// The lines of `path`'s current text, to convert positions.
    package func lineIndex(ofPath path: String) -> LineIndex {
        LineIndex(bytes: bytes(ofPath: path))
    }

    /// The file and compiler position of a `TextDocumentPositionParams` (`textDocument`, `position`).
    package func sourcePosition(_ params: JSONValue) throws(ResponseError) -> (path: String, position: SourcePosition) {
        let path = try documentPath(params)
        let position = try params.member("position").lspPosition()
        return (path, lineIndex(ofPath: path).sourcePosition(of: position, encoding: encoding))
    }

    /// An LSP `Location` of a compiler range in `path`.
    package func location(_ path: String, _ range: SourceRange) -> JSONValue {
        .object([
            ("uri", .string(uri(ofPath: path))),
            ("range", lineIndex(ofPath: path).range(of: range, encoding: encoding)),
        ])
    }

    /// Compiles what changed since the last time.
    package func refresh() {
        workspace.refresh(overlay: documents.overlay)
    }
}
