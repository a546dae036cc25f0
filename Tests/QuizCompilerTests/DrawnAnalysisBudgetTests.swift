import Foundation
import QuizRuntime
import Testing

@_spi(Tools) @testable import QuizCompiler

/// `--analysis-budget` bounds the work of all the draws of a drawn quiz together, not only
/// of each draw (docs/analysis.md): the draws share one `SharedWork`, and when it runs out
/// the analysis stops and says so. Work is counted, not timed.
@Suite("Drawn quiz analysis within one budget")
struct DrawnAnalysisBudgetTests {
    /// C(13, 6) = 1,716 draws of six scale questions on one axis: each draw alone is a
    /// tiny search, all of them together are not.
    static let axesQuiz = AdversarialDrawTests.drawnQuiz(questions: 13, presentation: "presentation: {draw: 6}\n")

    /// C(10, 7) = 120 draws of a `highest` quiz of four traits (the lane search).
    static let highestQuiz = """
        quiz: drawn-highest
        version: 1.0.0
        title: Drawn highest
        traits: [red, blue, green, gold]
        scoring: {model: highest, ties: [red, blue, green, gold]}
        presentation: {draw: 7}
        questions:
        """ + "\n"
        + (0..<10).map { index in
            let traits = ["red", "blue", "green", "gold"]
            let options = traits.indices.map { option in
                let trait = traits[(option + index) % 4], other = traits[(option + index + 1) % 4]
                return
                    "      - {id: o\(option), label: Option \(option), weights: {\(trait): 2, \(other): \(index % 3)}}"
            }
            return "  - id: q\(index)\n    text: Question \(index)?\n    type: single\n    options:\n"
                + options.joined(separator: "\n")
        }.joined(separator: "\n") + """

            outcomes:
              red: {title: Red, description: Red.}
              blue: {title: Blue, description: Blue.}
              green: {title: Green, description: Green.}
              gold: {title: Gold, description: Gold.}

            """

    static func bundle(_ text: String) -> QuizBundle? {
        let file = compile(text)
        #expect(!file.hasErrors, "\(file.diagnostics.map(\.message).prefix(3))")
        return file.resolved?.bundle
    }

    /// Runs the drawn analysis as `OutcomeAnalyzer` does and returns the work it shared.
    static func analyze(_ bundle: QuizBundle, maxStates: Int) -> (OutcomeAnalysis, SharedWork?) {
        guard let drawn = DrawnAnalysis.pools(bundle) else {
            return (OutcomeAnalyzer.analyze(bundle, maxStates: maxStates), nil)
        }
        var seen: SharedWork?
        let analysis = DrawnAnalysis.run(bundle, pools: drawn.pools, always: drawn.always, maxStates: maxStates) {
            draw, states, shared in
            seen = shared
            return OutcomeAnalyzer.analyze(draw, maxStates: states, highest: .fastest(), shared: shared)
        }
        return (analysis, seen)
    }

    @Test func theDrawsShareOneBudget() throws {
        let bundle = try #require(Self.bundle(Self.axesQuiz))
        // Each of the 1,716 draws is far within 10,000 states; together they are not.
        let analysis = OutcomeAnalyzer.analyze(bundle, maxStates: 10_000)
        #expect(!analysis.isExact)
        #expect(
            analysis.limitation?.hasPrefix(
                "the draws together would take more than 320000 steps of the exact search (stopped after ") == true,
            "\(analysis.limitation ?? "exact")")
        #expect(analysis.total == nil)
        #expect(analysis.outcomes.allSatisfy { $0.count == nil })
        #expect(analysis.draws.isEmpty)
        // The default budget still analyses every draw exactly.
        let exact = OutcomeAnalyzer.analyze(bundle)
        #expect(exact.isExact)
        #expect(exact.draws.count == 1_716)
    }

    @Test(arguments: [10_000, 1_000, 100])
    func theWorkNeverExceedsTheBudget(maxStates: Int) throws {
        for text in [Self.axesQuiz, Self.highestQuiz] {
            let bundle = try #require(Self.bundle(text))
            let (analysis, shared) = Self.analyze(bundle, maxStates: maxStates)
            let work = try #require(shared)
            #expect(work.limit == maxStates * 32)
            #expect(work.used <= work.limit)
            #expect(work.isExhausted == !analysis.isExact)
        }
    }

    /// An outcome reached by a draw analysed before the work ran out is reachable, and its
    /// witness scores to it.
    @Test func whatTheAnalysedDrawsReachIsReachable() throws {
        for text in [Self.axesQuiz, Self.highestQuiz] {
            let bundle = try #require(Self.bundle(text))
            let partial = OutcomeAnalyzer.analyze(bundle, maxStates: 300)
            let exact = OutcomeAnalyzer.analyze(bundle)
            #expect(!partial.isExact)
            #expect(exact.isExact)
            #expect(partial.outcomes.contains { $0.reachable })
            for outcome in partial.outcomes where outcome.reachable {
                #expect(exact.result(for: outcome.code)?.reachable == true)
                let witness = try #require(outcome.witness)
                var drawn = bundle
                drawn.presentation.draw = []
                let keys = Set(witness.map { ExactString($0.key) })
                drawn.questions = bundle.questions.filter { keys.contains(ExactString($0.key)) }
                if case .success(let result) = Scorer(bundle: drawn).score(witness) {
                    #expect((result.outcome ?? "").isExactly(outcome.code))
                } else {
                    Issue.record("the witness of \(outcome.code) does not score")
                }
            }
        }
    }
}
