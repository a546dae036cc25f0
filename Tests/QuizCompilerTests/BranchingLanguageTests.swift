import Foundation
import QuizRuntime
@_spi(Tools) import QuizYAML
import Testing

@_spi(Tools) @testable import QuizCompiler

/// `when:` in the language (docs/authoring.md, "Branching"): decoded with positions,
/// resolved against earlier questions and normalized to the bundle's condition forms; every
/// problem is one diagnostic at its node, with no follow-on.
@Suite("Branching: decoding, resolving and normalizing `when`")
struct BranchingLanguageTests {
    static let header = """
        quiz: demo
        version: 1.0.0
        title: Demo
        traits: [a, b]
        scoring: {model: highest, ties: [a, b]}
        scales:
          five: {options: [{value: 1, label: '1'}, {value: 2, label: '2'}, {value: 3, label: '3'}, {value: 4, label: '4'}, {value: 5, label: '5'}]}
        questions:
          - {id: goal, text: Goal, options: [{id: lose, label: Lose, weights: {a: 1}}, {id: race, label: Race, weights: {b: 1}}, {id: gain, label: Gain, weights: {a: 1}}]}
          - {id: kit, text: Kit, type: multiple, min: 0, options: [{id: gym, label: Gym, weights: {a: 1}}, {id: bike, label: Bike, weights: {b: 1}}]}
          - {id: mood, text: Mood, scale: five, keyed: a}
          - {id: effort, text: Effort, type: range, min: 0, max: 10, options: [{id: low, label: Low, weights: {b: 1}}, {id: mid, label: Mid, weights: {}}, {id: high, label: High, weights: {a: 1}}]}

        """
    static let outcomes = """
        outcomes:
          a: {title: A, description: Alpha}
          b: {title: B, description: Beta}

        """

    /// The quiz with one more question (line 13) shown `when`.
    static func quiz(when condition: String) -> String {
        header
            + "  - {id: next, text: Next, when: \(condition), options: [{id: x, label: X, weights: {a: 1}}, {id: y, label: Y, weights: {b: 1}}]}\n"
            + outcomes
    }

    func condition(_ text: String) throws -> QuizBundle.Condition? {
        let file = compile(Self.quiz(when: text))
        let quiz = try #require(file.resolved, "\(codes(file))")
        #expect(file.diagnostics.filter { $0.severity == .error }.isEmpty, "\(codes(file))")
        return quiz.bundle.questions.last?.condition
    }

    @Test func isAndInBecomeOptionSetsInOptionOrderEachOnce() throws {
        #expect(try condition("{question: goal, is: race}") == .optionIn(question: "goal", ids: ["race"]))
        #expect(
            try condition("{question: goal, in: [gain, lose, gain]}")
                == .optionIn(question: "goal", ids: ["lose", "gain"]))
        #expect(try condition("{question: mood, in: [5, 1, 5]}") == .valueIn(question: "mood", values: [1, 5]))
        #expect(try condition("{question: mood, is: 3}") == .valueIn(question: "mood", values: [3]))
        #expect(
            try condition("{question: effort, in: [high, low]}") == .optionIn(question: "effort", ids: ["low", "high"]))
        #expect(try condition("{question: effort, is: mid}") == .optionIn(question: "effort", ids: ["mid"]))
    }

    @Test func comparisonsBecomeSets() throws {
        #expect(try condition("{question: mood, at_least: 4}") == .valueIn(question: "mood", values: [4, 5]))
        #expect(try condition("{question: mood, at_most: 2}") == .valueIn(question: "mood", values: [1, 2]))
        #expect(try condition("{question: mood, above: 3}") == .valueIn(question: "mood", values: [4, 5]))
        #expect(try condition("{question: mood, below: 2}") == .valueIn(question: "mood", values: [1]))
        // A bound off the scale still compares.
        #expect(try condition("{question: mood, above: 0}") == .valueIn(question: "mood", values: [1, 2, 3, 4, 5]))
        // Range: by anchor order, named by anchor id.
        #expect(try condition("{question: effort, above: low}") == .optionIn(question: "effort", ids: ["mid", "high"]))
        #expect(
            try condition("{question: effort, at_least: mid}") == .optionIn(question: "effort", ids: ["mid", "high"]))
        #expect(
            try condition("{question: effort, at_most: mid}") == .optionIn(question: "effort", ids: ["low", "mid"]))
        #expect(try condition("{question: effort, below: mid}") == .optionIn(question: "effort", ids: ["low"]))
    }

    @Test func includesAnsweredAndStructureAsWritten() throws {
        #expect(try condition("{question: kit, includes: bike}") == .includes(question: "kit", id: "bike"))
        #expect(try condition("{question: kit, answered: true}") == .answered(question: "kit", true))
        #expect(
            try condition("{all: [{any: [{question: goal, is: lose}]}, {not: {question: mood, answered: false}}]}")
                == .all([
                    .any([.optionIn(question: "goal", ids: ["lose"])]), .not(.answered(question: "mood", false)),
                ]))
    }

    @Test func theBundleCarriesWhenOnlyOnConditionalQuestions() throws {
        let file = compile(Self.quiz(when: "{question: goal, is: race}"))
        let quiz = try #require(file.resolved)
        #expect(quiz.bundle.questions.map { $0.condition != nil } == [false, false, false, false, true])
    }

    /// `code@line:column` of every diagnostic of the quiz with `condition`.
    func problems(_ condition: String) -> [String] {
        codes(compile(Self.quiz(when: condition)))
    }

    @Test func referencesAreCheckedAtTheirNodes() {
        // Column 34 is where the condition starts on line 13.
        #expect(problems("{question: gaol, is: lose}") == ["unknown-reference@13:45"])
        #expect(problems("{question: goal, is: loose}") == ["unknown-reference@13:55"])
        #expect(problems("{question: mood, is: 7}") == ["unknown-reference@13:55"])
        #expect(problems("{question: effort, above: 3}") == ["unknown-reference@13:60"])
        #expect(problems("{question: next, answered: true}") == ["condition-forward-reference@13:45"])
    }

    @Test func operatorsMustFitTheReadQuestionsType() {
        #expect(problems("{question: goal, includes: lose}") == ["condition-type@13:51"])
        #expect(problems("{question: kit, is: gym}") == ["condition-type@13:50"])
        #expect(problems("{question: goal, at_least: lose}") == ["condition-type@13:51"])
        #expect(problems("{question: mood, is: '3'}") == ["condition-type@13:55"])
        #expect(problems("{question: mood, at_least: high}") == ["condition-type@13:61"])
    }

    @Test func anEmptyComparisonIsAConstantCondition() {
        #expect(problems("{question: mood, at_least: 9}") == ["constant-condition@13:51"])
        #expect(problems("{question: effort, above: high}") == ["constant-condition@13:53"])
    }

    @Test func malformedFormsAreShapeErrors() {
        #expect(problems("{question: goal, is: lose, in: [race]}") == ["invalid-value@13:61"])
        #expect(problems("{all: []}") == ["invalid-value@13:40"])
        #expect(problems("{any: [{question: goal}]}") == ["missing-field@13:41"])
        #expect(problems("{is: lose}") == ["missing-field@13:34"])
        #expect(problems("{questoin: goal, is: lose}") == ["unknown-field@13:35"])
        #expect(problems("[goal]") == ["type-mismatch@13:34"])
        #expect(problems("{question: goal, answered: yes}") == ["type-mismatch@13:61"])
        #expect(problems("{question: goal, is: lose, not: {question: goal, is: race}}") == ["invalid-value@13:61"])
    }

    @Test func aConditionWithTwoFormsIsOneErrorAtTheSecondKeySayingWhichToKeep() {
        let twoLists = "{all: [{question: goal, is: lose}], any: [{question: goal, is: race}]}"
        #expect(problems(twoLists) == ["invalid-value@13:70"])
        let file = compile(Self.quiz(when: twoLists))
        let message = file.diagnostics.first?.message ?? ""
        #expect(message.contains("keep `all` and remove `any`"), "\(message)")
        #expect(message.contains("`all: [{all: …}, {any: …}]`"), "\(message)")
        #expect(
            problems("{not: {question: goal, is: lose}, all: [{question: kit, includes: gym}]}")
                == ["invalid-value@13:68"])
        // A test written beside a list: one error at `question`, none for its operator,
        // whichever order the keys are written in.
        #expect(problems("{all: [{question: goal, is: lose}], question: goal, is: race}") == ["invalid-value@13:70"])
        #expect(problems("{is: race, any: [{question: goal, is: lose}], question: goal}") == ["invalid-value@13:80"])
        let test = compile(Self.quiz(when: "{all: [{question: goal, is: lose}], question: goal, is: race}"))
        #expect(
            test.diagnostics.first?.message.contains("`all: [{all: …}, {question: …, …}]`") == true,
            "\(test.diagnostics.map(\.message))")
    }

    @Test func everyProblemIsReportedOnceWithNoFollowOn() {
        // An unknown question gives one diagnostic, not also a type error for its operator.
        #expect(problems("{question: nothing, includes: lose}") == ["unknown-reference@13:45"])
        #expect(
            problems("{any: [{question: gaol, is: lose}, {question: kit, is: gym}, {question: mood, at_least: 9}]}")
                == ["unknown-reference@13:52", "condition-type@13:85", "constant-condition@13:112"])
    }
}
