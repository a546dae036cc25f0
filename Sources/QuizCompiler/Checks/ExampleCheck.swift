import QuizRuntime
import QuizYAML

/// `example-invalid` and `example-mismatch`: every example is scored by the runtime
/// scorer, exactly as a client would; answers it would reject, and results that differ
/// from `expect`, `expect_secondary` or `expect_scores`, are reported at the example.
public struct ExampleCheck: QuizCheck {
    public init() {}

    public func run(_ quiz: ResolvedQuiz, diagnostics: DiagnosticCollector) {
        guard quiz.isComplete else { return }
        let scorer = Scorer(bundle: quiz.bundle)
        let sources = quiz.source.examples
        for (index, example) in quiz.bundle.examples.enumerated() where index < sources.count {
            let source = sources[index]
            let label = example.name.map { "example \"\($0)\"" } ?? "example \(index + 1)"
            switch scorer.score(example.answers) {
            case .failure(let error):
                let range = error.key.flatMap { key in
                    source.answers.first { answer in
                        quiz.bundle.questions.first { $0.id.isExactly(answer.question.value) }?.key.isExactly(key) ?? false
                    }?.answer.range
                } ?? source.range
                diagnostics.report(.exampleInvalid, "\(label): the runtime would reject these answers (\(error.code.rawValue): \(error.message)); fix the answer so clients can replay it", at: range)
            case .success(let result):
                var differences: [String] = []
                if !result.outcome.isExactly(example.expect) {
                    differences.append("the outcome is `\(result.outcome)`, not `\(example.expect)`")
                }
                if source.expectSecondary != nil, !(result.secondary ?? "").isExactly(example.expectSecondary ?? "") {
                    differences.append("the runner-up is " + (result.secondary.map { "`\($0)`" } ?? "none") + ", not `\(example.expectSecondary ?? "")`")
                }
                for expected in example.expectScores ?? [] {
                    let actual = result.score(of: expected.trait) ?? 0
                    if actual != expected.amount { differences.append("`\(expected.trait)` totals \(actual), not \(expected.amount)") }
                }
                if !differences.isEmpty {
                    let scores = result.scores.map { "\($0.trait)=\($0.amount)" }.joined(separator: ", ")
                    diagnostics.report(.exampleMismatch, "\(label): \(differences.joined(separator: "; ")) (scores: \(scores)); fix the weights or the expectation",
                                       at: source.expect?.range ?? source.range)
                }
            }
        }
    }

    static let base = """
    quiz: demo
    version: 1.0.0
    title: Demo
    traits: [a, b]
    scoring: {model: highest, ties: [a, b]}
    questions:
      - id: q1
        text: Pick one
        options: [{id: x, label: X, weights: {a: 2}}, {id: y, label: Y, weights: {b: 1}}]
      - id: q2
        text: How many?
        type: multiple
        max: 2
        options: [{id: m, label: M, weights: {b: 1}}, {id: n, label: N, weights: {b: 1}}, {id: o, label: O, weights: {a: 1}}]
    outcomes:
      a: {title: A, description: Alpha}
      b: {title: B, description: Beta}
    examples:

    """

    public static let references = [
        CodeReference(
            code: .exampleMismatch,
            explanation: """
            Examples are conformance vectors: the compiler scores each with the runtime scorer \
            and every client can replay them. When the result differs from `expect`, \
            `expect_secondary` or `expect_scores`, either the weights or the expectation is wrong; \
            the message gives the actual scores to decide which.
            """,
            examples: [
                .bad("The expected outcome is not what the answers give", base + """
                  - answers: {q1: y, q2: [o]}
                    expect: b
                """, at: [(20, 13)]),
                .good("The expectation matches", base + """
                  - answers: {q1: y, q2: [m, n]}
                    expect: b
                    expect_scores: {a: 0, b: 3}
                """),
            ]),
        CodeReference(
            code: .exampleInvalid,
            explanation: """
            An example whose answers a client's scorer would reject — an unknown option, too \
            many choices, a missing required answer — cannot serve as a test vector. Fix the \
            answer to one the question accepts.
            """,
            examples: [
                .bad("Three choices where at most two are allowed", base + """
                  - answers: {q1: x, q2: [m, n, o]}
                    expect: a
                """, at: [(19, 26)]),
                .bad("A required question left out", base + """
                  - answers: {q1: x}
                    expect: a
                """, at: [(19, 5)]),
                .good("Valid answers", base + """
                  - answers: {q1: x, q2: [o]}
                    expect: a
                """),
            ]),
    ]
}
