/// What one command was asked, and what running it does: everything the command says goes
/// through `console`, and its result is a named `ExitStatus`. `Frontend` runs it.
@_spi(Tools) public protocol FrontendOptions: Sendable {
    /// Runs the command these options ask for.
    func run(console: Console) throws(Console.OutputFailure) -> ExitStatus
}

/// One command's frontend: its options in, an `OutputSink` for what it says, a named
/// `ExitStatus` out. `BuildFrontend` is `Frontend<BuildOptions>`, and so on for each
/// command whose options run it.
@_spi(Tools) public struct Frontend<Command: FrontendOptions>: Sendable {
    /// The command's options (`BuildFrontend.Options` is `BuildOptions`).
    public typealias Options = Command

    /// What to run.
    public var options: Options

    /// A frontend running `options`.
    public init(_ options: Options) {
        self.options = options
    }

    /// Runs the command, printing to `output`; a standard output that cannot be written ends
    /// it with `ExitStatus.inputOutputError` (`Console.run(on:_:)`).
    public func run(output: any OutputSink) -> ExitStatus {
        Console.run(on: output) { console throws(Console.OutputFailure) in try options.run(console: console) }
    }
}
