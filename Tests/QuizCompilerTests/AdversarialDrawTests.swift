import Foundation
import QuizRuntime
import Testing

@_spi(Tools) @testable import QuizCompiler

/// Drawn quizzes at and beyond the analysis's limits: astronomically many draws, thousands
/// of pools, the largest number of draws analysed one by one. Each compiles to warnings at
/// most, the analysis says when it was not exact, and the work is counted (draws analysed),
/// not timed.
@Suite("Adversarial drawn quizzes")
struct AdversarialDrawTests {
    /// `AdversarialTests.validQuiz` with a `presentation` block.
    static func drawnQuiz(questions count: Int, presentation: String, pools: (Int) -> String? = { _ in nil }) -> String
    {
        var text = AdversarialTests.validQuiz(questions: count)
        text = text.replacingOccurrences(of: "questions:\n", with: presentation + "questions:\n")
        var lines = text.components(separatedBy: "\n")
        var index = 0
        var result: [String] = []
        for line in lines {
            result.append(line)
            if line.hasPrefix("  - id: q") {
                if let pool = pools(index) { result.append("    pool: \(pool)") }
                index += 1
            }
        }
        lines = result
        return lines.joined(separator: "\n")
    }

    /// C(5000, 2500) draws: far beyond the draws analysed one by one.
    @Test func halfOfFiveThousandQuestions() {
        let file = compile(Self.drawnQuiz(questions: 5_000, presentation: "presentation: {draw: 2500}\n"))
        #expect(!file.hasErrors, "\(codes(file).prefix(5))")
        #expect(
            file.diagnostics.allSatisfy {
                $0.severity == .warning || ($0.severity == .note && $0.code == .analysisIncomplete)
            })
        #expect(file.diagnostics.contains { $0.message.contains("more than 2000 different question sets") })
        let analysis = file.analyzed?.analysis
        #expect(analysis?.isExact == false)
        #expect(analysis?.draws.isEmpty == true)
    }

    /// 2,500 pools of two questions, one drawn from each: 2^2500 draws.
    @Test func twoThousandFiveHundredPools() {
        let pools = (0..<2_500).map { "    - {pool: p\($0), count: 1}" }.joined(separator: "\n")
        let file = compile(
            Self.drawnQuiz(
                questions: 5_000, presentation: "presentation:\n  draw:\n" + pools + "\n", pools: { "p\($0 / 2)" }))
        #expect(!file.hasErrors, "\(codes(file).prefix(5))")
        #expect(
            file.diagnostics.allSatisfy {
                $0.severity == .warning || ($0.severity == .note && $0.code == .analysisIncomplete)
            })
        // The runtime scores one answer per pool.
        if let bundle = file.resolved?.bundle {
            let answers = bundle.presentationOrder(seed: 7).map {
                (key: bundle.questions[$0.question].key, answer: QuizAnswer.integer(3))
            }
            #expect(answers.count == 2_500)
            #expect(Scorer(bundle: bundle).score(answers).value != nil)
        }
    }

    /// C(13, 6) = 1,716 draws, each analysed exactly once (the check reuses them).
    @Test func theMostDrawsAnalysedOneByOne() {
        let file = compile(Self.drawnQuiz(questions: 13, presentation: "presentation: {draw: 6}\n"))
        #expect(!file.hasErrors, "\(codes(file).prefix(5))")
        let analysis = file.analyzed?.analysis
        #expect(analysis?.isExact == true)
        #expect(analysis?.draws.count == 1_716)
        #expect(analysis?.total != nil)
    }

    /// C(14, 7) = 3,432 draws: the analysis says it was not exact rather than guessing.
    @Test func justBeyondTheDrawsAnalysedOneByOne() {
        let file = compile(Self.drawnQuiz(questions: 14, presentation: "presentation: {draw: 7}\n"))
        #expect(!file.hasErrors, "\(codes(file).prefix(5))")
        #expect(file.analyzed?.analysis.isExact == false)
        #expect(file.diagnostics.contains { $0.code.rawValue == "limit-exceeded" && $0.severity == .warning })
    }
}

extension Result where Success == ScoreResult, Failure == AnswerError {
    var value: ScoreResult? {
        if case .success(let result) = self { return result }
        return nil
    }
}
