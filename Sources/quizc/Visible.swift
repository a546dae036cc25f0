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

    @Argument(help: "A file of answers; standard input when absent or '-'.")
    var answers: String = "-"

    @Flag(help: "Read the answers as JSON Lines, whatever their shape.")
    var lines = false

    @Flag(help: "Read the whole input as one JSON answers object, whatever its shape.")
    var document = false

    @ArgumentParser.Option(
        help: ArgumentHelp(
            "The longest answers line (or document) in bytes; a longer one is skipped with a limit-exceeded error.",
            valueName: "n"))
    var maxLineBytes: Int = Score.defaultMaxLineBytes

    func validate() throws {
        if lines && document {
            throw ValidationError(
                "--lines and --document exclude each other: give one, or neither to let the input's shape decide")
        }
        guard (1...Score.largestMaxLineBytes).contains(maxLineBytes) else {
            throw ValidationError("--max-line-bytes must be between 1 and \(Score.largestMaxLineBytes) (1 GiB)")
        }
    }

    func run(in context: CommandContext) -> ExitStatus {
        let options = ScoreFrontend.Options(
            bundle: bundle, answers: answers, format: lines ? .lines : document ? .document : .automatic,
            maxLineBytes: maxLineBytes, standardInput: context.standardInput)
        return VisibleFrontend(options).run(output: context.output)
    }
}
