import Foundation
import QuizFileSystem

/// The process's standard output and error, as `quizc` writes them.
@_spi(Tools) public struct StandardStreams: OutputSink {
    /// Whether diagnostics on standard output are coloured.
    @_spi(Tools) public let colour: Bool

    /// Streams colouring diagnostics when `colour` says so (see `colourDecision`).
    @_spi(Tools) public init(colour: Bool) {
        self.colour = colour
    }

    /// Whether to colour: standard output is a terminal, `NO_COLOR` is not set and `TERM` is not `dumb`.
    @_spi(Tools) public static func colourDecision(stdoutIsTerminal: Bool, environment: [String: String]) -> Bool {
        stdoutIsTerminal && environment["NO_COLOR"] == nil && environment["TERM"] != "dumb"
    }

    /// Writes to standard output (every byte; a closed pipe gives EPIPE, as quizc ignores
    /// SIGPIPE, a file size limit EFBIG); `false` when that failed.
    @_spi(Tools) public func writeOut(_ bytes: [UInt8]) -> Bool {
        WholeWrites.writeAll(bytes, to: STDOUT_FILENO)
    }

    /// Writes `bytes` to standard error, ignoring a failure: there is nowhere left to report it.
    @_spi(Tools) public func writeErr(_ bytes: [UInt8]) {
        _ = WholeWrites.writeAll(bytes, to: STDERR_FILENO)
    }
}
