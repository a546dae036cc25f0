import Foundation
@_spi(Tools) import QuizCompiler
import QuizRuntime
@_spi(Tools) import QuizYAML
import Testing

/// The quiz docs/authoring.md section 8 shows compiles with no diagnostic at all, its
/// examples (which leave out the hidden required questions) hold, and its conditions reach
/// the bundle.
@Suite("docs: branching")
struct BranchingDocsTests {
    static let section = "## 8. Branching"

    @Test func theBranchingQuizIsCleanAndItsExamplesHold() throws {
        let text = try String(contentsOf: packageRoot.appendingPathComponent("docs/authoring.md"), encoding: .utf8)
        let quiz = try #require(
            DocsTests.yamlBlocks(in: text, section: Self.section).first { $0.hasPrefix("# yaml-language-server:") })
        let file = compile(quiz + "\n", path: "training-plan.quiz.yaml")
        #expect(file.diagnostics.isEmpty, "\(codes(file)): \(file.diagnostics.map(\.message))")
        let bundle = try #require(file.resolved?.bundle)
        #expect(bundle.examples.count == 3)
        #expect(bundle.questions.filter { $0.condition != nil }.map(\.id) == ["target", "sport", "gym_days"])
        // Every example leaves out a required question its answers hide.
        let rules = VisibilityRules(bundle)
        for example in bundle.examples {
            let chosen = bundle.questions.map { question -> [Int]? in
                guard let answer = example.answers.first(where: { $0.key.isExactly(question.key) })?.answer else {
                    return nil
                }
                switch answer {
                case .option(let id): return question.options.firstIndex { $0.id?.isExactly(id) ?? false }.map { [$0] }
                case .options(let ids):
                    return ids.compactMap { id in question.options.firstIndex { $0.id?.isExactly(id) ?? false } }
                default: return nil
                }
            }
            let shown = rules.shown(chosen)
            #expect(shown.contains(false), "\(example.name ?? "")")
        }
    }
}
