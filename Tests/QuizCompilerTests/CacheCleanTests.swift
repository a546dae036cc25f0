import Foundation
import Testing

@_spi(Tools) @testable import QuizCompiler

/// `quizc cache clean` goes on past what it cannot delete, never leaves the folder
/// without its markers (racing quizc runs included), and reports a folder it cannot look
/// at as such, not as missing.
@Suite("Cache clean")
struct CacheCleanTests {
    static let entryName = String(repeating: "ab", count: 32) + ".json"

    static func names(_ folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    @Test("an entry that cannot be deleted is reported, and the rest is deleted all the same")
    func goesOnPastFailures() throws {
        let (cache, folder) = try AnalysisCacheTests.cache()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        _ = AnalysisCacheTests.compile(AnalysisCacheTests.quiz, cache: cache)
        // A folder under an entry's name (sorted first): unlink fails with EISDIR.
        let stuck = folder.appendingPathComponent("00" + Self.entryName.dropFirst(2))
        try FileManager.default.createDirectory(
            at: stuck.appendingPathComponent("inside"), withIntermediateDirectories: true)
        let later = folder.appendingPathComponent("ff" + Self.entryName.dropFirst(2))
        try Data("{}".utf8).write(to: later)
        let result = try AnalysisCache.clean(directory: folder.path).get()
        #expect(result.removedEntries == 2)
        #expect(result.failures.count == 1)
        #expect(result.failures.first?.hasPrefix(stuck.path + ": ") == true, "\(result.failures)")
        #expect(!result.removedFolder)
        #expect(Self.names(folder.path) == [".gitignore", "00" + Self.entryName.dropFirst(2), "CACHEDIR.TAG"])
    }

    @Test("a folder that lost its markers (to a clean racing a run) gets them back from the next run")
    func markersComeBack() throws {
        let (cache, folder) = try AnalysisCacheTests.cache()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: folder.appendingPathComponent(Self.entryName))
        _ = AnalysisCacheTests.compile(AnalysisCacheTests.quiz, cache: cache)
        #expect(cache.counts.writes == 1)
        #expect(Self.names(folder.path).contains("CACHEDIR.TAG") && Self.names(folder.path).contains(".gitignore"))
    }

    @Test("cleaning while runs write entries: never a failure, and the folder, when it stays, keeps its markers")
    func racingRuns() throws {
        let (_, folder) = try AnalysisCacheTests.cache()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let bundles = (0..<8).map { RandomQuizzes.make(seed: UInt64($0)) }
        let analyses = bundles.map { OutcomeAnalyzer.analyze($0, maxStates: 2_000) }
        let problems = AnalysisCacheTests.Reports()
        for round in 0..<40 {
            DispatchQueue.concurrentPerform(iterations: 3) { worker in
                if worker == 0 {
                    for _ in 0..<3 {
                        switch AnalysisCache.clean(directory: folder.path) {
                        case .failure(let failure): problems.add("round \(round): \(failure.reason)")
                        case .success(let result) where !result.failures.isEmpty:
                            problems.add("round \(round): \(result.failures)")
                        case .success: break
                        }
                    }
                } else {
                    // A run: a cache of its own, preparing the folder at its first write.
                    let cache = AnalysisCache(directory: folder.path, signingKey: .tests)
                    for (index, bundle) in bundles.enumerated() where index % 2 == worker - 1 {
                        cache.store(
                            analyses[index],
                            key: AnalysisCacheKey(bundle: bundle, settings: .init(maxStates: 2_000), findTies: true))
                    }
                }
            }
            let names = Self.names(folder.path)
            if !names.isEmpty {
                #expect(names.contains("CACHEDIR.TAG") && names.contains(".gitignore"), "round \(round): \(names)")
            }
        }
        #expect(problems.all == [])
    }

    @Test("a cache folder behind a link loop is reported as such, not as missing")
    func loopIsNotMissing() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("quizc-clean-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let loop = root.appendingPathComponent("loop").path
        try FileManager.default.createSymbolicLink(atPath: loop, withDestinationPath: loop)
        guard case .failure(let failure) = AnalysisCache.clean(directory: loop) else {
            Issue.record("a link loop was called no cache")
            return
        }
        #expect(failure.reason.contains("too many symbolic links"), "\(failure.reason)")
    }

    @Test(
        "a cache folder that cannot be reached for lack of permission is reported as such", .enabled(if: getuid() != 0))
    func permissionIsNotMissing() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("quizc-clean-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("locked/cache"), withIntermediateDirectories: true)
        chmod(root.appendingPathComponent("locked").path, 0)
        defer {
            chmod(root.appendingPathComponent("locked").path, 0o755)
            try? FileManager.default.removeItem(at: root)
        }
        guard
            case .failure(let failure) = AnalysisCache.clean(
                directory: root.appendingPathComponent("locked/cache").path)
        else {
            Issue.record("a folder behind a permission error was called no cache")
            return
        }
        #expect(failure.reason.contains("permission denied"), "\(failure.reason)")
    }
}
