import Testing

@_spi(Tools) @testable import QuizCompiler

/// Inputs the QuizFuzz libFuzzer target (build-tools/fuzz.sh) found to crash or hang the
/// compiler, minimized, each kept as a test of the fixed behaviour.
@Suite("Fuzzer-found regressions")
struct FuzzRegressionTests {
    /// A quiz without `traits:` but with an example: the example check handed the runtime
    /// scorer a bundle with no traits, and `ScoringPlan.result` indexed an empty totals
    /// array (trap). Fixed in `Resolver`: no traits means no complete bundle.
    @Test func exampleWithoutTraits() {
        let file = compile(
            """
            quiz: a
            version: 1.0.0
            title: t
            scoring: {model: highest}
            questions:
              - {id: q, text: Q, options: [{id: x, label: X}, {id: y, label: Y}]}
            outcomes:
              a: {title: A, description: A}
            examples:
              - {answers: {q: x}, expect: a}
            """)
        #expect(codes(file).contains("missing-field@1:1"))
        #expect(file.resolved == nil)
    }

    /// The same for every scoring model, and for an explicitly empty trait list.
    @Test(arguments: [
        "traits: []\nscoring: {model: highest, ties: []}",
        "scoring: {model: highest, secondary: true, ties: [a, b]}",
        "scoring: {model: axes, axes: [{poles: [a, b]}]}",
        "scoring: {model: bands, trait: a, bands: [{outcome: a}]}",
    ])
    func examplesWithoutTraits(scoring: String) {
        let file = compile(
            """
            quiz: a
            version: 1.0.0
            title: t
            \(scoring)
            questions:
              - {id: q, text: Q, options: [{id: x, label: X}, {id: y, label: Y}]}
            outcomes:
              a: {title: A, description: A}
            examples:
              - {answers: {q: x}, expect: a}
            """)
        #expect(file.hasErrors)
        #expect(file.resolved == nil)
    }
}
