import ArgumentParser
import Foundation
@_spi(Tools) import QuizCompiler
import QuizPreview

/// `quizc preview [PATH...] [-o FILE] [--seed N] [--locale TAG]`: lint, then write one
/// self-contained HTML page that presents the quizzes and scores them live.
struct Preview: FrontendCommand {
    static let configuration = CommandConfiguration(
        abstract: "Lint, then write one self-contained HTML page to see, try and share the quizzes in a browser.",
        discussion: """
            The page holds everything inline (styles, the JavaScript runtime, the bundles and \
            their analysis), makes no network request and works when opened from disk. It shows \
            each quiz as an app presents it, beside an author view with live trait totals, the \
            outcome distribution, witnesses and examples. Its URL fragment \
            (#quiz=ID&seed=N&locale=TAG&answers=JSON) records what is shown, so a link reproduces \
            it. Nothing is written when any input has an error; the file is replaced atomically. \
            The same input gives the same bytes.
            """)

    @Argument(help: "Quiz and translation files, or folders searched for *.yaml and *.yml.")
    var paths: [String] = ["quizzes"]

    @ArgumentParser.Option(
        name: [.short, .customLong("output")], help: ArgumentHelp("The HTML file to write.", valueName: "file"))
    var output = "build/preview.html"

    @ArgumentParser.Option(
        help: ArgumentHelp(
            "The seed of the presentation order the page starts with, 0 to 18446744073709551615 (default: the page picks one; \"New seed\" picks another).",
            valueName: "n"))
    var seed: UInt64?

    @ArgumentParser.Option(
        help: ArgumentHelp(
            "The language the page starts in, a BCP 47 tag such as de or ar; each quiz shows its best match (de-AT → de → its source locale).",
            valueName: "tag"))
    var locale: String?

    @OptionGroup var options: DiagnosticOptions

    func validate() throws {
        if let locale, !IdentifierRules.isLanguageTag(locale) {
            throw ValidationError("--locale \(locale) is not a language tag; write one such as en, de-AT or zh-Hant")
        }
    }

    func run(in context: CommandContext) -> ExitStatus {
        let options = PreviewFrontend.Options(
            paths: paths, output: output, seed: seed, locale: locale, diagnostics: options.settings(in: context))
        return PreviewFrontend(options).run(output: context.output)
    }

}
