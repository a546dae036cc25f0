/// A frontend's view of its output sink: standard output that stops the command when it cannot
/// be written, standard error with control characters shown, and the one place that writes
/// `quizc: error: …`.
@_spi(Tools) public struct Console: Sendable {
    /// The streams written to.
    public let sink: any OutputSink

    /// A console writing to `sink`.
    public init(_ sink: any OutputSink) {
        self.sink = sink
    }

    /// Thrown by `out` when standard output cannot be written: the frontend stops, and
    /// `run` returns `ExitStatus.inputOutputError`.
    public struct OutputFailure: Error {}

    /// What a message on standard error is: a plain report (`quizc: wrote …`) or one with a severity.
    public enum Level: String, Sendable {
        /// `quizc: …`: what the command did.
        case plain = ""
        /// `quizc: error: …`
        case error = "error: "
        /// `quizc: warning: …`
        case warning = "warning: "
        /// `quizc: note: …`
        case note = "note: "
        /// `quizc: internal error: …`: a defect of quizc itself.
        case internalError = "internal error: "
    }

    /// Whether diagnostics on standard output are coloured.
    public var colour: Bool { sink.colour }

    /// Runs a frontend's body; a standard output that could not be written ends it with
    /// `ExitStatus.inputOutputError`, after `out` said so.
    public static func run(
        on sink: any OutputSink, _ body: (Console) throws(OutputFailure) -> ExitStatus
    ) -> ExitStatus {
        do {
            return try body(Console(sink))
        } catch {
            return .inputOutputError
        }
    }

    /// Writes `text` to standard output; when that fails (a full disk, a closed pipe), says so
    /// on standard error and throws.
    public func out(_ text: String) throws(OutputFailure) {
        try out(bytes: Array(text.utf8))
    }

    /// Writes `bytes` to standard output; when that fails, says so on standard error and throws.
    public func out(bytes: [UInt8]) throws(OutputFailure) {
        guard sink.writeOut(bytes) else { throw outputFailed() }
    }

    /// Says that standard output cannot be written; the error `out` throws.
    public func outputFailed() -> OutputFailure {
        say(.error, "standard output cannot be written")
        return OutputFailure()
    }

    /// Writes `text` to standard error, every control character but TAB and LF shown as
    /// `<U+001B>`: its lines quote paths and texts, which must not act on the terminal.
    public func err(_ text: String) {
        sink.writeErr(Array(ControlCharacters.escaped(text).utf8))
    }

    /// Writes one line `quizc: <level>message` to standard error.
    public func say(_ level: Level, _ message: String) {
        err("quizc: \(level.rawValue)\(message)\n")
    }
}
