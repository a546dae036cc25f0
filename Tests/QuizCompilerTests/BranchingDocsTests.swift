import Foundation
import QuizRuntime
@_spi(Tools) import QuizYAML
import Testing

@_spi(Tools) @testable import QuizCompiler

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

    /// A quiz for the claims below: `why_not` reads `target` with `answered: false`, `tools`
    /// reads the optional `min: 0` multiple `equipment` with `answered: true`.
    static let followUps = """
        quiz: follow-ups
        version: 1.0.0
        title: Follow-ups
        traits: [cardio, strength]
        scoring: {model: highest, ties: [cardio, strength]}
        questions:
          - id: goal
            text: What is your main goal?
            options:
              - {id: lose_weight, label: Lose weight, weights: {cardio: 2}}
              - {id: muscle, label: Build muscle, weights: {strength: 2}}
          - id: equipment
            text: What can you use?
            type: multiple
            min: 0
            required: false
            options:
              - {id: gym, label: A gym, weights: {strength: 1}}
              - {id: bike, label: A bike, weights: {cardio: 1}}
          - id: target
            text: How much would you like to lose?
            when: {question: goal, is: lose_weight}
            options:
              - {id: some, label: A few kilos, weights: {cardio: 1}}
              - {id: lots, label: More than ten kilos, weights: {cardio: 2}}
          - id: why_not
            text: Why no target?
            required: false
            when: {question: target, answered: false}
            options:
              - {id: unsure, label: Unsure, weights: {cardio: 1}}
              - {id: later, label: Later, weights: {strength: 1}}
          - id: tools
            text: Which tools?
            required: false
            when: {question: equipment, answered: true}
            options:
              - {id: weights, label: Weights, weights: {strength: 1}}
              - {id: none, label: None, weights: {cardio: 1}}
        outcomes:
          cardio: {title: Cardio first, description: Endurance.}
          strength: {title: Strength first, description: Resistance.}
        examples:
          - name: EXAMPLE
            answers: ANSWERS
            expect: cardio

        """

    /// `answered: false` holds before its question is answered (the visibility call lists the
    /// follow-up from `{}` on), and `[]` on an optional `min: 0` multiple is an answer.
    @Test func answeredFalseHoldsUntilAnsweredAndAnEmptyListIsAnAnswer() throws {
        let text = Self.followUps.replacingOccurrences(of: "ANSWERS", with: "{goal: lose_weight, target: lots}")
        let file = compile(text, path: "follow-ups.quiz.yaml")
        #expect(file.diagnostics.isEmpty, "\(codes(file)): \(file.diagnostics.map(\.message))")
        let scorer = Scorer(bundle: try #require(file.resolved?.bundle))
        func visible(_ answers: String) throws -> [String] {
            try scorer.visibility(jsonText: Array(answers.utf8)).get().visible
        }
        #expect(try visible("{}") == ["goal", "equipment", "why_not"])
        #expect(try visible(#"{"goal": "lose_weight"}"#) == ["goal", "equipment", "target", "why_not"])
        #expect(try visible(#"{"goal": "lose_weight", "target": "lots"}"#) == ["goal", "equipment", "target"])
        #expect(try visible(#"{"goal": "muscle", "equipment": []}"#).contains("tools"))
        #expect(try !visible(#"{"goal": "muscle"}"#).contains("tools"))
        let authoring = try Self.folded("docs/authoring.md")
        #expect(
            authoring.contains("`answered: false` and a `not` hold while the question they read is still unanswered"))
        #expect(authoring.contains("so they list such a follow-up from the start (`{}` shows it)"))
        #expect(
            authoring.contains(
                "An empty list, `[]`, is an answer: on an optional `multiple` with `min: 0` it counts as answered"))
    }

    /// `example-invalid` for a missing answer is reported at the example (its `- name:` line),
    /// for an answer to a hidden question at that answer; docs/authoring.md says both.
    @Test func exampleInvalidIsReportedWhereTheDocsSay() throws {
        func diagnostic(_ answers: String) throws -> Diagnostic {
            let text = Self.followUps.replacingOccurrences(of: "ANSWERS", with: answers)
            let file = compile(text, path: "follow-ups.quiz.yaml")
            #expect(file.diagnostics.map(\.code) == [.exampleInvalid], "\(file.diagnostics.map(\.message))")
            return try #require(file.diagnostics.first)
        }
        let lines = Self.followUps.split(separator: "\n", omittingEmptySubsequences: false)
        let nameLine = try #require(lines.firstIndex { $0.contains("- name: EXAMPLE") }) + 1
        let missing = try diagnostic("{goal: lose_weight}")
        #expect(missing.message.contains("missing-answer"))
        #expect(missing.range.start.line == nameLine && missing.range.start.column == 5)
        let hidden = try diagnostic("{goal: muscle, target: lots}")
        #expect(hidden.message.contains("hidden-answer"))
        #expect(hidden.range.start.line == nameLine + 1)
        #expect(hidden.range.start.column == "    answers: {goal: muscle, target: ".count + 1)
        let authoring = try Self.folded("docs/authoring.md")
        #expect(authoring.contains("`example-invalid`, reported at that answer"))
        #expect(authoring.contains("reported at the example itself (its `- name:` line"))
    }

    /// A question that reads a never-shown question is not `question-never-shown` itself, whether
    /// the question it reads is a `constant-condition` error or `question-never-shown`.
    @Test func aFollowUpOfANeverShownQuestionIsNotReportedItself() throws {
        let reader = """
              - id: reader
                text: Reads the never-shown question
                when: {question: QUESTION, is: OPTION}
                options:
                  - {id: p, label: P, weights: {a: 1}}
                  - {id: q, label: Q, weights: {b: 1}}

            """
        let constant = """
            quiz: demo
            version: 1.0.0
            title: Demo
            traits: [a, b]
            scoring: {model: highest, ties: [a, b]}
            questions:
              - id: goal
                text: What is your goal?
                options:
                  - {id: lose, label: Lose, weights: {a: 1}}
                  - {id: gain, label: Gain, weights: {b: 1}}
              - id: never
                text: Never shown?
                when: {all: [{question: goal, is: lose}, {question: goal, is: gain}]}
                options:
                  - {id: x, label: X, weights: {a: 1}}
                  - {id: y, label: Y, weights: {b: 1}}

            """
            + reader.replacingOccurrences(of: "QUESTION", with: "never").replacingOccurrences(of: "OPTION", with: "x")
            + "outcomes:\n  a: {title: A, description: Alpha}\n  b: {title: B, description: Beta}\n"
        let first = compile(constant, path: "constant.quiz.yaml")
        // Only `never`'s condition (line 14) is reported, not `reader`'s.
        #expect(codes(first) == ["constant-condition@14:11"], "\(first.diagnostics.map(\.message))")
        // The reference's bad example of question-never-shown, with a question reading `plan`.
        let text = try String(contentsOf: packageRoot.appendingPathComponent("docs/authoring.md"), encoding: .utf8)
        let bad = try #require(DocsTests.yamlBlocks(in: text, section: "### `question-never-shown`").first)
        let outcomes = try #require(bad.range(of: "outcomes:"))
        let neverShown =
            String(bad[..<outcomes.lowerBound])
            + reader.replacingOccurrences(of: "QUESTION", with: "plan").replacingOccurrences(
                of: "OPTION", with: "light")
            + String(bad[outcomes.lowerBound...]) + "\n"
        let second = compile(neverShown, path: "never-shown.quiz.yaml")
        // Only `plan`'s condition (line 20) is reported, not `reader`'s.
        #expect(codes(second) == ["question-never-shown@20:11"], "\(second.diagnostics.map(\.message))")
        #expect(second.diagnostics.allSatisfy { $0.message.contains("`plan`") })
        let authoring = try Self.folded("docs/authoring.md")
        #expect(
            authoring.contains(
                "the follow-up that reads it is not `question-never-shown` as well (it may be shown once the question it reads is)."
            ))
    }
}
