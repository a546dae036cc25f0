import Foundation
import QuizRuntime
@_spi(Tools) import QuizYAML
import Testing

@_spi(Tools) @testable import QuizCompiler

/// Examples of a branching quiz replay through the runtime's scorer: a required question is
/// required only when shown, an answer to a hidden question is `example-invalid` (the
/// scorer's `hidden-answer`) at that answer, and a question whose condition reads a question
/// with an error is left out like that question, with no follow-on.
@Suite("Branching: examples")
struct BranchingExampleTests {
    /// Line 18 holds the example's answers.
    static func quiz(answers: String, expect: String, goalText: String = "What is your goal?") -> String {
        """
        quiz: demo
        version: 1.0.0
        title: Demo
        traits: [a, b]
        scoring: {model: highest, ties: [a, b]}
        questions:
          - id: goal
            text: \(goalText)
            options: [{id: lose, label: Lose, weights: {a: 1}}, {id: gain, label: Gain, weights: {b: 1}}]
          - id: plan
            when: {question: goal, is: lose}
            text: Which plan?
            options: [{id: light, label: Light, weights: {a: 1}}, {id: full, label: Full, weights: {b: 2}}]
        outcomes:
          a: {title: A, description: Alpha}
          b: {title: B, description: Beta}
        examples:
          - answers: \(answers)
            expect: \(expect)

        """
    }

    @Test func anExampleLeavingOutAHiddenRequiredQuestionPasses() {
        let file = compile(Self.quiz(answers: "{goal: gain}", expect: "b"))
        #expect(file.diagnostics.filter { $0.severity == .error }.isEmpty, "\(codes(file))")
    }

    @Test func aShownRequiredQuestionIsStillRequired() {
        let file = compile(Self.quiz(answers: "{goal: lose}", expect: "a"))
        let invalid = file.diagnostics.filter { $0.code == .exampleInvalid }
        #expect(invalid.count == 1)
        #expect(invalid.first?.message.contains("missing-answer") ?? false, "\(invalid.map(\.message))")
    }

    @Test func anExampleAnsweringAHiddenQuestionIsInvalidAtThatAnswer() throws {
        let file = compile(Self.quiz(answers: "{goal: gain, plan: full}", expect: "b"))
        let invalid = file.diagnostics.filter { $0.code == .exampleInvalid }
        #expect(invalid.map { "\($0.range.start)" } == ["18:33"])
        let message = try #require(invalid.first?.message)
        #expect(message.contains("hidden-answer"), "\(message)")
        #expect(message.contains("question \"plan\""), "\(message)")
    }

    @Test func aFollowUpOfAQuestionWithAnErrorIsLeftOutWithIt() {
        // `goal` has an error (a blank text) but still resolves; whether `plan` is shown
        // depends on it, so an answer to `plan` is not judged either.
        let file = compile(Self.quiz(answers: "{goal: gain, plan: full}", expect: "b", goalText: "' '"))
        #expect(codes(file) == ["invalid-value@8:11"])
    }
}
