import QuizRuntime
@_spi(Tools) import QuizYAML

/// `unused-trait`: a declared trait that no answer can change — its total is fixed, so it
/// can never drive an outcome; usually a typo'd or forgotten weight.
struct UnusedTraitCheck: AnalysisCheck {
    init() {}

    func run(_ analyzed: AnalyzedQuiz, diagnostics: DiagnosticCollector) {
        // Coverage checks need a quiz without earlier errors (a weight that failed to
        // decode would otherwise look missing): an analysed quiz is one.
        let quiz = analyzed.resolved
        var used = Set<ExactString>()
        for question in quiz.bundle.questions {
            for option in question.options { for weight in option.weights { used.insert(ExactString(weight.trait)) } }
        }
        for trait in quiz.source.traits where !used.contains(ExactString(trait.value)) {
            guard quiz.bundle.traits.contains(where: { $0.isExactly(trait.value) }) else { continue }
            diagnostics.report(
                .unusedTrait,
                "no answer changes the trait `\(trait.value)`; give some option a weight for it, or remove it from `traits`",
                at: trait.range)
        }
    }

    static let references = [
        CodeReference(
            code: .unusedTrait,
            explanation: """
                A trait that no option weighs keeps its initial total whatever anyone answers, so it \
                cannot drive an outcome. Add weights for it or remove it.
                """,
            examples: [
                .bad(
                    "`c` is declared but never weighed",
                    """
                    quiz: demo
                    version: 1.0.0
                    title: Demo
                    traits: [a, b, c]
                    scoring: {model: highest, ties: [a, b, c]}
                    questions:
                      - id: q1
                        text: Pick one
                        options: [{id: x, label: X, weights: {a: 1}}, {id: y, label: Y, weights: {b: 1}}]
                    outcomes:
                      a: {title: A, description: Alpha}
                      b: {title: B, description: Beta}
                      c: {title: C, description: Gamma}
                    """, at: [(4, 16)]),
                .good(
                    "Every trait is weighed",
                    DemoQuiz.header + """
                        questions:
                          - id: q1
                            text: Pick one
                            options: [{id: x, label: X, weights: {a: 1}}, {id: y, label: Y, weights: {b: 1}}]
                        """ + DemoQuiz.outcomes),
            ])
    ]
}
