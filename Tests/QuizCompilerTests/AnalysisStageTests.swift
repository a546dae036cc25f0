import BigInt
import Foundation
import QuizRuntime
import Testing

@_spi(Tools) @testable import QuizCompiler

/// The analysis stage: resolve → analysis → checks. The checks, `stats` and `preview` read
/// the analysed quiz the stage made (they never analyse again), and a check that needs the
/// analysis says nothing about a quiz that was not analysed.
@Suite("Analysis stage")
struct AnalysisStageTests {
    /// The example quizzes' two-trait header and outcomes (`DemoQuiz`), then a newline.
    static let header = DemoQuiz.header + String(DemoQuiz.outcomes.dropFirst()) + "\n"

    /// Either of two questions can make either outcome win, one of them drawn.
    static let drawn =
        header + """
            presentation: {draw: 1}
            questions:
              - {id: q1, text: One, options: [{id: x, label: X, weights: {a: 1}}, {id: y, label: Y, weights: {b: 2}}]}
              - {id: q2, text: Two, options: [{id: x, label: X, weights: {a: 1}}, {id: y, label: Y, weights: {b: 2}}]}
            """

    /// Runs every check on `quiz`, as the compilation does, and gives the codes reported.
    static func check(_ quiz: AnalyzedQuiz) -> [DiagnosticCode] {
        let diagnostics = DiagnosticCollector(file: "quiz.yaml")
        for check in Pipeline.checks { check.run(.analyzed(quiz), diagnostics: diagnostics) }
        return diagnostics.diagnostics.map(\.code)
    }

    @Test func compilationKeepsTheStagesAnalysis() throws {
        let file = compile(Self.drawn)
        let analyzed = try #require(file.analyzed)
        let again = AnalysisStage.run(analyzed.resolved, settings: AnalysisSettings())
        #expect(analyzed.analysis.outcomes.map(\.reachable) == again.analysis.outcomes.map(\.reachable))
        #expect(analyzed.analysis.total == again.analysis.total)
        #expect(analyzed.analysis.draws.count == 2)
        #expect(analyzed.analysis.draws.allSatisfy { $0.reachable == [true, true] })
        #expect(file.diagnostics.isEmpty)
    }

    /// `draw-breaks-coverage` comes from the stage's per-draw results: a draw the analysis
    /// says loses `b` is reported, though the quiz itself keeps it reachable in every draw.
    @Test func drawCheckReadsThePerDrawResults() throws {
        var analyzed = try #require(compile(Self.drawn).analyzed)
        #expect(Self.check(analyzed).isEmpty)
        analyzed.analysis.draws[1].reachable = [true, false]
        #expect(Self.check(analyzed) == [.drawBreaksCoverage])
        // A draw that was not decided exactly is not held against the quiz.
        analyzed.analysis.draws[1].reachable = nil
        #expect(Self.check(analyzed).isEmpty)
    }

    /// `unreachable-outcome` and `outcome-skew` come from the stage's outcomes and counts.
    @Test func reachabilityAndSkewReadTheAnalysis() throws {
        var analyzed = try #require(compile(Self.drawn).analyzed)
        analyzed.analysis.outcomes[1].reachable = false
        #expect(Self.check(analyzed).contains(.unreachableOutcome))
        analyzed.analysis.outcomes[1].reachable = true
        analyzed.analysis.outcomes[1].count = 0
        #expect(Self.check(analyzed) == [.outcomeSkew])
        analyzed.analysis.total = nil
        #expect(Self.check(analyzed) == [.analysisIncomplete])
    }

    /// `stats` shows the analysis it is given: with a budget too small, the report says
    /// what was not decided instead of analysing again with the default budget.
    @Test func statsShowsTheStagesAnalysis() throws {
        let file = QuizCompilation(maxAnalysisStates: 1).compile(path: "quiz.yaml", bytes: Array(Self.drawn.utf8))
        let analyzed = try #require(file.analyzed)
        let report = StatsReport(analyzed)
        #expect(report.analysis.limitation == analyzed.analysis.limitation)
        #expect(report.analysis.isExact == analyzed.analysis.isExact)
        var edited = try #require(compile(Self.drawn).analyzed)
        edited.analysis.outcomes[0].reachable = false
        #expect(StatsReport(edited).rows.first?.reachable == false)
    }

    /// A quiz with an error is not analysed: the checks that need the analysis stay silent,
    /// the others still report.
    @Test func unanalysedQuizGetsTheStructuralChecksOnly() {
        let text =
            Self.header + """
                presentation: {draw: 3}
                questions:
                  - {id: q1, text: One, options: [{id: x, label: X, weights: {a: 1}}, {id: y, label: Y, weights: {c: 2}}]}
                  - {id: q2, text: Two, options: [{id: x, label: X, weights: {a: 1}}, {id: y, label: Y, weights: {b: 2}}]}
                """
        let file = compile(text)
        #expect(file.analyzed == nil)
        #expect(file.resolved == nil)
        let found = Set(file.diagnostics.map(\.code))
        #expect(found.contains(.drawExceedsPool))
        #expect(!found.contains(.unreachableOutcome))
        #expect(!found.contains(.unusedTrait))
    }

    /// Whether `highest` ties are looked for is part of the stage's input: only when the
    /// author gave no `ties:`.
    @Test func findTiesFollowsTheSource() throws {
        let withTies = try #require(compile(Self.drawn).analyzed)
        #expect(AnalysisStage.Input(withTies.resolved).findTies == false)
        let without = Self.drawn.replacingOccurrences(
            of: "scoring: {model: highest, ties: [a, b]}", with: "scoring: {model: highest}")
        let file = compile(without)
        let resolved = try #require(file.analyzed?.resolved)
        #expect(AnalysisStage.Input(resolved).findTies == true)
    }
}
