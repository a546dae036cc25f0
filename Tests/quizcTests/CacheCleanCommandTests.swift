import Foundation
import Testing

/// `quizc cache clean` lists what it cannot delete and deletes the rest (exit 1), and
/// says why a folder it cannot look at is not cleaned instead of calling it missing.
@Suite("quizc cache clean: failures")
struct CacheCleanCommandTests {
    @Test("an entry that cannot be deleted is listed, the others are deleted, exit 1")
    func goesOn() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = folder.appendingPathComponent(".quizc-cache")
        let stem = String(repeating: "ab", count: 31)
        // A folder under an entry's name, sorted first: it cannot be unlinked.
        try FileManager.default.createDirectory(
            at: cache.appendingPathComponent("00\(stem).json/inside"), withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: cache.appendingPathComponent("ff\(stem).json"))
        try Data("{}".utf8).write(to: cache.appendingPathComponent("ee\(stem).lint.json"))
        let run = try runFrontend(["cache", "clean"], with: folder)
        #expect(run.status == 1)
        #expect(run.stdout == "Removed 2 entries from .quizc-cache (some could not be deleted)\n", "\(run.stdout)")
        #expect(run.stderr.hasPrefix("quizc: error: cannot delete .quizc-cache/00\(stem).json: "), "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache.path) == ["00\(stem).json"])
    }

    @Test("a cache folder behind a link loop is not called missing")
    func loop() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("loop").path, withDestinationPath: "loop")
        let run = try runFrontend(["cache", "clean", "--cache-dir", path("loop", under: folder)], with: folder)
        #expect(run.status == 1)
        #expect(
            run.stderr == "quizc: error: loop cannot be looked at: the path has too many symbolic links (a loop?)\n",
            "\(run.stderr)")
    }
}
