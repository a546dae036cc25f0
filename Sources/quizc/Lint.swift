import ArgumentParser
@_spi(Tools) import QuizCompiler

/// `quizc lint [PATH...]`: check quiz files and folders.
struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check quiz files and folders and report every problem found.")

    @Argument(help: "Quiz files, or folders searched for *.yaml and *.yml.")
    var paths: [String] = ["quizzes"]

    @OptionGroup var options: DiagnosticOptions

    func run() throws {
        let session = BuildSession(paths: paths, compilation: options.compilation, keepQuizzes: false)
        options.report(session)
        if !session.inputErrors.isEmpty { throw ExitCode(2) }
        if options.fails(session) { throw ExitCode(1) }
    }
}
