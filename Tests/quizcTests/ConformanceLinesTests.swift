import Foundation
import QuizRuntime
import Testing

/// `quizc score --lines` prints, for every required score case of Tests/Conformance that fits
/// on one line, exactly the case's expected output: the command line and the library agree.
/// The one difference is documented (docs/conformance.md): in JSON Lines, text that is not
/// JSON is "the line is not valid JSON: …" where the library says "the answers are not …".
@Suite("quizc score over the conformance suite")
struct ConformanceLinesTests {
    static let suite = packageRoot.appendingPathComponent("Tests/Conformance")

    /// Answers bytes and expected lines per bundle, from every required suite file.
    static func casesByBundle() throws -> [String: [(bytes: [UInt8], output: String)]] {
        var grouped: [String: [(bytes: [UInt8], output: String)]] = [:]
        let folder = suite.appendingPathComponent("required")
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        where name.hasSuffix(".json") {
            // QuizRuntime's parser, not JSONSerialization: Foundation drops a U+FEFF inside strings.
            let file = try JSONParser().parse([UInt8](try Data(contentsOf: folder.appendingPathComponent(name))))
            guard case .array(let items)? = file["cases"] else { continue }
            for item in items where item["kind"] == .string("score") {
                guard case .string(let bundle)? = item["bundle"], case .string(let output)? = item["output"] else {
                    continue
                }
                let bytes: [UInt8]
                if case .string(let text)? = item["answers"] {
                    bytes = Array(text.utf8)
                } else if case .string(let encoded)? = item["answers_base64"],
                    let decoded = Data(base64Encoded: encoded)
                {
                    bytes = [UInt8](decoded)
                } else {
                    continue
                }
                // A line end would split the text into several lines; a blank text is a blank line.
                if bytes.contains(0x0A) || bytes.contains(0x0D) || bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) {
                    continue
                }
                let lineOutput = output.replacingOccurrences(
                    of: "\"message\":\"the answers are not valid JSON: ",
                    with: "\"message\":\"the line is not valid JSON: ")
                grouped[bundle, default: []].append((bytes, lineOutput))
            }
        }
        return grouped
    }

    @Test func everyOneLineScoreCaseGivesItsOutput() throws {
        let grouped = try Self.casesByBundle()
        #expect(grouped.values.reduce(0) { $0 + $1.count } > 2000)
        for (bundle, cases) in grouped.sorted(by: { $0.key < $1.key }) {
            let input = FileManager.default.temporaryDirectory.appendingPathComponent(
                "conformance-\(bundle)-\(UUID().uuidString).jsonl")
            defer { try? FileManager.default.removeItem(at: input) }
            try Data(cases.flatMap { $0.bytes + [0x0A] }).write(to: input)
            let path = Self.suite.appendingPathComponent("bundles/\(bundle).json").path
            let run = try runFrontend(["score", "--lines", path, input.path])
            let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
            #expect(lines.count == cases.count, "\(bundle): \(run.stderr)")
            var mismatches = 0
            for (line, expected) in zip(lines, cases.map(\.output)) where Array(line.utf8) != Array(expected.utf8) {
                mismatches += 1
                if mismatches <= 5 { Issue.record("\(bundle): quizc score printed\n  \(line)\nnot\n  \(expected)") }
            }
            #expect(mismatches == 0, "\(bundle): \(mismatches) lines differ")
            let rejected = cases.filter { $0.output.hasPrefix("{\"error\"") }.count
            #expect(run.status == (rejected > 0 ? 1 : 0), "\(bundle)")
        }
    }
}
