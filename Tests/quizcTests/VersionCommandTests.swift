import Foundation
import Testing

@_spi(Tools) @testable import QuizCompiler

/// `quizc --version` prints the one version the code defines, which SARIF logs also name.
@Suite("quizc --version")
struct VersionCommandTests {
    @Test func printsTheVersionConstant() throws {
        let run = try runQuizc(["--version"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == QuizcVersion.current + "\n")
        #expect(run.stderr.isEmpty)
    }

    @Test func versionIsSemantic() {
        let parts = QuizcVersion.current.split(separator: ".", omittingEmptySubsequences: false)
        #expect(parts.count == 3 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) })
    }

    @Test func sarifLogsNameTheVersion() throws {
        let run = try runFrontend(["lint", "--format", "sarif", "quizzes/color.quiz.yaml"])
        #expect(run.status == 0, "\(run.stderr)")
        let log = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let runs = try #require(log["runs"] as? [[String: Any]])
        let driver = try #require((runs.first?["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["version"] as? String == QuizcVersion.current)
        #expect(driver["semanticVersion"] as? String == QuizcVersion.current)
    }
}
