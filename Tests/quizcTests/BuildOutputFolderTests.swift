import Foundation
import Testing

/// `quizc build` and `build --check` on the output folder: bundles no longer produced are
/// removed (only those the previous index.json lists), `--check`'s advice fixes what it
/// reports, and an output path that is not a folder is an output error.
@Suite("quizc build: the output folder")
struct BuildOutputFolderTests {
    static let all = ["animal", "color", "fitcircle-persona", "mbti"]
    static func sources(_ names: [String]) -> [String] { names.map { "quizzes/\($0).quiz.yaml" } }

    func names(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    @Test func aRebuildWithoutAQuizRemovesItsBundleSoCheckPasses() throws {
        let out = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        #expect(try runFrontend(["build", "-o", out.path] + Self.sources(Self.all)).status == 0)
        try Data("keep me\n".utf8).write(to: out.appendingPathComponent("NOTES.txt"))
        let remaining = Self.sources(["animal", "fitcircle-persona", "mbti"])

        let before = try runFrontend(["build", "--check", "-o", out.path] + remaining)
        #expect(before.status == 1)
        #expect(
            before.stderr.contains(
                "extra: \(out.path)/color.json is listed in \(out.path)/index.json but no longer produced; a build removes it"
            ))
        // The advice is the whole command, inputs included; running it as written fixes the folder.
        let advised = try #require(
            before.stderr.components(separatedBy: "run `").last?.components(separatedBy: "` to update").first)
        #expect(advised == (["quizc", "build", "-o", out.path] + remaining).joined(separator: " "))
        let build = try runFrontend(Array(advised.split(separator: " ").dropFirst().map(String.init)))
        #expect(build.status == 0, "\(build.stderr)")
        #expect(
            try names(in: out) == ["NOTES.txt", "animal.json", "fitcircle-persona.json", "index.json", "mbti.json"])
        let after = try runFrontend(["build", "--check", "-o", out.path] + remaining)
        #expect(after.status == 0, "\(after.stderr)")
        #expect(after.stderr.contains("up to date"))
    }

    @Test func jsonFilesTheIndexDoesNotListAreKeptAndCheckSaysToDeleteThem() throws {
        let out = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        #expect(try runFrontend(["build", "-o", out.path]).status == 0)
        try Data("{}\n".utf8).write(to: out.appendingPathComponent("settings.json"))
        #expect(try runFrontend(["build", "-o", out.path]).status == 0)
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("settings.json").path))

        let check = try runFrontend(["build", "--check", "-o", out.path])
        #expect(check.status == 1)
        #expect(
            check.stderr.contains(
                "extra: \(out.path)/settings.json is not a bundle of this build nor listed in \(out.path)/index.json, so a build leaves it: delete it if it is an old bundle, or keep it outside \(out.path)"
            ))
        // The advice to build is given only when a build fixes what was found.
        #expect(!check.stderr.contains("run `quizc build"))
    }

    /// The previous index names what a build removes; whatever it says, only plain
    /// `*.json` files directly in the folder that a build could have written go.
    @Test func aHostileIndexNeverRemovesAnythingElse() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let out = root.appendingPathComponent("bundles")
        #expect(try runFrontend(["build", "-o", out.path, "quizzes/color.quiz.yaml"]).status == 0)
        let manager = FileManager.default
        func touch(_ url: URL) throws { try Data("{}\n".utf8).write(to: url) }
        try touch(root.appendingPathComponent("outside.json"))
        try manager.createDirectory(at: out.appendingPathComponent("sub"), withIntermediateDirectories: true)
        try touch(out.appendingPathComponent("sub/inner.json"))
        try manager.createDirectory(at: out.appendingPathComponent("folder.json"), withIntermediateDirectories: true)
        try touch(out.appendingPathComponent("folder.json/inside.json"))
        try touch(out.appendingPathComponent(".hidden.json"))
        try touch(out.appendingPathComponent("notes.txt"))
        try manager.createSymbolicLink(
            atPath: out.appendingPathComponent("link.json").path,
            withDestinationPath: root.appendingPathComponent("outside.json").path)
        try touch(out.appendingPathComponent("old.json"))
        let listed = [
            "../outside.json", root.appendingPathComponent("outside.json").path, "sub/inner.json", "folder.json",
            ".hidden.json", "notes.txt", "index.json", "link.json", "..", ".", "", "old.json",
        ]
        let index: [String: Any] = [
            "format": "quiz-index/1", "quizzes": listed.map { ["file": $0] } + [["file": 7], "x"],
        ]
        try JSONSerialization.data(withJSONObject: index).write(to: out.appendingPathComponent("index.json"))

        let build = try runFrontend(["build", "-o", out.path, "quizzes/color.quiz.yaml"])
        #expect(build.status == 0, "\(build.stderr)")
        for kept in [
            "outside.json", "bundles/sub/inner.json", "bundles/folder.json/inside.json", "bundles/.hidden.json",
            "bundles/notes.txt", "bundles/color.json", "bundles/index.json",
        ] {
            #expect(manager.fileExists(atPath: root.appendingPathComponent(kept).path), "\(kept)")
        }
        #expect((try? manager.destinationOfSymbolicLink(atPath: out.appendingPathComponent("link.json").path)) != nil)
        // A plain bundle name the index listed is what a build removes.
        #expect(!manager.fileExists(atPath: out.appendingPathComponent("old.json").path))

        // --check agrees: the link is left for its owner, a folder is not a bundle.
        let check = try runFrontend(["build", "--check", "-o", out.path, "quizzes/color.quiz.yaml"])
        #expect(check.status == 1)
        #expect(check.stderr.contains("extra: \(out.path)/link.json is not a bundle of this build nor listed in"))
        #expect(
            !check.stderr.contains("folder.json") && !check.stderr.contains("hidden")
                && !check.stderr.contains("a build removes it"))
    }

    @Test func anOutputPathThatIsAFileIsAnOutputError() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("bundles")
        try Data("not a folder\n".utf8).write(to: file)
        for arguments in [["build", "-o", file.path], ["build", "--check", "-o", file.path]] {
            let run = try runFrontend(arguments)
            #expect(run.status == 2, "\(arguments)")
            #expect(
                run.stderr.contains("\(file.path) is a file, not a folder; name a folder to hold the bundles with -o"),
                "\(arguments)")
            #expect(try String(contentsOf: file, encoding: .utf8) == "not a folder\n")
            #expect(try names(in: folder) == ["bundles"])
        }
    }
}
