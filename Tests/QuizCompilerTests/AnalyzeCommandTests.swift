import Foundation
@_spi(Tools) import QuizRuntime
import Testing

@_spi(Tools) @testable import QuizCompiler

/// `quizc analyze` end to end: a 24-item scale with one planted mis-keyed item, read as JSON
/// Lines and as CSV, split and merged through `--stats-out`/`--stats-in`, a pinned hash and
/// rejected lines.
@Suite("quizc analyze")
struct AnalyzeCommandTests {
    /// The items the quiz keys minus (`weight: -1`), and the one it keys plus although people
    /// answer it the other way round (the planted mis-keyed item).
    static let minusKeyed: Set<Int> = [4, 10, 16]
    static let planted = 13

    /// A 24-item agreement scale of trait E.
    static let quiz: String = {
        var text = """
            quiz: extraversion
            version: 1.0.0
            title: Extraversion
            traits: [E]
            scoring:
              model: profile
              derived:
                - {id: e_mean, mean: E}
              results:
                - {id: level, title: Level, score: e_mean, bands: [{id: low, below: 3, title: Low}, {id: high, title: High}]}
            scales:
              agree: {keyed_scoring: values, options: [{value: 1, label: No}, {value: 2, label: Rather not}, {value: 3, label: Unsure}, {value: 4, label: Rather}, {value: 5, label: Yes}]}
            questions:

            """
        for item in 1...24 {
            text += "  - id: q\(item)\n    text: Statement \(item)\n    scale: agree\n    keyed: E\n"
            if minusKeyed.contains(item) { text += "    weight: -1\n" }
        }
        return text
    }()

    /// The line of question `item`'s mapping.
    static func line(of item: Int) -> Int {
        (quiz.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0 == "  - id: q\(item)" } ?? -1)
            + 1
    }

    /// `rows` answer sets: a level per person, items answered with it (the minus-keyed and the
    /// planted item the other way round), plus noise; values 1…5.
    static func answers(rows: Int, seed: UInt64 = 24) -> [[Int]] {
        var random = SplitMix64(seed: seed)
        return (0..<rows).map { _ in
            let level = Int.random(in: -2...2, using: &random)
            return (1...24).map { item in
                let reversed = minusKeyed.contains(item) || item == planted
                return min(5, max(1, 3 + (reversed ? -level : level) + Int.random(in: -1...1, using: &random)))
            }
        }
    }

    static func jsonLines(_ rows: [[Int]]) -> String {
        rows.map { row in
            "{\"answers\": {" + row.enumerated().map { "\"q\($0.offset + 1)\": \($0.element)" }.joined(separator: ", ")
                + "}, \"outcome\": \"high\"}\n"
        }.joined()
    }

    static func csv(_ rows: [[Int]]) -> String {
        "user_id," + (1...24).map { "q\($0)" }.joined(separator: ",") + "\n"
            + rows.enumerated().map { "u\($0.offset)," + $0.element.map(String.init).joined(separator: ",") + "\n" }
            .joined()
    }

    /// A folder with `files`, removed after `body`.
    func inFolder(_ files: [String: String], _ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "quizc-analyze-\(UInt64.random(in: 0...UInt64.max))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        try body(folder)
    }

    /// Runs `quizc analyze --format json` in `folder`: the exit status and the parsed output.
    func analyze(
        _ folder: URL, _ responses: [String], format: String? = nil, bundleHash: String? = nil,
        statsIn: [String] = [], statsOut: String? = nil
    ) throws -> (QuizCompiler.ExitStatus, JSONValue) {
        let path = { (name: String) in folder.appendingPathComponent(name).path }
        let options = try #require(
            AnalyzeOptions(
                quiz: path("e.quiz.yaml"), responses: responses.map(path), responseFormat: format,
                bundleHash: bundleHash, statsIn: statsIn.map(path), statsOut: statsOut.map(path),
                settings: DiagnosticSettings(
                    format: .json,
                    compilation: CompilationSettings(cache: AnalysisCacheSettings(disabled: true, environment: [:])),
                    currentDirectory: folder.path),
                maxLineBytes: 1 << 20, standardInput: -1))
        let streams = CapturedStreams()
        let status = AnalyzeFrontend(options).run(output: streams)
        return (status, try JSONParser().parse(streams.stdout))
    }

    static func codes(_ output: JSONValue) -> [(String, Int)] {
        guard case .array(let diagnostics)? = output["diagnostics"] else { return [] }
        return diagnostics.compactMap { diagnostic in
            guard case .string(let code)? = diagnostic["code"], case .number(let line)? = diagnostic["line"]
            else { return nil }
            return (code, Int(line) ?? 0)
        }
    }

    @Test func thePlantedMiskeyedItemIsFoundAtItsLine() throws {
        let rows = Self.answers(rows: 400)
        try inFolder(["e.quiz.yaml": Self.quiz, "r.jsonl": Self.jsonLines(rows)]) { folder in
            let (status, output) = try analyze(folder, ["r.jsonl"])
            #expect(status == .success)
            let miskeyed = Self.codes(output).filter { $0.0 == "miskeyed-item" }
            #expect(miskeyed.map(\.1) == [Self.line(of: Self.planted)])
            guard case .array(let scales)? = output["analysis"]?["scales"] else {
                Issue.record("no scales in \(output)")
                return
            }
            #expect(scales.first?["n"] == .number("400"))
        }
    }

    @Test func csvAndJSONLinesGiveTheSameAnalysis() throws {
        let rows = Self.answers(rows: 60, seed: 5)
        try inFolder(["e.quiz.yaml": Self.quiz, "r.jsonl": Self.jsonLines(rows), "r.csv": Self.csv(rows)]) { folder in
            let (_, lines) = try analyze(folder, ["r.jsonl"])
            let (_, csv) = try analyze(folder, ["r.csv"], format: "csv")
            #expect(lines["analysis"] == csv["analysis"])
            #expect(lines["analysis"] != nil && lines["analysis"] != .null)
        }
    }

    /// Without `--responses-format`, each file's shape is its name's: `.csv` (any case) is
    /// CSV, anything else JSON Lines, so one run can read both.
    @Test func eachFileIsReadInTheShapeItsNameSays() throws {
        let rows = Self.answers(rows: 60, seed: 5)
        let files = [
            "e.quiz.yaml": Self.quiz, "a.jsonl": Self.jsonLines(Array(rows[..<25])),
            "b.CSV": Self.csv(Array(rows[25...])), "r.jsonl": Self.jsonLines(rows),
        ]
        try inFolder(files) { folder in
            let (_, whole) = try analyze(folder, ["r.jsonl"])
            let (status, mixed) = try analyze(folder, ["a.jsonl", "b.CSV"])
            #expect(status == .success)
            #expect(mixed["analysis"] == whole["analysis"])
            let (_, forced) = try analyze(folder, ["b.CSV"], format: "jsonl")
            #expect(Self.codes(forced).first?.0 == "rejected-response")
        }
    }

    @Test func theSumsOfTwoRunsMergeToTheWholeRun() throws {
        let rows = Self.answers(rows: 90, seed: 7)
        try inFolder(
            [
                "e.quiz.yaml": Self.quiz, "all.jsonl": Self.jsonLines(rows),
                "a.jsonl": Self.jsonLines(Array(rows[..<40])),
                "b.jsonl": Self.jsonLines(Array(rows[40...])),
            ]
        ) { folder in
            let (_, whole) = try analyze(folder, ["all.jsonl"])
            _ = try analyze(folder, ["a.jsonl"], statsOut: "a.json")
            _ = try analyze(folder, ["b.jsonl"], statsOut: "b.json")
            let (status, merged) = try analyze(folder, [], statsIn: ["a.json", "b.json"])
            #expect(status == .success)
            #expect(merged["analysis"] == whole["analysis"])
        }
    }

    @Test func aPinnedHashThatDiffersIsAnError() throws {
        try inFolder(["e.quiz.yaml": Self.quiz, "r.jsonl": Self.jsonLines(Self.answers(rows: 5))]) { folder in
            let (status, output) = try analyze(folder, ["r.jsonl"], bundleHash: "sha256:00")
            #expect(status == .failure)
            #expect(Self.codes(output).map(\.0) == ["bundle-hash-mismatch"])
            #expect(output["analysis"] == .null)
        }
    }

    @Test func rejectedLinesAreErrorsAtTheirLines() throws {
        let good = Self.jsonLines(Self.answers(rows: 3))
        let text = good + "not json\n{\"q1\": 9}\n{\"nope\": 1}\n"
        try inFolder(["e.quiz.yaml": Self.quiz, "r.jsonl": text]) { folder in
            let (status, output) = try analyze(folder, ["r.jsonl"])
            #expect(status == .failure)
            #expect(Self.codes(output).filter { $0.0 == "rejected-response" }.map(\.1) == [4, 5, 6])
            #expect(output["analysis"]?["responses"]?["rejected"] == .number("3"))
        }
    }

    @Test func csvRecordsHoldLineBreaksAndQuotesInQuotedFields() throws {
        let rows = Self.answers(rows: 4, seed: 3)
        let cells = { (row: [Int]) in row.map(String.init).joined(separator: ",") }
        let text =
            "user_id,note," + (1...24).map { "q\($0)" }.joined(separator: ",") + "\n"
            + "u0,\"first line\n\nsaid \"\"hi, there\"\"\"," + cells(rows[0]) + "\n"  // lines 2–4
            + "u1,plain," + cells(rows[1]) + "\n"  // line 5
            + "u2,a \"stray\" quote," + cells(rows[2]) + "\n"  // line 6: malformed
            + "u3,\"\"," + cells(rows[3]) + "\n"  // line 7
            + "u4,\"never closed," + cells(rows[3]) + "\n"  // line 8: open to the end
        let kept = Self.jsonLines([rows[0], rows[1], rows[3]])
        try inFolder(["e.quiz.yaml": Self.quiz, "r.csv": text, "r.jsonl": kept]) { folder in
            let (status, csv) = try analyze(folder, ["r.csv"], format: "csv")
            let (_, lines) = try analyze(folder, ["r.jsonl"])
            #expect(status == .failure)
            #expect(Self.codes(csv).filter { $0.0 == "rejected-response" }.map(\.1) == [6, 8])
            #expect(csv["analysis"]?["responses"]?["accepted"] == .number("3"))
            #expect(csv["analysis"]?["scales"] == lines["analysis"]?["scales"])
        }
    }

    @Test func anOptionNobodyChoseIsReportedAtTheOption() throws {
        let rows = Self.answers(rows: 30).map { $0.map { $0 == 5 ? 4 : $0 } }
        try inFolder(["e.quiz.yaml": Self.quiz, "r.jsonl": Self.jsonLines(rows)]) { folder in
            let (_, output) = try analyze(folder, ["r.jsonl"])
            let unchosen = Self.codes(output).filter { $0.0 == "unchosen-option" }
            // Each question's fifth option is the shared scale's, written on the `scales:` line.
            #expect(unchosen.count == 24)
            #expect(Set(unchosen.map(\.1)) == [Self.line(of: 1) - 2])
        }
    }

    @Test func sumsOfAnotherBundleAreAnError() throws {
        let other = Self.quiz.replacingOccurrences(of: "version: 1.0.0", with: "version: 1.0.1")
        try inFolder(["e.quiz.yaml": other, "r.jsonl": Self.jsonLines(Self.answers(rows: 5))]) { folder in
            _ = try analyze(folder, ["r.jsonl"], statsOut: "old.json")
            try Data(Self.quiz.utf8).write(to: folder.appendingPathComponent("e.quiz.yaml"))
            try Data("[]".utf8).write(to: folder.appendingPathComponent("bad.json"))
            let (status, output) = try analyze(folder, [], statsIn: ["old.json", "bad.json"])
            #expect(status == .failure)
            #expect(Self.codes(output).map(\.0) == ["invalid-response-stats", "invalid-response-stats"])
            #expect(output["analysis"]?["responses"]?["accepted"] == .number("0"))
        }
    }
}
