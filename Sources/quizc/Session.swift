import ArgumentParser
import Foundation
@_spi(Tools) import QuizCompiler

/// `quizc session replay` and `quizc session check`: respondent sessions from the command line.
struct Session: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run a respondent session from a script, or check that a saved token resumes on a bundle.",
        subcommands: [Replay.self, Check.self])

    /// `quizc session replay SCRIPT BUNDLE`.
    struct Replay: FrontendCommand {
        static let configuration = CommandConfiguration(
            abstract: "Run a session script on a bundle: one JSON line for the start and one per step.",
            discussion: """
                The script is a JSON object {"start": {"seed", "locale"?, "clock"?}, "steps": [{"do": \
                ACTION, …}, …]} (schemas/session-script.schema.json; docs/cli.md). Each line is \
                {"events", "page", "shown", "ended", "progress"} with "error", "token", "history" and \
                "result" as the step gives them. A script that is not JSON or not a script gives \
                {"error": {"code", "message", "step"?}} and exits 1 before any step runs.
                """)

        @Argument(help: "The session script (a JSON file).")
        var script: String

        @Argument(help: "The bundle (<quiz>.json) the session runs on.")
        var bundle: String

        func run(in context: CommandContext) -> ExitStatus {
            SessionFrontend(.replay(script: script, bundle: bundle)).run(output: context.output)
        }
    }

    /// `quizc session check TOKEN BUNDLE [--key KEY]`.
    struct Check: FrontendCommand {
        static let configuration = CommandConfiguration(
            abstract: "Say whether a saved session token resumes on a bundle.",
            discussion: """
                Output: {"outcome": "resumed" or "migrated", "from", "version", "dropped", "needed", \
                "page", "shown", "progress"} (exit 0): resumed on the bundle it was saved on, or \
                migrated from an earlier release the bundle lists (quizc build --earlier), with the \
                answers dropped and the questions that now need one; or {"outcome": "refused", \
                "error": {"code", "message", "key"?}} (exit 1) with the token's error code \
                (token-too-large, token-damaged, token-format, token-signature, token-foreign-quiz, \
                token-bundle-changed, token-answer, token-answer-changed-meaning). One line end at \
                the end of the file is not part of the token.
                """)

        @Argument(help: "The file holding the token.")
        var token: String

        @Argument(help: "The bundle (<quiz>.json) to resume on.")
        var bundle: String

        @ArgumentParser.Option(help: "The key the token was signed with (its UTF-8 bytes).")
        var key: String?

        func run(in context: CommandContext) -> ExitStatus {
            SessionFrontend(.check(token: token, bundle: bundle, key: key)).run(output: context.output)
        }
    }
}
