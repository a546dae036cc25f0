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

    /// The text of a doc with its line breaks and runs of spaces folded to single spaces.
    static func folded(_ path: String) throws -> String {
        let text = try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
        return text.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
    }

    @Test func sharedConditionsAreWrittenOnEachQuestionNotWithAnchors() throws {
        let text = try String(contentsOf: packageRoot.appendingPathComponent("docs/authoring.md"), encoding: .utf8)
        // No YAML anchor or alias in the section's examples (the strict dialect rejects them).
        for block in DocsTests.yamlBlocks(in: text, section: Self.section) {
            #expect(!block.contains(": &") && !block.contains(": *"), "\(block)")
        }
        let authoring = try Self.folded("docs/authoring.md")
        #expect(
            authoring.contains(
                "Shared conditions: the strict YAML dialect has no anchors or aliases, so a condition that several questions share is written out on each of them."
            ))
    }

    /// docs/runtime.md and the JavaScript and Python runtime docs give the validation order:
    /// one walk over the questions, a question's own answer error, then `hidden-answer`, then
    /// `missing-answer`; and why (bundles without conditions keep their bytes and errors).
    @Test func theRuntimeDocsGiveTheValidationOrderAndWhy() throws {
        for path in ["docs/runtime.md", "docs/runtime-javascript.md", "docs/runtime-python.md"] {
            let text = try Self.folded(path)
            let why = try #require(text.range(of: "keep their bytes"), "\(path)")
            let order = try #require(
                text.range(of: "in this order", options: .backwards, range: text.startIndex..<why.lowerBound), "\(path)"
            )
            let between = text[order.upperBound..<why.lowerBound]
            #expect(text.contains("one walk over the questions"), "\(path)")
            let hidden = try #require(between.range(of: "`hidden-answer`"), "\(path)")
            let missing = try #require(between.range(of: "`missing-answer`"), "\(path)")
            #expect(hidden.lowerBound < missing.lowerBound, "\(path)")
        }
    }

    /// The order those docs give, on the quiz of docs/authoring.md section 8: `target` is
    /// shown only for `lose_weight`, and `sport` (required) only for `endurance`.
    @Test func theScorerChecksEachQuestionInTheDocumentedOrder() throws {
        let text = try String(contentsOf: packageRoot.appendingPathComponent("docs/authoring.md"), encoding: .utf8)
        let quiz = try #require(
            DocsTests.yamlBlocks(in: text, section: Self.section).first { $0.hasPrefix("# yaml-language-server:") })
        let scorer = Scorer(bundle: try #require(compile(quiz + "\n").resolved?.bundle))
        func code(_ answers: String) -> String? {
            if case .failure(let error) = scorer.score(jsonText: Array(answers.utf8)) { return error.code.rawValue }
            return nil
        }
        // `target` hidden and answered wrongly: its own answer's error comes first.
        #expect(code(#"{"goal": "muscle", "equipment": [], "target": "nothing"}"#) == "unknown-option")
        // `target` hidden and answered, `sport` hidden: hidden-answer.
        #expect(code(#"{"goal": "muscle", "equipment": [], "target": "some"}"#) == "hidden-answer")
        // An earlier question's hidden answer before a later question's missing answer, and back.
        #expect(code(#"{"goal": "endurance", "equipment": [], "target": "some"}"#) == "hidden-answer")
        #expect(code(#"{"goal": "endurance", "equipment": [], "gym_days": "two"}"#) == "missing-answer")
    }
}
