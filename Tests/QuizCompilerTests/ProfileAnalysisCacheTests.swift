import Foundation
import QuizRuntime
@_spi(Tools) import QuizYAML
import Testing

@_spi(Tools) @testable import QuizCompiler

/// A `profile` quiz through the analysis cache (docs/analysis.md, "Profile results"): a run
/// that reads the cache reports exactly what a run without it reports — the results' bands
/// (computed afresh on every run), the nearest outcomes (in the cached outcome analysis),
/// their diagnostics and `quizc stats`.
@Suite("Profile analysis and the cache")
struct ProfileAnalysisCacheTests {
    /// The golden profile quiz with its `mid` band widened to 5, so `high` is unreachable
    /// (an `unreachable-band` error the cached run must report too).
    static func quiz() throws -> String {
        let url = packageRoot.appendingPathComponent(
            "Tests/QuizCompilerTests/Golden/language/profile-nearest.quiz.yaml")
        let text = try String(contentsOf: url, encoding: .utf8)
        let edited = text.replacingOccurrences(of: "{id: mid, max: 3.5,", with: "{id: mid, max: 5,")
        #expect(edited != text)
        return edited
    }

    static func compile(_ text: String, cache: AnalysisCache?) -> CompiledFile {
        var compilation = QuizCompilation()
        compilation.analysisCache = cache
        return compilation.compile(path: "profile-nearest.quiz.yaml", bytes: Array(text.utf8))
    }

    /// Every diagnostic and the whole `quizc stats` JSON of a compiled file.
    static func rendered(_ file: CompiledFile) -> String {
        let diagnostics = file.diagnostics.map {
            "\($0.code.rawValue)@\($0.range.start) \($0.severity) \($0.message)"
        }
        let stats = file.analyzed.map {
            String(decoding: JSONWriter.line.bytes(StatsReport($0).jsonValue), as: UTF8.self)
        }
        return (diagnostics + [stats ?? "not analysed"]).joined(separator: "\n")
    }

    @Test("cold, warm and uncached runs of a profile quiz report the same diagnostics and stats")
    func cachedEqualsUncached() throws {
        let text = try Self.quiz()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "quizc-profile-cache-tests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = AnalysisCache(directory: folder.path + "/cache", signingKey: .tests)

        let uncached = Self.compile(text, cache: nil)
        #expect(uncached.diagnostics.contains { $0.code == .unreachableBand && $0.message.contains("`high`") })
        let profile = try #require(uncached.analyzed?.profile)
        #expect(profile.results.count == 3 && profile.limitations.isEmpty)
        let cold = Self.compile(text, cache: cache)
        #expect(cache.counts.misses == 1 && cache.counts.writes == 1)
        let warm = Self.compile(text, cache: cache)
        #expect(cache.counts.hits == 1)
        #expect(Self.rendered(cold) == Self.rendered(uncached))
        #expect(Self.rendered(warm) == Self.rendered(uncached))

        // A reworded question hits the entry; its report is still that of an uncached run.
        let reworded = text.replacingOccurrences(of: "I worry about things.", with: "I often worry.")
        let rewordedWarm = Self.compile(reworded, cache: cache)
        #expect(cache.counts.hits == 2)
        #expect(Self.rendered(rewordedWarm) == Self.rendered(Self.compile(reworded, cache: nil)))

        // A band limit is part of the scoring: another entry, and the band is reachable again.
        let fixed = text.replacingOccurrences(of: "{id: mid, max: 5,", with: "{id: mid, max: 3.5,")
        let fixedWarm = Self.compile(fixed, cache: cache)
        #expect(cache.counts.misses == 2)
        #expect(!fixedWarm.diagnostics.contains { $0.code == .unreachableBand })
        #expect(Self.rendered(fixedWarm) == Self.rendered(Self.compile(fixed, cache: nil)))
    }
}
