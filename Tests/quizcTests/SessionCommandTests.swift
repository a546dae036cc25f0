import Foundation
import QuizRuntime
import Testing

@_spi(Tools) @testable import QuizCompiler

/// `quizc session replay` and `quizc session check`: the runs of Tests/Sessions/runs.json give
/// the recorded standard output (Tests/Sessions/expected; the JavaScript and Python command
/// lines' tests compare against the same files) and exit status. `QUIZC_RECORD=1` re-records.
@Suite("quizc session")
struct SessionCommandTests {
    struct Run: CustomTestStringConvertible, Sendable {
        var name: String
        var arguments: [String]
        var status: Int32
        var testDescription: String { name }
    }

    static let folder = packageRoot.appendingPathComponent("Tests/Sessions")

    static let runs: [Run] = {
        guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent("runs.json").path),
            let manifest = try? JSONParser().parse([UInt8](data)), case .array(let items)? = manifest["runs"]
        else { return [] }
        return items.compactMap { item in
            guard case .string(let name)? = item["name"], case .array(let words)? = item["arguments"],
                case .number(let status)? = item["status"], let code = Int32(status)
            else { return nil }
            return Run(
                name: name, arguments: words.compactMap { if case .string(let w) = $0 { w } else { nil } }, status: code
            )
        }
    }()

    @Test func theManifestListsRuns() {
        #expect(Self.runs.count >= 20)
    }

    @Test(arguments: runs)
    func aRunPrintsWhatWasRecorded(_ run: Run) throws {
        let result = try runFrontend(run.arguments)
        #expect(result.status == run.status, "\(run.name): \(result.stderr)")
        let expected = Self.folder.appendingPathComponent("expected/\(run.name).out")
        if ProcessInfo.processInfo.environment["QUIZC_RECORD"] == "1" {
            try Data(result.stdout.utf8).write(to: expected)
        } else {
            #expect(result.stdout == (try String(contentsOf: expected, encoding: .utf8)), "\(run.name)")
        }
    }

    @Test func aBadScriptNamesTheStepAndPrintsNoSessionLine() throws {
        let result = try runFrontend([
            "session", "replay", "Tests/Sessions/scripts/wrong-type.json", "Tests/Conformance/bundles/branching.json",
        ])
        #expect(result.status == 1)
        #expect(
            result.stdout
                == #"{"error":{"code":"script-invalid","message":"steps[2]: ms is a whole number from 0 to 9007199254740991","step":2}}"#
                + "\n")
    }

    @Test func everyLineHasTheProgressAndAFinishedSessionItsResult() throws {
        let result = try runFrontend([
            "session", "replay", "Examples/sessions/draws-seeded.json", "Tests/Conformance/bundles/draws.json",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map { try? JSONParser().parse(String($0)) }
        #expect(lines.count == 14)
        #expect(lines.allSatisfy { $0?["progress"] != nil })
        #expect(lines.last??["result"]?["outcome"] == .string("p"))
        #expect(lines.dropLast().allSatisfy { $0?["result"] == nil })
    }

    @Test func aScriptRefusesEachKindOfMistakeWithItsCode() {
        let cases: [(String, String, Int?)] = [
            (#"{"start":{"seed":"1"},"steps":[}"#, "script-not-json", nil),
            (#"{"start":{"seed":"-1"},"steps":[]}"#, "script-invalid", nil),
            (#"{"start":{"seed":"1"},"steps":[{"do":"next"},{"do":"fly"}]}"#, "script-unknown-action", 1),
            (#"{"start":{"seed":"1"},"steps":[{"do":"tick","ms":-5}]}"#, "script-invalid", 0),
            (#"{"start":{"seed":"1"},"steps":[{"do":"resume","replace":["a"]}]}"#, "script-invalid", 0),
            (#"{"start":{"seed":"1"},"steps":[{"do":"next","key":"x"}]}"#, "script-invalid", 0),
            (#"{"start":{"seed":"1"},"steps":[5]}"#, "script-invalid", 0),
            (#"{"start":{"seed":"1"},"steps":[],"extra":1}"#, "script-invalid", nil),
        ]
        for (text, code, step) in cases {
            #expect(throws: SessionScript.Failure.self, "\(text)") {
                _ = try SessionScript(bytes: Array(text.utf8))
            }
            do {
                _ = try SessionScript(bytes: Array(text.utf8))
            } catch {
                #expect(error.code == code, "\(text)")
                #expect(error.step == step, "\(text)")
            }
        }
    }

    @Test func aTokenFileLosesOneLineEndOnly() {
        #expect(TokenCheck.tokenText(bytes: Array("abc\r\n".utf8)) == "abc")
        #expect(TokenCheck.tokenText(bytes: Array("abc\n\n".utf8)) == "abc\n")
        #expect(TokenCheck.tokenText(bytes: Array("abc\r".utf8)) == "abc\r")
    }
}
