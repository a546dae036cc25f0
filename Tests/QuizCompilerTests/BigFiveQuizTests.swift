import Foundation
import QuizRuntime
@_spi(Tools) import QuizYAML
import Testing

@_spi(Tools) @testable import QuizCompiler

/// The shipped IPIP-NEO-120 (quizzes/big-five.quiz.yaml) has the inventory's published shape:
/// 120 items, 5 domains × 6 facets × 4 items, each item weighing its facet and its domain
/// 1…5 (plus-keyed) or 5…1 (minus-keyed); 35 mean results banded low (< 3), neutral (= 3),
/// high (> 3), facets under their domain; every text translated into German.
/// build-tools/big-five-published-scoring.py checks its scores against the published scoring.
@Suite("quizzes/big-five.quiz.yaml")
struct BigFiveQuizTests {
    static let domains = ["N", "E", "O", "A", "C"]

    /// The bundle of the quiz and its translation, built as `quizc build quizzes` builds them, as JSON.
    static func bundle() throws -> [String: Any] {
        let folder = packageRoot.appendingPathComponent("quizzes")
        let session = BuildSession(
            paths: ["big-five.quiz.yaml", "big-five.de.yaml"].map {
                folder.appendingPathComponent($0).path
            })
        let quiz = try #require(session.files.compactMap(\.resolved).first)
        let bytes = BundleEmitter.outputs(for: [quiz]).first { $0.name == "big-five.json" }?.bytes ?? []
        return try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
    }

    @Test func compilesWithNoDiagnosticAndItsExamplesHold() {
        let folder = packageRoot.appendingPathComponent("quizzes")
        let session = BuildSession(
            paths: ["big-five.quiz.yaml", "big-five.de.yaml"].map {
                folder.appendingPathComponent($0).path
            })
        #expect(session.diagnostics.map { "\($0.file):\($0.range.start) \($0.code.rawValue) \($0.message)" } == [])
        #expect(session.files.compactMap(\.resolved).first?.bundle.examples.count == 4)
    }

    @Test func everyItemWeighsItsFacetAndItsDomainOneToFive() throws {
        let questions = try #require(try Self.bundle()["questions"] as? [[String: Any]])
        #expect(questions.count == 120)
        var itemsPerTrait: [String: Int] = [:]
        var minusKeyed = 0
        for question in questions {
            let options = try #require(question["options"] as? [[String: Any]])
            #expect(options.compactMap { $0["value"] as? Int } == [1, 2, 3, 4, 5])
            let weights = options.map { ($0["weights"] as? [String: Int]) ?? [:] }
            let traits = Set(weights.flatMap(\.keys))
            #expect(traits.count == 2, "\(question["id"] ?? "?")")
            let facet = try #require(traits.first { $0.count == 2 }), domain = String(facet.prefix(1))
            #expect(traits == [facet, domain])
            let scores = weights.map { $0[facet] ?? 0 }
            #expect(weights.map { $0[domain] ?? 0 } == scores)
            #expect(scores == [1, 2, 3, 4, 5] || scores == [5, 4, 3, 2, 1])
            if scores.first == 5 { minusKeyed += 1 }
            itemsPerTrait[facet, default: 0] += 1
            itemsPerTrait[domain, default: 0] += 1
        }
        for domain in Self.domains {
            #expect(itemsPerTrait[domain] == 24)
            for facet in 1...6 { #expect(itemsPerTrait["\(domain)\(facet)"] == 4) }
        }
        #expect(minusKeyed == 55)  // the published keys: 65 plus-keyed, 55 minus-keyed items
    }

    @Test func thirtyFiveMeanResultsBandedAsPublished() throws {
        let scoring = try #require(try Self.bundle()["scoring"] as? [String: Any])
        #expect(scoring["model"] as? String == "profile")
        #expect(scoring["outcome"] == nil && scoring["nearest"] == nil)
        let derived = try #require(scoring["derived"] as? [[String: Any]])
        let results = try #require(scoring["results"] as? [[String: Any]])
        #expect(derived.count == 35 && results.count == 35)
        for (mean, result) in zip(derived, results) {
            #expect(mean["kind"] as? String == "mean")
            #expect(result["score"] as? String == mean["id"] as? String)
            let count = mean["count"] as? Int
            #expect(count == (result["parent"] == nil ? 24 : 4), "\(result["id"] ?? "?")")
            let bands = try #require(result["bands"] as? [[String: Any]])
            #expect(bands.compactMap { $0["id"] as? String } == ["low", "neutral", "high"])
            #expect(bands[0]["below"] as? String == "3" && bands[0]["max"] == nil)
            #expect(bands[1]["max"] as? String == "3" && bands[1]["below"] == nil)
            #expect(bands[2]["max"] == nil && bands[2]["below"] == nil)
        }
        // Each domain, then its six facets, each facet's parent its domain.
        var domain: String?
        for result in results {
            if let parent = result["parent"] as? String {
                #expect(parent == domain)
            } else {
                domain = result["id"] as? String
            }
        }
        #expect(results.filter { $0["parent"] == nil }.count == 5)
    }

    @Test func germanTranslatesEveryResultAndBand() throws {
        let locales = try #require(try Self.bundle()["locales"] as? [String: Any])
        let german = try #require(locales["de"] as? [String: Any])
        let results = try #require(german["results"] as? [String: [String: Any]])
        #expect(results.count == 35)
        for (id, texts) in results {
            let bands = texts["bands"] as? [String: [String: Any]] ?? [:]
            #expect(Set(bands.keys) == ["low", "neutral", "high"], "\(id)")
        }
    }
}
