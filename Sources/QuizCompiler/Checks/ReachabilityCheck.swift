import QuizRuntime
@_spi(Tools) import QuizYAML

/// `unreachable-outcome` and `tie-reachable`, from the exhaustive analysis: an outcome
/// entry no answer set produces (proven by the search), and a tie the rule resolves only
/// implicitly (shown with an answer set that produces it).
struct ReachabilityCheck: AnalysisCheck {
    init() {}

    func run(_ analyzed: AnalyzedQuiz, diagnostics: DiagnosticCollector) {
        let (quiz, analysis) = (analyzed.resolved, analyzed.analysis)
        if let limitation = analysis.limitation {
            diagnostics.report(
                .limitExceeded,
                "reachability was not decided exactly (\(limitation)); unreachable outcomes and ties may go unreported. Raise `--analysis-budget`, split the quiz or reduce the number of distinct weights",
                at: quiz.source.scoring?.range ?? quiz.source.range, severity: .warning)
            return
        }
        if let limitation = analysis.probabilityLimitation, case .highest = quiz.bundle.scoring.rule,
            quiz.source.scoring?.ties == nil
        {
            diagnostics.report(
                .limitExceeded,
                "whether traits can tie was not decided (\(limitation)); add `ties:` so ties are resolved explicitly (or raise `--analysis-budget`)",
                at: quiz.source.scoring?.range ?? quiz.source.range, severity: .warning)
        }
        // A nearest profile no answer set makes nearest is `profile-never-nearest`'s.
        var isProfile = false
        if case .profile = quiz.bundle.scoring.rule { isProfile = true }
        for outcome in quiz.source.outcomes where !isProfile {
            guard let result = analysis.result(for: outcome.code.value), !result.reachable else { continue }
            diagnostics.report(
                .unreachableOutcome,
                "no answer set gives `\(outcome.code.value)` (checked exhaustively); change the weights so it can win, or remove the outcome",
                at: outcome.code.range)
        }
        for tie in analysis.ties {
            switch quiz.bundle.scoring.rule {
            case .axes(let axes):
                guard let axisIndex = tie.axis, axisIndex < axes.count,
                    let source = quiz.source.scoring?.axes[safe: axisIndex], source.tie == nil
                else { continue }
                let axis = axes[axisIndex]
                diagnostics.report(
                    .tieReachable,
                    "the axis \(axis.poles.0)/\(axis.poles.1) can tie, for example with \(WitnessText.render(tie.witness)); it then gives `\(axis.tie)` by default: say so with `tie: \(axis.tie)` (or another letter)",
                    at: source.range, severity: .warning)
            case .highest:
                guard quiz.source.scoring?.ties == nil else { continue }
                diagnostics.report(
                    .tieReachable,
                    "traits can tie for the highest total, for example with \(WitnessText.render(tie.witness)); add `ties:` listing every trait in the order that wins ties",
                    at: quiz.source.scoring?.model?.range ?? quiz.source.range)
            case .profile:
                guard let nearest = quiz.source.scoring?.nearest, nearest.ties == nil,
                    let message = Self.nearestTie(tie.witness, bundle: quiz.bundle)
                else { continue }
                diagnostics.report(.tieReachable, message, at: nearest.range, severity: .warning)
            case .bands:
                break
            }
        }
    }

    /// What a reachable tie of nearest profiles is: the profiles, their distance, the witness
    /// and the `ties:` that says the order; `nil` when the witness does not tie (it always does).
    private static func nearestTie(_ witness: OutcomeAnalysis.Witness, bundle: QuizBundle) -> String? {
        guard case .success(let result) = Scorer(bundle: bundle).score(witness),
            let distances = NearestDistances(result, bundle: bundle), case let tied = distances.nearest, tied.count > 1,
            let distance = distances.text(of: tied[0])
        else { return nil }
        let names = tied.map { "`\($0)`" }
        let listed = names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
        let order = distances.profiles.map(\.outcome).joined(separator: ", ")
        return
            "profiles \(listed) can be equally near (\(distance)), for example with \(WitnessText.render(witness)); the first listed, `\(tied[0])`, then wins: say so with `ties: [\(order)]` under `nearest` (or another order)"
    }

    /// Two profiles, at (1, 0) and (0, 1); choosing both options puts both at squared distance 1.
    private static func nearestDemo(ties: String) -> String {
        """
        quiz: demo
        version: 1.0.0
        title: Demo
        traits: [a, b]
        scoring:
          model: profile
          nearest:
            over: [a, b]
            profiles:
              - {outcome: x, at: {a: 1, b: 0}}
              - {outcome: y, at: {a: 0, b: 1}}
        \(ties)  results:
            - {id: ra, title: A, score: a, bands: [{id: low, below: 1, title: Low}, {id: high, title: High}]}
        questions:
          - id: q1
            text: Pick any
            type: multiple
            options: [{id: p, label: P, weights: {a: 1}}, {id: q, label: Q, weights: {b: 1}}]
        outcomes:
          x: {title: X, description: Ex}
          y: {title: Y, description: Why}
        """
    }

    /// Only `lose` and then the follow-up `plan`'s `full` give `b`; `plan` is shown when `goal`
    /// is `shownFor` (its `when` at line 14; outcome `b` at line 20).
    private static func branching(shownFor answer: String) -> String {
        DemoQuiz.header + """
            questions:
              - id: goal
                text: What is your goal?
                options:
                  - {id: lose, label: Lose weight, weights: {a: 1}}
                  - {id: gain, label: Gain strength, weights: {a: 3}}
              - id: plan
                text: Which plan suits you?
                when: {question: goal, is: \(answer)}
                options:
                  - {id: light, label: A light plan, weights: {a: 1}}
                  - {id: full, label: A full plan, weights: {b: 2}}
            """ + DemoQuiz.outcomes
    }

    static let references = [
        CodeReference(
            code: .unreachableOutcome,
            explanation: """
                The compiler searches every answer set (exactly, not by sampling). An outcome that \
                no answer set produces ships as dead content and usually means a weight is missing \
                or points the wrong way. Give some answer a weight toward it, or remove it. With \
                branching (`when`), only the answer paths the conditions allow count: a hidden \
                question is not answered, so its weights cannot help an outcome on that path.
                """,
            examples: [
                .bad(
                    "Nothing weighs toward `b`",
                    DemoQuiz.header + """
                        questions:
                          - id: q1
                            text: Pick one
                            options: [{id: x, label: X, weights: {a: 2}}, {id: y, label: Y, weights: {a: 1, b: -1}}]
                        """ + DemoQuiz.outcomes, at: [(12, 3)]),
                .bad(
                    "`b` needs a follow-up that the answer it needs hides", branching(shownFor: "gain"), at: [(20, 3)]),
                .good("The follow-up asked of those it can help", branching(shownFor: "lose")),
                .good(
                    "Each outcome can win",
                    DemoQuiz.header + """
                        questions:
                          - id: q1
                            text: Pick one
                            options: [{id: x, label: X, weights: {a: 2}}, {id: y, label: Y, weights: {b: 1}}]
                        """ + DemoQuiz.outcomes),
            ]),
        CodeReference(
            code: .tieReachable,
            explanation: """
                When totals can tie, the result must not depend on dictionary order or platform. \
                For `highest` without `ties:` this is an error: list every trait in `ties:` in the \
                order that wins. For an axis without `tie:` it is a warning: the first pole wins, \
                and writing `tie:` makes that explicit. For `nearest` profiles without `ties:` it is \
                a warning too: when answers put two profiles at the same distance, the first in \
                `profiles` wins; list every profile's outcome in `ties:` under `nearest`, in the \
                order that wins.
                """,
            examples: [
                .bad(
                    "Two traits can tie and no order is given",
                    """
                    quiz: demo
                    version: 1.0.0
                    title: Demo
                    traits: [a, b]
                    scoring: {model: highest}
                    questions:
                      - id: q1
                        text: Pick any
                        type: multiple
                        options: [{id: x, label: X, weights: {a: 1}}, {id: y, label: Y, weights: {b: 1}}]
                    """ + DemoQuiz.outcomes, at: [(5, 18)]),
                .bad(
                    "An axis that can tie without `tie:`",
                    """
                    quiz: demo
                    version: 1.0.0
                    title: Demo
                    traits: [E, I]
                    scoring: {model: axes, axes: [{poles: [E, I]}]}
                    questions:
                      - {id: q1, text: Parties?, options: [{id: x, label: Yes, weights: {E: 1}}, {id: y, label: No, weights: {I: 1}}]}
                      - {id: q2, text: Crowds?, options: [{id: x, label: Yes, weights: {E: 1}}, {id: y, label: No, weights: {I: 1}}]}
                    outcomes:
                      E: {title: E, description: Outgoing}
                      I: {title: I, description: Reserved}
                    """, at: [(5, 31)]),
                .bad("Two profiles can be equally near and no order is given", nearestDemo(ties: ""), at: [(8, 5)]),
                .good("The order of nearest profiles given", nearestDemo(ties: "    ties: [y, x]\n")),
                .good(
                    "Ties resolved explicitly",
                    """
                    quiz: demo
                    version: 1.0.0
                    title: Demo
                    traits: [a, b]
                    scoring: {model: highest, ties: [b, a]}
                    questions:
                      - id: q1
                        text: Pick any
                        type: multiple
                        options: [{id: x, label: X, weights: {a: 1}}, {id: y, label: Y, weights: {b: 1}}]
                    """ + DemoQuiz.outcomes),
            ]),
    ]
}
