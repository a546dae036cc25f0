import ArgumentParser
import Foundation
import QuizBundleDiff
@_spi(Tools) import QuizCompiler

/// `quizc build [PATH...] [-o DIR] [--check]`: lint, then write bundles and `index.json`.
struct Build: FrontendCommand {
    static let configuration = CommandConfiguration(
        abstract: "Lint, then write one normalized bundle per quiz and an index.json.",
        discussion:
            "Nothing is written when any input has an error. The output folder is replaced as a whole in one atomic step: it always holds the complete old or the complete new set of bundles, even when the build is killed."
    )

    @Argument(help: "Quiz files, or folders searched for *.yaml and *.yml.")
    var paths: [String] = ["quizzes"]

    @ArgumentParser.Option(name: [.short, .customLong("output")], help: "The folder to write bundles into.")
    var output = "build/bundles"

    @Flag(help: "Write nothing; fail when the output folder is not exactly what a build would write.")
    var check = false

    @Flag(
        help: ArgumentHelp(
            "Name each bundle after its source file instead of its quiz id.",
            discussion:
                "fitcircle-persona.quiz.yaml → fitcircle-persona.json, so a build system (the QuizBundlePlugin) knows the outputs before reading the files."
        ))
    var nameByFile = false

    @ArgumentParser.Option(
        help: ArgumentHelp(
            "A folder of earlier released bundles: each new bundle records what a saved session of each needs.",
            discussion:
                "For every earlier bundle of the same quiz with another hash, the bundle lists the answers a session saved on it drops (removed questions and options) and the questions whose kept answer would change meaning (refused), by quizc diff's rules; runtimes resume such sessions by looking this up.",
            valueName: "dir"))
    var earlier: String?

    @OptionGroup var options: DiagnosticOptions

    func run(in context: CommandContext) -> ExitStatus {
        let options = BuildFrontend.Options(
            paths: paths, output: output, check: check, nameByFile: nameByFile,
            diagnostics: options.settings(in: context), earlier: earlier, earlierReleases: EarlierReleaseMigrations())
        return BuildFrontend(options).run(output: context.output)
    }

}
