import Foundation
import QuizRuntime
import Testing

@_spi(Tools) @testable import QuizCompiler

/// Whose cache entries are trusted (docs/analysis.md): only entries signed with this user's
/// key are read, every witness is scored again, a folder git tracks is not used, and the
/// key file is made once, private, and never replaced.
@Suite("Cache trust")
struct CacheTrustTests {
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "quizc-trust-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test("HMAC-SHA-256 matches RFC 4231 test case 2 and a 32-byte key")
    func hmacVectors() throws {
        // RFC 4231 test case 1 uses a 20-byte key; quizc's keys are 32 bytes, so the
        // vector is checked against Python's hmac module: hmac.new(b"\x0b"*32, b"Hi There", sha256).
        let key = try #require(CacheSigningKey(bytes: Array(repeating: 0x0B, count: 32)))
        #expect(key.mac(Array("Hi There".utf8)) == "198a607eb44bfbc69903a0f1cf2bbdc5ba0aa3f3d9ae3c1c7a3b1696a0b68cf7")
        #expect(key.verifies(key.mac([1, 2, 3]), for: [1, 2, 3]))
        #expect(!key.verifies(key.mac([1, 2, 3]), for: [1, 2, 4]))
        #expect(!CacheSigningKey.other.verifies(key.mac([1, 2, 3]), for: [1, 2, 3]))
        #expect(CacheSigningKey(bytes: [1, 2]) == nil)
    }

    @Test("a witness that does not give its outcome is rejected, even under the right key")
    func witnessesAreScoredAgain() throws {
        let bundle = try #require(AnalysisCacheTests.compile(AnalysisCacheTests.quiz, cache: nil).resolved?.bundle)
        let analysis = OutcomeAnalyzer.analyze(bundle, findTies: false)
        let key = AnalysisCacheKey(
            bundle: bundle, settings: .init(maxStates: OutcomeAnalyzer.defaultMaxStates), findTies: false)
        let good = Data(AnalysisCacheEntry.encode(analysis, key: key, signingKey: .tests))
        #expect(
            (try? AnalysisCacheEntry.decode(Array(good), key: key, bundle: bundle, signingKey: .tests).get()) != nil)
        // fish's witness replaced by cat's: valid answers, the wrong outcome.
        let catWitness = try #require(analysis.result(for: "cat")?.witness)
        let catText = String(decoding: JSONWriter.line.bytes(AnalysisCacheEntry.value(of: catWitness)), as: UTF8.self)
        let swapped = try CacheEntryForgery.forged(good, body: "analysis", seal: .signed(.tests)) {
            $0.replacingOccurrences(
                of: #"("code":"fish","reachable":true,"count":"\d+","witness":)\[[^\]]*\]"#,
                with: "$1" + NSRegularExpression.escapedTemplate(for: catText), options: .regularExpression)
        }
        #expect(swapped != Array(good))
        switch AnalysisCacheEntry.decode(swapped, key: key, bundle: bundle, signingKey: .tests) {
        case .success: Issue.record("a witness giving cat was accepted for fish")
        case .failure(let rejection):
            #expect(rejection.description.contains("witness of `fish` gives `cat`"), "\(rejection)")
        }
        // The same entry under another key: the MAC refuses it first.
        #expect(
            (try? AnalysisCacheEntry.decode(Array(good), key: key, bundle: bundle, signingKey: .other).get()) == nil)
    }

    @Test("a highest tie whose witness ties nothing is rejected")
    func tieWitnessesAreScoredAgain() throws {
        // Ties looked for as in a quiz without `ties:` (such a quiz does not compile: `tie-reachable`).
        let bundle = try #require(AnalysisCacheTests.compile(AnalysisCacheTests.quiz, cache: nil).resolved?.bundle)
        var analysis = OutcomeAnalyzer.analyze(bundle, findTies: true)
        let tie = try #require(analysis.ties.first)
        try CachedWitnessCheck.check(analysis, against: bundle)
        // cat's witness (cat 3, nothing else above 1) as the tie's.
        analysis.ties = [
            OutcomeAnalysis.Tie(
                axis: tie.axis, witness: [("q1", .option("a")), ("q2", .option("a")), ("q3", .option("a"))])
        ]
        #expect(throws: AnalysisCacheEntry.Rejection.self) { try CachedWitnessCheck.check(analysis, against: bundle) }
    }

    @Test("the key file is made once with mode 0600 in a 0700 folder, read back, and refused when others may read it")
    func keyFile() throws {
        let root = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.appendingPathComponent("home/.cache/quizc/cache-key").path
        let first = try CacheSigningKey.load(path: path).get()
        let again = try CacheSigningKey.load(path: path).get()
        #expect(first.bytes == again.bytes)
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        let folder = try FileManager.default.attributesOfItem(
            atPath: root.appendingPathComponent("home/.cache/quizc").path)
        #expect((folder[.posixPermissions] as? Int) == 0o700)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("home/.cache/quizc").path)
                == ["cache-key"])
        // Many processes' first use at once: one key wins and every one reads it.
        let racePath = root.appendingPathComponent("race/cache-key").path
        let keys = KeyList()
        DispatchQueue.concurrentPerform(iterations: 16) { _ in
            if case .success(let key) = CacheSigningKey.load(path: racePath) { keys.add(key.bytes) }
        }
        #expect(keys.all.count == 16 && Set(keys.all).count == 1)
        chmod(path, 0o644)
        guard case .failure(let problem) = CacheSigningKey.load(path: path) else {
            Issue.record("a key others may read was used")
            return
        }
        #expect(problem.description.contains("not this user's alone"))
        chmod(path, 0o600)
        try Data("not hex\n".utf8).write(to: URL(fileURLWithPath: path))
        chmod(path, 0o600)
        #expect((try? CacheSigningKey.load(path: path).get()) == nil)
    }

    final class KeyList: @unchecked Sendable {
        private let lock = NSLock()
        private var list: [[UInt8]] = []
        func add(_ key: [UInt8]) { lock.lock(); list.append(key); lock.unlock() }
        var all: [[UInt8]] { lock.lock(); defer { lock.unlock() }; return list }
    }

    @Test("the default key file is outside the working directory; one inside the cache folder is refused")
    func keyLocation() throws {
        #expect(CacheSigningKey.path(environment: ["HOME": "/home/u"])?.path == "/home/u/.cache/quizc/cache-key")
        #expect(
            CacheSigningKey.path(environment: ["HOME": "/home/u", "XDG_CACHE_HOME": "/x"])?.path == "/x/quizc/cache-key"
        )
        #expect(
            CacheSigningKey.path(environment: ["HOME": "/home/u", "XDG_CACHE_HOME": "relative"])?.path
                == "/home/u/.cache/quizc/cache-key")
        #expect(CacheSigningKey.path(environment: ["QUIZC_CACHE_KEY_FILE": "k", "HOME": "/h"])! == ("k", true))
        #expect(CacheSigningKey.path(environment: [:]) == nil)
        let root = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let cache = root.appendingPathComponent("cache").path
        let inside = CacheSigningKey.forCache(in: cache, environment: ["QUIZC_CACHE_KEY_FILE": cache + "/key"])
        guard case .failure(let problem) = inside else {
            Issue.record("a key file inside the cache folder was used")
            return
        }
        #expect(problem.description.contains("inside the cache folder") && problem.explicit)
        #expect(!FileManager.default.fileExists(atPath: cache + "/key"))
    }

    /// Runs git with `arguments` in `folder`.
    static func git(_ arguments: [String], in folder: URL) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "user.name=t", "-c", "user.email=t@example.com"] + arguments
        process.currentDirectoryURL = folder
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw CancellationError() }
    }

    static let gitAvailable = FileManager.default.isExecutableFile(atPath: "/usr/bin/git")

    @Test(
        "a cache folder git tracks is found in index versions 2, 3 and 4, in a linked worktree too, and is neither read nor written",
        .enabled(if: gitAvailable))
    func trackedFolder() throws {
        let root = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let repository = root.appendingPathComponent("repo")
        try FileManager.default.createDirectory(
            at: repository.appendingPathComponent("docs/.quizc-cache"), withIntermediateDirectories: true)
        try Self.git(["init", "-q"], in: repository)
        #expect(
            GitTrackedFolder.finding(for: repository.appendingPathComponent("docs/.quizc-cache").path) == .untracked)
        // Written by a cache, then committed by force.
        let cachePath = repository.appendingPathComponent("docs/.quizc-cache").path
        let writer = AnalysisCache(directory: cachePath, signingKey: .tests)
        _ = AnalysisCacheTests.compile(AnalysisCacheTests.quiz, cache: writer)
        #expect(writer.counts.writes == 1)
        try Data("a".utf8).write(to: repository.appendingPathComponent("docs/a.txt"))
        try Self.git(["add", "docs/a.txt"], in: repository)
        #expect(GitTrackedFolder.finding(for: cachePath) == .untracked)
        try Self.git(["add", "-f", "docs/.quizc-cache"], in: repository)
        try Self.git(["commit", "-q", "-m", "cache"], in: repository)
        for version in ["2", "3", "4"] {
            try Self.git(["update-index", "--index-version", version], in: repository)
            guard case .tracked(_, let path) = GitTrackedFolder.finding(for: cachePath) else {
                Issue.record("index version \(version): the tracked cache was not found")
                continue
            }
            #expect(path.hasPrefix("docs/.quizc-cache/"), "index version \(version)")
            #expect(GitTrackedFolder.finding(for: repository.appendingPathComponent("docs").path) != .untracked)
            #expect(GitTrackedFolder.finding(for: repository.appendingPathComponent("doc").path) == .untracked)
            #expect(
                GitTrackedFolder.finding(for: repository.appendingPathComponent("docs/.quizc-cache2").path)
                    == .untracked)
        }
        // Through a relative path, and from a linked worktree (`.git` is a file there).
        let previous = FileManager.default.currentDirectoryPath
        try #require(FileManager.default.changeCurrentDirectoryPath(repository.path))
        let relative = GitTrackedFolder.finding(for: "docs/.quizc-cache")
        #expect(FileManager.default.changeCurrentDirectoryPath(previous))
        #expect(relative != .untracked)
        try Self.git(["worktree", "add", "-q", root.appendingPathComponent("linked").path], in: repository)
        #expect(
            GitTrackedFolder.finding(for: root.appendingPathComponent("linked/docs/.quizc-cache").path) != .untracked)

        let notes = AnalysisCacheTests.Reports()
        let reader = AnalysisCache(directory: cachePath, signingKey: .tests, onIgnored: { notes.add($0) })
        let before = try FileManager.default.contentsOfDirectory(atPath: cachePath).sorted()
        _ = AnalysisCacheTests.compile(AnalysisCacheTests.quiz, cache: reader)
        _ = AnalysisCacheTests.compile(
            AnalysisCacheTests.quiz.replacingOccurrences(of: "{cat: 2}", with: "{cat: 3}"), cache: reader)
        #expect(reader.counts.hits == 0 && reader.counts.writes == 0 && reader.counts.failedWrites == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: cachePath).sorted() == before)
        #expect(notes.all.count == 1)
        #expect(notes.all.first?.contains("git tracks files in it") == true)
        #expect(notes.all.first?.contains("git rm -r --cached") == true)
    }
}
