import ArgumentParser
import Foundation
@_spi(Tools) import QuizCompiler
@_spi(Tools) import QuizYAML

/// `quizc translations QUIZ_FILE --locale TAG [-o FILE]`: write or complete a translation file.
struct Translations: FrontendCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write or update the translation file of a quiz for one locale, with every text to translate.",
        discussion: """
            Every text of the quiz gets an entry; one not yet translated is written \
            `{text: "", source: SOURCE TEXT}` in block style. An existing file keeps every byte \
            (entries, order, comments); missing entries are inserted where the quiz's order puts \
            them, and entries the quiz no longer has are kept for lint to report. An entry still \
            untranslated gets the quiz's current text as its `source:`; a translated entry keeps \
            its own. A file that already has every text is left unchanged. The file is replaced atomically. \
            Exit status: 0 written (or already complete); 1 the quiz has errors, the locale is \
            not a language tag or is the quiz's own, or the existing file is not valid YAML, \
            not this quiz's translation into this locale, or cannot be completed safely; 2 a file cannot be read or written; \
            64 usage errors.
            """)

    @Argument(help: "The quiz file (*.quiz.yaml).")
    var quizFile: String

    @ArgumentParser.Option(
        help: ArgumentHelp(
            "The locale to translate into: a BCP 47 language tag such as de, pt-BR or zh-Hant.", valueName: "tag"))
    var locale: String

    @ArgumentParser.Option(
        name: [.short, .customLong("output")],
        help: ArgumentHelp(
            "The translation file to write or update (default: <quiz id>.<tag>.yaml in the quiz file's folder).",
            valueName: "file"))
    var output: String?

    @OptionGroup var cacheOptions: AnalysisCacheOptions

    func run(in context: CommandContext) -> ExitStatus {
        let options = TranslationsFrontend.Options(
            quizFile: quizFile, locale: locale, output: output, cache: cacheOptions.settings(in: context))
        return TranslationsFrontend(options).run(output: context.output)
    }

}
