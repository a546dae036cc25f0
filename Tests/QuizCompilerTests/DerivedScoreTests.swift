import Foundation
import QuizRuntime
@_spi(Tools) import QuizYAML
import Testing

@_spi(Tools) @testable import QuizCompiler

/// `keyed_scoring: values` and `scoring.derived`: decoding, resolution, diagnostics.
@Suite("Keyed scoring by value and derived scores")
struct DerivedScoreTests {
    /// A quiz of traits N, E on a five-point scale; `derived` lines go under `scoring`.
    static func quiz(derived: String, questions: String? = nil, scale: String = "") -> String {
        """
        quiz: demo
        version: 1.0.0
        title: Demo
        traits: [N, E]
        scoring:
          model: highest
          ties: [N, E]
          derived:
        \(derived)
        scales:
          five:
        \(scale)    options: [{value: 1, label: SD}, {value: 2, label: D}, {value: 3, label: N}, {value: 4, label: A}, {value: 5, label: SA}]
        questions:
        \(questions ?? """
              - {id: q1, text: One, scale: five, keyed: N}
              - {id: q2, text: Two, scale: five, keyed: N, weight: -1, required: false}
              - {id: q3, text: Three, options: [{id: x, label: X, weights: {E: 2}}, {id: y, label: Y, weights: {E: 1, N: 1}}]}
            """)
        outcomes:
          N: {title: N, description: N}
          E: {title: E, description: E}

        """
    }

    func derived(_ file: CompiledFile) throws -> [QuizBundle.Scoring.DerivedScore] {
        try #require(file.analyzed?.resolved, "diagnostics: \(codes(file))").bundle.scoring.derived
    }

    func weights(_ file: CompiledFile, _ question: Int) throws -> [[String]] {
        let quiz = try #require(file.analyzed?.resolved, "diagnostics: \(codes(file))")
        return quiz.bundle.questions[question].options.map { $0.weights.map { "\($0.trait)\($0.amount)" } }
    }

    // MARK: keyed_scoring

    @Test func keyedScoringValuesGivesTheValueTimesTheWeight() throws {
        let file = compile(
            Self.quiz(derived: "    - {id: m, mean: N}", scale: "    keyed_scoring: values\n"))
        #expect(try weights(file, 0) == [["N1"], ["N2"], ["N3"], ["N4"], ["N5"]])
        // Reverse-keyed: (first + last − v) × |N|, still to N.
        #expect(try weights(file, 1) == [["N5"], ["N4"], ["N3"], ["N2"], ["N1"]])
    }

    @Test func keyedScoringValuesOnAnAxisPoleNeverGoesToTheOppositePole() throws {
        let text = """
            quiz: demo
            version: 1.0.0
            title: Demo
            traits: [E, I]
            scoring: {model: axes, axes: [{poles: [E, I]}]}
            questions:
              - id: q
                text: Q
                type: scale
                keyed: I
                weight: -2
                keyed_scoring: values
                options: [{value: 1, label: No}, {value: 2, label: Some}, {value: 3, label: Yes}]
              - {id: r, text: R, options: [{id: a, label: A, weights: {E: 1}}, {id: b, label: B, weights: {I: 1}}]}
            outcomes:
              E: {title: E, description: E}
              I: {title: I, description: I}

            """
        let file = compile(text)
        #expect(try weights(file, 0) == [["I6"], ["I4"], ["I2"]])
    }

    @Test func keyedScoringOnAQuestionOfANamedScaleGoesOnTheScale() {
        let file = compile(
            Self.quiz(
                derived: "    - {id: m, mean: N}",
                questions: "  - {id: q1, text: One, scale: five, keyed: N, keyed_scoring: values}\n"))
        #expect(codes(file).contains("invalid-value@14:63"))
    }

    @Test func centeredIsTheDefault() throws {
        let file = compile(Self.quiz(derived: "    - {id: m, mean: N}"))
        #expect(try weights(file, 0) == [["N-2"], ["N-1"], [], ["N1"], ["N2"]])
    }

    // MARK: derived

    @Test func everyKindResolvesWithItsDefaults() throws {
        let file = compile(
            Self.quiz(
                derived: """
                        - {id: n_mean, mean: N}
                        - {id: n_answered, mean_answered: N, digits: 3}
                        - {id: n_pct, percent: N}
                        - {id: e_share, share: E, against: N}
                        - {id: n_std, linear: n_mean, times: 0.25, plus: -0.75}
                        - {id: n_copy, linear: N}
                    """, scale: "    keyed_scoring: values\n"))
        #expect(file.diagnostics.filter { $0.severity == .error }.map(\.message) == [])
        let scores = try derived(file)
        #expect(scores.map(\.id) == ["n_mean", "n_answered", "n_pct", "e_share", "n_std", "n_copy"])
        #expect(scores.map(\.digits) == [2, 3, 0, 0, 2, 2])
        // q1 (required) 1…5, q2 (optional) 0 or 1…5, q3 0 or 1: min 1, max 11; three questions weigh N.
        #expect(scores[0].kind == .mean(of: "N", count: 3))
        #expect(scores[1].kind == .meanAnswered(of: "N"))
        #expect(scores[2].kind == .percent(of: "N", min: BundleDecimal(1), max: BundleDecimal(11)))
        #expect(scores[3].kind == .share(of: "E", against: "N"))
        #expect(
            scores[4].kind
                == .linear(
                    of: "n_mean", times: BundleDecimal(units: 25, scale: 2)!, plus: BundleDecimal(units: -75, scale: 2)!
                ))
        #expect(scores[5].kind == .linear(of: "N", times: BundleDecimal(1), plus: BundleDecimal(0)))
    }

    @Test func percentExtremesCountMultipleChoiceLimitsAndInitial() throws {
        let text = """
            quiz: demo
            version: 1.0.0
            title: Demo
            traits: [a, b]
            scoring:
              model: highest
              ties: [a, b]
              initial: {a: 0.5}
              derived: [{id: p, percent: a}]
            questions:
              - id: m
                text: Pick two or three
                type: multiple
                min: 2
                max: 3
                options:
                  - {id: w, label: W, weights: {a: -1}}
                  - {id: x, label: X, weights: {a: 2}}
                  - {id: y, label: Y, weights: {a: 3, b: 1}}
                  - {id: z, label: Z, weights: {b: 5}}
              - id: r
                text: Range
                type: range
                options: [{id: lo, label: Lo, weights: {a: -2}}, {id: hi, label: Hi, weights: {a: 4}}]
            outcomes:
              a: {title: A, description: A}
              b: {title: B, description: B}

            """
        let file = compile(text)
        let scores = try derived(file)
        // multiple: two smallest −1 + 0 = −1, three largest 3 + 2 + 0 = 5; range −2…4; initial 0.5.
        #expect(
            scores.first?.kind
                == .percent(
                    of: "a", min: BundleDecimal(units: -25, scale: 1)!, max: BundleDecimal(units: 95, scale: 1)!))
    }

    @Test func unknownScoreSuggestsTheClosestName() {
        let file = compile(
            Self.quiz(derived: "    - {id: m, mean: Nn}\n    - {id: n_mean, mean: N}\n    - {id: l, linear: n_maen}"))
        #expect(codes(file) == ["unknown-score@9:21", "unknown-score@11:23"])
        #expect(file.diagnostics.first?.message.contains("use one of `N`, `E`") == true)
        #expect(file.diagnostics.last?.message.contains("did you mean `n_mean`?") == true)
    }

    @Test func aBrokenDerivedScoreCausesNoFollowOnErrors() {
        let file = compile(
            Self.quiz(
                derived: "    - {id: m, mean: Nx}\n    - {id: l, linear: m}",
                questions: "  - {id: q1, text: One, scale: five, keyed: N}\n"
                    + "  - {id: q3, text: Three, options: [{id: x, label: X, weights: {E: 2}}, {id: y, label: Y, weights: {E: 1, N: 1}}]}\n"
                    + "examples:\n  - {answers: {q1: 1, q3: x}, expect: E, expect_values: {m: 1, l: 2}}\n"))
        #expect(codes(file) == ["unknown-score@9:21"])
    }

    @Test func linearUsesOnlyEarlierScores() {
        let file = compile(Self.quiz(derived: "    - {id: l, linear: m}\n    - {id: m, mean: N}"))
        #expect(codes(file) == ["unknown-score@9:23"])
        #expect(file.diagnostics.first?.message.contains("declared after this one") == true)
    }

    @Test func meanOfADerivedScoreIsUnknownScore() {
        let file = compile(Self.quiz(derived: "    - {id: m, mean: N}\n    - {id: p, percent: m}"))
        #expect(codes(file) == ["unknown-score@10:24"])
    }

    @Test func idsAreUniqueAmongTraitsAndDerivedScores() {
        let file = compile(
            Self.quiz(derived: "    - {id: N, mean: N}\n    - {id: m, mean: N}\n    - {id: m, percent: E}"))
        #expect(codes(file) == ["duplicate-id@9:12", "duplicate-id@11:12"])
    }

    @Test func aPercentOfAConstantTotalIsConstantScore() {
        let file = compile(
            Self.quiz(
                derived: "    - {id: p, percent: E}",
                questions: "  - {id: q1, text: One, scale: five, keyed: N}\n"))
        #expect(codes(file).contains("constant-score@9:24"))
    }

    @Test func aShareOfATotalThatCanBeNegativeIsShareNegative() {
        let file = compile(Self.quiz(derived: "    - {id: s, share: E, against: N}"))
        #expect(codes(file) == ["share-negative@9:34"])
        #expect(file.diagnostics.first?.message.contains("can be -4, below 0") == true)
    }

    @Test func aDerivedScoreIsComputedOneWay() {
        let file = compile(Self.quiz(derived: "    - {id: s, mean: N, percent: N}\n    - {id: t, mean: N, times: 2}"))
        #expect(codes(file) == ["invalid-value@9:24", "invalid-value@10:31"])
    }

    @Test func digitsLieBetweenZeroAndSix() {
        let file = compile(Self.quiz(derived: "    - {id: s, mean: N, digits: 7}"))
        #expect(codes(file) == ["invalid-value@9:32"])
    }

    @Test func axesPercentSetsTheDigitsAndNeedsNonNegativePoles() throws {
        func text(_ percent: String, weight: String) -> String {
            """
            quiz: demo
            version: 1.0.0
            title: Demo
            traits: [E, I]
            scoring: {model: axes, axes: [{poles: [E, I]}], percent: \(percent)}
            questions:
              - {id: r, text: R, options: [{id: a, label: A, weights: {E: \(weight)}}, {id: b, label: B, weights: {I: 1}}]}
            outcomes:
              E: {title: E, description: E}
              I: {title: I, description: I}

            """
        }
        #expect(compile(text("true", weight: "1")).resolved?.bundle.scoring.axisPercentDigits == 0)
        #expect(compile(text("{digits: 1}", weight: "1")).resolved?.bundle.scoring.axisPercentDigits == 1)
        #expect(compile(text("false", weight: "1")).resolved?.bundle.scoring.axisPercentDigits == nil)
        #expect(codes(compile(text("true", weight: "-1"))).contains("share-negative@5:58"))
    }
}
