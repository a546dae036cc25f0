import ArgumentParser
import Foundation
@_spi(Tools) import QuizCompiler

/// What a command reads from the process: its streams, environment, working directory and
/// standard input. `quizc` runs with the process's (`CommandContext.process`); tests run the
/// same commands in process with their own.
struct CommandContext {
    /// Where standard output and error go.
    var output: any OutputSink
    /// The environment (`NO_COLOR`, `QUIZC_CACHE_DIR`, `QUIZC_CACHE_KEY_FILE`, …).
    var environment: [String: String]
    /// The working directory (SARIF's `originalUriBaseIds`).
    var currentDirectory: String
    /// The descriptor `score` reads for `-`.
    var standardInput: Int32

    /// The process's streams, environment, working directory and standard input; standard
    /// output is coloured when it is a terminal that wants colour.
    static var process: CommandContext {
        let environment = ProcessInfo.processInfo.environment
        let colour = StandardStreams.colourDecision(
            stdoutIsTerminal: isatty(STDOUT_FILENO) == 1, environment: environment)
        return CommandContext(
            output: StandardStreams(colour: colour), environment: environment,
            currentDirectory: FileManager.default.currentDirectoryPath, standardInput: STDIN_FILENO)
    }
}

/// A command whose behaviour is a frontend's: `run(in:)` builds the frontend's options from
/// the parsed arguments and `context`, and runs it.
protocol FrontendCommand: ParsableCommand {
    /// Runs the command's frontend with `context`'s streams and environment.
    func run(in context: CommandContext) -> ExitStatus
}

extension FrontendCommand {
    /// Runs in the process's context; the one place an `ExitStatus` becomes the exit code.
    func run() throws {
        let status = run(in: .process)
        if status != .success { throw ExitCode(status.rawValue) }
    }
}
