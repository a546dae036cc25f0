import QuizRuntime
@_spi(Tools) import QuizYAML

/// `dead-option` (warning): an option that changes no total — choosing it is the same as
/// not answering. An explicit `weights: {}` marks a neutral option on purpose; the neutral
/// middle of a `keyed` scale is neutral by construction, and a question with `scored: false`
/// (a filler item) scores nothing on purpose. None of them is reported.
struct DeadOptionCheck: AnalysisCheck {
    init() {}

    func run(_ analyzed: AnalyzedQuiz, diagnostics: DiagnosticCollector) {
        // Coverage checks need a quiz without earlier errors (a weight that failed to
        // decode would otherwise look missing): an analysed quiz is one.
        let quiz = analyzed.resolved
        for (index, question) in quiz.bundle.questions.enumerated() {
            let source = quiz.questionSources[index]
            if source.keyed != nil || source.scored?.value == false { continue }
            let dead = question.options.indices.filter {
                question.options[$0].weights.isEmpty && !quiz.neutralOptions[index][$0]
            }
            guard !dead.isEmpty else { continue }
            if let scale = source.scale {
                let values = dead.map { String(question.options[$0].value ?? 0) }.joined(separator: ", ")
                diagnostics.report(
                    .deadOption,
                    "question `\(question.id)` uses the scale `\(scale.value)` without `keyed:` or weights, so its values \(values) change no total; add `keyed: TRAIT`, or `scored: false` for a filler item that scores nothing on purpose",
                    at: scale.range, severity: .warning)
                continue
            }
            for option in dead {
                let name = question.options[option].id.map { "`\($0)`" } ?? "\(question.options[option].value ?? 0)"
                diagnostics.report(
                    .deadOption,
                    "option \(name) of question `\(question.id)` changes no total; give it weights, or write `weights: {}` if it is neutral on purpose",
                    at: quiz.optionRanges[index][option], severity: .warning)
            }
        }
    }

    static let references = [
        CodeReference(
            code: .deadOption,
            explanation: """
                An option without weights does nothing: picking it scores like skipping the question. \
                That is often a forgotten weight. When the option is neutral on purpose (\"None of \
                these\", \"Not sure\"), write `weights: {}` to say so; when the whole question \
                scores nothing on purpose (a filler item of an inventory), write `scored: false`.
                """,
            examples: [
                .bad(
                    "An option without weights",
                    DemoQuiz.header + """
                        questions:
                          - id: q1
                            text: Pick one
                            options:
                              - {id: x, label: X, weights: {a: 1}}
                              - {id: y, label: Y, weights: {b: 1}}
                              - {id: z, label: Not sure}
                        """ + DemoQuiz.outcomes, at: [(12, 9)]),
                .good(
                    "Neutral on purpose",
                    DemoQuiz.header + """
                        questions:
                          - id: q1
                            text: Pick one
                            options:
                              - {id: x, label: X, weights: {a: 1}}
                              - {id: y, label: Y, weights: {b: 1}}
                              - {id: z, label: Not sure, weights: {}}
                        """ + DemoQuiz.outcomes),
                .good(
                    "A filler item, answered but scored nowhere",
                    DemoQuiz.header + """
                        questions:
                          - id: q1
                            text: Pick one
                            options:
                              - {id: x, label: X, weights: {a: 1}}
                              - {id: y, label: Y, weights: {b: 1}}
                          - id: q2
                            text: Which season do you prefer?
                            scored: false
                            options:
                              - {id: summer, label: Summer}
                              - {id: winter, label: Winter}
                        """ + DemoQuiz.outcomes),
            ])
    ]
}
