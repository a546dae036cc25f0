package import QuizRuntime

/// An open document: the client's text (which wins over the disk) and its version.
package struct OpenDocument: Sendable {
    /// The URI the client names it by (diagnostics are published under it).
    package var uri: String
    /// The file's path (`file:` URIs only).
    package var path: String
    /// The version the client gave with the last change.
    package var version: Int?
    /// The text, as UTF-8.
    package var bytes: [UInt8]
}

/// The documents the client has open, by path, with full and incremental changes applied
/// (`textDocumentSync.change = 2`).
package struct DocumentStore {
    /// The open documents by path.
    package private(set) var documents: [String: OpenDocument] = [:]

    /// An empty store.
    package init() {}

    /// The open documents' bytes by path: the overlay over the disk.
    package var overlay: [String: [UInt8]] { documents.mapValues(\.bytes) }

    /// The document at `path`, when it is open.
    package func document(at path: String) -> OpenDocument? { documents[path] }

    /// `textDocument/didOpen`.
    package mutating func open(uri: String, path: String, version: Int?, text: String) {
        documents[path] = OpenDocument(uri: uri, path: path, version: version, bytes: Array(text.utf8))
    }

    /// `textDocument/didClose`: the disk is what counts again.
    package mutating func close(path: String) {
        documents[path] = nil
    }

    /// `textDocument/didChange`: applies each change in order. A change with a `range`
    /// replaces that range (positions in `encoding`, clamped to the document); one without
    /// replaces the whole text. Throws `-32602` when a change is not of either shape (the
    /// document is then left as it was).
    package mutating func change(
        path: String, version: Int?, changes: [JSONValue], encoding: PositionEncoding
    ) throws(ResponseError) {
        guard var document = documents[path] else {
            throw .invalidParams("a change to a document that is not open; send textDocument/didOpen first")
        }
        for change in changes {
            let text = try change.string("text")
            guard let range = change["range"] else {
                document.bytes = Array(text.utf8)
                continue
            }
            let (start, end) = try range.lspRange()
            let lines = LineIndex(bytes: document.bytes)
            var from = lines.byteOffset(of: start, encoding: encoding)
            var to = lines.byteOffset(of: end, encoding: encoding)
            if from > to { swap(&from, &to) }
            document.bytes.replaceSubrange(from..<to, with: Array(text.utf8))
        }
        document.version = version
        documents[path] = document
    }
}
