import Foundation

/// Standard output and error kept in memory, for running a frontend in a test; it can play a
/// closed standard output (`quizc … | head -1`) after a number of bytes.
final class CapturedStreams: OutputSink, @unchecked Sendable {
    let colour: Bool
    /// How many bytes standard output takes before its writes fail; `nil`: no limit.
    private let stdoutCapacity: Int?
    private let lock = NSLock()
    private var outBytes: [UInt8] = []
    private var errBytes: [UInt8] = []

    /// Empty streams; standard output fails once it holds `stdoutCapacity` bytes (0: at once).
    init(colour: Bool = false, stdoutCapacity: Int? = nil) {
        self.colour = colour
        self.stdoutCapacity = stdoutCapacity
    }

    /// What was written to standard output, as UTF-8.
    var stdout: String { lock.withLock { String(decoding: outBytes, as: UTF8.self) } }

    /// What was written to standard error, as UTF-8.
    var stderr: String { lock.withLock { String(decoding: errBytes, as: UTF8.self) } }

    func writeOut(_ bytes: [UInt8]) -> Bool {
        lock.withLock {
            if let stdoutCapacity, outBytes.count + bytes.count > stdoutCapacity {
                outBytes += bytes.prefix(stdoutCapacity - outBytes.count)
                return false
            }
            outBytes += bytes
            return true
        }
    }

    func writeErr(_ bytes: [UInt8]) {
        lock.withLock { errBytes += bytes }
    }
}
