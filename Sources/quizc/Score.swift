import ArgumentParser
import Foundation
@_spi(Tools) import QuizCompiler
import QuizRuntime

/// `quizc score BUNDLE [ANSWERS|-]`: score a JSON answers object, or JSON Lines.
struct Score: FrontendCommand {
    static let configuration = CommandConfiguration(
        abstract: "Score answers against a bundle: one JSON object, or JSON Lines (one result per line).",
        discussion: """
            Each result is {"quiz", "version", "outcome", "secondary"?, "scores", "axes"?}; a rejected \
            answers object gives {"error": {"code", "message", "key"?}} and the run exits 1 at the end. \
            JSON Lines give exactly one output line per input line (lines end at LF, CR LF or CR; a \
            blank line or a line over the limit gives an error line). Without --lines or --document, \
            the input is one document only when it is a single object or array spanning several \
            lines with nothing after it (see docs/cli.md). Input is streamed: memory stays within \
            a few times the limit however long the input.
            """)

    /// The default longest answers object, in bytes: far above the answers of the largest quiz.
    static let defaultMaxLineBytes = 1 << 20
    /// The largest limit accepted.
    static let largestMaxLineBytes = 1 << 30

    @Argument(help: "The bundle (<quiz>.json) to score against.")
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
        guard (1...Self.largestMaxLineBytes).contains(maxLineBytes) else {
            throw ValidationError("--max-line-bytes must be between 1 and \(Self.largestMaxLineBytes) (1 GiB)")
        }
    }

    func run(in context: CommandContext) -> ExitStatus {
        let options = ScoreFrontend.Options(
            bundle: bundle, answers: answers, format: lines ? .lines : document ? .document : .automatic,
            maxLineBytes: maxLineBytes, standardInput: context.standardInput)
        return ScoreFrontend(options).run(output: context.output)
    }
}
