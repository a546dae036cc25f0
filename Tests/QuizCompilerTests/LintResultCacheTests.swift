import Foundation
import QuizRuntime
@_spi(Tools) import QuizYAML
import Testing

@_spi(Tools) @testable import QuizCompiler

/// Lint results in the cache (docs/analysis.md, "Lint results"): an unchanged quiz file is
/// not compiled again, and nothing a run reports depends on whether it was.
@Suite("Lint result cache")
struct LintResultCacheTests {
    /// A fresh temporary folder.
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("quizc-lint-cache-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func write(_ text: String, _ name: String, in folder: URL) throws {
        let url = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// `quizc lint` over `paths` with `cache`: what it reports, as compared between runs
    /// (every field of every diagnostic, notes included, and the text kept to show them).
    static func lint(_ paths: [String], cache: AnalysisCache?, budget: Int = OutcomeAnalyzer.defaultMaxStates)
        -> [String]
    {
        var compilation = QuizCompilation(maxAnalysisStates: budget)
        compilation.analysisCache = cache
        let session = BuildSession(paths: paths, compilation: compilation, keepQuizzes: false)
        return session.files.flatMap { file in
            ["file \(file.path) text \(file.text.lines.joined(separator: "\n")) quiz \(file.quizID?.value ?? "-")"]
                + file.diagnostics.map(describe)
        } + session.inputDiagnostics.map(describe)
    }

    static func describe(_ diagnostic: Diagnostic) -> String {
        "\(diagnostic.file) \(diagnostic.range) \(diagnostic.severity) \(diagnostic.code.rawValue) \(diagnostic.message) "
            + diagnostic.notes.map { "[\($0.range?.description ?? "-") \($0.message)]" }.joined()
    }

    static func entries(_ folder: URL) -> [URL] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter {
            $0.hasSuffix(LintResultEntry.suffix)
        }
        .sorted().map { folder.appendingPathComponent($0) }
    }

    @Test(
        "every code reference example (quiz and translations, one folder each): the same report without the cache, cold and warm"
    )
    func codeExamples() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let cache = AnalysisCache(directory: root.appendingPathComponent("cache").path, signingKey: .tests)
        var folders: [String] = []
        var quizFiles = 0
        var translationFiles = 0
        for (index, example) in CodeCatalog.references.flatMap(\.examples).enumerated() {
            let folder = root.appendingPathComponent("example-\(index)")
            try Self.write(example.source, CodeExample.quizFileName, in: folder)
            for (number, translation) in example.translations.enumerated() {
                try Self.write(translation, example.translationFileName(number), in: folder)
            }
            folders.append(folder.path)
            for text in [example.source] + example.translations {
                let isTranslation =
                    QuizCompilation().compile(path: "x.yaml", bytes: Array(text.utf8)).translation != nil
                if isTranslation { translationFiles += 1 } else { quizFiles += 1 }
            }
        }
        var withDiagnostics = 0
        for folder in folders {
            let uncached = Self.lint([folder], cache: nil)
            #expect(Self.lint([folder], cache: cache) == uncached, "\(folder) cold")
            #expect(Self.lint([folder], cache: cache) == uncached, "\(folder) warm")
            if uncached.count > 1 { withDiagnostics += 1 }
        }
        // The examples report most codes, notes included: the entries carry all of that.
        #expect(withDiagnostics > folders.count / 2)
        let counts = cache.counts
        #expect(counts.lintRejected == 0)
        #expect(counts.lintWrites > 0 && counts.lintHits == counts.lintWrites, "\(counts)")
        // Every quiz file compiled once, then read back; a translation file is looked up
        // (its kind is known only once read) and compiled every time.
        #expect(counts.lintMisses == counts.lintWrites + 2 * translationFiles, "\(counts)")
        #expect(counts.lintWrites == quizFiles)
    }

    @Test("generated corpus: the same report without the cache, cold and warm; the warm run compiles nothing")
    func generatedCorpus() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let corpus = root.appendingPathComponent("corpus")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", packageRoot.appendingPathComponent("build-tools/gen_corpus.py").path,
            "12", corpus.path, "--seed", "20", "--questions", "6-14",
        ]
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0)
        let paths = [corpus.path, packageRoot.appendingPathComponent("quizzes").path]
        let uncached = Self.lint(paths, cache: nil)
        let cache = AnalysisCache(directory: root.appendingPathComponent("cache").path, signingKey: .tests)
        #expect(Self.lint(paths, cache: cache) == uncached)
        let cold = cache.counts
        #expect(Self.lint(paths, cache: cache) == uncached)
        let warm = cache.counts
        #expect(cold.lintWrites >= 12 && cold.lintHits == 0)
        #expect(warm.lintHits == cold.lintWrites, "every quiz file read back")
        // No analysis looked up on the warm run: nothing was compiled.
        #expect(warm.hits + warm.misses == cold.hits + cold.misses)
    }

    @Test(
        "a changed byte, path, budget or quizc version is another entry; a weight edit's unreachable outcome is reported warm"
    )
    func invalidation() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = AnalysisCache(directory: folder.appendingPathComponent("cache").path, signingKey: .tests)
        try Self.write(AnalysisCacheTests.quiz, "pets.quiz.yaml", in: folder)
        let path = folder.appendingPathComponent("pets.quiz.yaml").path
        let clean = Self.lint([path], cache: cache)
        #expect(Self.lint([path], cache: cache) == clean)
        #expect(cache.counts.lintHits == 1)

        // fish made unreachable: a miss, and the warm run reports it.
        let changed = AnalysisCacheTests.quiz.replacingOccurrences(of: "weights: {fish: 2}", with: "weights: {dog: 2}")
            .replacingOccurrences(of: "weights: {fish: 1}", with: "weights: {dog: 1}")
        try Self.write(changed, "pets.quiz.yaml", in: folder)
        let cold = Self.lint([path], cache: cache)
        let warm = Self.lint([path], cache: cache)
        #expect(cold == Self.lint([path], cache: nil) && warm == cold)
        #expect(warm.contains { $0.contains("unreachable-outcome") && $0.contains("fish") })
        #expect(cache.counts.lintHits == 2 && cache.counts.lintWrites == 2)

        // Wording only: the file's result is another entry (its bytes changed), the analysis is reused.
        try Self.write(changed.replacingOccurrences(of: "Morning?", with: "Dawn?"), "pets.quiz.yaml", in: folder)
        let analysisHits = cache.counts.hits
        _ = Self.lint([path], cache: cache)
        #expect(cache.counts.lintWrites == 3 && cache.counts.hits == analysisHits + 1)

        // One entry per path and settings, whatever the edits: another budget is another entry.
        #expect(Self.entries(URL(fileURLWithPath: cache.directory)).count == 1)
        _ = Self.lint([path], cache: cache, budget: 1000)
        #expect(cache.counts.lintWrites == 4)
        #expect(Self.entries(URL(fileURLWithPath: cache.directory)).count == 2)
        // Back to the first content: the entry now holds the last one, so a miss (and a rewrite).
        try Self.write(AnalysisCacheTests.quiz, "pets.quiz.yaml", in: folder)
        #expect(Self.lint([path], cache: cache) == clean)
        #expect(cache.counts.lintWrites == 5 && cache.counts.lintRejected == 3)

        let bytes = Array(changed.utf8)
        let key = LintResultKey(
            path: path, bytes: bytes, limits: .standard, settings: AnalysisSettings(maxStates: 1000))
        #expect(
            LintResultKey(
                path: path + "x", bytes: bytes, limits: .standard, settings: AnalysisSettings(maxStates: 1000)
            ).digest
                != key.digest)
        let edited = LintResultKey(
            path: path, bytes: bytes + [0x0A], limits: .standard, settings: AnalysisSettings(maxStates: 1000))
        #expect(edited.digest == key.digest && edited.fileHash != key.fileHash)
        #expect(
            LintResultKey(
                path: path, bytes: bytes, limits: YAMLLimits(maxDepth: 63), settings: AnalysisSettings(maxStates: 1000)
            ).digest
                != key.digest)
        #expect(
            LintResultKey(
                path: path, bytes: bytes, limits: .standard, settings: AnalysisSettings(maxStates: 1000),
                quizcBuild: "0.0.1"
            )
            .digest != key.digest)
    }

    @Test("cross-file rules still run on results read back: duplicate-id, and translations of an unchanged quiz")
    func crossFile() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = AnalysisCache(directory: folder.appendingPathComponent("cache").path, signingKey: .tests)
        try Self.write(AnalysisCacheTests.quiz, "a/pets.quiz.yaml", in: folder)
        try Self.write(AnalysisCacheTests.quiz, "b/pets.quiz.yaml", in: folder)
        try Self.write(
            "translation: pets\nlocale: de\nquestions:\n  q1:\n    text: Morgen?\n  q9:\n    text: Nie?\n",
            "a/pets.de.yaml", in: folder)
        let uncached = Self.lint(
            [folder.appendingPathComponent("a").path, folder.appendingPathComponent("b").path], cache: nil)
        #expect(uncached.contains { $0.contains("duplicate-id") })
        #expect(uncached.contains { $0.contains("unknown-reference") && $0.contains("q9") })
        for run in ["cold", "warm"] {
            #expect(
                Self.lint(
                    [folder.appendingPathComponent("a").path, folder.appendingPathComponent("b").path], cache: cache)
                    == uncached, "\(run)")
        }
        #expect(cache.counts.lintHits == 2)
        // The quiz loses q1: the unchanged translation now names an unknown question too.
        try Self.write(
            AnalysisCacheTests.quiz.replacingOccurrences(of: "id: q1", with: "id: q0"), "a/pets.quiz.yaml", in: folder)
        let edited = Self.lint([folder.appendingPathComponent("a").path], cache: cache)
        #expect(edited == Self.lint([folder.appendingPathComponent("a").path], cache: nil))
        #expect(edited.contains { $0.contains("unknown-reference") && $0.contains("q1") })
    }

    @Test(
        "a forged (not signed with the key), truncated, corrupted, foreign, out-of-order or other-version entry is ignored and rewritten"
    )
    func damagedEntries() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = AnalysisCache(directory: folder.appendingPathComponent("cache").path, signingKey: .tests)
        // Two warnings and a note, so there is an order to break.
        let quiz = AnalysisCacheTests.quiz.replacingOccurrences(of: "label: \"Walk\"", with: "label: \"Swim\"")
            .replacingOccurrences(of: "label: \"Meat\"", with: "label: \"Flakes\"")
        try Self.write(quiz, "pets.quiz.yaml", in: folder)
        try Self.write(AnalysisCacheTests.quiz, "other.quiz.yaml", in: folder)
        let path = folder.appendingPathComponent("pets.quiz.yaml").path
        let expected = Self.lint([path], cache: nil)
        #expect(expected.count >= 3)
        _ = Self.lint([path], cache: cache)
        let entry = try #require(Self.entries(URL(fileURLWithPath: cache.directory)).first)
        let good = try Data(contentsOf: entry)
        let text = String(decoding: good, as: UTF8.self)
        _ = Self.lint([folder.appendingPathComponent("other.quiz.yaml").path], cache: cache)
        let foreign = try #require(
            Self.entries(URL(fileURLWithPath: cache.directory)).map { try Data(contentsOf: $0) }.first { $0 != good })
        // Well-formedness is checked after the MAC: these are signed with the cache's own key.
        func forged(_ edit: (String) -> String) throws -> [UInt8] {
            try CacheEntryForgery.forged(good, body: "result", seal: .signed(.tests), edit)
        }
        let emptied: (String) -> String = {
            $0.replacingOccurrences(
                of: #""diagnostics":\[.*\]\}$"#, with: #""diagnostics":[]}"#, options: .regularExpression)
        }
        let damaged: [(String, [UInt8])] = [
            (
                "diagnostics emptied, SHA-256 recomputed",
                try CacheEntryForgery.forged(good, body: "result", seal: .recomputedSHA256, emptied)
            ),
            (
                "diagnostics emptied, signed with another key",
                try CacheEntryForgery.forged(good, body: "result", seal: .signed(.other), emptied)
            ),
            ("empty", []),
            ("truncated", Array(good.prefix(good.count / 2))),
            ("message changed", Array(text.replacingOccurrences(of: "Swim", with: "Swam").utf8)),
            ("foreign entry", Array(foreign)),
            (
                "another build",
                Array(
                    text.replacingOccurrences(
                        of: #""quizc":"\#(QuizcVersion.build)""#, with: #""quizc":"\#(QuizcVersion.current)""#
                    ).utf8)
            ),
            (
                "another format",
                Array(text.replacingOccurrences(of: LintResultEntry.format, with: "quizc-lint-result/0").utf8)
            ),
            ("unknown code", try forged { $0.replacingOccurrences(of: #""code":""#, with: #""code":"x-"#) }),
            (
                "position 0",
                try forged {
                    $0.replacingOccurrences(of: #""range":\[\d+,"#, with: #""range":[0,"#, options: .regularExpression)
                }
            ),
            (
                "out of order",
                try forged { body in
                    guard case .object(var members) = try? JSONParser().parse(Array(body.utf8)),
                        let index = members.firstIndex(where: { $0.0 == "diagnostics" }),
                        case .array(let items) = members[index].1
                    else { return body }
                    members[index].1 = .array(items.reversed())
                    return String(decoding: JSONWriter.line.bytes(.object(members)), as: UTF8.self)
                }
            ),
        ]
        for (index, (name, bytes)) in damaged.enumerated() {
            try Data(bytes).write(to: entry)
            #expect(Self.lint([path], cache: cache) == expected, "\(name)")
            #expect(cache.counts.lintRejected == index + 1, "\(name) was not rejected")
            #expect(try Data(contentsOf: entry) == good, "\(name) was not rewritten")
        }
        _ = Self.lint([path], cache: cache)
        #expect(cache.counts.lintRejected == damaged.count)
    }

    @Test("an entry decodes to the result it was written from, with every field (code examples)")
    func roundTrip() throws {
        for example in CodeCatalog.references.flatMap(\.examples) {
            let file = QuizCompilation().compile(path: "q.quiz.yaml", bytes: Array(example.source.utf8))
            guard file.translation == nil else { continue }
            let result = LintResult(diagnostics: file.diagnostics, quizID: file.quizID, resolved: file.resolved != nil)
            let key = LintResultKey(
                path: "q.quiz.yaml", bytes: Array(example.source.utf8), limits: .standard,
                settings: AnalysisSettings(maxStates: 10))
            let decoded = try LintResultEntry.decode(
                LintResultEntry.encode(result, key: key, signingKey: .tests), key: key, signingKey: .tests
            ).get()
            #expect(decoded.diagnostics == result.diagnostics)
            #expect(decoded.quizID?.value == result.quizID?.value && decoded.quizID?.range == result.quizID?.range)
            #expect(decoded.resolved == result.resolved)
            let other = LintResultKey(
                path: "r.quiz.yaml", bytes: Array(example.source.utf8), limits: .standard,
                settings: AnalysisSettings(maxStates: 10))
            #expect(throws: AnalysisCacheEntry.Rejection.self) {
                try LintResultEntry.decode(
                    LintResultEntry.encode(result, key: key, signingKey: .tests), key: other, signingKey: .tests
                ).get()
            }
        }
    }
}
