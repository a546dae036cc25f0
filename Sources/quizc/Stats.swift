import ArgumentParser
@_spi(Tools) import QuizCompiler
import QuizRuntime

/// The formats `quizc stats` renders.
enum StatsFormat: String, ExpressibleByArgument, CaseIterable {
    case text
    case json
}

/// `quizc stats PATH`: reachability, exact probabilities and witnesses per outcome.
struct Stats: FrontendCommand {
    static let configuration = CommandConfiguration(
        abstract:
            "Show, per outcome, whether it is reachable, an answer set that gives it, and its exact probability under uniformly random answers.",
        discussion: """
            Every outcome entry is shown, reachable or not. When a quiz has errors, the quizzes \
            that could be analysed are still shown, followed by the diagnostics (in JSON, as \
            "diagnostics" and "summary" beside "quizzes"), and the exit status is 1 (2 when a path \
            cannot be read).
            """)

    @Argument(help: "Quiz files, or folders searched for *.yaml and *.yml.")
    var paths: [String] = ["quizzes"]

    @ArgumentParser.Option(help: "Output format: text or json.")
    var format: StatsFormat = .text

    @OptionGroup var options: CompilationOptions

    func run(in context: CommandContext) -> ExitStatus {
        let options = StatsFrontend.Options(
            paths: paths, format: format == .json ? .json : .text, compilation: options.settings(in: context))
        return StatsFrontend(options).run(output: context.output)
    }
}
