import Foundation
import QuizRuntime
@_spi(Tools) import QuizYAML
import Testing

@_spi(Tools) @testable import QuizCompiler

/// Normalization: defaults resolved and shorthands expanded as docs/bundle-format.md says.
@Suite("Resolution and normalization")
struct ResolutionTests {
    static let base = """
        quiz: demo
        version: 1.0.0
        title: Demo
        traits: [E, I]
        scoring: {model: axes, axes: [{poles: [E, I]}]}
        scales:
          five: {options: [{value: 1, label: SD}, {value: 2, label: D}, {value: 3, label: N}, {value: 4, label: A}, {value: 5, label: SA}]}
          four: {options: [{value: 1, label: SD}, {value: 2, label: D}, {value: 3, label: A}, {value: 4, label: SA}]}
        outcomes:
          E: {title: E, description: E}
          I: {title: I, description: I}

        """

    func weights(_ question: String) throws -> [[String]] {
        let file = compile(
            Self.base.replacingOccurrences(of: "traits: [E, I]", with: "traits: [E, I, X]") + "questions:\n" + question
                + "  - {id: other, text: Other, options: [{id: a, label: A, weights: {X: 1, E: 1}}, {id: b, label: B, weights: {X: 2, I: 1}}]}\n"
        )
        let quiz = try #require(file.resolved, "diagnostics: \(codes(file))")
        return quiz.bundle.questions[0].options.map { $0.weights.map { "\($0.trait)\($0.amount)" } }
    }

    @Test func keyedOddScale() throws {
        #expect(try weights("  - {id: q, text: Q, scale: five, keyed: E}\n") == [["I2"], ["I1"], [], ["E1"], ["E2"]])
    }

    @Test func keyedEvenScaleRoundsAwayFromZero() throws {
        // m = 2.5: d = -1.5, -0.5, 0.5, 1.5 → -2, -1, 1, 2
        #expect(try weights("  - {id: q, text: Q, scale: four, keyed: E}\n") == [["I2"], ["I1"], ["E1"], ["E2"]])
    }

    @Test func keyedEvenScaleWithEvenWeightIsExact() throws {
        // weight 2: d = -3, -1, 1, 3
        #expect(
            try weights("  - {id: q, text: Q, scale: four, keyed: I, weight: 2}\n") == [["E3"], ["E1"], ["I1"], ["I3"]])
    }

    @Test func keyedOnATraitThatIsNotAPoleKeepsNegativeWeights() throws {
        #expect(try weights("  - {id: q, text: Q, scale: five, keyed: X}\n") == [["X-2"], ["X-1"], [], ["X1"], ["X2"]])
    }

    @Test func lowAndHighRelabelTheEnds() throws {
        let file = compile(
            Self.base + "questions:\n  - {id: q, text: Q, scale: five, keyed: E, low: Lists, high: Piles}\n")
        let quiz = try #require(file.resolved)
        #expect(quiz.bundle.questions[0].options.map(\.label) == ["Lists", "D", "N", "A", "Piles"])
    }

    @Test func answerKeyTextUsesTheTextAsWireKey() throws {
        let file = compile(
            Self.base.replacingOccurrences(of: "title: Demo\n", with: "title: Demo\nanswer_key: text\n")
                + "questions:\n  - {id: q, text: I like parties, scale: five, keyed: E}\n  - {id: r, key: explicit, text: Other, scale: five, keyed: I}\n"
        )
        let quiz = try #require(file.resolved, "\(codes(file))")
        #expect(quiz.bundle.questions.map(\.key) == ["I like parties", "explicit"])
    }

    @Test func defaultsAreExplicit() throws {
        let file = compile(
            Self.base
                + "questions:\n  - {id: q, text: Q, scale: five, keyed: E}\n  - {id: m, text: M, type: multiple, options: [{id: a, label: A, weights: {E: 1}}, {id: b, label: B, weights: {I: 1}}]}\n"
        )
        let bundle = try #require(file.resolved).bundle
        #expect(bundle.sourceLocale == "en")
        #expect(
            bundle.presentation
                == QuizBundle.Presentation(
                    pageSize: 2, shuffleQuestions: false, shuffleOptions: false, timeLimit: nil, draw: []))
        #expect(bundle.questions[1].min == 1 && bundle.questions[1].max == 2)
        #expect(bundle.questions.allSatisfy { $0.required && !$0.shuffle && !$0.pin })
        #expect(bundle.scoring.rule == .axes([QuizBundle.Scoring.Axis(poles: ("E", "I"), tie: "E")]))
    }

    @Test func timedQuizzesDefaultToNotRequired() throws {
        let file = compile(
            Self.base + "presentation: {time_limit: 20}\nquestions:\n  - {id: q, text: Q, scale: five, keyed: E}\n")
        #expect(try #require(file.resolved).bundle.questions[0].required == false)
    }

    @Test func displayTextIsEmittedInNFC() throws {
        let file = compile(
            Self.base.replacingOccurrences(of: "title: Demo", with: "title: \"Cafe\\u0301\"")
                + "questions:\n  - {id: q, text: Q, scale: five, keyed: E}\n")
        let bundle = try #require(file.resolved).bundle
        #expect(bundle.title.unicodeScalars.map(\.value) == [0x43, 0x61, 0x66, 0xE9])
    }

    @Test func zeroWeightsAreDropped() throws {
        #expect(
            try weights(
                "  - {id: q, text: Q, options: [{id: a, label: A, weights: {E: 0, I: 1}}, {id: b, label: B, weights: {E: 1}}]}\n"
            ) == [["I1"], ["E1"]])
    }
}

@Suite("Draw coverage names the losing draw")
struct DrawCoverageMessageTests {
    @Test func messageNamesTheDraw() throws {
        let file = compile(
            """
            quiz: demo
            version: 1.0.0
            title: Demo
            traits: [a, b]
            scoring: {model: highest, ties: [a, b]}
            presentation:
              draw: [{pool: main, count: 1}]
            questions:
              - {id: q1, text: One, pool: main, options: [{id: x, label: X, weights: {a: 1}}, {id: y, label: Y, weights: {b: 2}}]}
              - {id: q2, text: Two, pool: main, options: [{id: x, label: X, weights: {a: 1}}, {id: y, label: Y, weights: {a: 2}}]}
            outcomes:
              a: {title: A, description: Alpha}
              b: {title: B, description: Beta}
            """)
        let diagnostic = try #require(file.diagnostics.first { $0.code == .drawBreaksCoverage })
        #expect(diagnostic.message.contains("{pool main: q2}"))
        #expect(diagnostic.message.contains("`b` unreachable"))
        #expect(diagnostic.range.start.line == 7)
    }
}
