import Foundation
import Testing

@Suite("quizc build, run as a process")
struct BuildCommandTests {
    @Test func buildWritesBundlesAndIndexIdenticalToGoldens() throws {
        let out = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try runFrontend(["build", "-o", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        #expect(
            names == [
                "animal.json", "big-five.json", "color.json", "fitcircle-persona.json", "index.json", "mbti.json",
            ])
        for name in names {
            let written = FileManager.default.contents(atPath: out.appendingPathComponent(name).path)
            let golden = FileManager.default.contents(
                atPath: packageRoot.appendingPathComponent("Tests/QuizCompilerTests/Golden/bundles/\(name)").path)
            #expect(written == golden, "\(name)")
        }
    }

    @Test func outputIsIdenticalFromAnotherDirectoryWithReversedArguments() throws {
        let first = try temporaryFolder(), second = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: first); try? FileManager.default.removeItem(at: second) }
        let files = ["animal", "color", "fitcircle-persona", "mbti"].map { "quizzes/\($0).quiz.yaml" }
        #expect(try runFrontend(["build", "-o", first.path] + files).status == 0)
        let absolute = files.reversed().map { packageRoot.appendingPathComponent($0).path }
        // The output folder relative to that directory (a build cannot replace the current folder itself);
        // the binary on purpose: a relative path is resolved against the process's own working directory.
        #expect(try runQuizc(["build", "-o", "out"] + absolute, in: second).status == 0)
        for name in try FileManager.default.contentsOfDirectory(atPath: first.path) {
            #expect(
                FileManager.default.contents(atPath: first.appendingPathComponent(name).path)
                    == FileManager.default.contents(atPath: second.appendingPathComponent("out/" + name).path),
                "\(name)")
        }
    }

    @Test func nothingIsWrittenWhenAnyInputHasAnError() throws {
        let out = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try runFrontend(["build", "-o", out.path, "quizzes", "Tests/Fixtures/bad/tab.quiz.yaml"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("nothing written"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).isEmpty)
    }

    /// `--check` never writes, so with an error it says what it did not do, not "nothing written".
    @Test func checkWithAnErrorSaysItDidNotCompare() throws {
        let out = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try runFrontend(["build", "--check", "-o", out.path, "Tests/Fixtures/bad/tab.quiz.yaml"])
        #expect(result.status == 1)
        #expect(result.stderr.hasSuffix("quizc: \(out.path) not compared with a build: fix the errors above first\n"))
        #expect(!result.stderr.contains("nothing written"))
    }

    @Test func checkReportsStaleMissingAndExtra() throws {
        let out = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        #expect(try runFrontend(["build", "-o", out.path]).status == 0)
        let upToDate = try runFrontend(["build", "--check", "-o", out.path])
        #expect(upToDate.status == 0)
        #expect(upToDate.stderr.contains("up to date"))
        try Data("{}\n".utf8).write(to: out.appendingPathComponent("mbti.json"))
        try FileManager.default.removeItem(at: out.appendingPathComponent("color.json"))
        try Data("{}\n".utf8).write(to: out.appendingPathComponent("old.json"))
        let stale = try runFrontend(["build", "--check", "-o", out.path])
        #expect(stale.status == 1)
        #expect(stale.stderr.contains("stale: \(out.path)/mbti.json"))
        #expect(stale.stderr.contains("missing: \(out.path)/color.json"))
        #expect(stale.stderr.contains("extra: \(out.path)/old.json"))
        // --check never writes.
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("color.json").path))
    }

    @Test func rebuildRemovesBundlesOfRemovedQuizzes() throws {
        let out = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        #expect(try runFrontend(["build", "-o", out.path]).status == 0)
        #expect(try runFrontend(["build", "-o", out.path, "quizzes/mbti.quiz.yaml"]).status == 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        #expect(names == ["index.json", "mbti.json"])
    }

    @Test func duplicateQuizIDsAcrossFiles() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = try String(
            contentsOf: packageRoot.appendingPathComponent("quizzes/color.quiz.yaml"), encoding: .utf8)
        try source.write(to: folder.appendingPathComponent("a.quiz.yaml"), atomically: true, encoding: .utf8)
        try source.write(to: folder.appendingPathComponent("b.quiz.yaml"), atomically: true, encoding: .utf8)
        let result = try runFrontend([
            "build", "--format", "json", "-o", folder.appendingPathComponent("out").path, folder.path,
        ])
        #expect(result.status == 1)
        #expect(result.stdout.contains("\"code\": \"duplicate-id\""))
        #expect(result.stdout.contains("b.quiz.yaml"))
    }
}
