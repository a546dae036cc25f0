import Foundation
import QuizRuntime
@_spi(Tools) import QuizYAML

/// `duplicate-label`: two options of one question, or two outcomes, that read the same in
/// a locale (the source's or a translation's), after NFC and white-space folding.
struct DuplicateLabelCheck: QuizCheck, TranslationCheck {
    static let references = [
        CodeReference(
            code: .duplicateLabel,
            explanation: """
                Two options of one question have the same label, or two outcomes the same title, \
                once Unicode form and runs of white space are set aside. Respondents cannot tell the \
                options apart, or which result they got. It is checked in every locale: in the quiz \
                for the source texts, and in each translation file for its own (a translation can \
                merge two words the source keeps apart). Give each option its own label and each \
                outcome its own title.
                """,
            examples: [
                .bad(
                    "two options labelled Yes",
                    DemoQuiz.header + """
                        questions:
                          - id: q1
                            text: Do you like mornings?
                            options:
                              - {id: x, label: Yes, weights: {a: 1}}
                              - {id: y, label: "Yes ", weights: {b: 1}}
                        """ + DemoQuiz.outcomes, at: [(11, 9)]),
                .good(
                    "distinct labels",
                    DemoQuiz.header + """
                        questions:
                          - id: q1
                            text: Do you like mornings?
                            options:
                              - {id: x, label: Yes, weights: {a: 1}}
                              - {id: y, label: Not really, weights: {b: 1}}
                        """ + DemoQuiz.outcomes),
                .bad(
                    "the translation gives both options one word", TranslationDemo.quiz,
                    translations: [
                        TranslationDemo.german.replacingOccurrences(
                            of: "{x: Das A, y: Das B}", with: "{x: Das hier, y: Das hier}")
                    ], at: [(1, 7, 31)]),
                .good("the translation keeps them apart", TranslationDemo.quiz, translations: [TranslationDemo.german]),
            ])
    ]

    /// A label as respondents read it: NFC, white space trimmed and runs of it made one space.
    static func folded(_ text: String) -> String {
        foldedASCII(text)
            ?? TextNormalization.nfc(text).split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    /// `folded(text)` worked out byte by byte when `text` is all ASCII, else `nil`. The result
    /// is the same: ASCII is its own NFC, each ASCII character is one byte (the one exception,
    /// CR LF, is two white-space bytes), and its white space (`Character.isWhitespace`) is
    /// tab, line feed, vertical tab, form feed, carriage return and space. A label that is
    /// already folded, as nearly all are, is returned as it is.
    static func foldedASCII(_ text: String) -> String? {
        var text = text
        text.makeContiguousUTF8()
        return text.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            var alreadyFolded = true
            var previousIsSpace = true  // so that white space at the start is not folded
            for byte in bytes {
                guard byte < 0x80 else { return nil }
                let isSpace = byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
                if isSpace && (byte != 0x20 || previousIsSpace) { alreadyFolded = false }
                previousIsSpace = isSpace
            }
            if bytes.isEmpty || (alreadyFolded && !previousIsSpace) { return text }
            var folded: [UInt8] = []
            folded.reserveCapacity(bytes.count)
            var pendingSpace = false
            for byte in bytes {
                if byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) {
                    pendingSpace = !folded.isEmpty
                } else {
                    if pendingSpace { folded.append(0x20) }
                    pendingSpace = false
                    folded.append(byte)
                }
            }
            return String(decoding: folded, as: UTF8.self)
        } ?? nil
    }

    /// For each text after the first that folds like an earlier one: its index and the earlier's.
    static func repeats(_ texts: [String]) -> [(index: Int, earlier: Int)] {
        var first: [ExactString: Int] = [:]
        var result: [(Int, Int)] = []
        for (index, text) in texts.enumerated() {
            let key = ExactString(folded(text))
            if let earlier = first[key] { result.append((index, earlier)) } else { first[key] = index }
        }
        return result
    }

    func run(_ input: QuizCheckInput, diagnostics: DiagnosticCollector) {
        let quiz = input.resolved
        var reported: Set<SourceRange> = []
        for (index, question) in quiz.bundle.questions.enumerated() {
            for (option, earlier) in Self.repeats(question.options.map(\.label)) {
                let range = quiz.optionRanges[index][option]
                guard reported.insert(range).inserted else { continue }
                diagnostics.report(
                    .duplicateLabel,
                    Self.optionMessage(question, option, earlier, question.options[option].label, locale: nil),
                    at: range)
            }
        }
        for (outcome, earlier) in Self.repeats(quiz.bundle.outcomes.map(\.title)) {
            let code = quiz.bundle.outcomes[outcome].code
            let source = quiz.source.outcomes.first { $0.code.value.isExactly(code) }
            diagnostics.report(
                .duplicateLabel,
                Self.outcomeMessage(quiz.bundle, outcome, earlier, quiz.bundle.outcomes[outcome].title, locale: nil),
                at: source?.title?.range ?? source?.code.range ?? quiz.source.outcomesRange
                    ?? SourceRange(at: quiz.source.range.start))
        }
    }

    func run(_ translation: ResolvedTranslation, quiz: ResolvedQuiz, diagnostics: DiagnosticCollector) {
        let locale = translation.texts.locale
        var reported: Set<SourceRange> = []
        for (index, question) in quiz.bundle.questions.enumerated() where index < translation.texts.questions.count {
            let labels = translation.texts.questions[index].labels
            let origins = translation.labelOrigins[index]
            for (option, earlier) in Self.repeats(labels) {
                // Both from the source: the quiz's own check reports it.
                guard let origin = origins[option] ?? origins[earlier], reported.insert(origin.range).inserted else {
                    continue
                }
                diagnostics.report(
                    .duplicateLabel, Self.optionMessage(question, option, earlier, labels[option], locale: locale),
                    at: origin.text.range)
            }
        }
        let titles = translation.texts.outcomes.map(\.title)
        for (outcome, earlier) in Self.repeats(titles) {
            guard let origin = translation.titleOrigins[outcome] ?? translation.titleOrigins[earlier],
                reported.insert(origin.range).inserted
            else { continue }
            diagnostics.report(
                .duplicateLabel, Self.outcomeMessage(quiz.bundle, outcome, earlier, titles[outcome], locale: locale),
                at: origin.text.range)
        }
    }

    static func optionMessage(
        _ question: QuizBundle.Question, _ option: Int, _ earlier: Int, _ label: String, locale: String?
    ) -> String {
        let name = { (index: Int) in "`" + question.options[index].localeKey + "`" }
        let inLocale = locale.map { " in `\($0)`" } ?? ""
        return
            "options \(name(earlier)) and \(name(option)) of question `\(question.id)` are both labelled “\(folded(label))”\(inLocale); people cannot tell them apart, so give each its own label"
    }

    static func outcomeMessage(_ bundle: QuizBundle, _ outcome: Int, _ earlier: Int, _ title: String, locale: String?)
        -> String
    {
        let inLocale = locale.map { " in `\($0)`" } ?? ""
        return
            "outcomes `\(bundle.outcomes[earlier].code)` and `\(bundle.outcomes[outcome].code)` both have the title “\(folded(title))”\(inLocale); people cannot tell the results apart, so give each its own title"
    }
}
