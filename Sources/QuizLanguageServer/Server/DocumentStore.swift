@_spi(Tools) package import QuizCompiler
package import QuizRuntime
@_spi(Tools) import QuizYAML

/// An open document: the client's text (which wins over the disk) and its version.
package struct OpenDocument: Sendable {
    /// The URI the client names it by (diagnostics are published under it).
    package var uri: String
    /// The file's path (`file:` URIs only).
    package var path: String
    /// The version the client gave with the last change.
    package var version: Int?
    /// The text, as UTF-8; or, for a text over the size limit, only its size (the text is
    /// not kept: it is reported `limit-exceeded` as a file that large on disk is).
    package var content: InputContent

    /// The text, as UTF-8 (empty for a text over the size limit).
    package var bytes: [UInt8] {
        guard case .bytes(let bytes) = content else { return [] }
        return bytes
    }
}

/// The documents the client has open, by path, with full and incremental changes applied
/// (`textDocumentSync.change = 2`). A text over `maxBytes` is judged by its UTF-8 length
/// before any copy of it is made, and kept as its size only.
package struct DocumentStore {
    /// The open documents by path.
    package private(set) var documents: [String: OpenDocument] = [:]
    /// The largest text kept (the compiler's file size limit).
    package var maxBytes: Int

    /// An empty store keeping texts of at most `maxBytes`.
    package init(maxBytes: Int = YAMLLimits.standard.maxFileBytes) {
        self.maxBytes = maxBytes
    }

    /// The open documents' contents by path: the overlay over the disk.
    package var overlay: [String: InputContent] { documents.mapValues(\.content) }

    /// `text` as a document's content: its bytes, or only its size when over `maxBytes`
    /// (`utf8.count` is the length of a native string, known without copying it).
    func content(of text: String) -> InputContent {
        let size = text.utf8.count
        return size > maxBytes ? .tooLarge(size: size) : .bytes(Array(text.utf8))
    }

    /// The document at `path`, when it is open.
    package func document(at path: String) -> OpenDocument? { documents[path] }

    /// `textDocument/didOpen`.
    package mutating func open(uri: String, path: String, version: Int?, text: String) {
        documents[path] = OpenDocument(uri: uri, path: path, version: version, content: content(of: text))
    }

    /// `textDocument/didClose`: the disk is what counts again.
    package mutating func close(path: String) {
        documents[path] = nil
    }

    /// `textDocument/didChange`: applies each change in order. A change with a `range`
    /// replaces that range (positions in `encoding`, clamped to the document); one without
    /// replaces the whole text. Throws `-32602` when a change is not of either shape, or has a
    /// range while the text is over the size limit (only a whole text can replace it); the
    /// document is then left as it was.
    package mutating func change(
        path: String, version: Int?, changes: [JSONValue], encoding: PositionEncoding
    ) throws(ResponseError) {
        guard var document = documents[path] else {
            throw .invalidParams("a change to a document that is not open; send textDocument/didOpen first")
        }
        for change in changes {
            let text = try change.string("text")
            guard let range = change["range"] else {
                document.content = content(of: text)
                continue
            }
            let (start, end) = try range.lspRange()
            guard case .bytes(var bytes) = document.content else {
                throw .invalidParams(
                    "a change with a range to a text over the size limit of \(maxBytes) bytes; send the whole text")
            }
            let (from, to) = Self.byteRange(from: start, to: end, in: bytes, encoding: encoding)
            let size = bytes.count - (to - from) + text.utf8.count
            guard size <= maxBytes else {
                document.content = .tooLarge(size: size)
                continue
            }
            document.content = .bytes([])  // the one copy of the text is edited in place
            bytes.replaceSubrange(from..<to, with: text.utf8)
            document.content = .bytes(bytes)
        }
        document.version = version
        documents[path] = document
    }

    /// The byte offsets of an LSP range in `bytes`, in order (the line index is gone when
    /// this returns, so the caller's copy of the text is the only one).
    private static func byteRange(
        from start: LSPPosition, to end: LSPPosition, in bytes: [UInt8],
        encoding: PositionEncoding
    ) -> (Int, Int) {
        let lines = LineIndex(bytes: bytes)
        let from = lines.byteOffset(of: start, encoding: encoding)
        let to = lines.byteOffset(of: end, encoding: encoding)
        return from <= to ? (from, to) : (to, from)
    }
}
