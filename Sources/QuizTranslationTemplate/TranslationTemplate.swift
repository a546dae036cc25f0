import Foundation
@_spi(Tools) package import QuizCompiler
import QuizRuntime
@_spi(Tools) package import QuizYAML

/// The translation file of a quiz for one locale, as `quizc translations` writes it:
/// every text of the quiz present, an untranslated one as a block-style
/// `{text: "", source: SOURCE}` entry.
///
/// A new file is the modeline (when the quiz has one), `translation:`, `locale:`, then the
/// texts in source order, indented by two spaces. An existing file is completed by
/// editing its text (`TemplateSplicer`): what is there stays byte for byte, so a file
/// that already has every text comes back unchanged.
package struct TranslationTemplate: Sendable {
    /// The quiz's id (`translation:`).
    package let quizID: String
    /// The quiz's own locale.
    package let sourceLocale: String
    /// The locale translated into.
    package let locale: String
    package let entries: [TemplateEntry]

    package init(quiz: SourceQuiz, locale: String) {
        quizID = quiz.quiz?.value ?? ""
        sourceLocale = quiz.locale?.value ?? "en"
        self.locale = locale
        entries = TemplateValue.translation(of: quiz, quizID: quizID, locale: locale)
    }

    /// How many texts the quiz has to translate.
    package var textCount: Int { TemplateValue.mapping(entries).textCount }

    /// What a written or updated file holds.
    package struct Output: Sendable, Equatable {
        /// The file's bytes.
        package var bytes: [UInt8]
        /// The texts still empty or missing.
        package var untranslated: Int
        /// The texts of the quiz.
        package var total: Int
        /// Changes beyond added entries (the `source:` of untranslated entries brought up
        /// to date, a flow mapping rewritten in block style), and values left alone because
        /// they have the wrong shape.
        package var notes: [String]
    }

    /// Why an existing file cannot be completed.
    package enum Failure: Error, Sendable, Equatable {
        /// The file is not valid YAML of the strict dialect.
        case yaml([YAMLProblem])
        /// The file is not a translation of this quiz into this locale; the message says what it is.
        case notThisTranslation(String)
        /// The completed text would not read back as YAML (a bug; the message says where).
        case unreadableResult(String)
        /// The completed text would lose a comment, read back differently where the old
        /// one was, or not hold every text where lint looks for it (a layout the splicer
        /// does not handle; the message says what).
        case unsafeResult(String)
    }

    /// Why `tag` cannot be a translation's locale for a quiz in `sourceLocale`, or `nil`.
    package static func localeProblem(_ tag: String, sourceLocale: String) -> String? {
        if !IdentifierRules.isLanguageTag(tag) {
            return "`\(tag)` is not a BCP 47 language tag; write one such as de, pt-BR or zh-Hant"
        }
        if asciiLowercased(tag) == asciiLowercased(sourceLocale) {
            return
                "`\(tag)` is the quiz's own locale (`locale: \(sourceLocale)`); name another locale to translate into"
        }
        return nil
    }

    static func asciiLowercased(_ text: String) -> String {
        String(decoding: text.utf8.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
    }

    /// `<folder of the quiz file>/<quiz id>.<locale>.yaml`.
    package static func defaultOutputPath(quizPath: String, quizID: String, locale: String) -> String {
        let folder = quizPath.lastIndex(of: "/").map { String(quizPath[...$0]) } ?? ""
        return folder + quizID + "." + locale + ".yaml"
    }

    /// A new translation file, beginning with `modeline` when given.
    package func newFile(modeline: String?) -> Output {
        var base = ""
        if let modeline { base += modeline + "\n" }
        base += "translation: " + YAMLScalarWriter.scalar(quizID) + "\n"
        base += "locale: " + YAMLScalarWriter.scalar(locale) + "\n"
        switch update(Array(base.utf8)) {
        case .success(let output): return output
        case .failure(let failure): preconditionFailure("a new translation file does not read back: \(failure)")
        }
    }

    /// `existing`, a translation file of this quiz and locale, with every missing text added.
    package func update(_ existing: [UInt8]) -> Result<Output, Failure> {
        let document = YAMLLoader().load(existing)
        if !document.problems.isEmpty { return .failure(.yaml(document.problems)) }
        guard let root = document.root, !root.isNull else {
            return .failure(
                .notThisTranslation("holds no translation (it is empty); delete it or name another file with -o"))
        }
        if let problem = identityProblem(root) { return .failure(.notThisTranslation(problem)) }
        var notes: [String] = []
        var refresh = UntranslatedSourceRefresh(index: TextIndex(bytes: existing))
        refresh.refresh(root, template: entries)
        var refreshed = existing, refreshedRoot = root
        if !refresh.edits.isEmpty {
            refreshed = TextEdit.apply(refresh.edits, to: existing)
            let reloaded = YAMLLoader().load(refreshed)
            if let problem = reloaded.problems.first {
                return .failure(.unreadableResult("\(problem.range.start): \(problem.message)"))
            }
            guard let reloadedRoot = reloaded.root else { return .failure(.unreadableResult("the file became empty")) }
            refreshedRoot = reloadedRoot
            let count = refresh.refreshed.count
            var places = refresh.refreshed.prefix(5).map { "`\($0)`" }.joined(separator: ", ")
            if count > 5 { places += " and \(count - 5) more" }
            notes.append(
                "set `source:` of \(count) untranslated entr\(count == 1 ? "y" : "ies") to the quiz's current text: \(places)"
            )
        }
        let index = TextIndex(bytes: refreshed)
        var splicer = TemplateSplicer(index: index, root: refreshedRoot)
        splicer.mergeRoot(refreshedRoot, template: entries)
        let bytes = splicer.edits.isEmpty ? refreshed : splicer.apply()
        let result = YAMLLoader().load(bytes)
        if let problem = result.problems.first {
            return .failure(.unreadableResult("\(problem.range.start): \(problem.message)"))
        }
        if bytes != refreshed {
            guard let resultRoot = result.root else { return .failure(.unreadableResult("the file became empty")) }
            let check = CompletionCheck(
                before: refreshedRoot, beforeIndex: index, after: resultRoot, afterIndex: TextIndex(bytes: bytes))
            if let problem = check.problem(template: entries) { return .failure(.unsafeResult(problem)) }
        }
        let untranslated = Self.untranslated(result.root, .mapping(entries))
        return .success(
            Output(bytes: bytes, untranslated: untranslated, total: textCount, notes: notes + splicer.notes))
    }

    /// Why `root` is not a translation of this quiz into this locale, or `nil`.
    package func identityProblem(_ root: YAMLNode) -> String? {
        guard case .mapping(let fields) = root.content else {
            return
                "is not a translation file: it holds \(root.kindDescription), not `translation:` and `locale:` fields"
        }
        guard let translation = TemplateSplicer.entry("translation", in: fields) else {
            if TemplateSplicer.entry("quiz", in: fields) != nil {
                return "is a quiz file, not a translation; name the translation file to write with -o"
            }
            return "is not a translation file (it has no `translation:` field); name another file with -o"
        }
        guard let id = fields[translation].value.scalarText, id.isExactly(quizID) else {
            let found =
                fields[translation].value.scalarText.map { "`\($0)`" } ?? fields[translation].value.kindDescription
            return "is a translation of \(found), not of the quiz `\(quizID)`; name another file with -o"
        }
        guard let localeField = TemplateSplicer.entry("locale", in: fields) else {
            return
                "has no `locale:` field, so it is not known to be the `\(locale)` translation; add `locale: \(locale)` or name another file with -o"
        }
        guard let tag = fields[localeField].value.scalarText, Self.asciiLowercased(tag) == Self.asciiLowercased(locale)
        else {
            let found =
                fields[localeField].value.scalarText.map { "`\($0)`" } ?? fields[localeField].value.kindDescription
            return "is the \(found) translation of `\(quizID)`, not the `\(locale)` one; name another file with -o"
        }
        return nil
    }

    /// How many texts of `template` are missing or empty in `node`.
    static func untranslated(_ node: YAMLNode?, _ template: TemplateValue) -> Int {
        switch template {
        case .text:
            return isTranslated(node) ? 0 : 1
        case .fixed, .optional:
            return 0
        case .mapping(let children):
            guard let node, case .mapping(let entries) = node.content else { return template.textCount }
            let positions = TemplateSplicer.keyPositions(entries)
            return children.reduce(0) { sum, child in
                sum + untranslated(positions[ExactString(child.key)].map { entries[$0].value }, child.value)
            }
        case .list(let texts):
            guard let node, case .sequence(let items) = node.content else { return texts.count }
            return texts.indices.reduce(0) { $0 + ($1 < items.count && isTranslated(items[$1]) ? 0 : 1) }
        }
    }

    /// A text counts as translated when it is a non-empty scalar, or a mapping whose `text` is one.
    package static func isTranslated(_ node: YAMLNode?) -> Bool {
        guard let node else { return false }
        switch node.content {
        case .scalar(let text, _):
            return !text.isEmpty && !node.isNull
        case .mapping(let entries):
            return TemplateSplicer.entry("text", in: entries).map {
                isTranslated(entries[$0].value) && entries[$0].value.scalarText != nil
            } ?? false
        default:
            return false
        }
    }
}
