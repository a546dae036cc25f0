import Foundation
import QuizRuntime
@_spi(Tools) import QuizYAML
import Testing

@_spi(Tools) @testable import QuizCompiler

/// `keyed: {T: 1, U: -1}`: an item keyed + on one trait and − on another (EPI's V11: N +,
/// sociability −), each trait with its own weight; and `scored: false`, a filler item that
/// is answered and shown but scored nowhere (docs/authoring.md, "Keyed maps and unscored
/// items"). Both expand into the per-option weights a bundle already carries.
@Suite("keyed maps and unscored items")
struct KeyedMapTests {
    func weights(_ question: String) throws -> [[String]] {
        let file = KeyedListTests.compiled(question)
        let quiz = try #require(file.resolved, "diagnostics: \(codes(file))")
        #expect(!file.hasErrors, "\(codes(file))")
        return quiz.bundle.questions[0].options.map { $0.weights.map { "\($0.trait)\($0.amount)" } }
    }

    func diagnostics(_ question: String) -> [String] {
        KeyedListTests.compiled(question).diagnostics.map {
            "\($0.code.rawValue)@\($0.range.start) \($0.message)"
        }
    }

    @Test func valuesScoringKeysEachTraitItsOwnWay() throws {
        #expect(
            try weights("  - {id: q, text: Q, scale: values, keyed: {X: 1, Y: -1}}\n") == [
                ["X1", "Y5"], ["X2", "Y4"], ["X3", "Y3"], ["X4", "Y2"], ["X5", "Y1"],
            ])
    }

    @Test func midpointRuleKeysEachTraitItsOwnWay() throws {
        // E is an axis pole (disagreeing counts for I); X, keyed −, gains from disagreeing.
        #expect(
            try weights("  - {id: q, text: Q, scale: five, keyed: {E: 1, X: -1}}\n") == [
                ["I2", "X2"], ["I1", "X1"], [], ["E1", "X-1"], ["E2", "X-2"],
            ])
    }

    @Test func aMapEntryIsTheTraitWithThatWeight() throws {
        #expect(
            try weights("  - {id: q, text: Q, scale: five, keyed: {X: 2, Y: 0.5}}\n") == [
                // Weights in tenths, as `Y: 0.5` needs one decimal place.
                ["X-40", "Y-10"], ["X-20", "Y-5"], [], ["X20", "Y5"], ["X40", "Y10"],
            ])
        #expect(
            try weights("  - {id: q, text: Q, scale: five, keyed: {X: -2}}\n")
                == (try weights("  - {id: q, text: Q, scale: five, keyed: X, weight: -2}\n")))
    }

    @Test func anEmptyMapIsAnError() {
        #expect(
            diagnostics("  - {id: q, text: Q, scale: five, keyed: {}}\n") == [
                "invalid-value@12:42 `keyed: {}` names no trait; write `keyed: TRAIT`, list the traits, `keyed: [T, U]`, or give each its weight, `keyed: {T: 1, U: -1}`"
            ])
    }

    @Test func aWeightThatIsNotANumberIsATypeMismatch() {
        #expect(
            diagnostics("  - {id: q, text: Q, scale: five, keyed: {X: up}}\n").map { $0.prefix(17) } == [
                "type-mismatch@12:"
            ])
    }

    @Test func aZeroWeightIsAnError() {
        #expect(
            diagnostics("  - {id: q, text: Q, scale: five, keyed: {X: 1, Y: 0}}\n") == [
                "invalid-value@12:52 `keyed` gives `Y` the weight 0, which scores nothing; give it a weight, or remove it"
            ])
    }

    @Test func aMapWithWeightIsAnError() {
        #expect(
            diagnostics("  - {id: q, text: Q, scale: five, keyed: {X: 1}, weight: 2}\n") == [
                "invalid-value@12:58 `weight` goes with `keyed: TRAIT` or a list; `keyed: {T: N}` gives each trait its own weight, so write the weight in the map and remove `weight`"
            ])
    }

    @Test func anUnknownTraitInTheMapIsReportedAtIt() {
        #expect(
            codes(KeyedListTests.compiled("  - {id: q, text: Q, scale: five, keyed: {X: 1, Z: -1}}\n")) == [
                "unknown-trait@12:49"
            ])
    }

    @Test func aTraitTwiceInTheMapIsReported() {
        let found = codes(KeyedListTests.compiled("  - {id: q, text: Q, scale: five, keyed: {X: 1, X: -1}}\n"))
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.hasSuffix("@12:49") == true, "\(found)")
    }

    @Test func anUnscoredScaleItemIsNotADeadOption() throws {
        #expect(diagnostics("  - {id: q, text: Q, scale: five}\n").map { $0.prefix(11) } == ["dead-option"])
        #expect(diagnostics("  - {id: q, text: Q, scale: five, scored: false}\n") == [])
        #expect(try weights("  - {id: q, text: Q, scale: five, scored: false}\n") == [[], [], [], [], []])
    }

    @Test func anUnscoredChoiceIsNotADeadOption() {
        #expect(
            diagnostics(
                "  - {id: q, text: Q, scored: false, options: [{id: a, label: A}, {id: b, label: B}]}\n") == [])
    }

    @Test func anUnscoredItemWithWeightsIsAnError() {
        #expect(
            diagnostics("  - {id: q, text: Q, scale: five, scored: false, keyed: X}\n") == [
                "invalid-value@12:57 question `q` has `scored: false`, so nothing may score it; remove `keyed`, or `scored: false`"
            ])
        #expect(
            diagnostics(
                "  - {id: q, text: Q, scored: false, options: [{id: a, label: A, weights: {X: 1}}, {id: b, label: B}]}\n"
            ) == [
                "invalid-value@12:74 question `q` has `scored: false`, so nothing may score it; remove `weights`, or `scored: false`"
            ])
    }

    @Test func scoredMustBeABoolean() {
        #expect(
            diagnostics("  - {id: q, text: Q, scale: five, scored: 0}\n").map { $0.prefix(19) } == [
                "type-mismatch@12:43"
            ])
    }
}
