import Foundation
import QuizRuntime
import Testing

/// The golden bundles the scoring runs use.
private let bundles = packageRoot.appendingPathComponent("Tests/QuizCompilerTests/Golden/bundles")

private func loadBundle(_ name: String) throws -> QuizBundle {
    try QuizBundle(jsonBytes: [UInt8](try Data(contentsOf: bundles.appendingPathComponent(name))))
}

/// What `quizc score` must print for JSON Lines, worked out in the test: every non-blank line
/// through the parser and `Scorer.score(json:)`, one compact line each.
private func expectedLines(_ scorer: Scorer, _ input: [UInt8]) -> (output: String, rejected: Int) {
    var out: [UInt8] = [], rejected = 0
    for line in input.split(separator: 0x0A, omittingEmptySubsequences: false) {
        if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { continue }
        let result: Result<ScoreResult, AnswerError>
        do {
            result = scorer.score(json: try JSONParser().parse(Array(line)))
        } catch {
            result = .failure(AnswerError(code: .invalidJSON, message: "the line is not valid JSON: \(error)"))
        }
        switch result {
        case .success(let score): out += JSONWriter.line.bytes(score.jsonValue)
        case .failure(let error): out += JSONWriter.line.bytes(error.jsonValue); rejected += 1
        }
        out.append(0x0A)
    }
    return (String(decoding: out, as: UTF8.self), rejected)
}

/// Random lines for a bundle: mostly plain valid answers in question order, some reordered,
/// escaped, incomplete, wrong, not JSON at all, blank, or ending in CR LF.
private func randomLines(_ bundle: QuizBundle, count: Int, seed: UInt64) -> [UInt8] {
    var rng = SplitMix64(seed: seed)
    var out: [UInt8] = []
    for index in 0..<count {
        var members: [(String, JSONValue)] = bundle.questions.map { question in
            switch question.type {
            case .scale: return (question.key, .integer(question.options[Int(rng.next() % UInt64(question.options.count))].value ?? 0))
            default: return (question.key, .string(question.options[Int(rng.next() % UInt64(question.options.count))].id ?? ""))
            }
        }
        var line = JSONWriter.line.bytes(.object(members))
        switch index == 0 ? 0 : rng.next() % 20 {
        case 1: members.reverse(); line = JSONWriter.line.bytes(.object(members))
        case 2: line = Array(String(decoding: line, as: UTF8.self).replacingOccurrences(of: "a", with: "\\u0061").utf8)
        case 3: members.removeLast(); line = JSONWriter.line.bytes(.object(members))
        case 4: members[0].1 = .string("nope"); line = JSONWriter.line.bytes(.object(members))
        case 5: line = Array(line.prefix(Int(rng.next() % UInt64(line.count))))
        case 6: line = Array("  \t".utf8)
        case 7: line += [0x0D]
        case 8: line = [0x20] + line + Array("  ".utf8)
        default: break
        }
        out += line
        out.append(0x0A)
    }
    return out
}

/// Compares two outputs byte for byte, naming the first line that differs (a plain
/// `#expect(a == b)` on megabytes would print both in full).
private func expectSameOutput(_ actual: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let a = Array(actual.utf8), b = Array(expected.utf8)
    guard a != b else { return }
    let lines = (a.split(separator: 0x0A, omittingEmptySubsequences: false), b.split(separator: 0x0A, omittingEmptySubsequences: false))
    let index = zip(lines.0, lines.1).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(lines.0.count, lines.1.count)
    func line(_ all: [ArraySlice<UInt8>]) -> String { index < all.count ? String(decoding: all[index].prefix(300), as: UTF8.self) : "(none)" }
    Issue.record("output differs at line \(index + 1) of \(lines.1.count): got \(line(lines.0)), expected \(line(lines.1))",
                 sourceLocation: sourceLocation)
}

@Suite("quizc score, run as a process")
struct ScoreCommandTests {
    /// Several MiB of lines: many read blocks, lines across block ends, both halves of each block scored at once.
    @Test(arguments: ["mbti.json", "fitcircle-persona.json"])
    func jsonLinesGiveOneLineEachInOrder(name: String) throws {
        let bundle = try loadBundle(name)
        let input = randomLines(bundle, count: name == "mbti.json" ? 4000 : 20000, seed: 11)
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("answers.jsonl")
        try Data(input).write(to: file)
        let run = try runQuizc(["score", bundles.appendingPathComponent(name).path, file.path])
        let expected = expectedLines(Scorer(bundle: bundle), input)
        #expect(expected.rejected > 0)
        expectSameOutput(run.stdout, expected.output)
        #expect(run.status == 1)
        #expect(run.stderr == "quizc: \(expected.rejected) answer sets were rejected\n")
    }

    @Test func standardInputWithBlankFirstLinesAndNoFinalNewline() throws {
        let bundle = try loadBundle("fitcircle-persona.json")
        var input = randomLines(bundle, count: 30, seed: 5).filter { $0 != 0x0D }
        input = Array("\n  \n".utf8) + input.dropLast()
        let run = try runQuizc(["score", bundles.appendingPathComponent("fitcircle-persona.json").path, "-"],
                               input: String(decoding: input, as: UTF8.self))
        let expected = expectedLines(Scorer(bundle: bundle), input)
        expectSameOutput(run.stdout, expected.output)
        #expect(run.status == (expected.rejected > 0 ? 1 : 0))
    }

    @Test func aMultiLineDocumentIsOneAnswersObject() throws {
        let bundle = try loadBundle("fitcircle-persona.json")
        let answers = JSONValue.object(bundle.questions.map { ($0.key, .string($0.options[0].id ?? "")) })
        let text = String(decoding: JSONWriter.prettySorted.bytes(answers), as: UTF8.self)
        let run = try runQuizc(["score", bundles.appendingPathComponent("fitcircle-persona.json").path], input: text)
        let result = try Scorer(bundle: bundle).score(json: answers).get()
        #expect(Array(run.stdout.utf8) == JSONWriter(sortKeys: false, pretty: true).bytes(result.jsonValue))
        #expect(run.status == 0)
    }

    @Test func aLineLongerThanTheReadBuffer() throws {
        let bundle = try loadBundle("mbti.json")
        let plain = JSONWriter.line.bytes(.object(bundle.questions.map { ($0.key, .integer($0.options[0].value ?? 0)) }))
        // 3 MiB of white space inside one answers object, then an ordinary line.
        let long = [UInt8](plain.prefix(1)) + [UInt8](repeating: 0x20, count: 3 << 20) + plain.dropFirst()
        let input = long + [0x0A] + plain + [0x0A]
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("long.jsonl")
        try Data(input).write(to: file)
        let run = try runQuizc(["score", bundles.appendingPathComponent("mbti.json").path, file.path])
        expectSameOutput(run.stdout, expectedLines(Scorer(bundle: bundle), input).output)
        #expect(run.stdout.split(separator: "\n").count == 2)
        #expect(run.status == 0)
    }
}
