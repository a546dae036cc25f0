@_spi(Tools) import QuizCompiler
import QuizRuntime
@_spi(Tools) import QuizYAML

/// What the navigation features share: the workspace's symbol index, and the name at a
/// request's position.
extension ServerState {
    /// The symbol index of the workspace's current files (open buffers over the disk).
    var symbolIndex: SymbolIndex {
        SemanticFileCache.shared.index(of: session.files.map { ($0.path, bytes(ofPath: $0.path)) })
    }

    /// The file, position and index of a `TextDocumentPositionParams`, with the name written
    /// there, if any.
    func symbolAt(_ params: JSONValue?) throws(ResponseError) -> (
        path: String, position: SourcePosition, index: SymbolIndex, occurrence: SymbolOccurrence?
    ) {
        let (path, position) = try sourcePosition(params.requireObject())
        let index = symbolIndex
        return (path, position, index, index.occurrence(in: path, at: position))
    }

    /// LSP `Location`s of `occurrences`, in their order.
    func locations(_ occurrences: [SymbolOccurrence]) -> JSONValue {
        .array(occurrences.map { location($0.file, $0.range) })
    }
}
