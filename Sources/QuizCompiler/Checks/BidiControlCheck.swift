import Foundation
import QuizRuntime
@_spi(Tools) import QuizYAML

/// `bidi-control`: a display text whose directional embeddings, overrides or isolates
/// (U+202A–U+202E, U+2066–U+2069) do not balance.
struct BidiControlCheck: DisplayTextCheck {
    static let code = DiagnosticCode.bidiControl

    static let references = [
        CodeReference(
            code: code,
            explanation: """
                Directional formatting characters are invisible: U+202A–U+202E (embeddings and \
                overrides, closed by U+202C POP DIRECTIONAL FORMATTING) and U+2066–U+2068 (isolates, \
                closed by U+2069 POP DIRECTIONAL ISOLATE). One left open reorders everything after \
                it where an app shows the text (a right-to-left override turns `abc` into `cba`), \
                and a closing one without its opening hints at a text pasted in pieces. Each display \
                text of a quiz and of its translations must close what it opens, in order. Remove \
                the characters, or close them; to embed a left-to-right word in Arabic or Hebrew \
                text, wrap it in U+2066 … U+2069.
                """,
            examples: [
                .bad(
                    "an override left open",
                    DemoQuiz.withQuestionText(#""Pick \u202Eone""#), at: [(8, 11)]),
                .good(
                    "the isolate is closed",
                    DemoQuiz.withQuestionText(#""Pick \u2066one\u2069""#)),
                .bad(
                    "a translation closes an isolate it never opened", TranslationDemo.quiz,
                    translations: [
                        TranslationDemo.german.replacingOccurrences(
                            of: "title: Beispiel", with: #"title: "Beispiel\u2069""#)
                    ], at: [(1, 3, 8)]),
            ])
    ]

    static let names: [UInt32: String] = [
        0x202A: "U+202A LEFT-TO-RIGHT EMBEDDING", 0x202B: "U+202B RIGHT-TO-LEFT EMBEDDING",
        0x202C: "U+202C POP DIRECTIONAL FORMATTING", 0x202D: "U+202D LEFT-TO-RIGHT OVERRIDE",
        0x202E: "U+202E RIGHT-TO-LEFT OVERRIDE", 0x2066: "U+2066 LEFT-TO-RIGHT ISOLATE",
        0x2067: "U+2067 RIGHT-TO-LEFT ISOLATE", 0x2068: "U+2068 FIRST STRONG ISOLATE",
        0x2069: "U+2069 POP DIRECTIONAL ISOLATE",
    ]

    /// What is unbalanced in `text`, or `nil` when its controls balance.
    static func problem(in text: String) -> String? {
        var open: [UInt32] = []
        for scalar in text.unicodeScalars {
            let value = scalar.value
            switch value {
            case 0x202A, 0x202B, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068:
                open.append(value)
            case 0x202C:
                guard let last = open.last, last < 0x2066 else {
                    return "has \(names[value] ?? "") with no embedding or override open before it"
                }
                open.removeLast()
            case 0x2069:
                guard let isolate = open.lastIndex(where: { $0 >= 0x2066 }) else {
                    return "has \(names[value] ?? "") with no isolate open before it"
                }
                open.removeSubrange(isolate...)
            default:
                continue
            }
        }
        guard let last = open.last else { return nil }
        let closer = last >= 0x2066 ? names[0x2069] ?? "" : names[0x202C] ?? ""
        return
            "opens \(names[last] ?? "") and never closes it, which reorders what follows it in an app; close it with \(closer) or remove it"
    }

    /// `text` with every closing control that closes nothing removed and every control left
    /// open closed at its end, innermost first: what the fix writes.
    static func repaired(_ text: String) -> String {
        var open: [UInt32] = []
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x202A, 0x202B, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068:
                open.append(scalar.value)
            case 0x202C:
                guard let last = open.last, last < 0x2066 else { continue }
                open.removeLast()
            case 0x2069:
                guard let isolate = open.lastIndex(where: { $0 >= 0x2066 }) else { continue }
                open.removeSubrange(isolate...)
            default:
                break
            }
            out.append(scalar)
        }
        for value in open.reversed() {
            out.append(value >= 0x2066 ? "\u{2069}" : "\u{202C}")
        }
        return String(out)
    }

    static func fixTitle(for what: String) -> String {
        "balance the directional controls of \(what)"
    }
}
