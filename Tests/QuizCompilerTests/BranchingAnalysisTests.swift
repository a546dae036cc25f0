import Foundation
@_spi(Tools) import QuizRuntime
import Testing

@_spi(Tools) @testable import QuizCompiler

/// The branching analysis on quizzes written in YAML: stats, the scenario budget, the
/// cache key, and a `profile` quiz's results over branching.
@Suite("Branching analysis")
struct BranchingAnalysisTests {
    /// `goal`, a follow-up `detail` for `lose`, and `plan` shown when `detail` is answered
    /// or the goal is `gain` (so on every path).
    static let quiz = """
        quiz: demo
        version: 1.0.0
        title: Demo
        traits: [a, b]
        scoring: {model: highest, ties: [a, b]}
        questions:
          - id: goal
            text: What is your goal?
            options:
              - {id: lose, label: Lose weight, weights: {a: 1}}
              - {id: gain, label: Gain strength, weights: {b: 1}}
          - id: detail
            text: How much?
            when: {question: goal, is: lose}
            options:
              - {id: some, label: Some, weights: {a: 1}}
              - {id: lots, label: Lots, weights: {b: 1}}
          - id: plan
            text: Which plan suits you?
            when: {any: [{question: detail, answered: true}, {question: goal, is: gain}]}
            options:
              - {id: light, label: A light plan, weights: {a: 1}}
              - {id: full, label: A full plan, weights: {b: 2}}
        outcomes:
          a: {title: A, description: Alpha}
          b: {title: B, description: Beta}
        """

    @Test func statsGiveShowProbabilitiesAndOutcomesOverBranching() throws {
        let file = compile(Self.quiz)
        #expect(codes(file) == ["constant-condition@20:11"])
        let analyzed = try #require(file.analyzed)
        // 2 × 2 × 2 virtual answer sets: a wins on lose+some+light, lose+some+full (2 vs 2: a by ties),
        // lose+lots+light, gain+light twice (detail virtual); b otherwise.
        let report = StatsReport(analyzed)
        #expect(report.text.contains("demo: 3 questions, 8 equally likely complete answer sets"))
        #expect(report.text.contains("  detail    50.0%    {\"goal\": \"gain\", \"plan\": \"light\"}"))
        #expect(report.text.contains("  plan      100.0%   - (always shown)"))
        let json = String(decoding: JSONWriter.line.bytes(report.jsonValue), as: UTF8.self)
        #expect(
            json.contains(
                #"{"id":"detail","shown":"0.5","shown_exact":"1/2","shown_path":{"goal":"lose","detail":"some","plan":"light"},"hidden_path":{"goal":"gain","plan":"light"}}"#
            ))
        let scorer = Scorer(bundle: analyzed.resolved.bundle)
        for outcome in analyzed.analysis.outcomes {
            let witness = try #require(outcome.witness)
            #expect((try? scorer.score(witness).get().outcome) == outcome.code)
        }
    }

    @Test func beyondTheScenarioBudgetTheAnalysisSaysItIsNotExact() throws {
        // Twelve optional questions each read by a later one: 3^12 scenarios.
        var lines = [
            "quiz: demo", "version: 1.0.0", "title: Demo", "traits: [a, b]",
            "scoring: {model: highest, ties: [a, b]}", "questions:",
        ]
        for i in 0..<12 {
            lines += [
                "  - id: p\(i)", "    text: P\(i)", "    required: false", "    options:",
                "      - {id: x, label: X, weights: {a: 1}}", "      - {id: y, label: Y, weights: {b: 1}}",
                "  - id: f\(i)", "    text: F\(i)", "    when: {question: p\(i), is: x}", "    options:",
                "      - {id: x, label: X, weights: {a: 1}}", "      - {id: y, label: Y, weights: {b: 1}}",
            ]
        }
        lines += ["outcomes:", "  a: {title: A, description: Alpha}", "  b: {title: B, description: Beta}"]
        let file = compile(lines.joined(separator: "\n") + "\n")
        let analyzed = try #require(file.analyzed)
        #expect(!analyzed.analysis.isExact)
        #expect(analyzed.analysis.limitation?.contains("more than 2000 answer scenarios") == true)
        #expect(analyzed.visibility?.limitation != nil)
        #expect(codes(file).contains { $0.hasPrefix("analysis-incomplete@") })
        let scorer = Scorer(bundle: analyzed.resolved.bundle)
        for outcome in analyzed.analysis.outcomes where outcome.reachable {
            let witness = try #require(outcome.witness)
            #expect((try? scorer.score(witness).get().outcome) == outcome.code)
        }
    }

    @Test func aConditionChangesTheAnalysisCacheKey() throws {
        let bundle = try #require(compile(Self.quiz).analyzed).resolved.bundle
        var plain = bundle
        for index in plain.questions.indices { plain.questions[index].condition = nil }
        let key = AnalysisCacheKey(bundle: bundle, settings: AnalysisSettings(), findTies: false)
        let plainKey = AnalysisCacheKey(bundle: plain, settings: AnalysisSettings(), findTies: false)
        #expect(key.digest != plainKey.digest)
    }
}
