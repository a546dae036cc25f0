import QuizRuntime
@_spi(Tools) import QuizYAML

/// `shuffle-ordered`, `pin-ineffective` and `timed-required`: the randomization settings
/// must never reorder an ordered scale, pins must pin something that moves, and a timed
/// quiz must stay scorable when a question times out (docs/randomization.md).
struct RandomizationCheck: QuizCheck {
    init() {}

    func run(_ input: QuizCheckInput, diagnostics: DiagnosticCollector) {
        let quiz = input.resolved
        let presentation = quiz.bundle.presentation
        for (index, question) in quiz.bundle.questions.enumerated() {
            let source = quiz.questionSources[index]
            if question.type.isOrdered, let shuffle = source.shuffle, shuffle.value {
                diagnostics.report(
                    .shuffleOrdered,
                    "question `\(question.id)` is a \(question.type.rawValue) question, whose options are ordered; remove `shuffle: true` (a shuffled scale reads out of order)",
                    at: shuffle.range,
                    fixes: [.settingFalse("shuffle", at: shuffle.range, safety: .unsafe, in: diagnostics.file)])
            }
            if let pin = source.pin, pin.value, !presentation.shuffleQuestions {
                diagnostics.report(
                    .pinIneffective,
                    "question `\(question.id)` is pinned, but questions are not shuffled; remove `pin: true` or set `presentation.shuffle_questions: true`",
                    at: pin.range, severity: .warning,
                    fixes: [.settingFalse("pin", at: pin.range, safety: .safe, in: diagnostics.file)])
            }
            for (optionIndex, option) in (source.options ?? []).enumerated() {
                guard let pin = option.pin, pin.value, !question.shuffle || question.type.isOrdered else { continue }
                let name = option.id.map { "`\($0.value)`" } ?? "\(option.value?.value ?? optionIndex)"
                diagnostics.report(
                    .pinIneffective,
                    "option \(name) of question `\(question.id)` is pinned, but its options do not shuffle; remove `pin: true`",
                    at: pin.range, severity: .warning,
                    fixes: [.settingFalse("pin", at: pin.range, safety: .safe, in: diagnostics.file)])
            }
            if presentation.timeLimit != nil, let required = source.required, required.value {
                diagnostics.report(
                    .timedRequired,
                    "question `\(question.id)` is required in a timed quiz, where a question can time out unanswered; remove `required: true`",
                    at: required.range,
                    fixes: [.settingFalse("required", at: required.range, safety: .unsafe, in: diagnostics.file)])
            }
        }
    }

    static let base = """
        quiz: demo
        version: 1.0.0
        title: Demo
        traits: [a, b]
        scoring: {model: highest, ties: [a, b]}
        outcomes:
          a: {title: A, description: Alpha}
          b: {title: B, description: Beta}

        """

    static let references = [
        CodeReference(
            code: .shuffleOrdered,
            explanation: """
                Scale and range options are ordered (Strongly disagree … Strongly agree); shuffling \
                them puts the scale out of order and invites answers by position. Remove `shuffle: \
                true` from ordered questions; `shuffle_options` never applies to them.
                """,
            examples: [
                .bad(
                    "A shuffled range",
                    base + """
                        questions:
                          - id: q1
                            text: How energetic?
                            type: range
                            shuffle: true
                            options: [{id: low, label: Low, weights: {a: 1}}, {id: high, label: High, weights: {b: 1}}]
                        """, at: [(13, 14)]),
                .good(
                    "Only choice options shuffle",
                    base + """
                        presentation: {shuffle_options: true}
                        questions:
                          - id: q1
                            text: How energetic?
                            type: range
                            options: [{id: low, label: Low, weights: {a: 1}}, {id: high, label: High, weights: {b: 1}}]
                        """),
            ]),
        CodeReference(
            code: .pinIneffective,
            explanation: """
                A pin keeps an option or question in place while the others shuffle. Where nothing \
                shuffles, the pin does nothing and probably means a shuffle setting is missing.
                """,
            examples: [
                .bad(
                    "A pinned option in a question that does not shuffle",
                    base + """
                        questions:
                          - id: q1
                            text: Pick one
                            options:
                              - {id: x, label: X, weights: {a: 1}}
                              - {id: y, label: Y, weights: {b: 1}}
                              - {id: none, label: None of these, pin: true, weights: {}}
                        """, at: [(15, 47)]),
                .good(
                    "The options shuffle and the pin keeps None last",
                    base + """
                        presentation: {shuffle_options: true}
                        questions:
                          - id: q1
                            text: Pick one
                            options:
                              - {id: x, label: X, weights: {a: 1}}
                              - {id: y, label: Y, weights: {b: 1}}
                              - {id: none, label: None of these, pin: true, weights: {}}
                        """),
            ]),
        CodeReference(
            code: .timedRequired,
            explanation: """
                With `time_limit`, a question can time out unanswered; a required question would \
                then make the whole attempt unscorable. In timed quizzes questions default to not \
                required; do not mark any as required.
                """,
            examples: [
                .bad(
                    "A required question in a timed quiz",
                    base + """
                        presentation: {time_limit: 20}
                        questions:
                          - id: q1
                            text: Pick one
                            required: true
                            options: [{id: x, label: X, weights: {a: 1}}, {id: y, label: Y, weights: {b: 1}}]
                        """, at: [(13, 15)]),
                .good(
                    "Timed questions left optional",
                    base + """
                        presentation: {time_limit: 20}
                        questions:
                          - id: q1
                            text: Pick one
                            options: [{id: x, label: X, weights: {a: 1}}, {id: y, label: Y, weights: {b: 1}}]
                        """),
            ]),
    ]
}
