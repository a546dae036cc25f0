import QuizRuntime
@_spi(Tools) import QuizYAML

/// `confusable-keys`: two different keys that become equal under NFKC, case folding,
/// white-space collapsing and quote folding — one is almost certainly a typo of the other,
/// and some client will normalize them together.
struct ConfusableKeysCheck: QuizCheck {
    init() {}

    func run(_ input: QuizCheckInput, diagnostics: DiagnosticCollector) {
        let quiz = input.resolved
        let inventory = KeyInventory(quiz)
        for group in [inventory.wireKeys, inventory.traits, inventory.outcomeCodes] + inventory.optionIDs {
            check(group, diagnostics: diagnostics)
        }
    }

    private func check(_ keys: [KeyInventory.Key], diagnostics: DiagnosticCollector) {
        var first: [ExactString: KeyInventory.Key] = [:]
        for key in keys {
            let folded = ExactString(KeyRules.folded(key.text))
            guard let earlier = first[folded] else {
                first[folded] = key
                continue
            }
            if earlier.text.isExactly(key.text) { continue }  // exact duplicates are another check's
            diagnostics.report(
                .confusableKeys,
                "the \(key.kind) `\(KeyNormalizationCheck.visible(key.text))` differs from `\(KeyNormalizationCheck.visible(earlier.text))` only by case, width, white space or quote style; make them clearly different or the same",
                at: key.range,
                notes: [Diagnostic.Note(message: "the similar key `\(earlier.text)`", range: earlier.range)])
        }
    }

    static let references = [
        CodeReference(
            code: .confusableKeys,
            explanation: """
                Keys that differ only by case, full-width forms, white space or curly versus straight \
                quotes look identical to people and are merged by some clients (a case-insensitive \
                database column, a form library that trims). Rename one so they differ clearly, or \
                make them the same key.
                """,
            examples: [
                .bad(
                    "Option ids that differ only by case",
                    DemoQuiz.header + """
                        questions:
                          - id: q1
                            text: Pick one
                            options:
                              - {id: Yes, label: Yes, weights: {a: 1}}
                              - {id: yes, label: Also yes, weights: {b: 1}}
                        """ + DemoQuiz.outcomes, at: [(11, 14)]),
                .bad(
                    "Wire keys that differ only by quote style",
                    """
                    quiz: demo
                    version: 1.0.0
                    title: Demo
                    answer_key: text
                    traits: [a, b]
                    scoring: {model: highest, ties: [a, b]}
                    questions:
                      - id: q1
                        text: "I'm outgoing"
                        options: [{id: x, label: X, weights: {a: 1}}, {id: y, label: Y, weights: {b: 1}}]
                      - id: q2
                        text: "I’m outgoing"
                        options: [{id: x, label: X, weights: {a: 1}}, {id: y, label: Y, weights: {b: 1}}]
                    """ + DemoQuiz.outcomes, at: [(12, 11)]),
                .good(
                    "Clearly different ids",
                    DemoQuiz.header + """
                        questions:
                          - id: q1
                            text: Pick one
                            options:
                              - {id: yes, label: Yes, weights: {a: 1}}
                              - {id: no, label: No, weights: {b: 1}}
                        """ + DemoQuiz.outcomes),
            ])
    ]
}
