import QuizRuntime
@_spi(Tools) import QuizYAML

/// `axis-imbalance` (warning): in an `axes` quiz, axes asked unequally often, or an axis
/// whose scale items are all keyed toward the same pole (agreeing with everything then
/// decides the letter: acquiescence bias).
struct AxisBalanceCheck: AnalysisCheck {
    init() {}

    func run(_ analyzed: AnalyzedQuiz, diagnostics: DiagnosticCollector) {
        // Coverage checks need a quiz without earlier errors (a weight that failed to
        // decode would otherwise look missing): an analysed quiz is one.
        let quiz = analyzed.resolved
        guard case .axes(let axes) = quiz.bundle.scoring.rule, let source = quiz.source.scoring else { return }
        let usage = AxisUse.usage(quiz.bundle)
        let counts = usage.map(\.questions)
        if let high = counts.max() {
            // One warning at each axis asked less often than the most-asked one.
            let list = zip(axes, counts).map { "\($0.poles.0)/\($0.poles.1) \($1)" }.joined(separator: ", ")
            for (index, count) in counts.enumerated() where count < high {
                let axis = axes[index]
                let questions = count == 1 ? "1 question" : "\(count) questions"
                diagnostics.report(
                    .axisImbalance,
                    "\(axis.poles.0)/\(axis.poles.1) is asked by \(questions), fewer than the most-asked axis (\(list)); give every axis \(high) questions so no letter rests on fewer answers",
                    at: source.axes[safe: index]?.range ?? source.range, severity: .warning)
            }
        }
        // Keyed one way only: a single keyed scale item is that too (and needs a partner
        // keyed the other way).
        for (index, use) in usage.enumerated()
        where use.keyedToFirst + use.keyedToSecond >= 1 && (use.keyedToFirst == 0 || use.keyedToSecond == 0) {
            let axis = axes[index]
            let pole = use.keyedToFirst > 0 ? axis.poles.0 : axis.poles.1
            let other = use.keyedToFirst > 0 ? axis.poles.1 : axis.poles.0
            let message =
                use.keyedToFirst + use.keyedToSecond == 1
                ? "the only scale item on \(axis.poles.0)/\(axis.poles.1) is keyed toward `\(pole)`, so agreeing with everything pushes the letter that way; add a scale item keyed toward `\(other)`"
                : "every scale item on \(axis.poles.0)/\(axis.poles.1) is keyed toward `\(pole)`, so agreeing with everything decides the letter; key about half of them the other way"
            diagnostics.report(
                .axisImbalance, message, at: source.axes[safe: index]?.range ?? source.range, severity: .warning)
        }
    }

    static let references = [
        CodeReference(
            code: .axisImbalance,
            explanation: """
                Each letter of an `axes` result should rest on the same number of questions, and a \
                scale axis should be keyed both ways: if every item on E/I says "agree = E", a person \
                who agrees with everything comes out E whatever they are like. An axis with a \
                single keyed scale item is keyed one way too: give it a partner keyed the other \
                way.
                """,
            examples: [
                .bad(
                    "Both items keyed toward E",
                    """
                    quiz: demo
                    version: 1.0.0
                    title: Demo
                    traits: [E, I]
                    scoring: {model: axes, axes: [{poles: [E, I], tie: I}]}
                    scales:
                      agree: {options: [{value: 1, label: Disagree}, {value: 2, label: Neutral}, {value: 3, label: Agree}]}
                    questions:
                      - {id: q1, text: I love parties, scale: agree, keyed: E}
                      - {id: q2, text: Crowds energise me, scale: agree, keyed: E}
                    outcomes:
                      E: {title: E, description: Outgoing}
                      I: {title: I, description: Reserved}
                    """, at: [(5, 31)]),
                .bad(
                    "The only scale item on E/I is keyed toward E",
                    """
                    quiz: demo
                    version: 1.0.0
                    title: Demo
                    traits: [E, I]
                    scoring: {model: axes, axes: [{poles: [E, I], tie: I}]}
                    scales:
                      agree: {options: [{value: 1, label: Disagree}, {value: 2, label: Neutral}, {value: 3, label: Agree}]}
                    questions:
                      - {id: q1, text: I love parties, scale: agree, keyed: E}
                      - {id: q2, text: Friday night?, options: [{id: out, label: Out, weights: {E: 1}}, {id: home, label: Home, weights: {I: 1}}]}
                    outcomes:
                      E: {title: E, description: Outgoing}
                      I: {title: I, description: Reserved}
                    """, at: [(5, 31)]),
                .bad(
                    "S/N rests on one question, E/I on two",
                    """
                    quiz: demo
                    version: 1.0.0
                    title: Demo
                    traits: [E, I, S, N]
                    scoring:
                      model: axes
                      axes:
                        - {poles: [E, I], tie: I}
                        - {poles: [S, N], tie: N}
                    questions:
                      - id: q1
                        text: Friday night?
                        options: [{id: party, label: A party, weights: {E: 1}}, {id: book, label: A book, weights: {I: 1}}]
                      - id: q2
                        text: After a long week?
                        options: [{id: friends, label: Friends, weights: {E: 1}}, {id: quiet, label: Quiet, weights: {I: 1}}]
                      - id: q3
                        text: You trust
                        options: [{id: facts, label: Facts, weights: {S: 1}}, {id: hunches, label: Hunches, weights: {N: 1}}]
                    outcomes:
                      ES: {title: ES, description: Outgoing and practical}
                      EN: {title: EN, description: Outgoing and imaginative}
                      IS: {title: IS, description: Reserved and practical}
                      IN: {title: IN, description: Reserved and imaginative}
                    """, at: [(9, 7)]),
                .good(
                    "Keyed both ways",
                    """
                    quiz: demo
                    version: 1.0.0
                    title: Demo
                    traits: [E, I]
                    scoring: {model: axes, axes: [{poles: [E, I], tie: I}]}
                    scales:
                      agree: {options: [{value: 1, label: Disagree}, {value: 2, label: Neutral}, {value: 3, label: Agree}]}
                    questions:
                      - {id: q1, text: I love parties, scale: agree, keyed: E}
                      - {id: q2, text: I recharge alone, scale: agree, keyed: I}
                    outcomes:
                      E: {title: E, description: Outgoing}
                      I: {title: I, description: Reserved}
                    """),
            ])
    ]
}
