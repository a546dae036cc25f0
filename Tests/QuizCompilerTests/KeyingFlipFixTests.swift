import Foundation
@_spi(Tools) import QuizRuntime
import Testing

@_spi(Tools) @testable import QuizCompiler
@testable import QuizFixes

/// The unsafe fix of `miskeyed-item`: applied as `--unsafe-fixes` and an editor apply it, it
/// flips the item's keying, and the same responses then find nothing mis-keyed.
@Suite("Flipping a mis-keyed item")
struct KeyingFlipFixTests {
    /// The fix's edits applied to `text`.
    static func applying(_ fix: Diagnostic.Fix, to text: String) throws -> String {
        String(decoding: try #require(SourceEdits.apply(fix.edits, to: Array(text.utf8))), as: UTF8.self)
    }

    /// `question`'s keyed value on trait 0 for each of its options, by the runtime's scorer.
    static func values(_ text: String, question: Int) throws -> [Int] {
        let scorer = Scorer(bundle: try #require(compile(text).resolved?.bundle))
        return scorer.bundle.questions[question].options.indices.map {
            scorer.itemValue(question: question, chosen: [$0], trait: 0)
        }
    }

    /// Whether `after` ranks every pair of options the other way round from `before`: the
    /// item's keying flipped (negated weights, or a reversed scale under `keyed_scoring: values`).
    static func ordersReversed(_ before: [Int], _ after: [Int]) -> Bool {
        before.indices.allSatisfy { i in
            before.indices.allSatisfy { j in (before[i] < before[j]) == (after[i] > after[j]) }
        }
    }

    @Test func thePlantedItemsFixFlipsItAndTheSameAnswersThenFindNothing() throws {
        let rows = AnalyzeCommandTests.answers(rows: 300, seed: 31)
        let tests = AnalyzeCommandTests()
        var fixed = ""
        try tests.inFolder(["e.quiz.yaml": AnalyzeCommandTests.quiz, "r.jsonl": AnalyzeCommandTests.jsonLines(rows)]) {
            folder in
            let (_, output) = try tests.analyze(folder, ["r.jsonl"])
            guard case .array(let diagnostics)? = output["diagnostics"],
                let miskeyed = diagnostics.first(where: { $0["code"] == .string("miskeyed-item") }),
                case .array(let fixes)? = miskeyed["fixes"], case .array(let edits)? = fixes.first?["edits"]
            else {
                Issue.record("no fix on a miskeyed-item in \(output)")
                return
            }
            #expect(fixes.first?["safety"] == .string("unsafe"))
            #expect(edits.first?["replacement"] == .string("{E: -1}"))
        }
        // The same fix, as the finding carries it, applied to the source.
        let resolved = try #require(compile(AnalyzeCommandTests.quiz).resolved)
        let question = AnalyzeCommandTests.planted - 1
        let fix = try #require(
            Diagnostic.Fix.flippingKeying(of: resolved.questionSources[question], trait: "E", in: "e.quiz.yaml"))
        fixed = try Self.applying(fix, to: AnalyzeCommandTests.quiz)
        let before = try Self.values(AnalyzeCommandTests.quiz, question: question)
        #expect(try Self.values(fixed, question: question) == before.reversed())
        try tests.inFolder(["e.quiz.yaml": fixed, "r.jsonl": AnalyzeCommandTests.jsonLines(rows)]) { folder in
            let (status, output) = try tests.analyze(folder, ["r.jsonl"])
            #expect(status == .success)
            #expect(!AnalyzeCommandTests.codes(output).contains { $0.0 == "miskeyed-item" })
        }
    }

    @Test func optionWeightsAndMapWeightsAreNegated() throws {
        let quiz = """
            quiz: keys
            version: 1.0.0
            title: Keys
            traits: [E, N]
            scales:
              agree: {options: [{value: 1, label: No}, {value: 2, label: Yes}]}
            scoring:
              model: highest
              ties: [E, N]
            questions:
              - {id: q1, text: One, type: single, options: [{id: a, label: A, weights: {E: 2}}, {id: b, label: B, weights: {E: 1, N: 1}}]}
              - {id: q2, text: Two, scale: agree, keyed: {E: 1.5, N: 1}}
              - {id: q3, text: Three, scale: agree, keyed: E, weight: -2}
              - {id: q4, text: Four, scale: agree, keyed: [E, N]}
              - {id: q5, text: Five, scale: agree, keyed: E, weight: 3}
            outcomes:
              E: {title: E, description: Mostly E}
              N: {title: N, description: Mostly N}
            """
        let resolved = try #require(compile(quiz).resolved)
        for question in 0..<3 {
            let fix = try #require(
                Diagnostic.Fix.flippingKeying(of: resolved.questionSources[question], trait: "E", in: "k.yaml"))
            #expect(fix.safety == .unsafe)
            let fixed = try Self.applying(fix, to: quiz)
            let before = try Self.values(quiz, question: question)
            #expect(Self.ordersReversed(before, try Self.values(fixed, question: question)), "question \(question + 1)")
        }
        // Two traits sharing one keying: only the author can split it.
        #expect(Diagnostic.Fix.flippingKeying(of: resolved.questionSources[3], trait: "E", in: "k.yaml") == nil)
    }
}
