import QuizRuntime
@_spi(Tools) import QuizYAML

/// `constant-condition`: a `when:` whose formula has the same value for every answer state
/// of the questions it reads (docs/authoring.md, "Branching"): never true is an error (the
/// question is never shown), always true a warning (`when` does nothing). Decided over every
/// combination of the read questions' states (`ConditionStates`) when there are at most
/// `maxCombinations`, else not decided. A `when:` with an error of its own, or one that reads
/// a question with an error, is left alone. (An operator that accepts no answer at all is
/// reported by the resolver, under the same code.)
struct ConstantConditionCheck: QuizCheck {
    init() {}

    /// The most combinations of read questions' states a condition is decided over.
    static let maxCombinations = 100_000

    func run(_ input: QuizCheckInput, diagnostics: DiagnosticCollector) {
        let quiz = input.resolved
        let bundle = quiz.bundle
        for (index, question) in bundle.questions.enumerated() {
            guard let condition = question.condition, let range = quiz.questionSources[index].whenRange,
                !condition.questions.contains(where: { quiz.gaps.questions.contains(ExactString($0)) }),
                let value = Self.constantValue(of: index, in: bundle)
            else { continue }
            let read = condition.questions.map { "`\($0)`" }.joined(separator: ", ")
            if value {
                diagnostics.report(
                    .constantCondition,
                    "the condition of `\(question.id)` holds for every answer to \(read), so `\(question.id)` is always shown; remove `when`",
                    at: range, severity: .warning)
            } else {
                diagnostics.report(
                    .constantCondition,
                    "the condition of `\(question.id)` can never hold, whatever the answers to \(read), so `\(question.id)` is never shown; change the condition, or remove the question",
                    at: range)
            }
        }
    }

    /// The value of question `index`'s condition when it is the same for every state of the
    /// questions it reads; `nil` when it is not, when there is no condition, or when the
    /// states combine in more than `maxCombinations` ways (not decided). The analysis's
    /// path-level checks read it so that they never report a condition this check reports.
    static func constantValue(of index: Int, in bundle: QuizBundle) -> Bool? {
        guard let condition = bundle.questions[index].condition,
            let states = ConditionStates(condition, in: bundle, limit: maxCombinations),
            states.combinations <= maxCombinations
        else { return nil }
        // Only this question's condition, so each read question's state is read as it is.
        var alone = bundle
        for other in alone.questions.indices { alone.questions[other].condition = nil }
        alone.questions[index].condition = condition
        let rules = VisibilityRules(alone)
        var values: Set<Bool> = []
        var chosen = [[Int]?](repeating: nil, count: bundle.questions.count)
        func visit(_ k: Int) {
            guard values.count < 2 else { return }
            guard k < states.questions.count else {
                values.insert(rules.shown(chosen)[index])
                return
            }
            for state in states.states[k] {
                chosen[states.questions[k]] = state
                visit(k + 1)
            }
        }
        visit(0)
        return values.count == 1 ? values.first : nil
    }

    static let references = [
        CodeReference(
            code: .constantCondition,
            explanation: """
                A condition whose value no answer can change is a mistake: one that can never \
                hold hides its question from everyone (an error), one that always holds does \
                nothing (a warning: remove `when`). The compiler decides it on the formula over \
                every state of the questions it reads: each answer (a `multiple` question's \
                choices among the options the condition names), and no answer when the question \
                is optional, conditional itself, or in a timed quiz. Typical causes: `all` of \
                two different answers to one question, `any` of every answer to a required \
                question, `answered: false` on a required question, or a comparison that no \
                value of the scale meets (`at_least: 9` on a 1–5 scale, reported at the \
                operator). A condition reading questions whose states combine in more than \
                100,000 ways is not decided here. (Whether some answer path can show a question \
                whose condition is not constant as a formula is the analysis's concern: \
                `question-never-shown`; one that every answer path shows although its formula is not \
                constant is this code again, a warning from the analysis, never beside the formula's \
                finding.)
                """,
            examples: [
                .bad(
                    "Two different answers to one question at once",
                    BranchingDemo.header
                        + BranchingDemo.followUp(
                            when: "{all: [{question: goal, is: lose}, {question: goal, is: gain}]}"),
                    at: [(14, 11)]),
                .bad(
                    "Either answer of a required question: the condition always holds (a warning)",
                    BranchingDemo.header
                        + BranchingDemo.followUp(when: "{question: goal, in: [lose, gain]}"), at: [(14, 11)]),
                .bad(
                    "A comparison no value of the scale meets",
                    BranchingDemo.header + """
                          - id: energy
                            text: How much energy do you have?
                            type: scale
                            options:
                              - {value: 1, label: Little, weights: {b: 1}}
                              - {value: 2, label: Much, weights: {a: 1}}

                        """ + BranchingDemo.followUp(when: "{question: energy, at_least: 3}"), at: [(20, 30)]),
                .bad(
                    "Not constant as a formula, but true on every answer path (a warning): `detail` is answered whenever `goal` is `lose`",
                    BranchingDemo.header + BranchingDemo.detail
                        + BranchingDemo.followUp(
                            when: "{any: [{question: detail, answered: true}, {question: goal, is: gain}]}"),
                    at: [(20, 11)]),
                .good(
                    "A condition some answers meet and others do not",
                    BranchingDemo.header + BranchingDemo.followUp(when: "{question: goal, is: lose}")),
            ])
    ]
}
