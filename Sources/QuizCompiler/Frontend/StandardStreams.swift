import Foundation

/// The process's standard output and error, as `quizc` writes them.
package struct StandardStreams: OutputSink {
    package let colour: Bool

    /// Streams colouring diagnostics when `colour` says so (see `colourDecision`).
    package init(colour: Bool) {
        self.colour = colour
    }

    /// Whether to colour: standard output is a terminal, `NO_COLOR` is not set and `TERM` is not `dumb`.
    package static func colourDecision(stdoutIsTerminal: Bool, environment: [String: String]) -> Bool {
        stdoutIsTerminal && environment["NO_COLOR"] == nil && environment["TERM"] != "dumb"
    }

    package func writeOut(_ bytes: [UInt8]) -> Bool {
        Self.writeAll(bytes, to: STDOUT_FILENO)
    }

    package func writeErr(_ bytes: [UInt8]) {
        _ = Self.writeAll(bytes, to: STDERR_FILENO)
    }

    /// Writes all of `bytes` with write(2), retrying interrupted writes; `false` on an error.
    /// A closed pipe gives EPIPE here (quizc ignores SIGPIPE), a file size limit EFBIG.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        bytes.withUnsafeBytes { all -> Bool in
            guard let base = all.baseAddress else { return true }
            var done = 0
            while done < all.count {
                let wrote = Foundation.write(descriptor, base + done, all.count - done)
                if wrote >= 0 { done += wrote } else if errno != EINTR { return false }
            }
            return true
        }
    }
}
