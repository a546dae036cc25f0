import Testing

@_spi(Tools) @testable import QuizCompiler

/// A suppression of a finding the analysis makes is not "unused" while the analysis is
/// deferred or skipped (the language server's quick result, a rename's lint): the check it
/// is for has not run yet.
@Suite struct SuppressionTimingTests {
    /// Option `z` has no weights: `dead-option`, which the analysis reports, is accepted.
    static let quiz = """
        quiz: demo
        version: 1.0.0
        title: Demo
        traits: [a, b]
        scoring: {model: highest, ties: [a, b]}
        questions:
          - id: q1
            text: Pick one
            options:
              - {id: x, label: X, weights: {a: 1}}
              - {id: y, label: Y, weights: {b: 1}}
              - {id: z, label: Not sure}  # quizc: ignore[dead-option] reason: neutral on purpose
        outcomes:
          a: {title: A, description: Alpha}
          b: {title: B, description: Beta}

        """

    static func codes(_ timing: QuizCompilation.AnalysisTiming) -> (reported: [String], suppressed: [String]) {
        var compilation = QuizCompilation()
        compilation.analysisTiming = timing
        let file = compilation.compile(path: "demo.quiz.yaml", bytes: Array(quiz.utf8))
        return (file.diagnostics.map(\.code.rawValue), file.suppressed.map(\.diagnostic.code.rawValue))
    }

    @Test func inlineTheWarningIsAccepted() {
        let codes = Self.codes(.inline)
        #expect(codes.reported == [])
        #expect(codes.suppressed == ["dead-option"])
    }

    @Test(arguments: [QuizCompilation.AnalysisTiming.deferred, .skipped])
    func withoutTheAnalysisTheSuppressionIsNotCalledUnused(_ timing: QuizCompilation.AnalysisTiming) {
        #expect(Self.codes(timing).reported == [])
    }
}
