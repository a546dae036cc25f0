import QuizRuntime
import Testing

@_spi(Tools) @testable import QuizCompiler

/// `sum: [T, U, …]` derived scores: resolution, default digits, the exact value the runtime
/// computes, and the diagnostics of a list that does not name two different traits.
@Suite("Derived sum scores")
struct SumScoreTests {
    func derived(_ file: CompiledFile) throws -> [QuizBundle.Scoring.DerivedScore] {
        try #require(file.analyzed?.resolved, "diagnostics: \(codes(file))").bundle.scoring.derived
    }

    @Test func aSumNamesItsTraitsAndIsWrittenWithTheWeightsDigits() throws {
        let file = compile(
            DerivedScoreTests.quiz(derived: "    - {id: s, sum: [N, E]}\n    - {id: t, sum: [E, N], digits: 2}"))
        let scores = try derived(file)
        #expect(scores.map(\.kind) == [.sum(of: ["N", "E"]), .sum(of: ["E", "N"])])
        #expect(scores.map(\.digits) == [0, 2])
    }

    @Test func aSumIsTheExactSumOfItsTraitsTotals() throws {
        let file = compile(
            DerivedScoreTests.quiz(derived: "    - {id: s, sum: [N, E]}\n    - {id: t, sum: [E, N], digits: 2}"))
        let bundle = try #require(file.analyzed?.resolved, "diagnostics: \(codes(file))").bundle
        // q1 agrees strongly (N +2), q2 is left out, q3 picks y (E 1, N 1): N 3, E 1.
        let result = try Scorer(bundle: bundle).score(jsonText: Array(#"{"q1": 5, "q3": "y"}"#.utf8)).get()
        #expect(result.derived.map(\.id) == ["s", "t"])
        #expect(result.derived.map { $0.value?.text } == ["4", "4.00"])
    }

    @Test func aSumOfOneTraitIsInvalid() {
        let file = compile(DerivedScoreTests.quiz(derived: "    - {id: s, sum: [N]}"))
        #expect(codes(file) == ["invalid-value@9:20"])
        #expect(file.diagnostics.first?.message.contains("at least two traits") == true)
    }

    @Test func aSumNamesEachTraitOnce() {
        let file = compile(DerivedScoreTests.quiz(derived: "    - {id: s, sum: [N, N]}"))
        #expect(codes(file) == ["invalid-value@9:24"])
        #expect(file.diagnostics.first?.message.contains("lists `N` twice") == true)
    }

    @Test func aSumNamesTraitsNotDerivedScoresOrUnknownNames() {
        let file = compile(
            DerivedScoreTests.quiz(
                derived: "    - {id: m, mean: N}\n    - {id: s, sum: [N, m]}\n    - {id: u, sum: [X, E]}"))
        #expect(codes(file) == ["unknown-score@10:24", "unknown-score@11:21"])
    }

    @Test func aSumIsAList() {
        let file = compile(DerivedScoreTests.quiz(derived: "    - {id: s, sum: N}"))
        #expect(codes(file) == ["type-mismatch@9:20"])
    }
}
