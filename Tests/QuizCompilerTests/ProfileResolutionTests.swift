import Foundation
import QuizRuntime
@_spi(Tools) import QuizYAML
import Testing

@_spi(Tools) @testable import QuizCompiler

/// `model: profile`: results, bands and nearest profiles, as the resolver checks them.
@Suite("Profile results and nearest profiles")
struct ProfileResolutionTests {
    /// `code@line:column` of every error (the analysis's warnings and notes are its tests').
    func problems(_ file: CompiledFile) -> [String] {
        file.diagnostics.filter { $0.severity == .error }.map { "\($0.code.rawValue)@\($0.range.start)" }
    }

    static let questions = """
        questions:
          - {id: q1, text: One, scale: five, keyed: N}
          - {id: q2, text: Two, scale: five, keyed: N, weight: -1}
          - {id: q3, text: Three, scale: five, keyed: E, required: false}
          - {id: q4, text: Four, scale: five, keyed: E, required: false}

        """

    /// A profile quiz whose `scoring` continues with `body` (indented by two spaces).
    static func quiz(_ body: String, outcomes: String = "", examples: String = "") -> String {
        """
        quiz: demo
        version: 1.0.0
        title: Demo
        traits: [N, E]
        scoring:
          model: profile
          derived:
            - {id: n_mean, mean: N}
            - {id: e_answered, mean_answered: E}
        \(body)
        scales:
          five:
            keyed_scoring: values
            options: [{value: 1, label: SD}, {value: 2, label: D}, {value: 3, label: N}, {value: 4, label: A}, {value: 5, label: SA}]
        \(questions)\(outcomes)\(examples)
        """
    }

    static let results = """
          results:
            - id: neuroticism
              title: Neuroticism
              score: n_mean
              bands:
                - {id: low, below: 2.5, title: Low}
                - {id: mid, max: 3.5, title: Average}
                - {id: high, title: High}
            - id: extraversion
              title: Extraversion
              score: E
              parent: neuroticism
              bands: [{id: only, title: All}]
        """

    @Test func aProfileWithoutNearestNeedsNoOutcomesAndNoExpect() {
        let file = compile(
            Self.quiz(
                Self.results,
                examples:
                    "examples:\n  - {answers: {q1: 1, q2: 1, q3: 1}, expect_results: {neuroticism: mid, extraversion: only}, expect_values: {n_mean: 3.00, e_answered: 1}}\n"
            ))
        #expect(problems(file) == [])
        #expect(file.resolved?.isComplete == true)
    }

    @Test func examplesCompareValuesAsExactDecimalsAndBandsByID() {
        let good = compile(
            Self.quiz(
                Self.results,
                examples:
                    "examples:\n  - {answers: {q1: 1, q2: 1}, expect_results: {neuroticism: mid, extraversion: only}, expect_values: {n_mean: 3.0, e_answered: null}}\n"
            ))
        #expect(problems(good) == [])
        let bad = compile(
            Self.quiz(
                Self.results,
                examples:
                    "examples:\n  - {answers: {q1: 1, q2: 1}, expect_results: {neuroticism: low, extraversion: null}, expect_values: {n_mean: 2.5, e_answered: 1}}\n"
            ))
        #expect(
            problems(bad) == [
                "example-mismatch@33:61", "example-mismatch@33:66", "example-mismatch@33:111",
                "example-mismatch@33:128",
            ])
        let messages = bad.diagnostics.map(\.message)
        #expect(messages.contains { $0.contains("`n_mean` is 3.00, not 2.5") })
        #expect(messages.contains { $0.contains("`e_answered` is null (no value") })
        #expect(
            messages.contains {
                $0.contains("the result `neuroticism` is in the band `mid` (its value is 3.00), not `low`")
            })
        #expect(messages.contains { $0.contains("the result `extraversion` is in the band `only`") })
    }

    @Test func outcomesWithoutNearestAreReported() {
        let file = compile(Self.quiz(Self.results, outcomes: "outcomes:\n  calm: {title: Calm, description: Calm}\n"))
        #expect(problems(file).contains { $0.hasPrefix("unknown-outcome@") || $0.hasPrefix("invalid-value@") })
    }

    @Test func expectWithoutNearestIsReported() {
        let file = compile(
            Self.quiz(Self.results, examples: "examples:\n  - {answers: {q1: 1, q2: 1, q3: 1}, expect: calm}\n"))
        #expect(problems(file) == ["invalid-value@33:46"])
    }

    @Test func expectResultsAndValuesNameResultsBandsAndDerivedScores() {
        let file = compile(
            Self.quiz(
                Self.results,
                examples:
                    "examples:\n  - {answers: {q1: 1, q2: 1, q3: 1}, expect_results: {neurotic: low, extraversion: hi}, expect_values: {n_meen: 1, N: 2}}\n"
            ))
        #expect(
            problems(file) == [
                "unknown-reference@33:55", "unknown-reference@33:84", "unknown-score@33:105", "unknown-score@33:116",
            ])
    }

    @Test func bandLimitsMustStrictlyIncrease() {
        let body = """
              results:
                - id: r
                  title: R
                  score: N
                  bands:
                    - {id: a, max: 3, title: A}
                    - {id: b, below: 3, title: B}
                    - {id: c, title: C, max: 9}
            """
        let file = compile(Self.quiz(body))
        #expect(problems(file) == ["band-order@16:26", "band-order@17:34"])
    }

    @Test func belowThenMaxAtTheSameNumberIsTheBandOfExactlyThatNumber() {
        let body = """
              results:
                - id: r
                  title: R
                  score: N
                  bands:
                    - {id: a, below: 3, title: A}
                    - {id: b, max: 3, title: B}
                    - {id: c, title: C}
            """
        #expect(problems(compile(Self.quiz(body))) == [])
    }

    @Test func aMiddleBandWithoutALimitIsBandOrder() {
        let body = """
              results:
                - id: r
                  title: R
                  score: N
                  bands:
                    - {id: a, title: A}
                    - {id: c, title: C}
            """
        #expect(problems(compile(Self.quiz(body))) == ["band-order@15:11"])
    }

    @Test func resultIDsAreUniqueAmongTraitsDerivedScoresAndResults() {
        let body = """
              results:
                - {id: n_mean, title: R, score: N, bands: [{id: a, title: A}]}
                - {id: r, title: R, score: Nx, bands: [{id: a, title: A}, {id: a, title: B}]}
            """
        #expect(
            problems(compile(Self.quiz(body))) == [
                "duplicate-id@11:12", "unknown-score@12:32", "band-order@12:44", "duplicate-id@12:68",
            ])
    }

    @Test func nearestResolvesWithDefaultTiesAndDistance() throws {
        let body = """
              results: [{id: r, title: R, score: N, bands: [{id: a, title: A}]}]
              nearest:
                over: [N, n_mean]
                profiles:
                  - {outcome: calm, at: {n_mean: 1.5, N: 5}}
                  - {outcome: tense, at: {N: 9, n_mean: 4}}
            """
        let outcomes =
            "outcomes:\n  calm: {title: Calm, description: Calm}\n  tense: {title: Tense, description: Tense}\n"
        let file = compile(Self.quiz(body, outcomes: outcomes))
        #expect(problems(file) == [])
        let bundle = try #require(file.resolved?.bundle)
        guard case .profile(let results, let nearest?) = bundle.scoring.rule else {
            Issue.record("not a profile with nearest")
            return
        }
        #expect(results.map(\.id) == ["r"])
        #expect(results.first?.bands.first?.limit == nil)
        #expect(nearest.over == ["N", "n_mean"])
        #expect(nearest.distance == .euclidean)
        #expect(nearest.ties == ["calm", "tense"])
        #expect(
            nearest.profiles == [
                .init(outcome: "calm", at: [BundleDecimal(5), BundleDecimal(units: 15, scale: 1)!]),
                .init(outcome: "tense", at: [BundleDecimal(9), BundleDecimal(4)]),
            ])
    }

    @Test func resultsResolveWithTheirBandsInOrder() throws {
        let file = compile(Self.quiz(Self.results))
        let bundle = try #require(file.resolved?.bundle)
        guard case .profile(let results, nil) = bundle.scoring.rule else {
            Issue.record("not a profile without nearest")
            return
        }
        #expect(results.map(\.id) == ["neuroticism", "extraversion"])
        #expect(results.map(\.score) == ["n_mean", "E"])
        #expect(results.map(\.parent) == [nil, "neuroticism"])
        #expect(
            results.first?.bands.map(\.limit) == [
                .below(BundleDecimal(units: 25, scale: 1)!), .max(BundleDecimal(units: 35, scale: 1)!), nil,
            ])
        #expect(bundle.outcomes.isEmpty)
        #expect(bundle.scoring.derived.map(\.id) == ["n_mean", "e_answered"])
    }

    @Test func withNearestOutcomesAndExpectAreRequired() {
        let body = """
              results: [{id: r, title: R, score: N, bands: [{id: a, title: A}]}]
              nearest:
                over: [N]
                profiles: [{outcome: calm, at: {N: 5}}, {outcome: tense, at: {N: 20}}]
            """
        let file = compile(Self.quiz(body, examples: "examples:\n  - {answers: {q1: 1, q2: 5, q3: 1}}\n"))
        // As for every model: `outcomes:` is missing, so is an entry for each profile.
        #expect(problems(file) == ["missing-field@1:1", "missing-outcome@1:1", "missing-field@24:5"])
    }

    @Test func nearestChecksItsNames() {
        let body = """
              results: [{id: r, title: R, score: N, bands: [{id: a, title: A}]}]
              nearest:
                over: [N, e_answered, Q, N]
                distance: manhatan
                profiles:
                  - {outcome: calm, at: {N: 5}}
                  - {outcome: calm, at: {N: 20, E: 1}}
                ties: [calm, tense]
            """
        let file = compile(Self.quiz(body, outcomes: "outcomes:\n  calm: {title: Calm, description: Calm}\n"))
        #expect(
            problems(file) == [
                "nearest-null-score@12:15", "unknown-score@12:27", "duplicate-id@12:30", "invalid-value@13:15",
                "profile-target-missing@15:29", "duplicate-id@16:19", "unknown-reference@17:18",
            ])
    }
}
