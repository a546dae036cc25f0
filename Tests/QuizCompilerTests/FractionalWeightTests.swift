import Foundation
import QuizRuntime
@_spi(Tools) import QuizYAML
import Testing

@_spi(Tools) @testable import QuizCompiler

/// Fractional weights: decimals read from the YAML text, scaled to integers × 10^d.
@Suite("Fractional weights")
struct FractionalWeightTests {
    static func quiz(weights: String = "{a: 1.25}", other: String = "{b: 1}", extra: String = "") -> String {
        """
        quiz: demo
        version: 1.0.0
        title: Demo
        traits: [a, b]
        scoring: {model: highest, ties: [a, b]}
        questions:
          - id: q1
            text: Pick
            options:
              - {id: x, label: X, weights: \(weights)}
              - {id: y, label: Y, weights: \(other)}
        \(extra)outcomes:
          a: {title: A, description: Alpha}
          b: {title: B, description: Beta}

        """
    }

    func amounts(_ file: CompiledFile) throws -> [[String]] {
        let quiz = try #require(file.analyzed?.resolved, "diagnostics: \(codes(file))")
        return quiz.bundle.questions[0].options.map { $0.weights.map { "\($0.trait)\($0.amount)" } }
    }

    @Test func decimalsScaleEveryWeightByTheLargestPrecision() throws {
        let file = compile(Self.quiz(weights: "{a: 1.25}", other: "{b: 1.5}"))
        #expect(codes(file) == [])
        #expect(try amounts(file) == [["a125"], ["b150"]])
        #expect(file.resolved?.bundle.scoring.weightDigits == 2)
    }

    @Test func trailingZerosDoNotCount() throws {
        let file = compile(Self.quiz(weights: "{a: 1.50}", other: "{b: 2.000}"))
        #expect(try amounts(file) == [["a15"], ["b20"]])
        #expect(file.resolved?.bundle.scoring.weightDigits == 1)
    }

    @Test func integerQuizzesStayUnscaled() throws {
        let file = compile(Self.quiz(weights: "{a: 2}", other: "{b: -1}"))
        #expect(try amounts(file) == [["a2"], ["b-1"]])
        #expect(file.analyzed?.resolved.bundle.scoring.weightDigits == 0)
    }

    @Test func moreThanThreeDecimalPlacesIsWeightPrecision() throws {
        let file = compile(Self.quiz(weights: "{a: 0.3333}"))
        #expect(codes(file) == ["weight-precision@10:40"])
        #expect(file.diagnostics.first?.message.contains("write 0.333 or scale every weight") == true)
    }

    @Test func initialBandsAndExpectedScoresAreScaledToo() throws {
        let text = """
            quiz: demo
            version: 1.0.0
            title: Demo
            traits: [a]
            scoring:
              model: bands
              trait: a
              initial: {a: 0.5}
              bands: [{outcome: low, max: 1.5}, {outcome: high}]
            questions:
              - id: q1
                text: Pick
                options:
                  - {id: x, label: X, weights: {a: 1}}
                  - {id: y, label: Y, weights: {a: 2.25}}
            outcomes:
              low: {title: Low, description: Low}
              high: {title: High, description: High}
            examples:
              - {answers: {q1: x}, expect: low, expect_scores: {a: 1.5}}
              - {answers: {q1: y}, expect: high, expect_scores: {a: 2.75}}

            """
        let file = compile(text)
        #expect(codes(file) == [])
        let bundle = try #require(file.resolved?.bundle)
        #expect(bundle.scoring.weightDigits == 2)
        #expect(bundle.scoring.initial == [TraitAmount(trait: "a", amount: 50)])
        guard case .bands(_, let bands) = bundle.scoring.rule else {
            Issue.record("not bands")
            return
        }
        #expect(bands.map(\.max) == [150, nil])
        #expect(
            bundle.examples.map(\.expectScores) == [
                [TraitAmount(trait: "a", amount: 150)], [TraitAmount(trait: "a", amount: 275)],
            ])
    }

    @Test func aWrongExpectedScoreIsShownInRealUnits() throws {
        let file = compile(
            Self.quiz(extra: "examples:\n  - {answers: {q1: x}, expect: a, expect_scores: {a: 1.5}}\n"))
        #expect(codes(file) == ["example-mismatch@13:54"])
        #expect(file.diagnostics.first?.message.contains("`a` totals 1.25, not 1.5") == true)
    }

    @Test func keyedFractionalWeightRoundsAwayFromZeroAtTheQuizPrecision() throws {
        let text = """
            quiz: demo
            version: 1.0.0
            title: Demo
            traits: [E, I]
            scoring: {model: axes, axes: [{poles: [E, I]}]}
            scales:
              four: {options: [{value: 1, label: SD}, {value: 2, label: D}, {value: 3, label: A}, {value: 4, label: SA}]}
            questions:
              - {id: q, text: Q, scale: four, keyed: E, weight: 0.333}
            outcomes:
              E: {title: E, description: E}
              I: {title: I, description: I}

            """
        let file = compile(text)
        let quiz = try #require(file.resolved, "\(codes(file))")
        // (v − 2.5) × 0.333 = −0.4995, −0.1665, 0.1665, 0.4995 → ±0.500, ±0.167 (units of 0.001)
        #expect(
            quiz.bundle.questions[0].options.map { $0.weights.map { "\($0.trait)\($0.amount)" } } == [
                ["I500"], ["I167"], ["E167"], ["E500"],
            ])
        #expect(quiz.bundle.scoring.weightDigits == 3)
    }

    @Test func decimalTextIsReadExactlyNotThroughADouble() {
        // 0.1 + 0.2 is not 0.3 in binary; read as text both are exact.
        #expect(DecimalSyntax.parse("0.1", maxDigits: 3, bound: 10) == .value(SourceDecimal(units: 1, scale: 1)))
        #expect(DecimalSyntax.parse("-0.125", maxDigits: 3, bound: 10) == .value(SourceDecimal(units: -125, scale: 3)))
        #expect(DecimalSyntax.parse("1.0000", maxDigits: 3, bound: 10) == .value(SourceDecimal(1)))
        #expect(DecimalSyntax.parse("0.0001", maxDigits: 3, bound: 10) == .tooPrecise(4))
        #expect(DecimalSyntax.parse("1e-1", maxDigits: 3, bound: 10) == .notDecimal)
        #expect(DecimalSyntax.parse("+1", maxDigits: 3, bound: 10) == .notDecimal)
        #expect(DecimalSyntax.parse(".5", maxDigits: 3, bound: 10) == .notDecimal)
        #expect(DecimalSyntax.parse("5.", maxDigits: 3, bound: 10) == .notDecimal)
        #expect(DecimalSyntax.parse("10.5", maxDigits: 3, bound: 10) == .tooLarge)
        #expect(DecimalSyntax.parse("10", maxDigits: 3, bound: 10) == .value(SourceDecimal(10)))
        #expect(DecimalSyntax.parse("01.5", maxDigits: 3, bound: 10) == .leadingZero("1.5"))
    }
}
