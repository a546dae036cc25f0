@_spi(Tools) public import QuizYAML

/// The load stage's output: a file's YAML tree with the loader's problems (already
/// reported to the file's diagnostics).
@_spi(Tools) public struct LoadedDocument: Sendable {
    /// The tree and the loader's problems.
    @_spi(Tools) public var document: YAMLDocument

    /// A loaded file: its tree and the loader's problems.
    @_spi(Tools) public init(document: YAMLDocument) {
        self.document = document
    }

    /// Whether the decode stage may read the tree: not when the loader gave up on the file.
    /// A file with only strictness problems (a tag, a duplicate key) still goes on, so one
    /// run reports everything.
    @_spi(Tools) public var isDecodable: Bool { !document.problems.contains { $0.code.givesUp } }
}
