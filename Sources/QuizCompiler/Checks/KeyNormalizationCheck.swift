import QuizRuntime
@_spi(Tools) import QuizYAML

/// `key-not-normalized`: keys must be NFC, trimmed, single-spaced, with no white space but
/// U+0020 and no control or invisible characters. Keys are checked, never rewritten.
struct KeyNormalizationCheck: QuizCheck {
    init() {}

    func run(_ input: QuizCheckInput, diagnostics: DiagnosticCollector) {
        let quiz = input.resolved
        for key in KeyInventory(quiz).all {
            if let problem = KeyRules.problem(key.text) {
                diagnostics.report(
                    .keyNotNormalized, "the \(key.kind) `\(KeyNormalizationCheck.visible(key.text))` \(problem)",
                    at: key.range)
            }
        }
    }

    /// The key with invisible and control characters shown as `<U+XXXX>`.
    static func visible(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if scalar.properties.generalCategory == .control || KeyRules.isInvisible(scalar)
                || (scalar.properties.isWhitespace && scalar != " ")
            {
                out += "<" + KeyRules.name(scalar).split(separator: " ")[0] + ">"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    static let references = [
        CodeReference(
            code: .keyNotNormalized,
            explanation: """
                Wire keys, option ids, traits, outcome codes and the quiz id are compared byte for \
                byte by every client. A key with a zero-width space, a trailing space, a tab, or a \
                decomposed accent looks right and silently never matches. Retype the key; quizc \
                never rewrites keys, because a backend may hold the old string.
                """,
            examples: [
                .bad(
                    "A wire key with a trailing space",
                    DemoQuiz.header + """
                        questions:
                          - id: q1
                            key: "favouriteColour "
                            text: Pick one
                            options:
                              - {id: x, label: X, weights: {a: 1}}
                              - {id: y, label: Y, weights: {b: 1}}
                        """ + DemoQuiz.outcomes, at: [(8, 10)]),
                .bad(
                    "An option id with a zero-width space",
                    DemoQuiz.header + """
                        questions:
                          - id: q1
                            text: Pick one
                            options:
                              - {id: "x\\u200B", label: X, weights: {a: 1}}
                              - {id: y, label: Y, weights: {b: 1}}
                        """ + DemoQuiz.outcomes, at: [(10, 14)]),
                .good(
                    "Keys written plainly",
                    DemoQuiz.header + """
                        questions:
                          - id: q1
                            key: favouriteColour
                            text: Pick one
                            options:
                              - {id: x, label: X, weights: {a: 1}}
                              - {id: y, label: Y, weights: {b: 1}}
                        """ + DemoQuiz.outcomes),
            ])
    ]
}
