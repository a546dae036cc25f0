import ArgumentParser
import QuizBundleDiff
@_spi(Tools) import QuizCompiler

/// `quizc diff OLD NEW`: classify the changes between two releases of bundles.
struct Diff: FrontendCommand {
    static let configuration = CommandConfiguration(
        abstract:
            "Compare two bundles, or two folders of bundles, and fail on breaking changes without a MAJOR version bump.",
        discussion: """
            Quizzes pair by id. Breaking: a wire key, option id, scale value, trait, derived score, \
            result, band, outcome or quiz removed or renamed; a required question added or a question \
            made required; a question's type changed; tighter choice limits or range bounds; any change \
            of the scoring rule (band limits, nearest profiles, a derived score's definition); a change \
            of how results are written (weight digits, a derived score's or axis percentage's digits); \
            weight changes that change some answer set's outcome or band (checked exhaustively up to \
            200000 answer sets); a `when` condition added, removed or changed so that some question \
            is shown for other answers (checked exhaustively up to 100000 combinations of the answers \
            conditions read). Everything else (texts, labels, presentation, additions, examples, \
            translations) is compatible; a locale removed is a notice. \
            Exit status: 0 no breaking change, or the MAJOR version went up; 1 a breaking change \
            without a MAJOR bump; 2 an input could not be read or is not a bundle; 64 usage errors.
            """)

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text
        case json
    }

    @Argument(help: "The released bundle, or folder of bundles.")
    var old: String

    @Argument(help: "The new bundle, or folder of bundles.")
    var new: String

    @ArgumentParser.Option(help: "Output format: text or json.")
    var format: Format = .text

    func run(in context: CommandContext) -> ExitStatus {
        let options = DiffFrontend.Options(old: old, new: new, format: format == .json ? .json : .text)
        return DiffFrontend(options).run(output: context.output)
    }
}
