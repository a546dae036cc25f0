import Foundation
@_spi(Tools) import QuizRuntime
import Testing

@_spi(Tools) @testable import QuizCompiler

/// Answer sets tallied straight from their JSON text (`AnswerTextTally`) give exactly the
/// tally of the general path (`ResponseTally.add`, after parsing), for single, multiple,
/// range and scale questions, missing and `null` answers, keys in any order, and texts the
/// fast path leaves to the general one (wrong answers, unknown keys, escapes).
@Suite("Answer text tally")
struct AnswerTextTallyTests {
    /// A quiz of every question type: two scales, one of them over single, multiple and range items.
    static let quiz = """
        quiz: mixed
        version: 1.0.0
        title: Mixed
        traits: [a, b]
        scoring:
          model: highest
          ties: [a, b]
        scales:
          five: {keyed_scoring: values, options: [{value: 1, label: One}, {value: 2, label: Two}, {value: 3, label: Three}, {value: 4, label: Four}, {value: 5, label: Five}]}
        questions:
          - {id: s1, text: S1, scale: five, keyed: a}
          - {id: s2, text: S2, scale: five, keyed: a, weight: -1}
          - {id: s3, text: S3, scale: five, keyed: b, required: false}
          - id: one
            text: One
            required: false
            options:
              - {id: x, label: X, weights: {a: 2, b: 1}}
              - {id: y, label: Y, weights: {b: 3}}
          - id: many
            text: Many
            type: multiple
            required: false
            max: 2
            options:
              - {id: p, label: P, weights: {b: 1}}
              - {id: q, label: Q, weights: {b: 2, a: 1}}
              - {id: r, label: R, weights: {}}
          - id: span
            text: Span
            type: range
            min: 0
            max: 10
            required: false
            options:
              - {id: low, label: Low, weights: {b: -2}}
              - {id: high, label: High, weights: {b: 4}}
        outcomes:
          a: {title: A, description: Mostly a.}
          b: {title: B, description: Mostly b.}

        """

    /// A seeded answers text: each answer sometimes missing, `null` or wrong, keys shuffled.
    static func line(_ random: inout SplitMix64) -> String {
        var members: [String] = []
        func answer(_ key: String, _ valid: () -> String, wrong: String) {
            switch Int.random(in: 0..<20, using: &random) {
            case 0: return
            case 1: members.append("\"\(key)\": null")
            case 2: members.append("\"\(key)\": \(wrong)")
            default: members.append("\"\(key)\": \(valid())")
            }
        }
        for key in ["s1", "s2", "s3"] { answer(key, { "\(Int.random(in: 1...5, using: &random))" }, wrong: "6") }
        answer("one", { ["\"x\"", "\"y\""][Int.random(in: 0...1, using: &random)] }, wrong: "\"z\"")
        let ids = ["\"p\"", "\"q\"", "\"r\""]
        answer(
            "many", { "[" + ids.filter { _ in Bool.random(using: &random) }.prefix(2).joined(separator: ", ") + "]" },
            wrong: "[" + ids.joined(separator: ", ") + "]")
        answer("span", { "\(Int.random(in: 0...10, using: &random))" }, wrong: "11")
        if Int.random(in: 0..<25, using: &random) == 0 { members.append("\"extra\": 1") }
        if Int.random(in: 0..<25, using: &random) == 0 { members.append("\"n\\u006fte\": 2") }
        members.shuffle(using: &random)
        return "{" + members.joined(separator: ", ") + "}"
    }

    @Test func theFastPathTalliesWhatTheGeneralPathTallies() throws {
        let bundle = try #require(compile(Self.quiz).resolved?.bundle)
        let scorer = Scorer(bundle: bundle)
        var general = ResponseTally(bundle, scorer: scorer)
        var fast = ResponseTally(bundle, scorer: scorer)
        #expect(general.scales.map(\.items) == [[0, 1, 3, 4], [2, 3, 4, 5]])
        var plainText = AnswerTextTally(scorer: scorer, scales: fast.scales)
        var random = SplitMix64(seed: 31)
        var taken = 0
        for _ in 0..<3000 {
            let text = Array(Self.line(&random).utf8)
            let value = try JSONParser().parse(text)
            _ = general.add(value, scorer: scorer)
            let before = fast
            if text.withUnsafeBufferPointer({ plainText.add($0, to: &fast) }) {
                taken += 1
            } else {
                #expect(fast == before)
                _ = fast.add(value, scorer: scorer)
            }
        }
        #expect(fast == general)
        // Most texts take the fast path (about two in three here), and the rest the general one.
        #expect(taken > 1500 && taken < 3000)
        #expect(general.rejected.value > 0 && general.sums.allSatisfy { $0.count.value > 100 })
    }
}
