import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the server reads its client's bytes from: standard input, or a test's bytes.
package protocol MessageInput {
    /// Up to `maxCount` (> 0) further bytes; empty only at the end of the stream.
    mutating func read(maxCount: Int) -> [UInt8]
}

/// Where the server writes its framed replies: standard output, or a test's buffer.
package protocol MessageOutput {
    /// Writes all of `bytes`; `false` when they could not be written (the client went away).
    mutating func write(_ bytes: [UInt8]) -> Bool
}

/// A file descriptor read with `read(2)` (interrupted reads retried).
package struct FileDescriptorInput: MessageInput {
    /// The descriptor (standard input for `quizc lsp`).
    package let descriptor: Int32

    /// Reads `descriptor`.
    package init(descriptor: Int32) { self.descriptor = descriptor }

    /// Up to `maxCount` bytes; empty at the end of the stream or on a read error.
    package mutating func read(maxCount: Int) -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: maxCount)
        while true {
            let count = buffer.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, maxCount) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { return [] }
            return Array(buffer[..<count])
        }
    }
}

/// A file descriptor written with `write(2)` (partial and interrupted writes continued).
package struct FileDescriptorOutput: MessageOutput {
    /// The descriptor (standard output for `quizc lsp`).
    package let descriptor: Int32

    /// Writes to `descriptor`.
    package init(descriptor: Int32) { self.descriptor = descriptor }

    /// Writes all of `bytes`, or says it could not.
    package mutating func write(_ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                Foundation.write(descriptor, buffer.baseAddress! + offset, bytes.count - offset)
            }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { return false }
            offset += count
        }
        return true
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
