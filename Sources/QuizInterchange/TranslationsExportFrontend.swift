import Foundation
@_spi(Tools) package import QuizCompiler
import QuizTranslationTemplate
@_spi(Tools) import QuizYAML

/// `quizc translations export`: writes the texts of a quiz and their translations into one
/// locale as an XLIFF 1.2 or gettext PO file for a translation platform or CAT tool.
package typealias TranslationsExportFrontend = Frontend<TranslationsExportOptions>

/// What `quizc translations export` was asked, and running it.
package struct TranslationsExportOptions: FrontendOptions {
    /// The quiz file.
    package var quizFile: String
    /// `--locale`: the BCP 47 tag translated into.
    package var locale: String
    /// `--format`.
    package var format: InterchangeDocument.Format
    /// `--translation`: the translation file read; `nil`: `<quiz id>.<tag>.yaml` beside the quiz.
    package var translation: String?
    /// `-o`: the file written, `-` for standard output; `nil`: `<quiz id>.<tag>.xlf` (or
    /// `.po`) beside the quiz.
    package var output: String?
    /// The analysis cache asked for.
    package var cache: AnalysisCacheSettings

    /// The options of one run.
    package init(
        quizFile: String, locale: String, format: InterchangeDocument.Format, translation: String? = nil,
        output: String? = nil, cache: AnalysisCacheSettings
    ) {
        self.quizFile = quizFile
        self.locale = locale
        self.format = format
        self.translation = translation
        self.output = output
        self.cache = cache
    }

    /// Writes the file: `.failure` when the quiz, the locale or the translation file is
    /// wrong, `.inputOutputError` when a file cannot be read or written.
    package func run(console: Console) throws(Console.OutputFailure) -> ExitStatus {
        try TranslationWorkspace.run(console: console, cache: self.cache, export)
    }

    private func export(_ workspace: TranslationWorkspace) throws {
        let console = workspace.console
        let quiz = try workspace.quiz(self.quizFile)
        let template = TranslationTemplate(quiz: quiz.source, locale: self.locale)
        if let problem = TranslationTemplate.localeProblem(self.locale, sourceLocale: template.sourceLocale) {
            throw workspace.stop(.failure, "--locale \(problem)")
        }
        let translationPath =
            self.translation
            ?? TranslationTemplate.defaultOutputPath(
                quizPath: quiz.path, quizID: template.quizID, locale: self.locale)
        let root = try workspace.translation(
            try workspace.existingFile(translationPath), path: translationPath, template: template)
        let catalog = UnitCatalog(template: template, quiz: quiz.source, quizBytes: quiz.bytes, translation: root)

        let extensionName = self.format == .xliff ? "xlf" : "po"
        let defaultPath = Self.defaultPath(
            quizPath: quiz.path, quizID: template.quizID, locale: self.locale, extension: extensionName)
        let outputPath = self.output ?? defaultPath
        let toStandardOutput = outputPath == "-"
        let header = InterchangeHeader(
            quizPath: TranslationWorkspace.relativePath(
                quiz.path, from: toStandardOutput ? "." : TranslationWorkspace.folder(of: outputPath)),
            quizID: template.quizID, quizVersion: quiz.source.version?.value, sourceLocale: template.sourceLocale,
            targetLocale: self.locale)
        let text: String
        switch self.format {
        case .xliff:
            text = XLIFFWriter.document(header: header, units: catalog.units, toolVersion: QuizcVersion.current)
        case .po: text = POWriter.document(header: header, units: catalog.units, toolVersion: QuizcVersion.current)
        }
        let counts = Dictionary(grouping: catalog.units, by: \.state).mapValues(\.count)
        let summary =
            "\(catalog.units.count) texts: \(counts[.translated] ?? 0) translated, \(counts[.stale] ?? 0) stale, \(counts[.new] ?? 0) new"
        if toStandardOutput {
            try console.out(text)
            console.say(.plain, "wrote standard output: \(summary)")
            return
        }
        do {
            try AtomicFile.write(Array(text.utf8), to: outputPath)
        } catch {
            throw workspace.stop(.inputOutputError, error.description)
        }
        console.say(.plain, "wrote \(outputPath): \(summary)")
    }

    /// `<folder of the quiz file>/<quiz id>.<locale>.<extension>`.
    static func defaultPath(quizPath: String, quizID: String, locale: String, extension: String) -> String {
        let folder = quizPath.lastIndex(of: "/").map { String(quizPath[...$0]) } ?? ""
        return folder + quizID + "." + locale + "." + `extension`
    }
}
