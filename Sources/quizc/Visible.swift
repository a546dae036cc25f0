import ArgumentParser
import Foundation
@_spi(Tools) import QuizCompiler
import QuizRuntime

/// `quizc visible BUNDLE [ANSWERS|-]`: which questions answers so far show, and which answers to drop.
struct Visible: FrontendCommand {
    static let configuration = CommandConfiguration(
        abstract: "Show which questions the answers so far show, and which answers to drop (one result per line).",
        discussion: """
            Each result is {"quiz", "version", "visible", "discard"}: the ids of the questions shown, \
            and of the answered questions that are hidden (drop their answers before scoring), in \
            source order. Only the checks of each answer run (as in quizc score); a rejected answers \
            object gives {"error": {"code", "message", "key"?}} and the run exits 1 at the end. The \
            input is read exactly as quizc score reads it (see docs/cli.md).
            """)

    @Argument(help: "The bundle (<quiz>.json) the answers are for.")
    var bundle: String

    @OptionGroup var input: AnswersInputOptions

    func run(in context: CommandContext) -> ExitStatus {
        VisibleFrontend(input.frontendOptions(bundle: bundle, in: context)).run(output: context.output)
    }
}
