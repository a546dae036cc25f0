import Foundation
import QuizRuntime
@_spi(Tools) import QuizYAML
import Testing

@_spi(Tools) @testable import QuizCompiler

/// `keyed: [T, U]`: a scale item that counts for several traits at once (a facet and its
/// domain) gives each listed trait the weight `keyed: T` alone would give it
/// (docs/authoring.md, "`keyed_scoring: values` and keyed lists").
@Suite("keyed lists")
struct KeyedListTests {
    static let base = """
        quiz: demo
        version: 1.0.0
        title: Demo
        traits: [E, I, X, Y]
        scoring: {model: axes, axes: [{poles: [E, I], tie: I}]}
        scales:
          five: {options: [{value: 1, label: SD}, {value: 2, label: D}, {value: 3, label: N}, {value: 4, label: A}, {value: 5, label: SA}]}
        outcomes:
          E: {title: E, description: E}
          I: {title: I, description: I}
        questions:

        """

    /// A five-point scale scored by value (`keyed_scoring: values`), for the tests that use it.
    static let valuesScale =
        "  values: {keyed_scoring: values, options: [{value: 1, label: SD}, {value: 2, label: D}, {value: 3, label: N}, {value: 4, label: A}, {value: 5, label: SA}]}\n"

    static func compiled(_ question: String) -> CompiledFile {
        let scales = question.contains("scale: values") ? "scales:\n" + valuesScale : "scales:\n"
        return compile(
            base.replacingOccurrences(of: "scales:\n", with: scales) + question
                + "  - {id: other, text: Other, options: [{id: a, label: A, weights: {X: 1, Y: 1, E: 1}}, {id: b, label: B, weights: {I: 1}}]}\n"
        )
    }

    func weights(_ question: String) throws -> [[String]] {
        let file = Self.compiled(question)
        let quiz = try #require(file.resolved, "diagnostics: \(codes(file))")
        #expect(!file.hasErrors, "\(codes(file))")
        return quiz.bundle.questions[0].options.map { $0.weights.map { "\($0.trait)\($0.amount)" } }
    }

    @Test func valuesScoringGivesEveryListedTraitTheValue() throws {
        #expect(
            try weights("  - {id: q, text: Q, scale: values, keyed: [X, Y]}\n") == [
                ["X1", "Y1"], ["X2", "Y2"], ["X3", "Y3"], ["X4", "Y4"], ["X5", "Y5"],
            ])
    }

    @Test func reverseKeyedListScoresEveryTraitFiveToOne() throws {
        #expect(
            try weights("  - {id: q, text: Q, scale: values, keyed: [Y, X], weight: -1}\n") == [
                ["Y5", "X5"], ["Y4", "X4"], ["Y3", "X3"], ["Y2", "X2"], ["Y1", "X1"],
            ])
    }

    @Test func midpointRuleExpandsEachTraitOnItsOwn() throws {
        // E is an axis pole (disagreeing counts for I); X is not (its weights go negative).
        #expect(
            try weights("  - {id: q, text: Q, scale: five, keyed: [E, X]}\n") == [
                ["I2", "X-2"], ["I1", "X-1"], [], ["E1", "X1"], ["E2", "X2"],
            ])
    }

    @Test func aOneTraitListIsTheSameAsTheTrait() throws {
        #expect(
            try weights("  - {id: q, text: Q, scale: five, keyed: [X]}\n")
                == (try weights("  - {id: q, text: Q, scale: five, keyed: X}\n")))
    }

    @Test func aTraitListedTwiceIsAnError() {
        let file = Self.compiled("  - {id: q, text: Q, scale: five, keyed: [X, Y, X]}\n")
        let diagnostic = file.diagnostics.first { $0.code == .invalidValue }
        #expect(diagnostic?.message.contains("`keyed` lists `X` twice") == true, "\(codes(file))")
        #expect(diagnostic.map { "\($0.range.start)" } == "12:49")
    }

    @Test func anUnknownTraitInTheListIsReportedAtIt() {
        let file = Self.compiled("  - {id: q, text: Q, scale: five, keyed: [X, Z]}\n")
        #expect(codes(file) == ["unknown-trait@12:46"])
    }

    @Test func anEmptyListIsAnError() {
        let file = Self.compiled("  - {id: q, text: Q, scale: five, keyed: []}\n")
        #expect(file.diagnostics.contains { $0.code == .invalidValue && $0.message.contains("names no trait") })
    }
}
