import Foundation
import Testing

/// `--cache-dir`, `--no-cache`, `QUIZC_CACHE_DIR` and `quizc cache clean` (docs/cli.md):
/// the cache changes no output, only how long a run takes.
@Suite("Analysis cache commands")
struct AnalysisCacheCommandTests {
    /// A folder holding `corpus/`: three quizzes of build-tools/gen_corpus.py (one per model).
    static func corpusFolder() throws -> URL {
        let folder = try temporaryFolder()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", packageRoot.appendingPathComponent("build-tools/gen_corpus.py").path,
            "3", folder.appendingPathComponent("corpus").path, "--seed", "7",
        ]
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0)
        return folder
    }

    /// The analysis entries in `folder`.
    static func entries(_ folder: URL) -> [String] {
        allEntries(folder).filter { !$0.hasSuffix(".lint.json") }
    }

    /// The lint result entries in `folder`.
    static func lintEntries(_ folder: URL) -> [String] {
        allEntries(folder).filter { $0.hasSuffix(".lint.json") }
    }

    static func allEntries(_ folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".json") }
            .sorted()
    }

    static func tree(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.subpathsOfDirectory(atPath: folder.path).sorted() {
            var isFolder: ObjCBool = false
            let path = folder.appendingPathComponent(name).path
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue {
                files[name] = FileManager.default.contents(atPath: path)
            }
        }
        return files
    }

    @Test(
        "lint, stats and build print and write the same bytes without the cache, from a cold cache and from a warm one")
    func sameOutput() throws {
        let folder = try Self.corpusFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = folder.appendingPathComponent(".quizc-cache")
        let corpus = path("corpus", under: folder)
        for command in [
            ["lint", corpus], ["lint", "--format", "json", corpus], ["lint", "--format", "sarif", corpus],
            ["stats", "--format", "json", corpus], ["stats", corpus],
        ] {
            try? FileManager.default.removeItem(at: cache)
            let uncached = try runFrontend(command + ["--no-cache"], with: folder)
            #expect(!FileManager.default.fileExists(atPath: cache.path), "--no-cache wrote the cache")
            let cold = try runFrontend(command, with: folder)
            let warm = try runFrontend(command, with: folder)
            #expect(uncached.status == 0 && cold.status == 0 && warm.status == 0)
            #expect(cold.stdout == uncached.stdout, "\(command) cold")
            #expect(warm.stdout == uncached.stdout, "\(command) warm")
            #expect(cold.stderr == uncached.stderr && warm.stderr == uncached.stderr)
            #expect(Self.entries(cache).count == 3)
            // lint keeps each quiz file's result too; stats needs the whole quiz and keeps none.
            #expect(Self.lintEntries(cache).count == (command[0] == "lint" ? 3 : 0), "\(command)")
        }
        #expect(
            FileManager.default.contents(atPath: cache.appendingPathComponent("CACHEDIR.TAG").path)
                .map { String(decoding: $0, as: UTF8.self).hasPrefix("Signature: 8a477f597d28d172789f06886806bc55\n") }
                == true)
        #expect(
            FileManager.default.contents(atPath: cache.appendingPathComponent(".gitignore").path) == Data("*\n".utf8))
        let uncached = try runFrontend(
            ["build", "--no-cache", "-o", path("out-uncached", under: folder), path("corpus", under: folder)],
            with: folder)
        let warm = try runFrontend(
            ["build", "-o", path("out-warm", under: folder), path("corpus", under: folder)], with: folder)
        #expect(uncached.status == 0 && warm.status == 0 && warm.stdout == uncached.stdout)
        let written = try Self.tree(folder.appendingPathComponent("out-warm"))
        #expect(written.count >= 3)
        #expect(written == (try Self.tree(folder.appendingPathComponent("out-uncached"))))
    }

    @Test("damaged entries, analyses and lint results, are survived and rewritten by the next lint")
    func damagedEntry() throws {
        let folder = try Self.corpusFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = folder.appendingPathComponent("c")
        let cold = try runFrontend(
            ["lint", "--cache-dir", path("c", under: folder), path("corpus", under: folder)], with: folder)
        let names = Self.allEntries(cache)
        try #require(names.count == 6)
        let originals = try names.map { try Data(contentsOf: cache.appendingPathComponent($0)) }
        for (index, name) in names.enumerated() {
            let damaged = [Data(originals[index].prefix(40)), Data("{}".utf8), Data()][index % 3]
            try damaged.write(to: cache.appendingPathComponent(name))
        }
        let again = try runFrontend(
            ["lint", "--cache-dir", path("c", under: folder), path("corpus", under: folder)], with: folder)
        #expect(again.status == cold.status)
        #expect(again.stdout == cold.stdout)
        #expect(again.stderr == cold.stderr)
        #expect(try names.map { try Data(contentsOf: cache.appendingPathComponent($0)) } == originals)
    }

    @Test("--cache-dir and QUIZC_CACHE_DIR choose the folder; --cache-dir wins; --no-cache with --cache-dir is refused")
    func folderChoice() throws {
        let folder = try Self.corpusFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let quiz = path("corpus/00000-axes.quiz.yaml", under: folder)
        _ = try runFrontend(
            ["lint", quiz], with: folder, environment: ["QUIZC_CACHE_DIR": path("from-env", under: folder)])
        #expect(Self.entries(folder.appendingPathComponent("from-env")).count == 1)
        _ = try runFrontend(
            ["stats", "--cache-dir", path("from-option", under: folder), quiz], with: folder,
            environment: ["QUIZC_CACHE_DIR": path("from-env-2", under: folder)])
        #expect(Self.entries(folder.appendingPathComponent("from-option")).count == 1)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("from-env-2").path))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(".quizc-cache").path))
        let both = try runFrontend(["lint", "--no-cache", "--cache-dir", path("x", under: folder), quiz], with: folder)
        #expect(both.status == 64)
        #expect(both.stderr.contains("--cache-dir and --no-cache cannot be used together"))
    }

    @Test(
        "a cache folder that cannot be written: one note when it was asked for, silence for the default, the run succeeds"
    )
    func unwritableFolder() throws {
        let folder = try Self.corpusFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("a file".utf8).write(to: folder.appendingPathComponent("blocker"))
        let expected = try runFrontend(["lint", "--no-cache", path("corpus", under: folder)], with: folder)
        let explicit = try runFrontend(
            ["lint", "--cache-dir", path("blocker/cache", under: folder), path("corpus", under: folder)], with: folder)
        #expect(explicit.status == 0 && explicit.stdout == expected.stdout)
        #expect(explicit.stderr.components(separatedBy: "\n").filter { !$0.isEmpty }.count == 1)
        #expect(
            explicit.stderr.hasPrefix("quizc: note: the analysis cache is not written: blocker/cache cannot be created")
        )
        // The default folder is a file here: nothing is said.
        try Data("a file".utf8).write(to: folder.appendingPathComponent(".quizc-cache"))
        // The binary on purpose: the default folder is .quizc-cache in the process's working directory.
        let quiet = try runQuizc(["lint", "corpus"], in: folder)
        #expect(quiet.status == 0 && quiet.stdout == expected.stdout && quiet.stderr == expected.stderr)
    }

    @Test("quizc cache clean deletes the entries and the folder, and says so")
    func clean() throws {
        let folder = try Self.corpusFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try runFrontend(["lint", path("corpus", under: folder)], with: folder)
        let cleaned = try runFrontend(["cache", "clean"], with: folder)
        #expect(cleaned.status == 0)
        #expect(cleaned.stdout == "Removed 6 entries from .quizc-cache\n")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(".quizc-cache").path))
        #expect(try runFrontend(["cache", "clean"], with: folder).stdout == "No analysis cache at .quizc-cache\n")
        _ = try runFrontend(
            ["lint", path("corpus/00001-highest.quiz.yaml", under: folder)], with: folder,
            environment: ["QUIZC_CACHE_DIR": path("env-cache", under: folder)])
        try Data("keep".utf8).write(to: folder.appendingPathComponent("env-cache/keep.txt"))
        let kept = try runFrontend(
            ["cache", "clean"], with: folder, environment: ["QUIZC_CACHE_DIR": path("env-cache", under: folder)])
        #expect(kept.stdout == "Removed 2 entries from env-cache (other files kept there)\n")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("env-cache/keep.txt").path))
        let named = try runFrontend(
            ["cache", "clean", "--cache-dir", path("env-cache/keep.txt", under: folder)], with: folder)
        #expect(named.status == 1 && named.stderr == "quizc: error: env-cache/keep.txt is not a folder\n")
    }
}
