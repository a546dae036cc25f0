import QuizRuntime
@_spi(Tools) import QuizYAML

/// `duplicate-answer-key`: two questions with the same wire key (compared by scalars)
/// would overwrite each other's answer.
struct DuplicateAnswerKeyCheck: QuizCheck {
    init() {}

    func run(_ input: QuizCheckInput, diagnostics: DiagnosticCollector) {
        let quiz = input.resolved
        var first: [ExactString: (key: KeyInventory.Key, question: Int)] = [:]
        for (index, key) in KeyInventory(quiz).wireKeys.enumerated() {
            if let (earlier, earlierIndex) = first[ExactString(key.text)] {
                // Two questions with the same id and no explicit key are one problem,
                // already reported as `duplicate-id`.
                let sameID = quiz.bundle.questions[index].id.isExactly(quiz.bundle.questions[earlierIndex].id)
                if sameID && quiz.questionSources[index].key == nil && quiz.source.answerKey?.value != .text {
                    continue
                }
                diagnostics.report(
                    .duplicateAnswerKey,
                    "two questions have the wire key `\(key.text)`, so their answers would collide; give one of them its own `key:`",
                    at: key.range,
                    notes: [Diagnostic.Note(message: "the other question with this key", range: earlier.range)])
            } else {
                first[ExactString(key.text)] = (key, index)
            }
        }
    }

    static let references = [
        CodeReference(
            code: .duplicateAnswerKey,
            explanation: """
                Clients submit `{wire key: answer}`. Two questions with one wire key — the same \
                `key:`, or the same text under `answer_key: text` — cannot both be answered. Give \
                one of them an explicit, different `key:`.
                """,
            examples: [
                .bad(
                    "Two questions with the same text under `answer_key: text`",
                    """
                    quiz: demo
                    version: 1.0.0
                    title: Demo
                    answer_key: text
                    traits: [a, b]
                    scoring: {model: highest, ties: [a, b]}
                    questions:
                      - id: q1
                        text: Pick one
                        options: [{id: x, label: X, weights: {a: 1}}, {id: y, label: Y, weights: {b: 1}}]
                      - id: q2
                        text: Pick one
                        options: [{id: x, label: X, weights: {a: 1}}, {id: y, label: Y, weights: {b: 1}}]
                    """ + DemoQuiz.outcomes, at: [(12, 11)]),
                .good(
                    "One of them keyed explicitly",
                    """
                    quiz: demo
                    version: 1.0.0
                    title: Demo
                    answer_key: text
                    traits: [a, b]
                    scoring: {model: highest, ties: [a, b]}
                    questions:
                      - id: q1
                        text: Pick one
                        options: [{id: x, label: X, weights: {a: 1}}, {id: y, label: Y, weights: {b: 1}}]
                      - id: q2
                        text: Pick one
                        key: Pick one (again)
                        options: [{id: x, label: X, weights: {a: 1}}, {id: y, label: Y, weights: {b: 1}}]
                    """ + DemoQuiz.outcomes),
            ])
    ]
}
