import Foundation
import QuizRuntime
@_spi(Tools) import QuizYAML

/// `control-character`: a display text that holds a control character (C0 but TAB and LF,
/// DEL, C1: `ControlCharacters`). Such a character is invisible in an app and acted on by a
/// terminal that prints the text (ESC starts sequences that retitle or clear it). Invisible
/// directional controls are `bidi-control`'s business.
struct ControlCharacterCheck: DisplayTextCheck {
    static let code = DiagnosticCode.controlCharacter

    static let references = [
        CodeReference(
            code: code,
            explanation: """
                A display text (a title, a question's text, a label, an outcome's texts) must not \
                hold control characters: U+0000–U+001F except TAB and LINE FEED, U+007F DELETE and \
                U+0080–U+009F. A double-quoted YAML escape such as `\\e`, `\\a`, `\\r`, `\\0` or \
                `\\u001B` writes one. Apps show nothing for them (or a box), and a terminal that \
                prints the text acts on them: ESC starts sequences that change the terminal's \
                title or clear its screen. quizc shows them as `<U+001B>` in its own output. \
                Remove the character; write a line break in a description as a real one (in a `|` \
                block), not as `\\r`.
                """,
            examples: [
                .bad(
                    "an escape sequence that retitles a terminal",
                    DemoQuiz.withQuestionText(#""Pick \e]0;owned\aone""#), at: [(8, 11)]),
                .good(
                    "a tab and a line break are text",
                    DemoQuiz.withQuestionText(#""Pick\tone\nof these""#)),
                .bad(
                    "a translation with a NUL character", TranslationDemo.quiz,
                    translations: [
                        TranslationDemo.german.replacingOccurrences(
                            of: "title: Beispiel", with: #"title: "Beispiel\0""#)
                    ], at: [(1, 3, 8)]),
            ])
    ]

    /// Short names of the control characters most often met.
    static let names: [UInt32: String] = [
        0x00: "NUL", 0x07: "BEL", 0x08: "BACKSPACE", 0x0B: "VERTICAL TAB", 0x0C: "FORM FEED",
        0x0D: "CARRIAGE RETURN", 0x1B: "ESC", 0x7F: "DELETE", 0x85: "NEXT LINE", 0x9B: "CSI",
    ]

    /// What is wrong with `text`, or `nil` when it has no control character.
    static func problem(in text: String) -> String? {
        var found: [Unicode.Scalar] = []
        for scalar in text.unicodeScalars where ControlCharacters.contains(scalar) && !found.contains(scalar) {
            found.append(scalar)
        }
        guard !found.isEmpty else { return nil }
        let shown =
            found.prefix(3).map { scalar in
                let code = String(ControlCharacters.visible(scalar).dropFirst().dropLast())
                return names[scalar.value].map { "\(code) \($0)" } ?? code
            }.joined(separator: ", ") + (found.count > 3 ? " and \(found.count - 3) more" : "")
        let noun = found.count == 1 ? "the control character" : "the control characters"
        return
            "contains \(noun) \(shown), which apps do not show and a terminal acts on; remove \(found.count == 1 ? "it" : "them")"
    }

    /// `text` without its control characters.
    static func repaired(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.filter { !ControlCharacters.contains($0) }))
    }

    static func fixTitle(for what: String) -> String {
        "remove the control characters from \(what)"
    }
}
