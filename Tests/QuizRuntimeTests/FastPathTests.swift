import Foundation
import Testing

@testable import QuizRuntime

/// One question of every type, keyed by `keys` (the fourth is `level`).
private func mixedQuiz(_ keys: [String]) -> QuizBundle {
    Build.bundle(
        traits: ["A", "B"], rule: .highest(ties: ["A", "B"], secondary: true),
        questions: [
            Build.question(
                "s", key: keys[0], .scale, [Build.value(-2, [("B", 2)]), Build.value(0), Build.value(2, [("A", 2)])]),
            Build.question(
                "p", key: keys[1], .single,
                [Build.option("red", [("A", 1)]), Build.option("\u{E9}t\u{E9}", [("B", 1)])]),
            Build.question(
                "m", key: keys[2], .multiple, min: 0, max: 2,
                [
                    Build.option("x", [("A", 1)]), Build.option("y", [("B", 1)]),
                    Build.option("z", [("A", 1), ("B", 1)]),
                ]),
            Build.question(
                "r", key: "level", .range, min: -5, max: 5,
                [Build.option("low", [("B", 3)]), Build.option("high", [("A", 3)])]),
            Build.question("o", key: "optional", .single, required: false, [Build.option("yes", [("A", 5)])]),
        ], outcomes: ["A", "B"])
}

/// Keys that need care: non-ASCII, then a quote and a backslash (always escaped in JSON).
private let escapedKeys = ["caf\u{E9} mood", "say \"hi\"", "back\\slash"]
/// Keys JSON can carry as they are.
private let plainKeys = ["caf\u{E9} mood", "say hi", "na\u{EF}ve \u{1F600}"]
private let scorer = Scorer(bundle: mixedQuiz(escapedKeys))
private let plainScorer = Scorer(bundle: mixedQuiz(plainKeys))

/// Valid answers (with some replaced) under the given keys.
private func text(
    _ keys: [String] = escapedKeys, mood: String = "2", pick: String = "\"red\"", many: String = "[\"x\", \"z\"]",
    level: String = "3", extra: String = ""
) -> [UInt8] {
    let k = keys.map { jsonQuoted($0, escapeSome: false) }
    return Array("{\(k[0]): \(mood), \(k[1]): \(pick), \(k[2]): \(many), \"level\": \(level)\(extra)}".utf8)
}

@Suite("Fast paths: cases")
struct FastPathTests {
    @Test func everyTextAgreesWithTheGeneralPath() {
        let cases: [[UInt8]] =
            [
                text(), text(mood: "-2"), text(mood: "0"), text(mood: "-0"), text(mood: "2.0"), text(mood: "20e-1"),
                text(mood: "02"),
                text(mood: "1"), text(mood: "123456789012345678"), text(mood: "1234567890123456789"),
                text(mood: "-12345678901234567"),
                text(mood: "1e999999"), text(mood: "\"2\""), text(mood: "null"), text(mood: "nul"),
                text(pick: "\"\\u00e9t\\u00e9\""),
                text(pick: "\"\u{E9}t\u{E9}\""), text(pick: "\"e\u{301}t\u{E9}\""), text(pick: "\"RED\""),
                text(pick: "[\"red\"]"),
                text(many: "[]"), text(many: "[\"x\",\"x\"]"), text(many: "[\"x\", \"y\", \"z\"]"),
                text(many: "[\"x\" , \"y\" ]"),
                text(many: "[\"x\",]"), text(many: "[1]"), text(many: "\"x\""), text(level: "-5"), text(level: "5"),
                text(level: "6"),
                text(level: "0"), text(level: "0.5"), text(level: "\"high\""), text(level: "-0"),
                text(extra: ", \"optional\": \"yes\""),
                text(extra: ", \"optional\": null"), text(extra: ", \"level\": 3"), text(extra: ", \"lev\\u0065l\": 3"),
                text(extra: ", \"x\": {\"a\": [1, {\"b\": null}]}"), text(extra: ","),
                text(extra: " ") + Array(" \t\r\n".utf8),
                Array("{\"level\": 3, \"back\\\\slash\": [], \"say \\\"hi\\\"\": \"red\", \"caf\u{E9} mood\": 0}".utf8),
                Array(
                    "{\"caf\u{65}\u{301} mood\": 0, \"say \\\"hi\\\"\": \"red\", \"back\\\\slash\": [], \"level\": 3}"
                        .utf8),
                Array(
                    "{\"caf\\u00e9 mood\": 0, \"say \\\"hi\\\"\": \"red\", \"back\\\\slash\": [], \"level\": 3}".utf8),
                Array("  {}  ".utf8), Array("[]".utf8), Array("".utf8), Array("{".utf8), Array("\u{FEFF}{}".utf8),
                [0xC3, 0x28],
            ] + (1..<text().count).map { Array(text().prefix($0)) }
        for bytes in cases { checkFastPath(scorer, bytes, "case") }
    }

    @Test func plainKeysAgreeWithTheGeneralPathToo() {
        for mood in ["2", "-0", "2.0", "05"] {
            for many in ["[]", "[\"z\",\"x\"]", "[\"x\",\"x\"]"] {
                for level in ["-5", "5", "6", "\"low\"", "0.5"] {
                    checkFastPath(plainScorer, text(plainKeys, mood: mood, many: many, level: level), "plain")
                }
            }
        }
    }

    @Test func theScannerTakesPlainValidAnswersOnly() {
        #expect(plainScorer.fastScore(jsonText: text(plainKeys)) != nil)
        #expect(plainScorer.fastScore(jsonText: text(plainKeys, extra: ", \"optional\": null")) != nil)
        #expect(plainScorer.fastScore(jsonText: text(plainKeys, extra: ", \"optional\": \"yes\"")) != nil)
        let reordered = " \t{ \"level\" :-5,\"na\u{EF}ve \u{1F600}\":[ ],\"say hi\":\"red\",\"caf\u{E9} mood\":0 }\r\n"
        #expect(plainScorer.fastScore(jsonText: Array(reordered.utf8)) != nil)
        // Escapes, fractions and exponents go to the general path, which accepts them.
        for bytes in [
            text(plainKeys, pick: "\"\\u00e9t\\u00e9\""), text(plainKeys, mood: "2.0"), text(plainKeys, mood: "20e-1"),
            text(plainKeys, level: "0.5"),
            Array("{\"caf\\u00e9 mood\": 0, \"say hi\": \"red\", \"na\u{EF}ve \u{1F600}\": [], \"level\": 3}".utf8),
        ] {
            #expect(plainScorer.fastScore(jsonText: bytes) == nil)
            #expect(plainScorer.score(jsonText: bytes).value != nil)
        }
        // A key with a quote or a backslash must be escaped in JSON: the general path scores it.
        #expect(scorer.fastScore(jsonText: text()) == nil)
        #expect(scorer.score(jsonText: text()).value != nil)
    }

    @Test func aBundleWithTwoEqualKeysNeverTakesTheScanner() {
        let twins = Build.bundle(
            traits: ["A"], rule: .highest(ties: ["A"], secondary: false),
            questions: [
                Build.question("a", key: "same", .single, [Build.option("x", [("A", 1)])]),
                Build.question("b", key: "same", .single, [Build.option("x", [("A", 2)])]),
            ])
        let twinScorer = Scorer(bundle: twins)
        let bytes = Array("{\"same\": \"x\", \"same\": \"x\"}".utf8)
        #expect(twinScorer.fastScore(jsonText: bytes) == nil)
        checkFastPath(twinScorer, bytes, "twins")
        #expect(twinScorer.score(jsonText: bytes).error?.code == .invalidJSON)
    }

    @Test func resultsSharingTheTraitListBehaveAsValues() throws {
        let first = try #require(scorer.score(jsonText: text()).value)
        var changed = first
        #expect(changed == first)
        changed.scores[0].amount += 1
        #expect(changed != first)
        #expect(changed.scores.map(\.amount) == [first.scores[0].amount + 1, first.scores[1].amount])
        #expect(changed.score(of: "A") == first.scores[0].amount + 1)
        for result in [first, changed] {
            var written: [UInt8] = []
            result.writeJSON(into: &written)
            #expect(written == JSONWriter.line.bytes(result.jsonValue))
        }
    }

    @Test func axesCodesWithAndWithoutTheTable() throws {
        for axisCount in [1, 3, 6, 7, 9] {
            let traits = (0..<2 * axisCount).map { "t\($0)" }
            let axes = (0..<axisCount).map {
                QuizBundle.Scoring.Axis(poles: (traits[2 * $0], traits[2 * $0 + 1]), tie: "X\($0)")
            }
            let questions = (0..<axisCount).map { axis in
                Build.question(
                    "q\(axis)", .scale,
                    [
                        Build.value(1, [(traits[2 * axis], 1)]), Build.value(2),
                        Build.value(3, [(traits[2 * axis + 1], 1)]),
                    ])
            }
            let bundle = Build.bundle(traits: traits, rule: .axes(axes), questions: questions)
            var draw = Draw(seed: axisCount)
            for _ in 0..<20 {
                let answers = questions.map { (key: $0.key, answer: QuizAnswer.integer(draw.int(1...3))) }
                let result = try #require(Scorer(bundle: bundle).score(answers).value)
                #expect(result.outcome == result.axes.map(\.letter).joined())
                var written: [UInt8] = []
                result.writeJSON(into: &written)
                #expect(written == JSONWriter.line.bytes(result.jsonValue))
            }
        }
    }

    /// Typed answers whose keys are the bundle's own strings (found by address), copies of
    /// them, or copies with one byte changed, on the shipped quizzes (long keys).
    @Test(arguments: ["animal.json", "color.json", "fitcircle-persona.json", "mbti.json"])
    func typedKeysByAddressOrByBytes(name: String) throws {
        let bundle = try QuizBundle(jsonBytes: try goldenBundleBytes(name))
        let scorer = Scorer(bundle: bundle)
        var draw = Draw(seed: 9)
        for round in 0..<40 {
            var answers: [(key: String, answer: QuizAnswer)] = bundle.questions.map { question in
                switch question.type {
                case .scale: return (question.key, .integer(draw.pick(question.options).value ?? 0))
                case .single, .range: return (question.key, .option(draw.pick(question.options).id ?? ""))
                case .multiple: return (question.key, .options([question.options[0].id ?? ""]))
                }
            }
            let index = draw.int(0...answers.count - 1)
            var bytes = Array(answers[index].key.utf8)
            if round % 2 == 1 { bytes[draw.int(0...bytes.count - 1)] ^= 0x01 }
            let copy = String(decoding: bytes, as: UTF8.self)
            let own = scorer.score(answers)
            answers[index].key = copy
            let copied = scorer.score(answers)
            let general = scorer.score(json: .object(answers.map { ($0.key, $0.answer.jsonValue) }))
            #expect(wireBytes(copied) == wireBytes(general), "\(name) round \(round)")
            if round % 2 == 0 { #expect(wireBytes(copied) == wireBytes(own), "\(name) round \(round)") }
        }
    }

    @Test func integersAreWrittenAsStringDoes() {
        var draw = Draw(seed: 4)
        let values =
            [0, 1, 9, 10, -1, -9, -10, 99, 100, Int.max, Int.min, Int.max - 1, Int.min + 1]
            + (0..<200).map { _ in draw.int(Int.min...Int.max) }
        for value in values {
            var out: [UInt8] = [0x41]
            JSONWriter.appendInteger(value, into: &out)
            #expect(out == [0x41] + Array(String(value).utf8))
        }
    }
}
