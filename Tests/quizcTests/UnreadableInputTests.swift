import Foundation
import Testing

@_spi(Tools) @testable import QuizCompiler

/// A path that cannot be read, or a folder without quiz files, is exit status 2 in every
/// format, and the machine-readable formats hold it as an `unreadable-input` error.
@Suite("quizc: paths that cannot be read")
struct UnreadableInputTests {
    static let missingMessage =
        "no such file or folder; check the path (a relative path starts at the current directory)"

    @Test func jsonHoldsTheMissingPathAsADiagnostic() throws {
        let run = try runFrontend(["lint", "--format", "json", "no/such.quiz.yaml", "quizzes/color.quiz.yaml"])
        #expect(run.status == 2)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == 1)
        let first = try #require(diagnostics.first)
        #expect(first["file"] as? String == "no/such.quiz.yaml")
        #expect(first["line"] as? Int == 1 && first["column"] as? Int == 1)
        #expect(first["severity"] as? String == "error")
        #expect(first["code"] as? String == "unreadable-input")
        #expect(first["message"] as? String == Self.missingMessage)
        let summary = try #require(object["summary"] as? [String: Int])
        #expect(summary == ["files": 1, "errors": 1, "warnings": 0, "notes": 0, "suppressed": 0])
        #expect(run.stderr == "quizc: error: no/such.quiz.yaml: \(Self.missingMessage)\n")
    }

    @Test func githubAnnotatesTheMissingPath() throws {
        let run = try runFrontend(["lint", "--format", "github", "no/such.quiz.yaml"])
        #expect(run.status == 2)
        #expect(
            run.stdout
                == "::error file=no/such.quiz.yaml,line=1,col=1,endLine=1,endColumn=1,title=unreadable-input::\(Self.missingMessage)\nquizc: 1 error in 0 files\n"
        )
    }

    @Test func sarifHasAResultAndAnExplainedRule() throws {
        let run = try runFrontend(["build", "--format", "sarif", "--check", "no/such.quiz.yaml"])
        #expect(run.status == 2)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let sarifRun = try #require((log["runs"] as? [[String: Any]])?.first)
        let results = try #require(sarifRun["results"] as? [[String: Any]])
        #expect(results.count == 1)
        #expect(results.first?["ruleId"] as? String == "unreadable-input")
        let rules = try #require(
            (sarifRun["tool"] as? [String: Any]).flatMap { $0["driver"] as? [String: Any] }?["rules"]
                as? [[String: Any]])
        let rule = try #require(rules.first { $0["id"] as? String == "unreadable-input" })
        #expect(rule["fullDescription"] != nil)
        #expect(results.first?["ruleIndex"] as? Int == rules.firstIndex { $0["id"] as? String == "unreadable-input" })
    }

    @Test(arguments: [["lint"], ["build", "--check"], ["build"], ["stats"]], ["text", "json"])
    func aFolderWithoutQuizFilesSaysSoAndExitsTwo(_ command: [String], _ format: String) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("empty/nested"), withIntermediateDirectories: true)
        try Data("not a quiz\n".utf8).write(to: folder.appendingPathComponent("empty/README.md"))
        let out = folder.appendingPathComponent("out")
        let run = try runFrontend(
            command + ["--format", format] + (command[0] == "build" ? ["-o", out.path] : []) + [
                path("empty", under: folder)
            ],
            with: folder)
        let message =
            "no *.yaml or *.yml files in empty or its subfolders; name quiz files, or a folder that holds them"
        #expect(run.status == 2, "\(run.stdout)\(run.stderr)")
        #expect(run.stderr.contains("quizc: error: empty: \(message)"))
        if format == "json" {
            #expect(run.stdout.contains("\"code\": \"unreadable-input\""))
            #expect(run.stdout.contains("\"message\": \"\(message)\""))
        }
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test func theGuideDescribesTheCode() throws {
        let guide = try String(contentsOf: packageRoot.appendingPathComponent("docs/authoring.md"), encoding: .utf8)
        #expect(guide.contains("`unreadable-input`"))
        #expect(DiagnosticCode.unreadableInput.defaultSeverity == .error)
        #expect(CodeCatalog.pathExplanations[.unreadableInput] != nil)
    }
}
