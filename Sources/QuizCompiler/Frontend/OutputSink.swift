/// Where a frontend's text goes: the process's standard output and error (`StandardStreams`),
/// or a test's buffers (`CapturedStreams`). Frontends write through a `Console`, which escapes
/// standard error and turns a failed standard output into `ExitStatus.inputOutputError`.
@_spi(Tools) public protocol OutputSink: Sendable {
    /// Whether diagnostics on standard output are coloured (a terminal, no `NO_COLOR`, not `TERM=dumb`).
    var colour: Bool { get }
    /// Writes `bytes` to standard output; `false` when they could not all be written.
    func writeOut(_ bytes: [UInt8]) -> Bool
    /// Writes `bytes` to standard error; a failure is ignored, as there is nowhere left to say it.
    func writeErr(_ bytes: [UInt8])
}
