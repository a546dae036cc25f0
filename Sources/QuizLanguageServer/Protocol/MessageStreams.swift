import QuizFileSystem
import SystemPackage

/// Where the server reads its client's bytes from: standard input, or a test's bytes.
package protocol MessageInput: SendableMetatype {
    /// Up to `maxCount` (> 0) further bytes; empty only at the end of the stream.
    mutating func read(maxCount: Int) -> [UInt8]
}

/// Where the server writes its framed replies: standard output, or a test's buffer.
package protocol MessageOutput {
    /// Writes all of `bytes`; `false` when they could not be written (the client went away).
    mutating func write(_ bytes: [UInt8]) -> Bool
}

/// A file descriptor read with swift-system (which retries interrupted reads).
package struct FileDescriptorInput: MessageInput {
    /// The descriptor (standard input for `quizc lsp`).
    package let descriptor: Int32

    /// Reads `descriptor`.
    package init(descriptor: Int32) { self.descriptor = descriptor }

    /// Up to `maxCount` bytes, as many as one read gives; empty at the end of the stream or on
    /// a read error.
    package mutating func read(maxCount: Int) -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: maxCount)
        let file = FileDescriptor(rawValue: descriptor)
        guard let count = try? buffer.withUnsafeMutableBytes({ try file.read(into: $0) }), count > 0 else {
            return []
        }
        return Array(buffer[..<count])
    }
}

/// A file descriptor written whole (`WholeWrites`, which continues partial and interrupted writes).
package struct FileDescriptorOutput: MessageOutput {
    /// The descriptor (standard output for `quizc lsp`).
    package let descriptor: Int32

    /// Writes to `descriptor`.
    package init(descriptor: Int32) { self.descriptor = descriptor }

    /// Writes all of `bytes`, or says it could not.
    package mutating func write(_ bytes: [UInt8]) -> Bool {
        WholeWrites.writeAll(bytes, to: descriptor)
    }
}

/// Bytes held in memory, handed out in chunks of at most `chunkSize` (tests: a client's
/// whole session, read the way a pipe delivers it).
package struct BytesInput: MessageInput {
    private let bytes: [UInt8]
    private var offset = 0
    /// The largest piece one `read` returns.
    package var chunkSize: Int

    /// `bytes`, read in pieces of at most `chunkSize`.
    package init(_ bytes: [UInt8], chunkSize: Int = 4096) {
        self.bytes = bytes
        self.chunkSize = max(1, chunkSize)
    }

    /// The next piece; empty at the end.
    package mutating func read(maxCount: Int) -> [UInt8] {
        let end = min(bytes.count, offset + min(maxCount, chunkSize))
        defer { offset = end }
        return Array(bytes[offset..<end])
    }
}

/// Collects what is written, in memory (tests).
package final class BytesOutput: MessageOutput {
    /// Everything written so far.
    package private(set) var bytes: [UInt8] = []

    /// An empty buffer.
    package init() {}

    /// Appends `bytes`.
    package func write(_ bytes: [UInt8]) -> Bool {
        self.bytes += bytes
        return true
    }
}
