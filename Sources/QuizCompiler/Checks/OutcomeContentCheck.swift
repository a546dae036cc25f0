import QuizRuntime
@_spi(Tools) import QuizYAML

/// `missing-outcome` and `unknown-outcome`: the outcome entries must match the results
/// the scoring rule can form — for `axes`, every code of pole and tie letters; for
/// `highest`, every trait; for `bands`, every band's outcome.
struct OutcomeContentCheck: QuizCheck {
    init() {}

    /// With an analysis, the check asks for fewer entries, or checks every draw.
    var readsAnalysis: Bool { true }

    /// Above this many formable axes codes the check lists the first missing ones only.
    static let listLimit = 8

    func run(_ quiz: QuizCheckInput, diagnostics: DiagnosticCollector) {
        check(quiz.resolved, analysis: quiz.analyzed?.analysis, diagnostics: diagnostics)
    }

    /// `analysis` is the quiz's when it was analysed.
    private func check(_ quiz: ResolvedQuiz, analysis: OutcomeAnalysis?, diagnostics: DiagnosticCollector) {
        // A `nearest` that did not resolve has its own error; which outcomes it gives is unknown.
        if case .profile(_, nil) = quiz.bundle.scoring.rule, quiz.source.scoring?.nearest != nil { return }
        guard let formable = OutcomeCodes.formable(quiz.bundle.scoring.rule) else {
            diagnostics.report(
                .invalidValue,
                "the axes can form more than \(OutcomeCodes.maximum) outcome codes; use fewer axes or tie letters",
                at: quiz.source.scoring?.range ?? quiz.source.range)
            return
        }
        let declared = Set(quiz.source.outcomes.map { ExactString($0.code.value) })
        let formableSet = Set(formable.map(ExactString.init))
        // With an exact analysis, entries are needed for reachable codes only; an entry
        // for a formable but unreachable code is `unreachable-outcome`'s business.
        let needed = analysis.flatMap { $0.isExact ? $0.outcomes.filter(\.reachable).map(\.code) : nil } ?? formable
        let missing = needed.filter { !declared.contains(ExactString($0)) }
        if !missing.isEmpty {
            let shown = missing.prefix(Self.listLimit).map { "`\($0)`" }.joined(separator: ", ")
            let more = missing.count > Self.listLimit ? " and \(missing.count - Self.listLimit) more" : ""
            let noun = missing.count == 1 ? "an outcome entry" : "outcome entries"
            diagnostics.report(
                .missingOutcome,
                "the scoring can give \(shown)\(more), but `outcomes` has no entry for \(missing.count == 1 ? "it" : "them"); add \(noun) with a title and description",
                at: quiz.source.outcomesKeyRange ?? quiz.source.outcomesRange.map { SourceRange(at: $0.start) }
                    ?? quiz.source.range)
        }
        for outcome in quiz.source.outcomes where !formableSet.contains(ExactString(outcome.code.value)) {
            var message = "the scoring can never give `\(outcome.code.value)`"
            if let suggestion = Suggestion.closest(to: outcome.code.value, among: formable) {
                message += "; did you mean `\(suggestion)`?"
            } else {
                message += "; remove this entry or fix its code"
            }
            diagnostics.report(.unknownOutcome, message, at: outcome.code.range)
        }
    }

    static let references = [
        CodeReference(
            code: .missingOutcome,
            explanation: """
                A result the scoring rule can produce must have an outcome entry, or a client has \
                nothing to show. For `axes` every combination of pole (and explicit tie) letters \
                counts; for `highest` every trait; for `bands` every band's outcome.
                """,
            examples: [
                .bad(
                    "A trait without an outcome",
                    DemoQuiz.header + """
                        questions:
                          - id: q1
                            text: Pick one
                            options: [{id: x, label: X, weights: {a: 1}}, {id: y, label: Y, weights: {b: 1}}]
                        outcomes:
                          a: {title: A, description: Alpha}
                        """, at: [(10, 1)]),
                .good(
                    "Every trait has an outcome",
                    DemoQuiz.header + """
                        questions:
                          - id: q1
                            text: Pick one
                            options: [{id: x, label: X, weights: {a: 1}}, {id: y, label: Y, weights: {b: 1}}]
                        """ + DemoQuiz.outcomes),
            ]),
        CodeReference(
            code: .unknownOutcome,
            explanation: """
                An outcome entry whose code the scoring rule can never produce is dead content, \
                usually a typo of a real code. Fix the code or remove the entry.
                """,
            examples: [
                .bad(
                    "An axes code with a letter that is no pole",
                    """
                    quiz: demo
                    version: 1.0.0
                    title: Demo
                    traits: [E, I]
                    scoring: {model: axes, axes: [{poles: [E, I]}]}
                    questions:
                      - id: q1
                        text: Parties?
                        options: [{id: x, label: Love them, weights: {E: 1}}, {id: y, label: Not really, weights: {I: 1}}]
                    outcomes:
                      E: {title: Extravert, description: Outgoing}
                      I: {title: Introvert, description: Reserved}
                      X: {title: Mixed, description: Both}
                    """, at: [(13, 3)]),
                .good(
                    "Only codes the axes can form",
                    """
                    quiz: demo
                    version: 1.0.0
                    title: Demo
                    traits: [E, I]
                    scoring: {model: axes, axes: [{poles: [E, I]}]}
                    questions:
                      - id: q1
                        text: Parties?
                        options: [{id: x, label: Love them, weights: {E: 1}}, {id: y, label: Not really, weights: {I: 1}}]
                    outcomes:
                      E: {title: Extravert, description: Outgoing}
                      I: {title: Introvert, description: Reserved}
                    """),
            ]),
    ]
}
