import Foundation
import Testing

@testable import QuizRuntime

// Seeded fuzzing: answers texts through `Scorer.score(jsonText:)` and bundle texts through
// `QuizBundle(jsonBytes:)`. Nothing may trap (a trap ends the test process); every result is
// a success or an error with a stable code and a non-empty message. Seeds are fixed, so a
// failure names the seed that reproduces it.

// MARK: - Nasty ingredients

let nastyNumbers = [
    "0", "-0", "1", "-1", "3", "5", "10", "0.5", "2.5", "-2.5", "1e999999", "-1e999999", "1e-999999", "1E+2", "1e400",
    "-1e400",
    "123456789012345678901234567890", "-123456789012345678901234567890", "9223372036854775807", "9223372036854775808",
    "-9223372036854775808", "-9223372036854775809", "4503599627370496", "4503599627370497", "1000000000000",
    "1000000000001",
    "0.0000000000000000000000000000000000000001", "9.999999999999999999999999", "1e18", "1e19", "18446744073709551616",
    "0e0", "0E-0", "-0.0", "3.0", "30e-1", "1e10000000000000000000000", "1" + String(repeating: "0", count: 999),
    "0." + String(repeating: "0", count: 997) + "1",
]

/// Tokens that are not JSON numbers (or not JSON at all).
let badTokens = [
    "NaN", "-NaN", "Infinity", "-Infinity", "+1", ".5", "01", "1.", "0x10", "1e", "--1", "1_000", "tru", "nul",
    "undefined", "'a'",
]

let nastyStrings = [
    "", " ", "a", "red", "Green Tea", "\\u0000", "a\\u0000b", "\\ud800", "\\udc00", "\\ud800\\u0041", "\\ud83d\\ude00",
    "\\x41", "\\u12",
    "\\uZZZZ", "\\", "cafe\\u0301", "caf\\u00e9", "e\\u0301", "\u{E9}", "e\u{301}", "\u{FEFF}", "\u{200B}x", "NaN",
    "-0", "5",
    "\\n\\t\\r\\b\\f\\/", String(repeating: "x", count: 5000), "\u{1F600}", "\\uDBFF\\uDFFF", "\t",
]

/// Raw byte sequences that are not valid UTF-8 (or are control characters inside strings).
let badBytes: [[UInt8]] = [
    [0xC3, 0x28], [0xFF], [0xFE], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xC0, 0xAF], [0xE2, 0x82], [0x00],
    [0x1F], [0x80],
]

// MARK: - Answer texts

/// Builds one fuzzed answers text for a bundle.
struct AnswerFuzzer {
    var draw: Draw
    let keys: [String]
    let ids: [String]
    /// When set, every value and key is valid JSON (the answers reach the scorer's checks).
    var clean = false

    init(seed: Int, bundle: QuizBundle) {
        draw = Draw(seed: seed)
        keys = bundle.questions.map(\.key)
        ids = bundle.questions.flatMap { $0.options.compactMap(\.id) }
    }

    mutating func key() -> [UInt8] {
        let base = keys.isEmpty ? "k" : draw.pick(keys)
        switch draw.int(0...(clean ? 7 : 9)) {
        case 0...4: return quoted(base)
        case 5: return quoted(base.decomposedStringWithCanonicalMapping)
        case 6: return quoted(base.uppercased())
        case 7: return quoted(base + " ")
        case 8: return Array("\"".utf8) + Array(draw.pick(nastyStrings).utf8) + Array("\"".utf8)
        default: return Array("\"".utf8) + draw.pick(badBytes) + Array("\"".utf8)
        }
    }

    func quoted(_ text: String) -> [UInt8] { Array(jsonQuoted(text, escapeSome: false).utf8) }

    mutating func value(depth: Int) -> [UInt8] {
        var choice = draw.int(0...15)
        if clean && [1, 3, 10].contains(choice) { choice = draw.pick([0, 5, 7, 11]) }
        switch choice {
        case 0: return Array(draw.pick(nastyNumbers).utf8)
        case 1: return Array(draw.pick(badTokens).utf8)
        case 2: return Array("\"".utf8) + Array(draw.pick(nastyStrings).utf8) + Array("\"".utf8)
        case 3: return Array("\"".utf8) + draw.pick(badBytes) + Array("\"".utf8)
        case 4: return Array(draw.pick(["true", "false", "null"]).utf8)
        case 5, 6: return ids.isEmpty ? Array("\"a\"".utf8) : quoted(draw.pick(ids))
        case 7, 8:
            guard depth < 6 else { return Array("[]".utf8) }
            var out = Array("[".utf8)
            for index in 0..<draw.int(0...4) {
                if index > 0 { out += Array(",".utf8) }
                out += draw.chance(0.6) && !ids.isEmpty ? quoted(draw.pick(ids)) : value(depth: depth + 1)
            }
            return out + Array("]".utf8)
        case 9:
            guard depth < 6 else { return Array("{}".utf8) }
            return object(depth: depth + 1)
        case 10:
            let depth = draw.pick([10, 60, 63, 64, 65, 1000, 100_000])
            return [UInt8](repeating: 0x5B, count: depth)
                + [UInt8](repeating: 0x5D, count: draw.chance(0.5) ? depth : depth / 2)
        case 11: return Array(String(draw.int(-20...20)).utf8)
        default:
            let digits = draw.int(1...2)
            return Array(String(format: "%.\(digits)f", Double(draw.int(-2000...2000)) / 100).utf8)
        }
    }

    mutating func object(depth: Int) -> [UInt8] {
        var out = Array("{".utf8)
        var members: [[UInt8]] = []
        // Every key (and then some) at the top; a few members below, so that nesting stays
        // small (a 120-question quiz with 122 members at each of six levels made texts of
        // many megabytes).
        for _ in 0..<draw.int(0...(depth == 0 ? max(keys.count + 2, 3) : 3)) {
            members.append(key() + Array(": ".utf8) + value(depth: depth))
        }
        if !members.isEmpty, draw.chance(0.1) { members.append(members[0]) }  // a duplicate key
        for (index, member) in members.enumerated() {
            if index > 0 { out += Array(draw.chance(0.05) ? ",,".utf8 : ", ".utf8) }
            out += member
        }
        if draw.chance(0.05) { out += Array(",".utf8) }
        return out + Array("}".utf8)
    }

    /// A valid-looking answers object: every key once, mostly plausible values, perhaps one
    /// of them replaced by a fuzzed (but valid JSON) value.
    mutating func plausible(_ bundle: QuizBundle) -> [UInt8] {
        var members: [[UInt8]] = []
        let tweaked = draw.chance(0.5) ? draw.int(0...bundle.questions.count - 1) : -1
        for (index, question) in bundle.questions.enumerated() where draw.chance(0.95) {
            var value = Array(validAnswer(question, &draw).json.utf8)
            if index == tweaked, question.type == .multiple, draw.chance(0.5) {
                // Its own ids, any number of them (perhaps too few or too many).
                let own = draw.shuffled(question.options.compactMap(\.id))
                value =
                    Array("[".utf8)
                    + own.prefix(draw.int(0...own.count)).map(quoted).joined(separator: Array(", ".utf8))
                    + Array("]".utf8)
            } else if index == tweaked {
                let wasClean = clean
                clean = true
                value = self.value(depth: 1)
                clean = wasClean
            }
            members.append(quoted(question.key) + Array(": ".utf8) + value)
        }
        return Array("{".utf8) + members.joined(separator: Array(", ".utf8)) + Array("}".utf8)
    }

    /// Byte-level damage: flips, insertions, deletions, truncation, splices.
    mutating func damage(_ bytes: [UInt8]) -> [UInt8] {
        var out = bytes
        for _ in 0..<draw.int(1...4) {
            guard !out.isEmpty else { break }
            let at = draw.int(0...out.count - 1)
            switch draw.int(0...6) {
            case 0: out[at] ^= UInt8(1 << draw.int(0...7))
            case 1: out.insert(UInt8(draw.int(0...255)), at: at)
            case 2: out.remove(at: at)
            case 3: out = Array(out[..<at])
            case 4: out.insert(contentsOf: draw.pick(badBytes), at: at)
            case 5:
                out.insert(
                    contentsOf: Array(draw.pick(["[", "{", "\"", "\\", ",", ":", "1e999999", "\\u0000"]).utf8), at: at)
            default:
                let end = min(out.count, at + draw.int(1...20))
                out.insert(contentsOf: out[at..<end], at: draw.int(0...out.count))
            }
        }
        return out
    }

    mutating func randomBytes() -> [UInt8] {
        (0..<draw.int(0...64)).map { _ in UInt8(draw.int(0...255)) }
    }

    mutating func next(_ bundle: QuizBundle) -> [UInt8] {
        clean = draw.chance(0.5)
        switch draw.int(0...9) {
        case 0...2: return object(depth: 0)
        case 3...4: return plausible(bundle)
        case 5...7: return damage(draw.chance(0.5) ? plausible(bundle) : object(depth: 0))
        case 8: return randomBytes()
        default: return value(depth: 0)
        }
    }
}

/// Checks one scorer result's shape.
/// The visibility API agrees with scoring: its errors are errors of scoring too (the
/// per-answer checks), an accepted answer set has nothing to discard, and a `hidden-answer`
/// names the first question to discard.
private func checkVisibility(
    _ visibility: Result<Visibility, AnswerError>, _ score: Result<ScoreResult, AnswerError>, bundle: QuizBundle,
    seed: Int
) {
    switch (visibility, score) {
    case (.failure(let error), .success):
        Issue.record("seed \(seed): visibility rejects (\(error)) what scoring accepts")
    case (.failure(let error), .failure(let scored)):
        if error.code == .unknownKey || error.code == .keyNotNormalized || error.code == .invalidJSON {
            #expect(error == scored, "seed \(seed)")
        }
    case (.success(let shown), .success):
        #expect(shown.discard.isEmpty, "seed \(seed)")
    case (.success(let shown), .failure(let scored)):
        if scored.code == .hiddenAnswer {
            #expect(bundle.questions.first { $0.key == scored.key }?.id == shown.discard.first, "seed \(seed)")
        }
    }
    if case .success(let shown) = visibility {
        #expect(shown.visible.count + shown.discard.count <= bundle.questions.count, "seed \(seed)")
    }
}

private func checkResult(
    _ result: Result<ScoreResult, AnswerError>, bundle: QuizBundle, text: [UInt8], seed: Int,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    switch result {
    case .success(let score):
        #expect(!(score.outcome ?? "").isEmpty, "seed \(seed)", sourceLocation: sourceLocation)
        #expect(score.scores.count == bundle.traits.count, "seed \(seed)", sourceLocation: sourceLocation)
        #expect(score.quiz == bundle.quiz, sourceLocation: sourceLocation)
    case .failure(let error):
        #expect(!error.message.isEmpty, "seed \(seed): \(error.code)", sourceLocation: sourceLocation)
        // invalid-json exactly when the strict parser refuses the text.
        let parses = (try? JSONParser().parse(text)) != nil
        #expect(
            (error.code == .invalidJSON) == !parses,
            "seed \(seed): \(error) for \(String(decoding: text.prefix(200), as: UTF8.self))",
            sourceLocation: sourceLocation)
        // A draw pool's count (too many or too few of its questions answered) concerns no one key.
        let poolCount =
            !bundle.presentation.draw.isEmpty && (error.code == .choiceCount || error.code == .missingAnswer)
            && (error.message.hasPrefix("the pool ") || error.message.hasPrefix("this quiz presents"))
        if error.code != .invalidJSON && error.code != .wrongType && !poolCount {
            #expect(error.key != nil, "seed \(seed): \(error)", sourceLocation: sourceLocation)
        }
    }
}

@Suite("Fuzzing: nothing traps")
struct ScorerFuzzTests {
    static func goldenBundles() throws -> [QuizBundle] {
        try goldenBundleNames().map { try QuizBundle(jsonBytes: try goldenBundleBytes($0)) }
    }

    /// A quiz whose keys and ids are not all ASCII, so NFD near misses can happen.
    static let unicodeBundle = Build.bundle(
        traits: ["A", "B"], rule: .highest(ties: ["B", "A"], secondary: true),
        questions: [
            Build.question(
                "q1", key: "caf\u{E9}", .single,
                [Build.option("\u{E9}t\u{E9}", [("A", 2)]), Build.option("b", [("B", 1)])]),
            Build.question(
                "q2", key: "\u{DC}ber \u{1F600}", .range, min: -2, max: 3,
                [Build.option("lo", [("B", 2)]), Build.option("hi", [("A", 1)])]),
            Build.question(
                "q3", key: "Question 3?", .multiple, min: 1, max: 2,
                [Build.option("a", [("A", 1)]), Build.option("b"), Build.option("c", [("B", 3)])]),
            Build.question(
                "q4", key: "na\u{EF}ve", .scale, required: false,
                [Build.value(1, [("B", 1)]), Build.value(2), Build.value(3, [("A", 1)])]),
        ])

    @Test func fuzzedAnswerTexts() throws {
        let bundles = try Self.goldenBundles() + [Self.unicodeBundle, BranchingFixture.bundle()]
        var codes: [String: Int] = [:]
        for seed in 0..<6000 {
            let bundle = bundles[seed % bundles.count]
            var fuzzer = AnswerFuzzer(seed: seed, bundle: bundle)
            let text = fuzzer.next(bundle)
            let scorer = Scorer(bundle: bundle)
            let result = scorer.score(jsonText: text)
            checkResult(result, bundle: bundle, text: text, seed: seed)
            checkVisibility(scorer.visibility(jsonText: text), result, bundle: bundle, seed: seed)
            codes[result.error?.code.rawValue ?? "ok", default: 0] += 1
        }
        // The fuzzer reaches every kind of outcome.
        for code in AnswerError.Code.allCases {
            #expect(codes[code.rawValue, default: 0] > 0, "\(code.rawValue) never came up: \(codes)")
        }
        #expect(codes["ok", default: 0] > 0, "\(codes)")
    }

    @Test func fuzzedAnswersAgainstRandomQuizzes() {
        for seed in 0..<3000 {
            var draw = Draw(seed: seed &+ 77)
            let bundle = randomQuiz(&draw, model: seed % 3)
            var fuzzer = AnswerFuzzer(seed: seed, bundle: bundle)
            let text = fuzzer.next(bundle)
            checkResult(Scorer(bundle: bundle).score(jsonText: text), bundle: bundle, text: text, seed: seed)
        }
    }

    @Test(arguments: [
        "1e999999", "123456789012345678901234567890", "-1e999999", "NaN", "-0", "\"NaN\"", "\"\\u0000\"", "\"\\x\"",
        "\"\\ud800\"",
        "\"\\udc00\"", "[\"\\ud800\"]", "{}", "[]", "true", "null",
    ])
    func everyQuestionGetsTheNastyValue(value: String) throws {
        for bundle in try Self.goldenBundles() {
            let scorer = Scorer(bundle: bundle)
            for question in bundle.questions {
                let text = Array("{\(jsonQuoted(question.key, escapeSome: false)): \(value)}".utf8)
                checkResult(scorer.score(jsonText: text), bundle: bundle, text: text, seed: -1)
            }
        }
    }

    @Test func deepNesting() throws {
        let bundle = try QuizBundle(jsonBytes: try goldenBundleBytes("animal.json"))
        let scorer = Scorer(bundle: bundle)
        let open = [UInt8](repeating: 0x5B, count: 100_000), close = [UInt8](repeating: 0x5D, count: 100_000)
        for text in [
            open + close, open, Array("{\"saturday\": ".utf8) + open + close + Array("}".utf8),
            Array(String(repeating: "{\"a\":", count: 100_000).utf8) + Array("1".utf8)
                + Array(String(repeating: "}", count: 100_000).utf8),
        ] {
            let error = scorer.score(jsonText: text).error
            #expect(error?.code == .invalidJSON)
            #expect(error?.message.isEmpty == false)
            #expect(throws: BundleError.self) { try QuizBundle(jsonBytes: text) }
        }
        // Within the parser's limit, a deeply nested answer is just the wrong type.
        let nested =
            Array("{\"saturday\": ".utf8) + [UInt8](repeating: 0x5B, count: 60) + [UInt8](repeating: 0x5D, count: 60)
            + Array("}".utf8)
        #expect(scorer.score(jsonText: nested).error?.code == .wrongType)
    }

    @Test func nonNFCAndDuplicateKeys() throws {
        let quiz = Build.bundle(
            traits: ["A"], rule: .highest(ties: ["A"], secondary: false),
            questions: [
                Build.question("cafe", key: "caf\u{E9}", .single, [Build.option("a", [("A", 1)])])
            ])
        let scorer = Scorer(bundle: quiz)
        // The exact key and its NFD twin are different names: no duplicate, but the NFD one is refused.
        #expect(scorer.score(text: "{\"caf\u{E9}\": \"a\", \"cafe\u{301}\": \"a\"}").error?.code == .keyNotNormalized)
        // Exactly the same name twice is not JSON this parser accepts.
        #expect(scorer.score(text: "{\"caf\u{E9}\": \"a\", \"caf\\u00e9\": \"a\"}").error?.code == .invalidJSON)
    }

    // MARK: bundles

    /// Mutates one node of a JSON value.
    static func mutate(_ value: JSONValue, _ draw: inout Draw, depth: Int = 0) -> JSONValue {
        let here = depth > 8 || draw.chance(0.25)
        switch value {
        case .object(var members) where !members.isEmpty && !here:
            let index = draw.int(0...members.count - 1)
            members[index].1 = mutate(members[index].1, &draw, depth: depth + 1)
            return .object(members)
        case .array(var items) where !items.isEmpty && !here:
            let index = draw.int(0...items.count - 1)
            items[index] = mutate(items[index], &draw, depth: depth + 1)
            return .array(items)
        case .object(var members):
            switch draw.int(0...5) {
            case 0 where !members.isEmpty: members.remove(at: draw.int(0...members.count - 1))
            case 1 where !members.isEmpty:
                let index = draw.int(0...members.count - 1)
                members[index].0 = draw.pick([members[index].0.uppercased(), members[index].0 + "_", "e\u{301}", ""])
            case 2:
                members.append(
                    (
                        draw.pick([
                            "min", "max", "pool", "tie", "weights", "value", "id", "x", "E", "casey", "description",
                        ]),
                        randomScalar(&draw)
                    ))
            case 3 where !members.isEmpty:
                members.append(members[draw.int(0...members.count - 1)])  // a duplicate name
            default: return randomScalar(&draw)
            }
            return .object(members)
        case .array(var items):
            switch draw.int(0...4) {
            case 0 where !items.isEmpty: items.remove(at: draw.int(0...items.count - 1))
            case 1 where !items.isEmpty: items.append(items[draw.int(0...items.count - 1)])
            case 2: items = []
            case 3: items.reverse()
            default: return randomScalar(&draw)
            }
            return .array(items)
        case .number:
            return draw.chance(0.8)
                ? .number(draw.pick(nastyNumbers + ["2", "-3", "1000000", "1000001"])) : randomScalar(&draw)
        case .string(let text):
            return .string(
                draw.pick([
                    text.decomposedStringWithCanonicalMapping, "", text + "x", text.uppercased(), "quiz-bundle/2",
                    "\u{0}",
                    "scale", "single", "multiple", "range", "axes", "highest", "bands",
                ]))
        default:
            return randomScalar(&draw)
        }
    }

    static func randomScalar(_ draw: inout Draw) -> JSONValue {
        switch draw.int(0...5) {
        case 0: return .null
        case 1: return .bool(draw.chance(0.5))
        case 2: return .number(draw.pick(nastyNumbers))
        case 3: return .string(draw.pick(["", "x", "e\u{301}", "\u{0}"]))
        case 4: return .array([])
        default: return .object([])
        }
    }

    /// A decoded bundle must be usable: written, re-read, hashed and scored without trapping.
    static func exercise(_ bundle: QuizBundle, seed: Int) {
        // Writing is the slow part (SHA-256 in a debug build): every fourth seed.
        if seed % 4 == 0 { checkRewrite(bundle, seed: seed) }
        let scorer = Scorer(bundle: bundle)
        for example in bundle.examples {
            if case .failure(let error) = scorer.score(example.answers) { #expect(!error.message.isEmpty) }
        }
        var fuzzer = AnswerFuzzer(seed: seed, bundle: bundle)
        for _ in 0..<3 {
            let text = fuzzer.next(bundle)
            checkResult(scorer.score(jsonText: text), bundle: bundle, text: text, seed: seed)
        }
    }

    static func checkRewrite(_ bundle: QuizBundle, seed: Int) {
        let bytes = bundle.fileBytes()
        // Written and read again, it writes the same bytes (member order in the damaged input
        // may differ, as objects are unordered; the written form is normal).
        let again = Result { () throws(BundleError) in try QuizBundle(jsonBytes: bytes) }
        guard LanguageTag.isWellFormed(bundle.sourceLocale) else {
            // Only `locales` member names are checked as tags: a damaged `source_locale` (or a
            // legacy `locale`) is read as it is, and written as a member name that is refused.
            var refusal: String?
            if case .failure(let error) = again { refusal = error.description }
            #expect(refusal == "/locales/\(bundle.sourceLocale): not a language tag", "seed \(seed)")
            return
        }
        #expect(
            again.map { $0.fileBytes() == bytes } == .success(true), "seed \(seed): a decoded bundle re-reads as itself"
        )
    }

    @Test func structurallyMutatedBundles() throws {
        let names = try goldenBundleNames()
        let values = try names.map { try JSONParser().parse(try goldenBundleBytes($0)) }
        var decoded = 0, refused = 0
        for seed in 0..<2000 {
            var draw = Draw(seed: seed)
            var value = values[seed % values.count]
            for _ in 0..<draw.int(1...3) { value = Self.mutate(value, &draw) }
            let bytes = draw.chance(0.5) ? JSONWriter.canonical.bytes(value) : JSONWriter.prettySorted.bytes(value)
            do throws(BundleError) {
                let bundle = try QuizBundle(jsonBytes: bytes)
                decoded += 1
                Self.exercise(bundle, seed: seed)
            } catch {
                refused += 1
                #expect(!error.message.isEmpty, "seed \(seed)")
                #expect(!error.description.isEmpty)
            }
        }
        // Both paths are exercised.
        #expect(decoded > 100, "decoded \(decoded), refused \(refused)")
        #expect(refused > 100, "decoded \(decoded), refused \(refused)")
    }

    @Test func byteDamagedBundles() throws {
        let names = try goldenBundleNames()
        let files = try names.map { try goldenBundleBytes($0) }
        let bundles = try files.map { try QuizBundle(jsonBytes: $0) }
        var decoded = 0
        for seed in 0..<1500 {
            let bytes = files[seed % files.count]
            var fuzzer = AnswerFuzzer(seed: seed, bundle: bundles[seed % files.count])
            let damaged = fuzzer.damage(bytes)
            do throws(BundleError) {
                let bundle = try QuizBundle(jsonBytes: damaged)
                decoded += 1
                Self.exercise(bundle, seed: seed)
            } catch {
                #expect(!error.message.isEmpty, "seed \(seed)")
            }
        }
        #expect(decoded > 0)
    }

    @Test func randomBytesAreNoBundle() {
        for seed in 0..<2000 {
            var draw = Draw(seed: seed)
            let bytes = (0..<draw.int(0...200)).map { _ in UInt8(draw.int(0...255)) }
            #expect(throws: BundleError.self) { try QuizBundle(jsonBytes: bytes) }
        }
    }
}
