import Foundation
import Testing

@Suite("quizc lint, run as a process")
struct LintCommandTests {
    @Test func shippedQuizzesAreCleanByDefault() throws {
        let result = try runFrontend(["lint"])
        #expect(result.status == 0)
        #expect(result.stdout == "no problems in 11 files\n")
        #expect(result.stderr.isEmpty)
    }

    @Test func badFixturesGoldenText() throws {
        let result = try runFrontend(["lint", "Tests/Fixtures/bad"])
        #expect(result.status == 1)
        #expect(result.stderr.isEmpty)
        try expectGolden(result.stdout, "Fixtures/golden/lint-bad.txt")
    }

    @Test func badFixturesGoldenJSON() throws {
        let result = try runFrontend(["lint", "--format", "json", "Tests/Fixtures/bad"])
        #expect(result.status == 1)
        try expectGolden(result.stdout, "Fixtures/golden/lint-bad.json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let summary = try #require(object["summary"] as? [String: Int])
        #expect(summary["files"] == 4)
        #expect((summary["errors"] ?? 0) > 10)
    }

    @Test func githubFormat() throws {
        let result = try runFrontend(["lint", "--format", "github", "Tests/Fixtures/bad/tab.quiz.yaml"])
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix("::error file=Tests/Fixtures/bad/tab.quiz.yaml,line=3,col=1,"))
        #expect(result.stdout.contains("title=yaml-syntax::"))
        #expect(result.stdout.hasSuffix("quizc: 1 error in 1 file\n"))
    }

    @Test func allFilesAreReportedInOneRun() throws {
        let result = try runFrontend([
            "lint", "--format", "json", "Tests/Fixtures/bad/tab.quiz.yaml", "Tests/Fixtures/bad/yaml.quiz.yaml",
        ])
        #expect(result.status == 1)
        #expect(result.stdout.contains("\"file\": \"Tests/Fixtures/bad/tab.quiz.yaml\""))
        #expect(result.stdout.contains("\"file\": \"Tests/Fixtures/bad/yaml.quiz.yaml\""))
    }

    @Test func missingPathExitsTwoAndNamesIt() throws {
        let result = try runFrontend(["lint", "no/such/quiz.yaml", "quizzes/mbti.quiz.yaml"])
        #expect(result.status == 2)
        #expect(
            result.stderr
                == "quizc: error: no/such/quiz.yaml: no such file or folder; check the path (a relative path starts at the current directory)\n"
        )
        #expect(result.stdout == "1 error in 1 file\n")
    }

    @Test func usageErrorExits64() throws {
        let result = try runFrontend(["lint", "--format", "xml"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--format"))
        let unknown = try runFrontend(["frobnicate"])
        #expect(unknown.status == 64)
    }

    @Test func strictTurnsWarningsIntoFailures() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // A clean quiz gives 0 with and without --strict.
        let clean = try runFrontend(["lint", "--strict", packageRoot.appendingPathComponent("quizzes").path])
        #expect(clean.status == 0)
    }

    @Test func emptyFile() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("empty.quiz.yaml")
        try Data().write(to: file)
        let result = try runFrontend(["lint", "--format", "json", file.path])
        #expect(result.status == 1)
        #expect(result.stdout.contains("\"code\": \"missing-field\""))
        #expect(result.stdout.contains("\"line\": 1"))
    }
}
