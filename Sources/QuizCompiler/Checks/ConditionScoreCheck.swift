import QuizRuntime
@_spi(Tools) import QuizYAML

/// `condition-score`: a derived `mean:` or `percent:` (a kind whose `DerivedKindHooks` entry
/// says why) over a trait that a conditional question weighs (docs/authoring.md, "Branching"). A `mean` divides by every question weighing the
/// trait and a `percent` places the total within its range over every question, but a hidden
/// question has no answer: the count and the range would depend on the answer path.
struct ConditionScoreCheck: QuizCheck {
    init() {}

    func run(_ input: QuizCheckInput, diagnostics: DiagnosticCollector) {
        let quiz = input.resolved
        let bundle = quiz.bundle
        let conditional = bundle.questions.filter { $0.condition != nil }
        guard !conditional.isEmpty, let sources = quiz.source.scoring?.derived else { return }
        for score in bundle.scoring.derived {
            let kind = score.kind.name
            guard let why = DerivedKindHooks.hook(kind)?.conditional, let trait = score.kind.of.first else { continue }
            let weighing = conditional.filter { question in
                question.options.contains { $0.weights.contains { $0.trait.isExactly(trait) && $0.amount != 0 } }
            }
            guard let first = weighing.first,
                let source = sources.first(where: { $0.id?.value.isExactly(score.id) ?? false })
            else { continue }
            diagnostics.report(
                .conditionScore,
                "`\(score.id)` is the \(kind) of `\(trait)`, which the conditional question `\(first.id)` weighs; \(why), but a hidden question has no answer; use `mean_answered: \(trait)` (or a `linear` over it)",
                at: source.of.first?.range ?? source.range)
        }
    }

    /// A profile whose result `worry` is the derived score `n_mean` (`derived:` the rule, at
    /// line 8, column 26) over trait `N`, which the follow-up `q3` weighs.
    private static func worry(derived rule: String) -> String {
        ProfileDemo.header + """
              derived:
                - {id: n_mean, \(rule): N}
              results:
                - id: worry
                  title: Worry
                  score: n_mean
                  bands:
                    - {id: low, below: 3, title: Low}
                    - {id: high, title: High}
            scales:
              agree:
                keyed_scoring: values
                options: [{value: 1, label: No}, {value: 2, label: Unsure}, {value: 3, label: Yes}]
            questions:
              - {id: q1, text: I worry, scale: agree, keyed: N}
              - {id: q2, text: I like crowds, scale: agree, keyed: E}
              - {id: q3, text: I worry at night, scale: agree, keyed: N, when: {question: q1, at_least: 2}}
            """
    }

    static let references = [
        CodeReference(
            code: .conditionScore,
            explanation: """
                A `mean:` score divides a trait's total by the number of questions that weigh \
                it, and a `percent:` score places the total within the range those questions \
                allow. When one of them is conditional, it has no answer on the paths that hide \
                it, so the count and the range would depend on the path taken and the score \
                would mean different things to different people. Use `mean_answered:`, which \
                divides by the questions actually answered (or a `linear` over it to rescale).
                """,
            examples: [
                .bad(
                    "The mean of a trait that a follow-up weighs",
                    worry(derived: "mean"), at: [(8, 26)]),
                .good(
                    "The mean over the answered questions",
                    worry(derived: "mean_answered")),
            ])
    ]
}
