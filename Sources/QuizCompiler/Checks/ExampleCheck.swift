import QuizRuntime
@_spi(Tools) import QuizYAML

/// `example-invalid` and `example-mismatch`: every example is scored by the runtime
/// scorer, exactly as a client would; answers it would reject are reported at the answer,
/// and results that differ from `expect`, `expect_secondary` or an `expect_scores` entry
/// at that expectation.
///
/// Only what is really wrong is reported: parts of the quiz that an earlier error removed
/// or left uncertain (`ResolutionGaps`) are left out. The answers are checked against the
/// questions that resolved as written, and an example is compared with its expectations
/// only when every input of its result — each answered question and chosen option, and the
/// scoring rule — is free of errors.
struct ExampleCheck: QuizCheck {
    init() {}

    func run(_ input: QuizCheckInput, diagnostics: DiagnosticCollector) {
        let quiz = input.resolved
        let bundle = quiz.bundle
        let gaps = quiz.gaps
        // Without traits the scorer has nothing to total (a decoded bundle always has them).
        guard !bundle.traits.isEmpty else { return }
        // A question whose condition reads an uncertain question is uncertain too: whether it
        // is shown is. Conditions read earlier questions only, so one pass in order finds all.
        var uncertainIDs = gaps.questions
        for question in bundle.questions {
            if let condition = question.condition,
                condition.questions.contains(where: { uncertainIDs.contains(ExactString($0)) })
            {
                uncertainIDs.insert(ExactString(question.id))
            }
        }
        let uncertain = bundle.questions.filter { uncertainIDs.contains(ExactString($0.id)) }
        let uncertainKeys = Set(uncertain.map { ExactString($0.key) })
        var probe = bundle
        probe.questions = bundle.questions.filter { !uncertainIDs.contains(ExactString($0.id)) }
        guard !probe.questions.isEmpty else { return }
        let scorer = Scorer(bundle: probe)
        // Lookups by exact scalars, built once: a quiz may have many questions and examples.
        var keyByID: [ExactString: ExactString] = [:]
        var questionByKey: [ExactString: Int] = [:]
        for (index, question) in bundle.questions.enumerated() {
            keyByID[ExactString(question.id)] = keyByID[ExactString(question.id)] ?? ExactString(question.key)
            questionByKey[ExactString(question.key)] = questionByKey[ExactString(question.key)] ?? index
        }
        for (position, example) in bundle.examples.enumerated() where position < quiz.exampleSources.count {
            let index = quiz.exampleSources[position]
            guard index < quiz.source.examples.count, !gaps.exampleAnswers.contains(index) else { continue }
            let source = quiz.source.examples[index]
            let label = example.name.map { "example \"\($0)\"" } ?? "example \(index + 1)"
            let answers = example.answers.filter { !uncertainKeys.contains(ExactString($0.key)) }
            // Answers to questions that did not resolve were left out by the resolver.
            let complete = answers.count == source.answers.count
            switch scorer.score(answers) {
            case .failure(let error):
                // Whether a question is required, and the draw pools, may come from a
                // `presentation` with an error. A pool's count (an error with no key) is
                // checked only when every answer of the example was kept: one left out
                // with its unresolved question would change the pool.
                let poolCount = error.key == nil && (error.code == .missingAnswer || error.code == .choiceCount)
                if (error.code == .missingAnswer || poolCount) && gaps.presentation { continue }
                if poolCount && !complete { continue }
                let range =
                    error.key.flatMap { key in
                        source.answers.first { keyByID[ExactString($0.question.value)] == ExactString(key) }?.answer
                            .range
                    } ?? source.range
                diagnostics.report(
                    .exampleInvalid,
                    "\(label): the runtime would reject these answers (\(error.code.rawValue): \(Self.shortened(error.message))); fix the answer so clients can replay it",
                    at: range)
            case .success(let result):
                guard complete, !gaps.scoring,
                    !choosesUncertainOption(example, bundle: bundle, questionByKey: questionByKey, gaps: gaps)
                else { continue }
                report(result, of: example, source: source, label: label, bundle: probe, diagnostics: diagnostics)
            }
        }
    }

    /// Reports each expectation the result does not meet, at that expectation.
    private func report(
        _ result: ScoreResult, of example: QuizBundle.Example, source: SourceExample, label: String,
        bundle: QuizBundle, diagnostics: DiagnosticCollector
    ) {
        let (traits, rule, weightDigits) = (bundle.traits, bundle.scoring.rule, bundle.scoring.weightDigits)
        var differences: [(String, SourceRange)] = []
        if let expect = example.expect, !(result.outcome ?? "").isExactly(expect) {
            differences.append(
                (Self.outcomeDifference(result, expect: expect, bundle: bundle), source.expect?.range ?? source.range))
        }
        if let range = source.expectsNoSecondary, let secondary = result.secondary {
            differences.append(
                ("the runner-up is `\(secondary)`, but `expect_secondary: null` says there is none", range))
        }
        if let expected = source.expectSecondary, let expectedTrait = example.expectSecondary {
            if let secondary = result.secondary {
                if !secondary.isExactly(expectedTrait) {
                    differences.append(("the runner-up is `\(secondary)`, not `\(expectedTrait)`", expected.range))
                }
            } else if case .highest(_, true) = rule {
                differences.append(
                    (
                        "there is no runner-up (no other trait totals above 0), not `\(expectedTrait)`; write `expect_secondary: null` to expect none",
                        expected.range
                    ))
            } else {
                differences.append(
                    (
                        "the scoring names no runner-up (only `model: highest` with `secondary: true` does), not `\(expectedTrait)`",
                        expected.range
                    ))
            }
        }
        for entry in source.expectScores ?? [] where traits.contains(where: { $0.isExactly(entry.trait.value) }) {
            let actual = result.score(of: entry.trait.value) ?? 0
            if actual != entry.value.value.scaled(to: weightDigits) {
                let shown = SourceDecimal(units: actual, scale: weightDigits)
                differences.append(
                    ("`\(entry.trait.value)` totals \(shown), not \(entry.value.value)", entry.value.range))
            }
        }
        differences += Self.profileDifferences(result, source: source)
        let scores = result.scores.map { "\($0.trait)=\(SourceDecimal(units: $0.amount, scale: weightDigits))" }
            .joined(separator: ", ")
        for (difference, range) in differences {
            diagnostics.report(
                .exampleMismatch, "\(label): \(difference) (scores: \(scores)); fix the weights or the expectation",
                at: range)
        }
    }

    /// The outcome `result` gives instead of `expect`; for nearest profiles with both
    /// profiles' distances (`the outcome is `a` at squared distance 2, not `b` at squared distance 8`).
    private static func outcomeDifference(_ result: ScoreResult, expect: String, bundle: QuizBundle) -> String {
        let outcome = result.outcome ?? ""
        guard let distances = NearestDistances(result, bundle: bundle), let obtained = distances.text(of: outcome),
            let expected = distances.text(of: expect)
        else { return "the outcome is `\(outcome)`, not `\(expect)`" }
        return "the outcome is `\(outcome)` at \(obtained), not `\(expect)` at \(expected)"
    }

    /// Whether the example chooses an option whose weights had an error (for a `range`
    /// number, whether any anchor of that question had one).
    private func choosesUncertainOption(
        _ example: QuizBundle.Example, bundle: QuizBundle, questionByKey: [ExactString: Int],
        gaps: ResolutionGaps
    ) -> Bool {
        guard !gaps.options.isEmpty else { return false }
        for (key, answer) in example.answers {
            guard let index = questionByKey[ExactString(key)], case let question = bundle.questions[index],
                let broken = gaps.options[ExactString(question.id)]
            else { continue }
            let options = question.options
            let chosen: [Int?]
            switch (question.type, answer) {
            case (.scale, .integer(let value)): chosen = [options.firstIndex { $0.value == value }]
            case (_, .option(let id)): chosen = [options.firstIndex { $0.id?.isExactly(id) ?? false }]
            case (_, .options(let ids)): chosen = ids.map { id in options.firstIndex { $0.id?.isExactly(id) ?? false } }
            default: return true
            }
            if chosen.contains(where: { $0.map(broken.contains) ?? false }) { return true }
        }
        return false
    }

    static let base = demo(scoring: "{model: highest, ties: [a, b]}")
    /// `base` with a runner-up (`secondary: true`).
    static let secondaryBase = demo(scoring: "{model: highest, ties: [a, b], secondary: true}")

    /// `base` presenting one of its two questions.
    static let drawnBase = demo(scoring: "{model: highest, ties: [a, b]}", presentation: "presentation: {draw: 1}\n")

    static func demo(scoring: String, presentation: String = "") -> String {
        """
        quiz: demo
        version: 1.0.0
        title: Demo
        traits: [a, b]
        scoring: \(scoring)
        \(presentation)\
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
    }

    /// The runtime's message, cut after 500 scalars (it quotes up to twelve option ids and the
    /// question's key, each as long as the file allows; an example per answer would otherwise
    /// make the diagnostics grow with examples times ids).
    static func shortened(_ message: String, limit: Int = 500) -> String {
        var view = String.UnicodeScalarView()
        for (count, scalar) in message.unicodeScalars.enumerated() {
            if count == limit { view.append("…"); break }
            view.append(scalar)
        }
        return String(view)
    }

    static let references = [
        CodeReference(
            code: .exampleMismatch,
            explanation: """
                Examples are conformance vectors: the compiler scores each with the runtime scorer \
                and every client can replay them. When the result differs from `expect`, \
                `expect_secondary` or an entry of `expect_scores`, either the weights or the \
                expectation is wrong; the message, at the expectation that fails, gives the actual \
                scores to decide which. `expect_secondary: null` asserts that there is no runner-up. \
                An example that depends on a part of the quiz with an error of its own (a question \
                that did not resolve, a weight that did not decode) is not compared until that \
                error is fixed.
                """,
            examples: [
                .bad(
                    "The expected outcome is not what the answers give",
                    base + """
                          - answers: {q1: y, q2: [o]}
                            expect: b
                        """, at: [(20, 13)]),
                .bad(
                    "A pinned total differs (reported at that total)",
                    base + """
                          - answers: {q1: y, q2: [m, n]}
                            expect: b
                            expect_scores: {a: 0, b: 2}
                        """, at: [(21, 30)]),
                .good(
                    "The expectation matches",
                    base + """
                          - answers: {q1: y, q2: [m, n]}
                            expect: b
                            expect_scores: {a: 0, b: 3}
                        """),
                .bad(
                    "A runner-up is expected where no other trait totals above 0",
                    secondaryBase + """
                          - answers: {q1: x, q2: [o]}
                            expect: a
                            expect_secondary: b
                        """, at: [(21, 23)]),
                .good(
                    "`expect_secondary: null` asserts that there is no runner-up",
                    secondaryBase + """
                          - answers: {q1: x, q2: [o]}
                            expect: a
                            expect_secondary: null
                        """),
            ]),
        CodeReference(
            code: .exampleInvalid,
            explanation: """
                An example whose answers a client's scorer would reject — an unknown option, too \
                many choices, a missing required answer, more answers from a draw pool than it \
                presents — cannot serve as a test vector. Fix the answer to one the question \
                accepts; an example of a drawn quiz answers the questions of one possible draw.
                """,
            examples: [
                .bad(
                    "Three choices where at most two are allowed",
                    base + """
                          - answers: {q1: x, q2: [m, n, o]}
                            expect: a
                        """, at: [(19, 26)]),
                .bad(
                    "A required question left out",
                    base + """
                          - answers: {q1: x}
                            expect: a
                        """, at: [(19, 5)]),
                .bad(
                    "Both questions answered where the quiz presents one of them (`draw: 1`)",
                    drawnBase + """
                          - answers: {q1: x, q2: [o]}
                            expect: a
                        """, at: [(20, 5)]),
                .good(
                    "Valid answers",
                    base + """
                          - answers: {q1: x, q2: [o]}
                            expect: a
                        """),
                .good(
                    "A drawn quiz's example answers the questions one draw presents",
                    drawnBase + """
                          - answers: {q2: [o]}
                            expect: a
                        """),
            ]),
    ]
}
