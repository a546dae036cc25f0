import Foundation
@_spi(Tools) import QuizRuntime
import Testing

/// The golden bundles the scoring runs use.
private let bundles = packageRoot.appendingPathComponent("Tests/QuizCompilerTests/Golden/bundles")

private func loadBundle(_ name: String) throws -> QuizBundle {
    try QuizBundle(jsonBytes: [UInt8](try Data(contentsOf: bundles.appendingPathComponent(name))))
}

/// The lines of JSON Lines input as `quizc score` splits them, worked out here byte by
/// byte: a line ends at LF, CR LF or a lone CR; a line end at the very end starts no
/// further line.
private func splitLines(_ input: [UInt8]) -> [ArraySlice<UInt8>] {
    var lines: [ArraySlice<UInt8>] = []
    var start = 0, index = 0
    while index < input.count {
        if input[index] == 0x0A || input[index] == 0x0D {
            lines.append(input[start..<index])
            if input[index] == 0x0D, index + 1 < input.count, input[index + 1] == 0x0A { index += 1 }
            start = index + 1
        }
        index += 1
    }
    if start < input.count { lines.append(input[start...]) }
    return lines
}

/// The error line for a blank input line.
private let blankLineError =
    #"{"error":{"code":"invalid-json","message":"the line is blank; every input line gets one output line, so remove blank lines or put one answers object on each"}}"#

/// What `quizc score` must print for JSON Lines, worked out in the test: one output line
/// per input line, a blank one an error, every other through the parser and
/// `Scorer.score(json:)`, one compact line each.
private func expectedLines(_ scorer: Scorer, _ input: [UInt8]) -> (output: String, rejected: Int) {
    var out: [UInt8] = [], rejected = 0
    for line in splitLines(input) {
        if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) {
            out += Array(blankLineError.utf8) + [0x0A]
            rejected += 1
            continue
        }
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
/// escaped, incomplete, wrong, not JSON at all, blank or empty, ending in CR LF or a lone CR.
private func randomLines(_ bundle: QuizBundle, count: Int, seed: UInt64) -> [UInt8] {
    var rng = SplitMix64(seed: seed)
    var out: [UInt8] = []
    for index in 0..<count {
        var members: [(String, JSONValue)] = bundle.questions.map { question in
            switch question.type {
            case .scale:
                return (
                    question.key,
                    .integer(question.options[Int(rng.next() % UInt64(question.options.count))].value ?? 0)
                )
            default:
                return (
                    question.key, .string(question.options[Int(rng.next() % UInt64(question.options.count))].id ?? "")
                )
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
        case 9: line = []
        default: break
        }
        out += line
        // Some lines end with a lone CR.
        out.append(rng.next() % 10 == 0 ? 0x0D : 0x0A)
    }
    return out
}

/// Compares two outputs byte for byte, naming the first line that differs (a plain
/// `#expect(a == b)` on megabytes would print both in full).
private func expectSameOutput(_ actual: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let a = Array(actual.utf8), b = Array(expected.utf8)
    guard a != b else { return }
    let lines = (
        a.split(separator: 0x0A, omittingEmptySubsequences: false),
        b.split(separator: 0x0A, omittingEmptySubsequences: false)
    )
    let index =
        zip(lines.0, lines.1).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(lines.0.count, lines.1.count)
    func line(_ all: [ArraySlice<UInt8>]) -> String {
        index < all.count ? String(decoding: all[index].prefix(300), as: UTF8.self) : "(none)"
    }
    Issue.record(
        "output differs at line \(index + 1) of \(lines.1.count): got \(line(lines.0)), expected \(line(lines.1))",
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
        let run = try runFrontend(["score", bundles.appendingPathComponent(name).path, file.path])
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
        let run = try runFrontend(
            ["score", bundles.appendingPathComponent("fitcircle-persona.json").path, "-"],
            input: String(decoding: input, as: UTF8.self))
        let expected = expectedLines(Scorer(bundle: bundle), input)
        expectSameOutput(run.stdout, expected.output)
        #expect(run.status == (expected.rejected > 0 ? 1 : 0))
    }

    @Test func aMultiLineDocumentIsOneAnswersObject() throws {
        let bundle = try loadBundle("fitcircle-persona.json")
        let answers = JSONValue.object(firstOptions(bundle))
        let text = String(decoding: JSONWriter.prettySorted.bytes(answers), as: UTF8.self)
        let run = try runFrontend(
            ["score", bundles.appendingPathComponent("fitcircle-persona.json").path], input: text)
        let result = try Scorer(bundle: bundle).score(json: answers).get()
        #expect(Array(run.stdout.utf8) == JSONWriter(sortKeys: false, pretty: true).bytes(result.jsonValue))
        #expect(run.status == 0)
    }

    @Test func aLineLongerThanTheReadBuffer() throws {
        let bundle = try loadBundle("mbti.json")
        let plain = JSONWriter.line.bytes(
            .object(bundle.questions.map { ($0.key, .integer($0.options[0].value ?? 0)) }))
        // 3 MiB of white space inside one answers object, then an ordinary line.
        let long = [UInt8](plain.prefix(1)) + [UInt8](repeating: 0x20, count: 3 << 20) + plain.dropFirst()
        let input = long + [0x0A] + plain + [0x0A]
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("long.jsonl")
        try Data(input).write(to: file)
        let run = try runFrontend([
            "score", "--max-line-bytes", "\(4 << 20)", bundles.appendingPathComponent("mbti.json").path, file.path,
        ])
        expectSameOutput(run.stdout, expectedLines(Scorer(bundle: bundle), input).output)
        #expect(run.stdout.split(separator: "\n").count == 2)
        #expect(run.status == 0)
    }

    /// A first line that is not valid JSON (a duplicate key, cut short in a string or in an
    /// object) does not turn the input into one document: every line still gets its result.
    @Test(arguments: [#"{"a": 1, "a": 2}"#, #"{"primaryGoal": "lose_we"#, #"{"primaryGoal": {"x": ["#, "{", "[1, 2"])
    func aBadFirstLineIsOneErrorLine(first: String) throws {
        let bundle = try loadBundle("fitcircle-persona.json")
        let valid = String(
            decoding: JSONWriter.line.bytes(
                .object(firstOptions(bundle))), as: UTF8.self)
        let input = first + "\n" + valid + "\n" + valid + "\n"
        let run = try runFrontend(
            ["score", bundles.appendingPathComponent("fitcircle-persona.json").path], input: input)
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 4, "\(run.stdout)")
        #expect(lines.first?.hasPrefix(#"{"error":{"code":"invalid-json""#) == true)
        let result = String(
            decoding: JSONWriter.line.bytes(
                try Scorer(bundle: bundle).score(json: try JSONParser().parse(valid)).get().jsonValue), as: UTF8.self)
        #expect(lines.dropFirst().prefix(2) == [Substring(result), Substring(result)])
        #expect(run.status == 1)
        #expect(run.stderr == "quizc: 1 answer set was rejected\n")
    }

    /// Blank lines, CR LF, lone CRs, a final blank line and no final newline: exactly one
    /// output line per input line, in order.
    @Test func everyInputLineGetsOneOutputLine() throws {
        let bundle = try loadBundle("fitcircle-persona.json")
        let scorer = Scorer(bundle: bundle)
        let valid = String(
            decoding: JSONWriter.line.bytes(
                .object(firstOptions(bundle))), as: UTF8.self)
        let result = String(
            decoding: JSONWriter.line.bytes(try scorer.score(json: try JSONParser().parse(valid)).get().jsonValue),
            as: UTF8.self)
        let cases: [(input: String, output: [String])] = [
            (valid + "\n\n" + valid + "\n", [result, blankLineError, result]),
            ("\n \t\n" + valid, [blankLineError, blankLineError, result]),
            (valid + "\r\n" + valid + "\r\n", [result, result]),
            (valid + "\r" + valid + "\r" + valid, [result, result, result]),
            (valid + "\r\r\n" + valid + "\n\r" + valid, [result, blankLineError, result, blankLineError, result]),
            (valid + "\n\n", [result, blankLineError]),
            (valid + "\r", [result]),
            (valid, [result]),
            ("", []),
        ]
        for (input, output) in cases {
            let run = try runFrontend(
                ["score", bundles.appendingPathComponent("fitcircle-persona.json").path], input: input)
            #expect(run.stdout == output.map { $0 + "\n" }.joined(), "\(input.debugDescription)")
            #expect(run.status == (output.contains(blankLineError) ? 1 : 0), "\(input.debugDescription)")
            let forced = try runFrontend(
                ["score", "--lines", bundles.appendingPathComponent("fitcircle-persona.json").path], input: input)
            #expect(forced.stdout == run.stdout, "\(input.debugDescription)")
        }
    }

    /// A pretty-printed answers object is one document unless something follows it;
    /// `--lines` and `--document` override the input's shape.
    @Test func theShapeChoosesDocumentOrLinesAndTheFlagsForceIt() throws {
        let bundle = try loadBundle("fitcircle-persona.json")
        let path = bundles.appendingPathComponent("fitcircle-persona.json").path
        let answers = JSONValue.object(firstOptions(bundle))
        let pretty = String(decoding: JSONWriter.prettySorted.bytes(answers), as: UTF8.self)
        let compact = String(decoding: JSONWriter.line.bytes(answers), as: UTF8.self)
        let score = try Scorer(bundle: bundle).score(json: answers).get().jsonValue
        let prettyResult = String(decoding: JSONWriter(sortKeys: false, pretty: true).bytes(score), as: UTF8.self)
        let lineResult = String(decoding: JSONWriter.line.bytes(score), as: UTF8.self) + "\n"

        // One document, with blank lines and CR LF around it.
        #expect(try runFrontend(["score", path], input: "\n" + pretty + "\r\n\n").stdout == prettyResult)
        #expect(
            try runFrontend(["score", path], input: pretty.replacingOccurrences(of: "\n", with: "\r\n")).stdout
                == prettyResult)
        // Something after the document: JSON Lines, one line each.
        let followed = try runFrontend(["score", path], input: pretty + compact + "\n")
        #expect(
            followed.stdout.split(separator: "\n", omittingEmptySubsequences: false).count == pretty.split(
                separator: "\n"
            ).count + 2)
        #expect(followed.stdout.hasSuffix(lineResult))
        // A value complete on its first line is a JSON Lines line, even alone.
        #expect(try runFrontend(["score", path], input: compact).stdout == lineResult)
        // The flags.
        #expect(try runFrontend(["score", "--document", path], input: compact).stdout == prettyResult)
        let forcedLines = try runFrontend(["score", "--lines", path], input: pretty)
        #expect(forcedLines.stdout.split(separator: "\n").count == pretty.split(separator: "\n").count)
        #expect(forcedLines.status == 1)
        let both = try runFrontend(["score", "--lines", "--document", path], input: compact)
        #expect(both.status == 64)
        #expect(both.stderr.contains("--lines and --document exclude each other"))
        // A document that is not valid (a duplicate key) is still one document: one error.
        let duplicate = try runFrontend(["score", path], input: "{\n  \"a\": 1,\n  \"a\": 2\n}\n")
        #expect(duplicate.stdout.hasPrefix("{\n  \"error\": {\n    \"code\": \"invalid-json\""))
        #expect(duplicate.status == 1)
    }

    /// A line over the limit gives one `limit-exceeded` line at its place and the run goes
    /// on, at the exact limit and one byte over it, from a file and from standard input.
    @Test func aLineOverTheLimitIsSkipped() throws {
        let bundle = try loadBundle("fitcircle-persona.json")
        let path = bundles.appendingPathComponent("fitcircle-persona.json").path
        let valid = String(
            decoding: JSONWriter.line.bytes(
                .object(firstOptions(bundle))), as: UTF8.self)
        let result = String(
            decoding: JSONWriter.line.bytes(
                try Scorer(bundle: bundle).score(json: try JSONParser().parse(valid)).get().jsonValue), as: UTF8.self)
        let limit = valid.utf8.count
        let padded = " " + valid  // one byte over
        for ending in ["\n", "\r\n", "\r"] {
            let input = valid + ending + padded + ending + valid + ending + padded
            let run = try runFrontend(["score", "--max-line-bytes", "\(limit)", path], input: input)
            let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            try #require(lines.count == 5)
            #expect(lines[0] == result && lines[2] == result)
            for index in [1, 3] {
                #expect(
                    lines[index]
                        == #"{"error":{"code":"limit-exceeded","message":"the line is \#(limit + 1) bytes, over the limit of \#(limit) bytes for one answers object, so it was skipped; put one answers object on each line, or raise the limit with --max-line-bytes"}}"#
                )
            }
            #expect(run.status == 1)
            #expect(run.stderr == "quizc: 2 answer sets were rejected\n")
        }
        // A document over the limit: one error, nothing scored.
        let document = try runFrontend(["score", "--document", "--max-line-bytes", "\(limit)", path], input: padded)
        #expect(document.stdout.contains(#""code": "limit-exceeded""#))
        #expect(document.stdout.contains("more than \(limit) bytes"))
        #expect(document.status == 1)
        for bad in ["0", "-1", "\((1 << 30) + 1)"] {
            #expect(try runFrontend(["score", "--max-line-bytes", bad, path], input: valid).status == 64)
        }
    }

    #if os(Linux)
    /// A 96 MiB line with the default 1 MiB limit, under a 160 MB address-space cap: the
    /// line is skipped while it is read, never held (reading it whole needs several times
    /// its size), and the lines around it are scored.
    @Test func aHugeLineIsNotHeldInMemory() throws {
        let bundle = try loadBundle("fitcircle-persona.json")
        let path = bundles.appendingPathComponent("fitcircle-persona.json").path
        let valid = Array(
            JSONWriter.line.bytes(.object(firstOptions(bundle))))
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("huge.jsonl")
        try #require(FileManager.default.createFile(atPath: file.path, contents: nil))
        let handle = try FileHandle(forWritingTo: file)
        try handle.write(contentsOf: valid + [0x0A] + Array(#"{"pad": ""#.utf8))
        let chunk = Data(repeating: UInt8(ascii: "x"), count: 1 << 20)
        for _ in 0..<96 { try handle.write(contentsOf: chunk) }
        try handle.write(contentsOf: Array("\"}\n".utf8) + valid + [0x0A])
        try handle.close()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = [
            "-c", #"ulimit -v 160000 && exec "$0" "$@""#, try quizcBinary().path, "score", path, file.path,
        ]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let stdout = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let lines = stdout.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines.first?.hasPrefix(#"{"quiz":"fitcircle-persona""#) == true)
        #expect(
            lines.dropFirst().first?.hasPrefix(
                #"{"error":{"code":"limit-exceeded","message":"the line is \#(11 + (96 << 20)) bytes"#) == true)
        #expect(lines.last?.hasPrefix(#"{"quiz":"fitcircle-persona""#) == true)
        #expect(process.terminationStatus == 1)
    }
    #endif
}

/// Every question that is always shown (no `when`), answered with its first option: an
/// accepted answers object for fitcircle-persona, whose follow-ups are optional.
private func firstOptions(_ bundle: QuizBundle) -> [(String, JSONValue)] {
    bundle.questions.filter { $0.condition == nil }.map { ($0.key, .string($0.options[0].id ?? "")) }
}
