import Foundation
import PropertyBased
import Testing

@testable import QuizRuntime

// The fast paths (the JSON scanner behind `score(jsonText:)`/`fastScore(jsonText:)`, the
// flat-table path for typed answers, results that share the trait list) must give exactly
// what the general path gives: the same results and the same error JSON, byte for byte.

/// The general path alone: the strict parser, then `score(json:)`, as `score(jsonText:)`
/// did before it had the scanner.
func generalScore(_ scorer: Scorer, _ text: [UInt8]) -> Result<ScoreResult, AnswerError> {
    do {
        return scorer.score(json: try JSONParser().parse(text))
    } catch {
        return .failure(AnswerError(code: .invalidJSON, message: "the answers are not valid JSON: \(error)"))
    }
}

/// What `quizc score` prints for a result: the wire form, compact.
func wireBytes(_ result: Result<ScoreResult, AnswerError>) -> [UInt8] {
    switch result {
    case .success(let score): return JSONWriter.line.bytes(score.jsonValue)
    case .failure(let error): return JSONWriter.line.bytes(error.jsonValue)
    }
}

/// Answers texts close to what clients send, then disturbed in one of many ways.
struct PlainAnswerTexts {
    var draw: Draw
    let bundle: QuizBundle

    mutating func space() -> String { draw.pick(["", "", "", " ", "\t", "\r\n", "\n  ", " \r "]) }

    mutating func value(_ question: QuizBundle.Question) -> String {
        switch question.type {
        case .scale: return String(draw.pick(question.options).value ?? 0)
        case .single: return jsonQuoted(draw.pick(question.options).id ?? "", escapeSome: false)
        case .range:
            return draw.chance(0.5)
                ? jsonQuoted(draw.pick(question.options).id ?? "", escapeSome: false)
                : String(draw.int((question.min ?? 0)...(question.max ?? 1)))
        case .multiple:
            let count = draw.int((question.min ?? 0)...(question.max ?? 0))
            let ids = draw.shuffled(question.options).prefix(count).map { jsonQuoted($0.id ?? "", escapeSome: false) }
            return "[" + space() + ids.joined(separator: space() + "," + space()) + space() + "]"
        }
    }

    /// A member list in question order, each (key text, value text).
    mutating func members() -> [(String, String)] {
        bundle.questions.map { (jsonQuoted($0.key, escapeSome: false), value($0)) }
    }

    mutating func render(_ members: [(String, String)]) -> String {
        var out = space() + "{" + space()
        for (index, member) in members.enumerated() {
            if index > 0 { out += space() + "," + space() }
            out += member.0 + space() + ":" + space() + member.1
        }
        return out + space() + "}" + space()
    }

    /// One text: plain most of the time, else with one disturbance.
    mutating func next() -> [UInt8] {
        var list = members()
        let junk = [
            "1e999999", "123456789012345678901234567890", "1234567890123456789", "123456789012345678",
            "-12345678901234567",
            "05", "-0", "-", "5.0", "30e-1", "1E0", "null", "true", "\"\"", "[]", "{}", "[1, {\"a\": [null]}]",
            "\"\\u0041\"",
            "{\"a\": {\"b\": {\"c\": []}}}", "\"caf\\u00e9\"", "\"e\u{301}\"", "NaN", "--1", "0x10",
        ]
        switch list.isEmpty ? 0 : draw.int(0...14) {
        case 0...3: break
        case 4: list = draw.shuffled(list)
        case 5: list.append(list[draw.int(0...list.count - 1)])  // a duplicate name
        case 6: list.remove(at: draw.int(0...list.count - 1))  // a missing answer
        case 7: list[draw.int(0...list.count - 1)].1 = draw.pick(junk)  // an odd value
        case 8:  // an escaped key
            let index = draw.int(0...list.count - 1)
            list[index].0 = jsonQuoted(bundle.questions[index].key, escapeSome: true)
                .replacingOccurrences(of: "e", with: "\\u0065").replacingOccurrences(of: "Q", with: "\\u0051")
        case 9:  // a non-NFC or near-miss key
            let index = draw.int(0...list.count - 1), key = bundle.questions[index].key
            list[index].0 = jsonQuoted(
                draw.pick([
                    key.decomposedStringWithCanonicalMapping, key.uppercased(), key + " ", bundle.questions[index].id,
                ]), escapeSome: false)
        case 10:
            list.insert(
                (jsonQuoted(draw.pick(["x", "", "zz"]), escapeSome: false), draw.pick(junk)),
                at: draw.int(0...list.count))
        case 11: list[draw.int(0...list.count - 1)].1 = "null"
        default:  // damaged text
            var bytes = Array(render(list).utf8)
            var fuzzer = AnswerFuzzer(seed: draw.int(0...1_000_000), bundle: bundle)
            bytes = draw.chance(0.5) ? Array(bytes.prefix(draw.int(0...bytes.count))) : fuzzer.damage(bytes)
            return bytes
        }
        return Array(render(list).utf8)
    }
}

/// Checks one text: the scanner's result (when it gives one) and `score(jsonText:)` equal
/// the general path's, object and bytes. Returns whether the scanner scored it.
@discardableResult
func checkFastPath(
    _ scorer: Scorer, _ text: [UInt8], _ context: String, sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
    let general = generalScore(scorer, text)
    let viaText = scorer.score(jsonText: text)
    #expect(
        wireBytes(viaText) == wireBytes(general), "\(context): \(String(decoding: text, as: UTF8.self))",
        sourceLocation: sourceLocation)
    #expect(viaText == general, "\(context)", sourceLocation: sourceLocation)
    guard let fast = scorer.fastScore(jsonText: text) else { return false }
    #expect(
        general.value == fast, "\(context): the scanner accepted \(String(decoding: text, as: UTF8.self))",
        sourceLocation: sourceLocation)
    var written: [UInt8] = []
    fast.writeJSON(into: &written)
    #expect(written == wireBytes(general), "\(context)", sourceLocation: sourceLocation)
    return true
}

@Suite("Fast paths equal the general path")
struct FastPathPropertyTests {
    @Test func scannerMatchesTheGeneralPathOnRandomQuizzes() async {
        let hits = Counter()
        await propertyCheck(count: 500, input: Gen.int(in: 0...1_000_000)) { seed in
            var draw = Draw(seed: seed)
            let quiz = randomQuiz(&draw, model: seed % 3)
            let scorer = Scorer(bundle: quiz)
            var texts = PlainAnswerTexts(draw: draw, bundle: quiz)
            var fuzzer = AnswerFuzzer(seed: seed, bundle: quiz)
            for round in 0..<12 {
                let text =
                    round < 8
                    ? texts.next() : round < 10 ? Array(randomAnswers(quiz, &draw).json.utf8) : fuzzer.next(quiz)
                if checkFastPath(scorer, text, "seed \(seed) round \(round)") { hits.add() }
            }
        }
        #expect(hits.value > 1000, "the scanner scored only \(hits.value) texts")
    }

    @Test(arguments: ["animal.json", "color.json", "fitcircle-persona.json", "mbti.json"])
    func scannerMatchesTheGeneralPathOnGoldenBundles(name: String) async throws {
        let quiz = try QuizBundle(jsonBytes: try goldenBundleBytes(name))
        let scorer = Scorer(bundle: quiz)
        let hits = Counter()
        await propertyCheck(count: 300, input: Gen.int(in: 0...1_000_000)) { seed in
            var texts = PlainAnswerTexts(draw: Draw(seed: seed), bundle: quiz)
            for round in 0..<4 where checkFastPath(scorer, texts.next(), "\(name) seed \(seed) round \(round)") {
                hits.add()
            }
        }
        // A bundle with conditions (fitcircle-persona's follow-ups) is left to the general path.
        if quiz.questions.contains(where: { $0.condition != nil }) {
            #expect(hits.value == 0, "the scanner scored \(hits.value) texts of a bundle with conditions")
        } else {
            #expect(hits.value > 300, "the scanner scored only \(hits.value) texts")
        }
    }

    /// Six axes take the outcome from the plan's code table, seven from the letters one by one:
    /// both read the one axis rule (`ResultLayout.Axis.side`), and both equal the oracle and
    /// the general path, ties included.
    @Test(arguments: [6, 7])
    func manyAxesMatchTheOracle(axes: Int) async {
        await propertyCheck(count: 60, input: Gen.int(in: 0...1_000_000)) { seed in
            var draw = Draw(seed: seed)
            let traits = (0..<(2 * axes)).map { "T\($0)" }
            let rule = QuizBundle.Scoring.Rule.axes(
                (0..<axes).map { axis in
                    QuizBundle.Scoring.Axis(
                        poles: (traits[2 * axis], traits[2 * axis + 1]),
                        tie: draw.pick([traits[2 * axis], traits[2 * axis + 1], "x"]))
                })
            let questions = (0..<draw.int(1...5)).map { number in
                Build.question(
                    "q\(number)", .single, required: draw.chance(0.7),
                    ["a", "b", "c"].map { id in
                        Build.option(id, traits.compactMap { draw.chance(0.3) ? ($0, draw.int(-2...2)) : nil })
                    })
            }
            let quiz = Build.bundle(traits: traits, rule: rule, questions: questions)
            let scorer = Scorer(bundle: quiz)
            for round in 0..<6 {
                let answers = randomAnswers(quiz, &draw)
                #expect(Expected(scorer.score(jsonText: Array(answers.json.utf8))) == oracleScore(quiz, answers))
                checkFastPath(scorer, Array(answers.json.utf8), "\(axes) axes, seed \(seed) round \(round)")
            }
        }
    }

    /// Typed answers (the in-process API) against the same answers as a JSON value.
    @Test func typedAnswersMatchTheGeneralPath() async {
        await propertyCheck(count: 400, input: Gen.int(in: 0...1_000_000)) { seed in
            var draw = Draw(seed: seed)
            let quiz = randomQuiz(&draw, model: seed % 3)
            let scorer = Scorer(bundle: quiz)
            for _ in 0..<6 {
                var answers: [(key: String, answer: QuizAnswer)] = quiz.questions.map { question in
                    switch question.type {
                    case .scale: return (question.key, .integer(draw.pick(question.options).value ?? 0))
                    case .single, .range: return (question.key, .option(draw.pick(question.options).id ?? ""))
                    case .multiple:
                        return (
                            question.key,
                            .options(draw.shuffled(question.options).prefix(draw.int(0...2)).map { $0.id ?? "" })
                        )
                    }
                }
                if !answers.isEmpty, draw.chance(0.4) {
                    let index = draw.int(0...answers.count - 1)
                    switch draw.int(0...4) {
                    case 0: answers[index].key = answers[index].key.decomposedStringWithCanonicalMapping
                    case 1: answers[index].answer = .integer(draw.int(-5...12))
                    case 2: answers[index].answer = .option(draw.pick(["a", "zz", "\u{E9}t\u{E9}", "e\u{301}t\u{E9}"]))
                    case 3: answers.remove(at: index)
                    default: answers = draw.shuffled(answers)
                    }
                }
                let typed = scorer.score(answers)
                let general = scorer.score(json: .object(answers.map { ($0.key, $0.answer.jsonValue) }))
                #expect(wireBytes(typed) == wireBytes(general), "seed \(seed): \(answers)")
                #expect(typed == general, "seed \(seed)")
            }
        }
    }
}

/// A count shared by property-check iterations.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func add() { lock.lock(); count += 1; lock.unlock() }
    var value: Int { lock.lock(); defer { lock.unlock() }; return count }
}
