import Foundation
import QuizRuntime
import Testing

@_spi(Tools) @testable import QuizCompiler

/// quizzes/fitcircle-persona.quiz.yaml branches: its examples
/// exercise every branch, so that the example replay in every runtime covers both sides of
/// each condition.
@Suite("Shipped branching quiz: the examples exercise every branch")
struct ShippedBranchingExamplesTests {
    @Test func everyConditionalQuestionIsShownAndAnsweredByOneExampleAndHiddenByAnother() throws {
        let url = packageRoot.appendingPathComponent("quizzes/fitcircle-persona.quiz.yaml")
        let file = compile(try String(contentsOf: url, encoding: .utf8), path: "fitcircle-persona.quiz.yaml")
        let bundle = try #require(file.resolved?.bundle)
        let scorer = Scorer(bundle: bundle)
        let conditional = bundle.questions.filter { $0.condition != nil }
        #expect(conditional.count >= 3)
        var shown: Set<String> = []
        var hidden: Set<String> = []
        var answered: Set<String> = []
        for example in bundle.examples {
            let answers = Dictionary(
                example.answers.map { ($0.key, $0.answer) }, uniquingKeysWith: { first, _ in first })
            let visibility = try scorer.visibility(answers: answers).get()
            #expect(visibility.discard.isEmpty, "\(example.name ?? "")")
            for question in conditional {
                if visibility.visible.contains(question.id) {
                    shown.insert(question.id)
                    if answers[question.key] != nil { answered.insert(question.id) }
                } else {
                    hidden.insert(question.id)
                }
            }
        }
        for question in conditional {
            #expect(shown.contains(question.id), "no example shows \(question.id)")
            #expect(answered.contains(question.id), "no example answers \(question.id)")
            #expect(hidden.contains(question.id), "no example hides \(question.id)")
        }
    }
}
