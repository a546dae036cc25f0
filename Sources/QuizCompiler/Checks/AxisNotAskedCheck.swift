import QuizRuntime
@_spi(Tools) import QuizYAML

/// `axis-not-asked` (error): in an `axes` quiz with conditions, some answer path shows no
/// question that weighs one of the axes, so that letter comes from the tie rule alone for
/// whoever takes that path. The message gives such a path (a witness). An axis no question
/// weighs at all is left to the other checks.
struct AxisNotAskedCheck: AnalysisCheck {
    init() {}

    func run(_ analyzed: AnalyzedQuiz, diagnostics: DiagnosticCollector) {
        let quiz = analyzed.resolved
        guard case .axes(let axes) = quiz.bundle.scoring.rule, let visibility = analyzed.visibility,
            visibility.limitation == nil
        else { return }
        for (axisIndex, axis) in axes.enumerated() {
            let asking = quiz.bundle.questions.indices.filter { index in
                quiz.bundle.questions[index].options.contains { option in
                    option.weights.contains {
                        $0.amount != 0 && ($0.trait.isExactly(axis.poles.0) || $0.trait.isExactly(axis.poles.1))
                    }
                }
            }
            guard !asking.isEmpty,
                let scenario = visibility.scenarios.first(where: { scenario in !asking.contains { scenario.shown[$0] } }
                )
            else { continue }
            let path = WitnessText.render(scenario.path(quiz.bundle, reads: visibility.reads))
            let name = "\(axis.poles.0)/\(axis.poles.1)"
            diagnostics.report(
                .axisNotAsked,
                "the answer path \(path) shows no question that weighs \(name), so its letter comes from the tie rule alone there; ask \(name) on every path (a question without `when`, or one shown on that path)",
                at: quiz.source.scoring?.axes[safe: axisIndex]?.range ?? quiz.source.scoring?.range ?? quiz.source.range
            )
        }
    }

    static let references = [
        CodeReference(
            code: .axisNotAsked,
            explanation: """
                Every letter of an `axes` result should rest on answers. When all the questions \
                that weigh an axis are conditional, some answer path may show none of them, and \
                whoever takes it gets that letter from the tie rule, whatever they are like. The \
                analysis goes through every answer scenario and reports the first path that asks \
                an axis nothing, as a witness. Ask each axis on every path: keep one question \
                weighing it without `when`, or give each path one.
                """,
            examples: [
                .bad(
                    "E/I is asked only of those who answer `goal: lose`",
                    """
                    quiz: demo
                    version: 1.0.0
                    title: Demo
                    traits: [E, I, S, N]
                    scoring: {model: axes, axes: [{poles: [E, I], tie: I}, {poles: [S, N], tie: N}]}
                    questions:
                      - id: goal
                        text: What is your goal?
                        options:
                          - {id: lose, label: Lose weight, weights: {S: 1}}
                          - {id: gain, label: Gain strength, weights: {N: 1}}
                      - id: crowd
                        text: Do you like group classes?
                        when: {question: goal, is: lose}
                        options:
                          - {id: often, label: Often, weights: {E: 1}}
                          - {id: rarely, label: Rarely, weights: {I: 1}}
                    outcomes:
                      ES: {title: ES, description: ES}
                      EN: {title: EN, description: EN}
                      IS: {title: IS, description: IS}
                      IN: {title: IN, description: IN}
                    """, at: [(5, 31)]),
                .good(
                    "E/I is asked on every path",
                    """
                    quiz: demo
                    version: 1.0.0
                    title: Demo
                    traits: [E, I, S, N]
                    scoring: {model: axes, axes: [{poles: [E, I], tie: I}, {poles: [S, N], tie: N}]}
                    questions:
                      - id: goal
                        text: What is your goal?
                        options:
                          - {id: lose, label: Lose weight, weights: {S: 1}}
                          - {id: gain, label: Gain strength, weights: {N: 1}}
                      - id: crowd
                        text: Do you like group classes?
                        when: {question: goal, is: lose}
                        options:
                          - {id: often, label: Often, weights: {E: 1}}
                          - {id: rarely, label: Rarely, weights: {I: 1}}
                      - id: alone
                        text: Do you train alone?
                        when: {question: goal, is: gain}
                        options:
                          - {id: often, label: Often, weights: {I: 1}}
                          - {id: rarely, label: Rarely, weights: {E: 1}}
                    outcomes:
                      ES: {title: ES, description: ES}
                      EN: {title: EN, description: EN}
                      IS: {title: IS, description: IS}
                      IN: {title: IN, description: IN}
                    """),
            ])
    ]
}
