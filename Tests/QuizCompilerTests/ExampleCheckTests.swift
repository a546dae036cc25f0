import Foundation
import QuizRuntime
@_spi(Tools) import QuizYAML
import Testing

@_spi(Tools) @testable import QuizCompiler

/// Examples: no false follow-on errors after an earlier error, decimal `range` answers,
/// "no runner-up", and where a mismatch is reported.
@Suite("Examples")
struct ExampleCheckTests {
    /// Two traits, a `single` question `drink`, a `range` question `car-rides` (0…1, anchors
    /// `low` → winter and `high` → summer); `QUESTIONS` and `EXAMPLES` are replaced.
    static func quiz(
        questions: String = "", examples: String, scoring: String = "{model: highest, ties: [summer, winter]}",
        presentation: String = ""
    ) -> String {
        """
        quiz: demo
        version: 1.0.0
        title: Demo
        traits: [summer, winter]
        scoring: \(scoring)
        \(presentation)
        questions:
          - id: drink
            text: Pick a drink
            options: [{id: lemonade, label: L, weights: {summer: 1}}, {id: cocoa, label: C, weights: {winter: 1}}]
          - id: car-rides
            text: How do you like car rides?
            type: range
            options: [{id: low, label: L, weights: {winter: 1}}, {id: high, label: H, weights: {summer: 1}}]
        \(questions)
        outcomes:
          summer: {title: S, description: S}
          winter: {title: W, description: W}
        examples:
        \(examples)
        """
    }

    func diagnostics(_ text: String) -> [String] {
        compile(text).diagnostics.map { "\($0.code.rawValue)@\($0.range.start)" }
    }

    // MARK: - No false follow-on errors

    @Test func duplicateQuestionIDGivesNoExampleErrors() {
        let text = Self.quiz(
            questions: """
                  - id: drink
                    text: Pick again
                    options: [{id: tea, label: T, weights: {winter: 1}}, {id: milk, label: M, weights: {winter: 1}}]
                """,
            examples: """
                  - answers: {drink: lemonade, car-rides: high}
                    expect: summer
                """)
        #expect(diagnostics(text) == ["duplicate-id@15:9"])
    }

    @Test func questionDroppedForItsMaxGivesNoExampleErrors() {
        let text = Self.quiz(
            questions: """
                  - id: sides
                    text: Sides
                    type: multiple
                    max: 3
                    options: [{id: fries, label: F, weights: {summer: 1}}, {id: soup, label: S, weights: {winter: 1}}]
                """,
            examples: """
                  - answers: {drink: lemonade, car-rides: high, sides: [fries]}
                    expect: winter
                """)
        #expect(diagnostics(text) == ["invalid-value@18:10"])
    }

    @Test func weightThatDidNotDecodeGivesNoMismatchForExamplesChoosingIt() {
        let text = Self.quiz(
            questions: """
                  - id: season
                    text: Season
                    options: [{id: june, label: J, weights: {summer: one}}, {id: january, label: Jan, weights: {winter: 2}}]
                """,
            examples: """
                  - answers: {drink: lemonade, car-rides: high, season: june}
                    expect: summer
                    expect_scores: {summer: 3}
                  - name: independent of the broken weight, and wrong
                    answers: {drink: lemonade, car-rides: high, season: january}
                    expect: winter
                """)
        // The second example does not choose `june`: its mismatch is real and still reported.
        #expect(diagnostics(text) == ["type-mismatch@17:54", "example-mismatch@27:13"])
    }

    @Test func unknownTraitInAWeightIsLikeAWeightThatDidNotDecode() {
        let text = Self.quiz(
            questions: """
                  - id: season
                    text: Season
                    options: [{id: june, label: J, weights: {sumer: 1}}, {id: january, label: Jan, weights: {winter: 2}}]
                """,
            examples: """
                  - answers: {drink: lemonade, car-rides: high, season: june}
                    expect: summer
                    expect_scores: {summer: 3}
                """)
        #expect(diagnostics(text) == ["unknown-trait@17:46"])
    }

    @Test func duplicateOptionIDAndUnknownScaleGiveNoExampleErrors() {
        let text = Self.quiz(
            questions: """
                  - id: food
                    text: Food
                    options: [{id: salad, label: S, weights: {summer: 1}}, {id: salad, label: C, weights: {winter: 1}}]
                  - id: cold
                    text: Cold?
                    scale: agre
                    keyed: winter
                """,
            examples: """
                  - answers: {drink: cocoa, car-rides: low, food: salad, cold: 2}
                    expect: summer
                """)
        #expect(diagnostics(text) == ["duplicate-id@17:65", "unknown-reference@20:12"])
    }

    @Test func questionWithoutIDGivesNoUnknownQuestionInExamples() {
        let text = Self.quiz(
            questions: """
                  - text: Beach?
                    options: [{id: sand, label: S, weights: {summer: 1}}, {id: rocks, label: R}]
                """,
            examples: """
                  - answers: {drink: cocoa, car-rides: low, beach: sand}
                    expect: winter
                """)
        #expect(diagnostics(text) == ["missing-field@15:5"])
    }

    @Test func requiredThatDidNotDecodeGivesNoMissingAnswer() {
        let text = Self.quiz(
            questions: """
                  - id: beach
                    text: Beach?
                    required: no
                    options: [{id: sand, label: S, weights: {summer: 1}}, {id: rocks, label: R}]
                """,
            examples: """
                  - answers: {drink: cocoa, car-rides: low}
                    expect: winter
                """)
        #expect(diagnostics(text) == ["type-mismatch@17:15"])
    }

    @Test func timeLimitThatDidNotDecodeGivesNoMissingAnswer() {
        let text = Self.quiz(
            questions: """
                  - id: beach
                    text: Beach?
                    options: [{id: sand, label: S, weights: {summer: 1}}, {id: rocks, label: R}]
                """,
            examples: """
                  - answers: {drink: cocoa, car-rides: low}
                    expect: winter
                """, presentation: "presentation: {time_limit: soon}")
        #expect(diagnostics(text) == ["type-mismatch@6:28"])
    }

    @Test func answerThatDidNotDecodeGivesNoMissingAnswerOrMismatch() {
        let text = Self.quiz(
            examples: """
                  - answers: {drink: {id: cocoa}, car-rides: low}
                    expect: summer
                """)
        #expect(diagnostics(text) == ["type-mismatch@20:22"])
    }

    @Test func initialScoreThatDidNotDecodeGivesNoMismatch() {
        let text = Self.quiz(
            examples: """
                  - answers: {drink: cocoa, car-rides: low}
                    expect: summer
                """, scoring: "{model: highest, ties: [summer, winter], initial: {summer: lots}}")
        #expect(diagnostics(text) == ["type-mismatch@5:69"])
    }

    @Test func independentInvalidAnswerIsStillReported() {
        let text = Self.quiz(
            questions: """
                  - id: food
                    text: Food
                    options: [{id: salad, label: S, weights: {summer: 1}}, {id: salad, label: C, weights: {winter: 1}}]
                """,
            examples: """
                  - answers: {drink: tea, car-rides: low, food: salad}
                    expect: winter
                  - answers: {car-rides: low}
                    expect: winter
                """)
        #expect(diagnostics(text) == ["duplicate-id@17:65", "example-invalid@22:22", "example-invalid@24:5"])
    }

    // MARK: - Decimal range answers

    @Test func decimalRangeAnswersAreNumbers() throws {
        let text = Self.quiz(
            examples: """
                  - answers: {drink: lemonade, car-rides: 0.5}
                    expect: summer
                  - answers: {drink: lemonade, car-rides: 1.0}
                    expect: summer
                  - answers: {drink: cocoa, car-rides: 5e-1}
                    expect: summer
                    expect_scores: {summer: 1, winter: 1}
                  - answers: {drink: cocoa, car-rides: 0.49999999999999994}
                    expect: winter
                """)
        let file = compile(text)
        #expect(codes(file) == [])
        let bundle = try #require(file.resolved).bundle
        let answers = bundle.examples.map { $0.answers.first { $0.key == "car-rides" }?.answer }
        #expect(answers == [.number("0.5"), .integer(1), .number("0.5"), .number("0.49999999999999994")])
        let json = String(decoding: bundle.fileBytes(), as: UTF8.self)
        #expect(json.contains("\"car-rides\": 0.5,\n"))
        #expect(json.contains("\"car-rides\": 1,\n"))
        // The runtime reads the bundle back to the same examples and replays them.
        let decoded = try QuizBundle(jsonBytes: bundle.fileBytes())
        #expect(decoded.examples.map { $0.answers.first { $0.key == "car-rides" }?.answer } == answers)
        #expect(decoded.hash() == bundle.hash())
        let scorer = Scorer(bundle: decoded)
        for example in decoded.examples {
            #expect((try? scorer.score(example.answers).get())?.outcome == example.expect)
        }
    }

    @Test func decimalThatADoubleCannotCarryIsInvalidValue() {
        let text = Self.quiz(
            examples: """
                  - answers: {drink: cocoa, car-rides: 0.30000000000000001}
                    expect: winter
                  - answers: {drink: cocoa, car-rides: 0.1000000000000000000001}
                    expect: winter
                  - answers: {drink: cocoa, car-rides: 1e400}
                    expect: winter
                  - answers: {drink: cocoa, car-rides: .5}
                    expect: winter
                """)
        let file = compile(text)
        #expect(
            codes(file) == ["invalid-value@20:40", "invalid-value@22:40", "invalid-value@24:40", "invalid-value@26:40"])
        #expect(file.diagnostics.first?.message.contains("at most 17 significant digits") == true)
    }

    @Test func quotedDecimalIsText() {
        let text = Self.quiz(
            examples: """
                  - answers: {drink: cocoa, car-rides: "0.5"}
                    expect: winter
                """)
        let file = compile(text)
        #expect(codes(file) == ["example-invalid@20:40"])
        #expect(file.diagnostics.first?.message.contains("a number from 0 to 1, or an anchor id") == true)
    }

    @Test func everyWrongRangeAnswerSaysWhatTheQuestionTakes() {
        let text = Self.quiz(
            examples: """
                  - answers: {drink: cocoa, car-rides: mid}
                    expect: winter
                  - answers: {drink: cocoa, car-rides: 2}
                    expect: winter
                  - answers: {drink: cocoa, car-rides: -0.5}
                    expect: winter
                  - answers: {drink: cocoa, car-rides: [low]}
                    expect: winter
                """)
        let file = compile(text)
        #expect(codes(file).count == 4)
        for diagnostic in file.diagnostics {
            #expect(diagnostic.code == .exampleInvalid)
            #expect(diagnostic.message.contains("a number from 0 to 1, or an anchor id"), "\(diagnostic.message)")
        }
    }

    // MARK: - Runner-up and where mismatches are reported

    @Test func noRunnerUpIsEmittedAndReplayed() throws {
        let text = Self.quiz(
            examples: """
                  - answers: {drink: cocoa, car-rides: low}
                    expect: winter
                    expect_secondary: null
                  - answers: {drink: cocoa, car-rides: high}
                    expect: summer
                    expect_secondary: winter
                """, scoring: "{model: highest, ties: [summer, winter], secondary: true}")
        let file = compile(text)
        #expect(codes(file) == [])
        let bundle = try #require(file.resolved).bundle
        #expect(bundle.examples.map(\.expectsNoSecondary) == [true, false])
        let json = String(decoding: bundle.fileBytes(), as: UTF8.self)
        #expect(json.contains("\"expect_secondary\": null"))
        let decoded = try QuizBundle(jsonBytes: bundle.fileBytes())
        #expect(decoded.hash() == bundle.hash())
        #expect(decoded.examples[0].expectsNoSecondary && decoded.examples[0].expectSecondary == nil)
    }

    @Test func noRunnerUpMismatchWhenThereIsOne() {
        let text = Self.quiz(
            examples: """
                  - answers: {drink: lemonade, car-rides: low}
                    expect: summer
                    expect_secondary: null
                """, scoring: "{model: highest, ties: [summer, winter], secondary: true}")
        #expect(diagnostics(text) == ["example-mismatch@22:23"])
    }

    @Test func runnerUpExpectedWhereTheScoringNamesNone() {
        let file = compile(
            Self.quiz(
                examples: """
                      - answers: {drink: cocoa, car-rides: high}
                        expect: summer
                        expect_secondary: winter
                    """))
        #expect(codes(file) == ["example-mismatch@22:23"])
        #expect(file.diagnostics.first?.message.contains("`secondary: true`") == true)
    }

    @Test func tildeIsNotNull() {
        let text = Self.quiz(
            examples: """
                  - answers: {drink: cocoa, car-rides: low}
                    expect: winter
                    expect_secondary: ~
                """, scoring: "{model: highest, ties: [summer, winter], secondary: true}")
        #expect(diagnostics(text) == ["type-mismatch@22:23"])
    }

    @Test func scoreMismatchIsReportedAtTheEntry() {
        let text = Self.quiz(
            examples: """
                  - answers: {drink: cocoa, car-rides: low}
                    expect: winter
                    expect_scores:
                      summer: 0
                      winter: 3
                """)
        #expect(diagnostics(text) == ["example-mismatch@24:15"])
    }
}
