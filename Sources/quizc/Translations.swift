import ArgumentParser
import Foundation
@_spi(Tools) import QuizCompiler
import QuizInterchange
import QuizTranslationTemplate
@_spi(Tools) import QuizYAML

/// `quizc translations`: the translation file of a quiz for one locale, written or completed
/// (`init`, the default), or carried to and from XLIFF and PO (`export`, `import`).
struct Translations: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract:
            "Write or update the translation file of a quiz for one locale, or export and import it as XLIFF or PO.",
        discussion: """
            Without a subcommand, `quizc translations QUIZ_FILE --locale TAG` runs `init`.
            """,
        subcommands: [TranslationsInit.self, TranslationsExport.self, TranslationsImport.self],
        defaultSubcommand: TranslationsInit.self)
}

/// `quizc translations [init] QUIZ_FILE --locale TAG [-o FILE]`: write or complete a translation file.
struct TranslationsInit: FrontendCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
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

/// The interchange formats `quizc translations export` writes.
enum InterchangeFormatOption: String, ExpressibleByArgument, CaseIterable {
    case xliff
    case po
}

/// `quizc translations export QUIZ_FILE --locale TAG --format xliff|po [-o FILE]`.
struct TranslationsExport: FrontendCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write the texts of a quiz and their translations into one locale as XLIFF 1.2 or gettext PO.",
        discussion: """
            One unit per text, its id the path of the text in the translation file \
            (questions/ei-1/text), with the source text, the translation, context for the \
            translator and the author's comment. Each unit's state comes from the translation \
            file: new (no translation), translated, or stale (translated from an older source \
            text: XLIFF needs-review-translation with the old source as an alt-trans, PO fuzzy \
            with the old source as #| msgid). The file names its quiz relative to itself, so \
            `quizc translations import` finds it. Exit status: 0 written; 1 the quiz has errors, \
            the locale is wrong, or the translation file is not valid or not this quiz's; 2 a \
            file cannot be read or written; 64 usage errors.
            """)

    @Argument(help: "The quiz file (*.quiz.yaml).")
    var quizFile: String

    @ArgumentParser.Option(
        help: ArgumentHelp("The locale to translate into: a BCP 47 language tag such as de or pt-BR.", valueName: "tag")
    )
    var locale: String

    @ArgumentParser.Option(help: ArgumentHelp("The format to write.", valueName: "format"))
    var format: InterchangeFormatOption

    @ArgumentParser.Option(
        help: ArgumentHelp(
            "The translation file to read (default: <quiz id>.<tag>.yaml in the quiz file's folder; none: every text new).",
            valueName: "file"))
    var translation: String?

    @ArgumentParser.Option(
        name: [.short, .customLong("output")],
        help: ArgumentHelp(
            "The file to write, - for standard output (default: <quiz id>.<tag>.xlf or .po in the quiz file's folder).",
            valueName: "file"))
    var output: String?

    @OptionGroup var cacheOptions: AnalysisCacheOptions

    func run(in context: CommandContext) -> ExitStatus {
        let options = TranslationsExportFrontend.Options(
            quizFile: quizFile, locale: locale, format: format == .xliff ? .xliff : .po, translation: translation,
            output: output, cache: cacheOptions.settings(in: context))
        return TranslationsExportFrontend(options).run(output: context.output)
    }
}

/// `quizc translations import FILE [--quiz QUIZ_FILE] [-o FILE]`.
struct TranslationsImport: FrontendCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Write the translations of an XLIFF or PO file into the quiz's translation file.",
        discussion: """
            The format comes from the extension (.xlf, .xliff, .po), else from the content; the \
            quiz and the locale from the file itself. Only the text: and source: of imported \
            entries change; every other byte of the translation file stays. A translation is \
            recorded with the source text it was made from, so one made from an older text is \
            reported as stale-translation; a unit marked fuzzy or needs-review keeps its old \
            source and stays stale; an empty translation changes nothing. A unit for a text the \
            quiz lacks, with inline markup, or repeated refuses the whole import. Exit status: \
            0 written (or already up to date); 1 the file, the quiz or a unit is wrong (nothing \
            written); 2 a file cannot be read or written; 64 usage errors.
            """)

    @Argument(help: "The XLIFF (.xlf) or PO (.po) file.")
    var file: String

    @ArgumentParser.Option(
        help: ArgumentHelp("The quiz file (default: the one the file names, relative to the file).", valueName: "file"))
    var quiz: String?

    @ArgumentParser.Option(
        name: [.short, .customLong("output")],
        help: ArgumentHelp(
            "The translation file to write or update (default: <quiz id>.<tag>.yaml in the quiz file's folder).",
            valueName: "file"))
    var output: String?

    @OptionGroup var cacheOptions: AnalysisCacheOptions

    func run(in context: CommandContext) -> ExitStatus {
        let options = TranslationsImportFrontend.Options(
            file: file, quiz: quiz, output: output, cache: cacheOptions.settings(in: context))
        return TranslationsImportFrontend(options).run(output: context.output)
    }
}
