@_spi(Tools) import QuizYAML
import Testing

@_spi(Tools) @testable import QuizCompiler

/// A conditional question may be hidden, so it may have no answer, exactly as an optional one:
/// a `mean_answered` over conditional questions only can have no value.
@Suite("Branching: a conditional question may be unanswered")
struct BranchingUnansweredTests {
    static func quiz(_ second: String) -> String {
        """
        quiz: demo
        version: 1.0.0
        title: Demo
        traits: [N, E]
        scoring:
          model: profile
          derived:
            - {id: worry, mean_answered: N}
          results:
            - {id: r, title: R, score: worry, bands: [{id: lo, below: 2, title: Low}, {id: hi, title: High}]}
          nearest:
            over: [worry]
            profiles:
              - {outcome: calm, at: {worry: 1}}
              - {outcome: tense, at: {worry: 5}}
        questions:
          - {id: q1, text: I like crowds, type: scale, keyed: E, options: [{value: 1, label: No}, {value: 5, label: Yes}]}
          - {id: q2, text: I worry, type: scale, keyed: N, \(second)options: [{value: 1, label: No}, {value: 5, label: Yes}]}
        outcomes:
          calm: {title: Calm, description: Rarely worried}
          tense: {title: Tense, description: Often worried}

        """
    }

    @Test func aMeanOverConditionalQuestionsOnlyCanHaveNoValue() {
        let nullable = compile(Self.quiz("when: {question: q1, is: 5}, ")).diagnostics.filter {
            $0.code == .nearestNullScore
        }
        #expect(nullable.map(\.range.start.line) == [12])
        #expect(compile(Self.quiz("")).diagnostics.filter { $0.code == .nearestNullScore }.isEmpty)
    }
}
