import Foundation
import Testing

@_spi(Tools) @testable import QuizCompiler
@testable import QuizLanguageServer

/// An outcome's hover when the analysis was not exact: not decided, never "no answer set".
@Suite struct UndecidedHoverTests {
    /// A `multiple` question with 12 options, each read by a follow-up's `includes` (too many
    /// answer classes to list the scenarios, past the 2,000 the analysis goes through): every
    /// outcome can win (`quizc score` reaches each), and the analysis decides none.
    static let branching: String = {
        let traits = ["a", "b", "c", "d", "e", "f"]
        var lines = [
            "quiz: many", "version: 1.0.0", "title: Many", "traits: [a, b, c, d, e, f]",
            "scoring: {model: highest, ties: [a, b, c, d, e, f]}", "questions:",
        ]
        let options = (0..<12).map { "{id: o\($0), label: O\($0), weights: {\(traits[$0 % 6]): 1}}" }
        lines.append(
            "  - {id: m, text: Pick any, type: multiple, min: 0, options: [\(options.joined(separator: ", "))]}")
        for index in 0..<12 {
            let (first, second) = (traits[(index + 1) % 6], traits[(index + 2) % 6])
            lines.append(
                "  - {id: f\(index), text: Follow, when: {question: m, includes: o\(index)}, options: [{id: u, label: U, weights: {\(first): 1}}, {id: v, label: V, weights: {\(second): 1}}]}"
            )
        }
        return (lines + ["outcomes:"] + traits.map { "  \($0): {title: \($0), description: \($0)}" })
            .joined(separator: "\n") + "\n"
    }()

    @Test func anUndecidedOutcomeIsNotCalledUnreachable() throws {
        let compiled = QuizCompilation().compile(path: "many.quiz.yaml", bytes: Array(Self.branching.utf8))
        let analyzed = try #require(compiled.analyzed, "\(compiled.diagnostics)")
        for code in ["a", "f"] {
            #expect(
                SymbolHover.outcomeLines(code, analyzed: analyzed) == [
                    "Reachability not decided: the conditions allow more than 2000 answer scenarios, so the outcomes were not analysed over every answer path; conditions that read fewer questions, or fewer classes of their answers, would let it run (no `--analysis-budget` lifts this bound)."
                ])
        }
    }
}
