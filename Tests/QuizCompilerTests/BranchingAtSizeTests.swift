import BigInt
import Foundation
@_spi(Tools) import QuizRuntime
import Testing

@_spi(Tools) @testable import QuizCompiler

/// The branching analysis at the size of a real onboarding quiz, at the default budget:
/// Tests/Fixtures/branching/ten-conditional.quiz.yaml (24 questions, 10 of them conditional,
/// 296 answer scenarios; build-tools/branching-bench.sh times it) is analysed exactly, and
/// its outcome distribution and every question's show probability equal brute force over
/// every answer path (docs/analysis.md, "Branching").
@Suite("Branching analysis at size")
struct BranchingAtSizeTests {
    static func fixture() throws -> CompiledFile {
        let url = packageRoot.appendingPathComponent("Tests/Fixtures/branching/ten-conditional.quiz.yaml")
        let bytes = try #require(FileManager.default.contents(atPath: url.path))
        return QuizCompilation().compile(path: url.path, bytes: Array(bytes))
    }

    @Test func statsAreExactAtTheDefaultBudgetAndEqualBruteForce() throws {
        let file = try Self.fixture()
        #expect(!codes(file).contains { $0.hasPrefix("analysis-incomplete@") }, "\(codes(file))")
        let analyzed = try #require(file.analyzed)
        let bundle = analyzed.resolved.bundle
        #expect(bundle.questions.count == 24)
        #expect(bundle.questions.filter { $0.condition != nil }.count == 10)
        let analysis = analyzed.analysis
        #expect(analysis.isExact, "\(analysis.limitation ?? "")")
        #expect(analysis.probabilityLimitation == nil)

        let brute = BranchingQuizzes.distribution(bundle)
        #expect(brute.total == BigUInt(1) << 50)
        #expect(analysis.total == brute.total)
        for outcome in analysis.outcomes {
            #expect(outcome.count == brute.counts[outcome.code, default: 0], "count of \(outcome.code)")
        }
        #expect(Set(analysis.outcomes.filter(\.reachable).map(\.code)) == Set(brute.counts.keys))
        let scorer = Scorer(bundle: bundle)
        for outcome in analysis.outcomes where outcome.reachable {
            let witness = try #require(outcome.witness)
            #expect((try? scorer.score(witness).get().outcome) == outcome.code, "witness of \(outcome.code)")
        }

        let visibility = try #require(analyzed.visibility)
        #expect(visibility.limitation == nil)
        #expect(visibility.total == brute.total)
        for (index, entry) in visibility.entries.enumerated() {
            #expect(entry.shownCount == brute.shown[index], "shown count of \(entry.question)")
        }

        // What `quizc stats --format json` prints: exact fractions, no limitation.
        let json = String(decoding: JSONWriter.line.bytes(StatsReport(analyzed).jsonValue), as: UTF8.self)
        #expect(!json.contains("limitation"), "\(json.prefix(400))")
        #expect(json.contains(#""answer_sets":"1125899906842624""#))
    }
}
