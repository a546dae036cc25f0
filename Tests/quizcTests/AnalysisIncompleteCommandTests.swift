import Foundation
import Testing

/// `analysis-incomplete` on the command line: a note in every format, counted apart in the
/// summary, and never a failure, `--strict` included.
@Suite("quizc lint: analysis-incomplete notes")
struct AnalysisIncompleteCommandTests {
    /// animal.quiz.yaml with no analysis budget: reachability is still exact, probabilities are not.
    static let arguments = ["--analysis-budget", "0", "quizzes/animal.quiz.yaml"]

    @Test func aNoteNeverFailsTheRunStrictIncluded() throws {
        let exact = try runFrontend(["lint", "--strict", "quizzes/animal.quiz.yaml"])
        #expect(exact.status == 0)
        #expect(exact.stdout == "no problems in 1 file\n")
        let run = try runFrontend(["lint", "--strict"] + Self.arguments)
        #expect(run.status == 0, "\(run.stdout)")
        #expect(
            run.stdout.contains(": note: `outcome-skew` was not checked (exact probabilities were not computed: "),
            "\(run.stdout)")
        #expect(run.stdout.contains("[analysis-incomplete]\n"))
        #expect(run.stdout.hasSuffix("\nno problems, 1 note in 1 file\n"), "\(run.stdout)")
        let out = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let build = try runFrontend(
            ["build", "--strict", "-o", out.appendingPathComponent("bundles").path] + Self.arguments)
        #expect(build.status == 0, "\(build.stdout)\(build.stderr)")
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("bundles/animal.json").path))
    }

    @Test func everyFormatShowsTheNote() throws {
        let github = try runFrontend(["lint", "--format", "github"] + Self.arguments)
        #expect(github.status == 0)
        #expect(github.stdout.hasPrefix("::notice file=quizzes/animal.quiz.yaml,"), "\(github.stdout)")
        #expect(github.stdout.contains(",title=analysis-incomplete::"))
        #expect(github.stdout.hasSuffix("quizc: no problems, 1 note in 1 file\n"))

        let json = try runFrontend(["lint", "--format", "json"] + Self.arguments)
        #expect(json.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.map { $0["severity"] as? String } == ["note"])
        #expect(diagnostics.map { $0["code"] as? String } == ["analysis-incomplete"])
        #expect(
            object["summary"] as? [String: Int] == [
                "files": 1, "errors": 0, "warnings": 0, "notes": 1, "suppressed": 0,
            ])

        let sarif = try runFrontend(["lint", "--format", "sarif"] + Self.arguments)
        #expect(sarif.status == 0)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.map { $0["level"] as? String } == ["note"])
        #expect(results.map { $0["ruleId"] as? String } == ["analysis-incomplete"])
    }

    /// A profile quiz past a tiny budget: the note names `--analysis-budget` once.
    @Test func theNoteGivesItsAdviceOnce() throws {
        let run = try runFrontend(
            ["lint", "--no-cache", "--analysis-budget", "10", "Tests/Conformance/sources/profile.quiz.yaml"])
        let notes = run.stdout.split(separator: "\n").filter { $0.contains("[analysis-incomplete]") }
        #expect(!notes.isEmpty, "\(run.stdout)")
        for note in notes {
            #expect(note.components(separatedBy: "analysis-budget").count == 2, "\(note)")
        }
    }
}
