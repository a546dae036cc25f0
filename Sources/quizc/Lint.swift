import ArgumentParser
@_spi(Tools) import QuizCompiler

/// `quizc lint [PATH...]`: check quiz files and folders.
struct Lint: FrontendCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check quiz files and folders and report every problem found.")

    @Argument(help: "Quiz files, or folders searched for *.yaml and *.yml.")
    var paths: [String] = ["quizzes"]

    @OptionGroup var options: DiagnosticOptions

    func run(in context: CommandContext) -> ExitStatus {
        LintFrontend(.init(paths: paths, diagnostics: options.settings(in: context)))
            .run(output: context.output)
    }
}
