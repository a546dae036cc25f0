import Foundation
import Testing

@_spi(Tools) @testable import QuizCompiler

/// The analysis cache behind `AnalysisCacheStorage`: a compilation with a cache in memory
/// reads and writes no file, and finds its own entries on the next run.
@Suite("Analysis cache storage")
struct AnalysisCacheStorageTests {
    @Test func aCompilationUsesAnInMemoryCacheWithoutADisk() throws {
        let storage = InMemoryAnalysisCacheStorage()
        let cache = AnalysisCache(storage: storage, signingKey: .tests)
        let first = AnalysisCacheTests.compile(AnalysisCacheTests.quiz, cache: cache)
        #expect(first.diagnostics.filter { $0.severity == .error }.isEmpty)
        #expect(cache.counts.misses == 1 && cache.counts.writes == 1 && cache.counts.hits == 0)
        #expect(storage.entryNames.count == 1)
        #expect(storage.entryNames.allSatisfy(AnalysisCache.isCacheFile))
        let second = AnalysisCacheTests.compile(AnalysisCacheTests.quiz, cache: cache)
        #expect(cache.counts.hits == 1 && cache.counts.writes == 1 && cache.counts.rejected == 0)
        let analyses = try [first, second].map { try #require($0.analyzed?.analysis) }
        #expect(AnalysisCacheTests.fields(analyses[0]) == AnalysisCacheTests.fields(analyses[1]))
        #expect(AnalysisCacheTests.rendered(first) == AnalysisCacheTests.rendered(second))
        // Not a folder: the in-memory storage names itself "memory" and no file of that name is made.
        #expect(cache.directory == "memory" && !FileManager.default.fileExists(atPath: cache.directory))
    }

    /// An entry the storage gives back damaged is a miss (it is rewritten), as on a disk.
    @Test func aDamagedEntryInMemoryIsRejected() throws {
        let storage = InMemoryAnalysisCacheStorage()
        let cache = AnalysisCache(storage: storage, signingKey: .tests)
        _ = AnalysisCacheTests.compile(AnalysisCacheTests.quiz, cache: cache)
        let name = try #require(storage.entryNames.first)
        try storage.writeEntry(Array("{}".utf8), named: name)
        _ = AnalysisCacheTests.compile(AnalysisCacheTests.quiz, cache: cache)
        #expect(cache.counts.rejected == 1 && cache.counts.writes == 2)
        #expect(storage.readEntry(named: name, limit: AnalysisCache.maxEntryBytes) != Array("{}".utf8))
    }
}
