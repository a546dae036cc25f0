import BigInt
import Foundation
import QuizRuntime
@_spi(Tools) import QuizYAML
import Testing

@_spi(Tools) @testable import QuizCompiler

/// The analysis cache (docs/analysis.md): entries round-trip every field, the key follows
/// what the analysis reads and nothing else, damaged or foreign entries are never trusted.
@Suite("Analysis cache")
struct AnalysisCacheTests {
    static let quiz = """
        quiz: pets
        version: 1.0.0
        title: Pets
        locale: en
        traits: [cat, dog, fish]
        scoring:
          model: highest
          ties: [cat, dog, fish]
        questions:
          - id: q1
            text: "Morning?"
            type: single
            options:
              - {id: a, label: "Early", weights: {cat: 2}}
              - {id: b, label: "Late", weights: {dog: 2}}
              - {id: c, label: "Never", weights: {fish: 2}}
          - id: q2
            text: "Evening?"
            type: single
            options:
              - {id: a, label: "Walk", weights: {dog: 1}}
              - {id: b, label: "Swim", weights: {fish: 1}}
          - id: q3
            text: "Food?"
            type: single
            options:
              - {id: a, label: "Meat", weights: {cat: 1}}
              - {id: b, label: "Flakes", weights: {fish: 1}}
        outcomes:
          cat: {title: Cat, description: "A cat."}
          dog: {title: Dog, description: "A dog."}
          fish: {title: Fish, description: "A fish."}
        """

    /// A cache in a fresh temporary folder.
    static func cache() throws -> (AnalysisCache, URL) {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "quizc-cache-tests-\(UUID().uuidString)")
        return (AnalysisCache(directory: url.path + "/cache", signingKey: .tests), url.appendingPathComponent("cache"))
    }

    /// Compiles `text` with `cache` (and the budget given); the file and what the cache did.
    static func compile(_ text: String, cache: AnalysisCache?, budget: Int = OutcomeAnalyzer.defaultMaxStates)
        -> CompiledFile
    {
        var compilation = QuizCompilation(maxAnalysisStates: budget)
        compilation.analysisCache = cache
        return compilation.compile(path: "pets.quiz.yaml", bytes: Array(text.utf8))
    }

    static func rendered(_ file: CompiledFile) -> String {
        file.diagnostics.map { "\($0.code.rawValue)@\($0.range.start) \($0.severity) \($0.message)" }.joined(
            separator: "\n")
    }

    static func entryFiles(_ folder: URL) -> [URL] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter(AnalysisCache.isCacheFile)
            .sorted()
            .map { folder.appendingPathComponent($0) }
    }

    /// Every field of the analysis, for comparing two analyses exactly.
    static func fields(_ analysis: OutcomeAnalysis) -> [UInt8] {
        JSONWriter.line.bytes(AnalysisCacheEntry.value(of: analysis))
    }

    @Test(
        "an entry decodes to the analysis it was written from, and fits its quiz (random quizzes, with and without draws)"
    )
    func roundTrip() throws {
        for seed in UInt64(0)..<60 {
            let bundle = seed % 2 == 0 ? RandomQuizzes.make(seed: seed) : DrawnAnalysisPropertyTests.make(seed: seed)
            for findTies in [true, false] {
                let analysis = OutcomeAnalyzer.analyze(bundle, maxStates: 20_000, findTies: findTies)
                let key = AnalysisCacheKey(bundle: bundle, settings: .init(maxStates: 20_000), findTies: findTies)
                let bytes = AnalysisCacheEntry.encode(analysis, key: key, signingKey: .tests)
                switch AnalysisCacheEntry.decode(bytes, key: key, bundle: bundle, signingKey: .tests) {
                case .success(let decoded):
                    #expect(Self.fields(decoded) == Self.fields(analysis), "seed \(seed)")
                    #expect(decoded.outcomes.map(\.count) == analysis.outcomes.map(\.count))
                    #expect(decoded.total == analysis.total)
                    #expect(decoded.draws.map(\.picks) == analysis.draws.map(\.picks))
                case .failure(let rejection):
                    Issue.record("seed \(seed): own entry rejected: \(rejection)")
                }
            }
        }
    }

    @Test("counts beyond 128 bits and every answer kind survive the entry")
    func wideCountsAndAnswers() throws {
        let bundle = RandomQuizzes.make(seed: 3)
        var analysis = OutcomeAnalyzer.analyze(bundle)
        let big = BigUInt(7) << 64 + 12345
        analysis.total = big
        for index in analysis.outcomes.indices {
            analysis.outcomes[index].count = analysis.outcomes[index].reachable ? 1 : nil
        }
        analysis.limitation = "a \"reason\"\nwith a line break"
        analysis.probabilityLimitation = "exact probabilities were not computed: é"
        let key = AnalysisCacheKey(bundle: bundle, settings: .init(maxStates: 1), findTies: true)
        let decoded = try AnalysisCacheEntry.decode(
            AnalysisCacheEntry.encode(analysis, key: key, signingKey: .tests), key: key, bundle: bundle,
            signingKey: .tests
        ).get()
        #expect(decoded.total == big)
        #expect(decoded.limitation == analysis.limitation)
        #expect(decoded.probabilityLimitation == analysis.probabilityLimitation)
        #expect(Self.fields(decoded) == Self.fields(analysis))
        let witness: OutcomeAnalysis.Witness = [
            ("k", .integer(-3)), ("k2", .number("0.25")), ("k3", .option("x")), ("k4", .options(["a", "b"])),
        ]
        let value = AnalysisCacheEntry.value(of: witness)
        #expect(
            String(decoding: JSONWriter.line.bytes(value), as: UTF8.self)
                == #"[{"key":"k","integer":-3},{"key":"k2","number":"0.25"},{"key":"k3","option":"x"},{"key":"k4","options":["a","b"]}]"#
        )
    }

    @Test(
        "the key ignores texts, examples and metadata, and follows weights, options, keys, draws, scoring and settings")
    func keyFollowsScoringOnly() throws {
        let base = RandomQuizzes.make(seed: 11)
        let settings = AnalysisSettings(maxStates: 1000)
        let digest = AnalysisCacheKey(bundle: base, settings: settings, findTies: true).digest
        var worded = base
        worded.title = "Another title"
        worded.description = "Now with a description"
        worded.version = "9.9.9"
        worded.quiz = "renamed"
        worded.questions[0].text = "Reworded?"
        worded.questions[0].options[0].label = "Relabelled"
        if !worded.outcomes.isEmpty {
            worded.outcomes[0].title = "New"; worded.outcomes[0].recommendations = ["Read more"]
        }
        worded.examples = []
        #expect(AnalysisCacheKey(bundle: worded, settings: settings, findTies: true).digest == digest)

        var changes: [(String, QuizBundle)] = []
        var weight = base
        if let index = weight.questions[0].options.indices.first {
            weight.questions[0].options[index].weights.append(TraitAmount(trait: base.traits[0], amount: 7))
        }
        changes.append(("weight", weight))
        var option = base
        option.questions[0].options.removeLast()
        changes.append(("option", option))
        var key = base
        key.questions[0].key += "-renamed"
        changes.append(("wire key", key))
        var draw = base
        draw.presentation.draw = [QuizBundle.Presentation.Draw(pool: nil, count: 1)]
        changes.append(("draw", draw))
        var initial = base
        initial.scoring.initial.append(TraitAmount(trait: base.traits[0], amount: 1))
        changes.append(("scoring", initial))
        for (name, changed) in changes {
            #expect(AnalysisCacheKey(bundle: changed, settings: settings, findTies: true).digest != digest, "\(name)")
        }
        #expect(AnalysisCacheKey(bundle: base, settings: .init(maxStates: 1001), findTies: true).digest != digest)
        #expect(AnalysisCacheKey(bundle: base, settings: .init(maxStates: 1000), findTies: false).digest != digest)
        #expect(
            AnalysisCacheKey(bundle: base, settings: settings, findTies: true, quizcBuild: "0.0.0-other").digest
                != digest)
    }

    @Test(
        "cold then warm: the same diagnostics and analysis; a wording edit hits, a weight edit misses and its unreachable outcome is reported"
    )
    func coldWarmAndInvalidation() throws {
        let (cache, folder) = try Self.cache()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let uncached = Self.compile(Self.quiz, cache: nil)
        let cold = Self.compile(Self.quiz, cache: cache)
        #expect(cache.counts.misses == 1 && cache.counts.writes == 1)
        let warm = Self.compile(Self.quiz, cache: cache)
        #expect(cache.counts.hits == 1)
        #expect(Self.rendered(cold) == Self.rendered(uncached))
        #expect(Self.rendered(warm) == Self.rendered(uncached))
        #expect(
            Self.fields(try #require(warm.analyzed?.analysis)) == Self.fields(try #require(uncached.analyzed?.analysis))
        )
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("CACHEDIR.TAG").path))
        #expect(
            FileManager.default.contents(atPath: folder.appendingPathComponent(".gitignore").path) == Data("*\n".utf8))

        // Wording only: a hit.
        let reworded = Self.quiz.replacingOccurrences(of: "Morning?", with: "How early do you get up?")
            .replacingOccurrences(of: "A cat.", with: "Independent and calm.")
        _ = Self.compile(reworded, cache: cache)
        #expect(cache.counts.hits == 2 && cache.counts.misses == 1)

        // fish made unreachable: every fish weight goes to dog.
        let changed = Self.quiz.replacingOccurrences(of: "weights: {fish: 2}", with: "weights: {dog: 2}")
            .replacingOccurrences(of: "weights: {fish: 1}", with: "weights: {dog: 1}")
        let changedWarm = Self.compile(changed, cache: cache)
        #expect(cache.counts.misses == 2)
        #expect(changedWarm.diagnostics.contains { $0.code == .unreachableOutcome && $0.message.contains("fish") })
        #expect(Self.rendered(changedWarm) == Self.rendered(Self.compile(changed, cache: nil)))

        // Another budget is another entry.
        _ = Self.compile(Self.quiz, cache: cache, budget: 1000)
        #expect(cache.counts.misses == 3)
        #expect(Self.entryFiles(folder).count == 3)
    }

    @Test("a draw edit invalidates the entry")
    func drawEdit() throws {
        let (cache, folder) = try Self.cache()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let drawn = Self.quiz.replacingOccurrences(of: "questions:\n", with: "presentation:\n  draw: 2\nquestions:\n")
        let first = Self.compile(drawn, cache: cache)
        let otherDraw = Self.compile(drawn.replacingOccurrences(of: "draw: 2", with: "draw: 1"), cache: cache)
        #expect(cache.counts.misses == 2 && cache.counts.hits == 0)
        #expect(try #require(first.analyzed?.analysis).draws.count == 3)
        #expect(try #require(otherDraw.analyzed?.analysis).draws.count == 3)
        #expect(try #require(otherDraw.analyzed?.analysis).draws[0].picks == [[0]])
    }

    @Test("a truncated, corrupted, foreign, other-version or ill-fitting entry is ignored and rewritten")
    func damagedEntries() throws {
        let (cache, folder) = try Self.cache()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let expected = Self.rendered(Self.compile(Self.quiz, cache: nil))
        _ = Self.compile(Self.quiz, cache: cache)
        let entry = try #require(Self.entryFiles(folder).first)
        let good = try Data(contentsOf: entry)
        let text = String(decoding: good, as: UTF8.self)
        let other = AnalysisCacheEntry.encode(
            OutcomeAnalyzer.analyze(RandomQuizzes.make(seed: 5)),
            key: AnalysisCacheKey(bundle: RandomQuizzes.make(seed: 5), settings: .init(maxStates: 1), findTies: true),
            signingKey: .tests)
        // A digit of a count changed: still JSON, but the MAC no longer holds.
        let countChanged = text.replacingOccurrences(of: #""total":"12""#, with: #""total":"13""#)
        #expect(countChanged != text)
        // A witness naming an option the quiz lacks, signed with the cache's own key (the
        // checks after the MAC), and fish made unreachable, sealed as anyone can.
        let forged = try CacheEntryForgery.forged(good, body: "analysis", seal: .signed(.tests)) {
            $0.replacingOccurrences(of: #""option":"a""#, with: #""option":"zz""#)
        }
        let fishUnreachable: (String) -> String = {
            $0.replacingOccurrences(
                of: #"\{"code":"fish","reachable":true,"count":"\d+","witness":\[[^\]]*\]\}"#,
                with: #"{"code":"fish","reachable":false,"count":"0","witness":null}"#, options: .regularExpression)
        }
        #expect(fishUnreachable(text) != text)
        let damaged: [(String, [UInt8])] = [
            ("empty", []),
            ("truncated", Array(good.prefix(good.count / 2))),
            ("not JSON", Array("\u{0}\u{1}garbage".utf8)),
            ("count changed", Array(countChanged.utf8)),
            ("foreign entry", other),
            (
                "another build",
                Array(
                    text.replacingOccurrences(
                        of: #""quizc":"\#(QuizcVersion.build)""#, with: #""quizc":"\#(QuizcVersion.current)""#
                    ).utf8)
            ),
            (
                "another format",
                Array(text.replacingOccurrences(of: AnalysisCacheEntry.format, with: "quizc-analysis-cache/0").utf8)
            ),
            ("forged witness", forged),
            (
                "unreachable claimed, SHA-256 recomputed",
                try CacheEntryForgery.forged(good, body: "analysis", seal: .recomputedSHA256, fishUnreachable)
            ),
            (
                "unreachable claimed, signed with another key",
                try CacheEntryForgery.forged(good, body: "analysis", seal: .signed(.other), fishUnreachable)
            ),
        ]
        for (index, (name, bytes)) in damaged.enumerated() {
            try Data(bytes).write(to: entry)
            let file = Self.compile(Self.quiz, cache: cache)
            #expect(Self.rendered(file) == expected, "\(name)")
            #expect(cache.counts.rejected == index + 1, "\(name) was not rejected")
            #expect(try Data(contentsOf: entry) == good, "\(name) was not rewritten")
        }
        #expect(cache.counts.hits == 0)
        _ = Self.compile(Self.quiz, cache: cache)
        #expect(cache.counts.hits == 1)
    }

    @Test("validation rejects what cannot be the quiz's analysis")
    func validation() throws {
        let bundle = RandomQuizzes.make(seed: 8)
        let analysis = OutcomeAnalyzer.analyze(bundle)
        try AnalysisCacheEntry.validate(analysis, against: bundle)
        var wrongCode = analysis
        wrongCode.outcomes[0].code += "-x"
        #expect(throws: AnalysisCacheEntry.Rejection.self) {
            try AnalysisCacheEntry.validate(wrongCode, against: bundle)
        }
        var overTotal = analysis
        if let total = analysis.total {
            overTotal.outcomes[0].count = total + 1
            #expect(throws: AnalysisCacheEntry.Rejection.self) {
                try AnalysisCacheEntry.validate(overTotal, against: bundle)
            }
        }
        var unknownKey = analysis
        unknownKey.ties = [OutcomeAnalysis.Tie(axis: nil, witness: [("no-such-key", .integer(1))])]
        #expect(throws: AnalysisCacheEntry.Rejection.self) {
            try AnalysisCacheEntry.validate(unknownKey, against: bundle)
        }
        var badDraw = analysis
        badDraw.draws = [OutcomeAnalysis.DrawReach(picks: [[bundle.questions.count]], reachable: nil)]
        #expect(throws: AnalysisCacheEntry.Rejection.self) { try AnalysisCacheEntry.validate(badDraw, against: bundle) }
    }

    @Test("a folder that cannot be written fails nothing and is reported once")
    func unwritableFolder() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "quizc-cache-tests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let blocker = root.appendingPathComponent("file")
        try Data("not a folder".utf8).write(to: blocker)
        let reports = Reports()
        let cache = AnalysisCache(directory: blocker.path + "/cache", signingKey: .tests) { reports.add($0) }
        let expected = Self.rendered(Self.compile(Self.quiz, cache: nil))
        #expect(Self.rendered(Self.compile(Self.quiz, cache: cache)) == expected)
        let other = Self.quiz.replacingOccurrences(of: "{cat: 2}", with: "{cat: 3}")
        #expect(Self.rendered(Self.compile(other, cache: cache)) == Self.rendered(Self.compile(other, cache: nil)))
        #expect(cache.counts.failedWrites == 2)
        #expect(reports.all.count == 1)
    }

    final class Reports: @unchecked Sendable {
        private let lock = NSLock()
        private var list: [String] = []
        func add(_ text: String) { lock.lock(); list.append(text); lock.unlock() }
        var all: [String] { lock.lock(); defer { lock.unlock() }; return list }
    }

    @Test("concurrent writers of one entry leave one whole entry and no temporary file")
    func concurrentWriters() throws {
        let (_, folder) = try Self.cache()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let bundle = RandomQuizzes.make(seed: 21)
        let analysis = OutcomeAnalyzer.analyze(bundle)
        let key = AnalysisCacheKey(
            bundle: bundle, settings: .init(maxStates: OutcomeAnalyzer.defaultMaxStates), findTies: true)
        let caches = (0..<4).map { _ in AnalysisCache(directory: folder.path, signingKey: .tests) }
        DispatchQueue.concurrentPerform(iterations: 64) { index in
            let cache = caches[index % caches.count]
            cache.store(analysis, key: key)
            if let read = cache.entry(for: key, bundle: bundle) {
                precondition(Self.fields(read) == Self.fields(analysis))
            }
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(names.filter { $0.hasPrefix(".tmp-") }.isEmpty)
        #expect(Self.entryFiles(folder).count == 1)
        #expect(caches.reduce(0) { $0 + $1.counts.rejected } == 0)
        #expect(caches.reduce(0) { $0 + $1.counts.writes } == 64)
    }

    @Test("clean deletes entries, the tag and the folder, and keeps files it did not write")
    func clean() throws {
        let (cache, folder) = try Self.cache()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        _ = Self.compile(Self.quiz, cache: cache)
        #expect(
            try AnalysisCache.clean(directory: folder.path).get()
                == .init(existed: true, removedEntries: 1, removedFolder: true))
        #expect(!FileManager.default.fileExists(atPath: folder.path))
        #expect(
            try AnalysisCache.clean(directory: folder.path).get()
                == .init(existed: false, removedEntries: 0, removedFolder: false))
        _ = Self.compile(Self.quiz, cache: AnalysisCache(directory: folder.path, signingKey: .tests))
        try Data("mine".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        #expect(
            try AnalysisCache.clean(directory: folder.path).get()
                == .init(existed: true, removedEntries: 1, removedFolder: false))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
                ".gitignore", "CACHEDIR.TAG", "notes.txt",
            ])
    }

    @Test("a folder that already holds other files gets no CACHEDIR.TAG")
    func noTagInForeignFolder() throws {
        let (_, folder) = try Self.cache()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("x".utf8).write(to: folder.appendingPathComponent("other"))
        let cache = AnalysisCache(directory: folder.path, signingKey: .tests)
        _ = Self.compile(Self.quiz, cache: cache)
        #expect(cache.counts.writes == 1)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("CACHEDIR.TAG").path))
    }
}
