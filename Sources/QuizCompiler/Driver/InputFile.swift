/// The compile core's input: one file as `BuildSession` read it (or a test or tool holds
/// it), path and content in memory. Nothing after this boundary reads the disk.
@_spi(Tools) public struct InputFile: Sendable {
    /// The path as given or found; every diagnostic of the file carries it.
    @_spi(Tools) public var path: String
    /// What reading the file gave: its bytes, or that it is over the size limit.
    @_spi(Tools) public var content: InputContent

    /// The file at `path`, with what reading it gave.
    @_spi(Tools) public init(path: String, content: InputContent) {
        self.path = path
        self.content = content
    }

    /// A file read whole.
    @_spi(Tools) public init(path: String, bytes: [UInt8]) {
        self.init(path: path, content: .bytes(bytes))
    }

    /// The bytes, when the file was read whole; `nil` for a file over the size limit.
    @_spi(Tools) public var bytes: [UInt8]? {
        guard case .bytes(let bytes) = content else { return nil }
        return bytes
    }
}
