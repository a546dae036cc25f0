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

    @Argument(help: "The bundle (<quiz>.json) to score against.")
    var bundle: String

    @OptionGroup var input: AnswersInputOptions

    func run(in context: CommandContext) -> ExitStatus {
        ScoreFrontend(input.frontendOptions(bundle: bundle, in: context)).run(output: context.output)
    }
}
