import Foundation
import QuizRuntime
import Testing

/// `quizc build --earlier DIR`: each new bundle records what a session saved on each earlier
/// release of its quiz needs (`migrations`), and a build without it keeps its bytes.
@Suite("quizc build --earlier, run in process")
struct BuildEarlierTests {
    @Test func theNewBundleListsEachEarlierReleaseOfItsQuiz() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let color = try String(
            contentsOf: packageRoot.appendingPathComponent("quizzes/color.quiz.yaml"), encoding: .utf8)
        let releases = folder.appendingPathComponent("releases")
        try FileManager.default.createDirectory(at: releases, withIntermediateDirectories: true)
        // Two earlier releases of one quiz side by side, and one of another quiz.
        for name in ["color", "animal"] {
            try FileManager.default.copyItem(
                at: packageRoot.appendingPathComponent("Tests/QuizCompilerTests/Golden/bundles/\(name).json"),
                to: releases.appendingPathComponent("\(name)-1.json"))
        }
        let retitled = color.replacingOccurrences(of: "version: 1.0.0", with: "version: 1.0.1")
        #expect(retitled != color)
        try retitled.write(to: folder.appendingPathComponent("color.quiz.yaml"), atomically: true, encoding: .utf8)
        let middle = try runFrontend(
            ["build", "-o", path("middle", under: folder), path("color.quiz.yaml", under: folder)], with: folder)
        #expect(middle.status == 0, "\(middle.stderr)")
        try FileManager.default.copyItem(
            at: folder.appendingPathComponent("middle/color.json"), to: releases.appendingPathComponent("color-2.json"))

        let built = try runFrontend(
            [
                "build", "-o", path("out", under: folder), "--earlier", path("releases", under: folder),
                "quizzes/color.quiz.yaml", "quizzes/color.ar.yaml",
            ], with: folder)
        #expect(built.status == 0, "\(built.stderr)")
        let bytes = try #require(
            FileManager.default.contents(atPath: folder.appendingPathComponent("out/color.json").path))
        let bundle = try QuizBundle(jsonBytes: [UInt8](bytes), verifyHash: true)
        // The golden release has this content: its sessions resume as they are; so do 1.0.1's.
        #expect(bundle.migrations.map(\.version).sorted() == ["1.0.0", "1.0.1"])
        #expect(bundle.migrations.allSatisfy { $0.droppedQuestions.isEmpty && $0.refusals.isEmpty })
        // Released, then rebuilt with itself among the earlier releases: the same bytes.
        try FileManager.default.copyItem(
            at: folder.appendingPathComponent("out/color.json"), to: releases.appendingPathComponent("color-3.json"))
        let again = try runFrontend(
            [
                "build", "-o", path("again", under: folder), "--earlier", path("releases", under: folder),
                "quizzes/color.quiz.yaml", "quizzes/color.ar.yaml",
            ], with: folder)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(FileManager.default.contents(atPath: folder.appendingPathComponent("again/color.json").path) == bytes)
        // --check knows the option: the folder is up to date.
        let check = try runFrontend(
            [
                "build", "--check", "-o", path("out", under: folder), "--earlier", path("releases", under: folder),
                "quizzes/color.quiz.yaml", "quizzes/color.ar.yaml",
            ], with: folder)
        #expect(check.status == 0, "\(check.stderr)")
    }

    @Test func anUnreadableEarlierFolderWritesNothing() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("{}".utf8).write(to: folder.appendingPathComponent("broken.json"))
        let built = try runFrontend(
            ["build", "-o", path("out", under: folder), "--earlier", folder.path, "quizzes/color.quiz.yaml"],
            with: folder)
        #expect(built.status == 2, "\(built.stderr)")
        #expect(built.stderr.contains("broken.json: not a usable quiz bundle"))
        #expect(built.stderr.contains("nothing written"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }
}
