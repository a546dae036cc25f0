import Foundation
import QuizRuntime
import Testing

@_spi(Tools) @testable import QuizCompiler

/// The quizzes docs/authoring.md section 7 shows (profiles, derived scores, nearest profile,
/// fractional weights, axis percentages) and the translation docs/translating.md shows for one
/// of them compile with no diagnostic at all, so `quizc lint --strict` passes on what the
/// guides tell authors to copy, and their examples, which pin totals, values, bands and
/// outcomes, hold.
@Suite("docs: profiles, derived scores and fractional weights")
struct ProfileDocsTests {
    static let section = "## 7. Profiles, derived scores and fractional weights"

    /// The complete quizzes of section 7 (blocks that start with the schema modeline), by quiz id.
    static func quizzes() throws -> [(id: String, text: String)] {
        let text = try String(contentsOf: packageRoot.appendingPathComponent("docs/authoring.md"), encoding: .utf8)
        return DocsTests.yamlBlocks(in: text, section: section)
            .filter { $0.hasPrefix("# yaml-language-server:") }
            .map { block in
                let line = block.split(separator: "\n").first { $0.hasPrefix("quiz: ") } ?? ""
                return (String(line.dropFirst("quiz: ".count)), block + "\n")
            }
    }

    @Test func sectionShowsTheThreeQuizzes() throws {
        #expect(try Self.quizzes().map(\.id) == ["work-style", "team-role", "recharge"])
    }

    @Test(arguments: ["work-style", "team-role", "recharge"])
    func quizIsCleanUnderStrictAndItsExamplesHold(id: String) throws {
        let quiz = try #require(try Self.quizzes().first { $0.id == id }, "no quiz \(id) in section 7")
        let file = compile(quiz.text, path: "\(id).quiz.yaml")
        // No diagnostic at all: no error, no warning (strict), no note.
        #expect(file.diagnostics.isEmpty, "\(id): \(codes(file)): \(file.diagnostics.map(\.message))")
        #expect((file.resolved?.bundle.examples.count ?? 0) >= 1, "\(id) has no example")
    }

    /// A profile's examples take `expect` exactly when it names the nearest profile, as
    /// section 7 says: the team-role quiz without its example's `expect` is `missing-field`,
    /// and with `nearest` removed its `expect` is `invalid-value`.
    @Test func profileExamplesNeedExpectExactlyWithNearest() throws {
        let quiz = try #require(try Self.quizzes().first { $0.id == "team-role" }).text
        #expect(quiz.contains("    expect: catalyst\n") && quiz.contains("  nearest:\n"))
        let withoutExpect = quiz.replacingOccurrences(of: "    expect: catalyst\n", with: "")
            .replacingOccurrences(of: "    expect_secondary: coordinator\n", with: "")
        #expect(compile(withoutExpect, path: "team-role.quiz.yaml").diagnostics.map(\.code) == [.missingField])
        let nearest = try #require(quiz.range(of: "  nearest:\n")),
            questions = try #require(quiz.range(of: "questions:\n"))
        let outcomes = try #require(quiz.range(of: "outcomes:\n")),
            examples = try #require(quiz.range(of: "examples:\n"))
        let withoutNearest =
            String(quiz[..<nearest.lowerBound]) + String(quiz[questions.lowerBound..<outcomes.lowerBound])
            + String(quiz[examples.lowerBound...]).replacingOccurrences(
                of: "    expect_secondary: coordinator\n", with: "")
        #expect(compile(withoutNearest, path: "team-role.quiz.yaml").diagnostics.map(\.code) == [.invalidValue])
        let authoring = try BranchingDocsTests.folded("docs/authoring.md")
        #expect(!authoring.contains("`expect` is not needed in examples"))
        #expect(
            authoring.contains(
                "then every example needs `expect` (the nearest profile's outcome; without it, `missing-field`)"))
    }

    /// The fragment listing every derived kind is valid in a quiz: pasted into one, it compiles cleanly.
    @Test func derivedKindsFragmentCompiles() throws {
        let text = try String(contentsOf: packageRoot.appendingPathComponent("docs/authoring.md"), encoding: .utf8)
        let fragment = try #require(
            DocsTests.yamlBlocks(in: text, section: Self.section).first { $0.hasPrefix("scoring:") })
        #expect(fragment.contains("mean_answered:") && fragment.contains("share:") && fragment.contains("linear:"))
        let quiz = """
            quiz: calm
            version: 1.0.0
            title: Calm
            traits: [calm, tense]
            scales:
              agree5:
                keyed_scoring: values
                options:
                  - {value: 1, label: No}
                  - {value: 2, label: Rather not}
                  - {value: 3, label: Neither}
                  - {value: 4, label: Rather}
                  - {value: 5, label: Yes}
            \(fragment)
              results:
                - id: calmness
                  title: Calm
                  score: calm_mean
                  bands:
                    - {id: low, below: 3, title: Low}
                    - {id: high, title: High}
            questions:
              - {id: a, text: I stay calm., scale: agree5, keyed: calm}
              - {id: b, text: I rarely panic., scale: agree5, keyed: calm, required: false}
              - {id: c, text: I get tense., scale: agree5, keyed: tense}
            examples:
              - name: calm
                answers: {a: 5, b: 4, c: 1}
                expect_values: {calm_mean: 4.50, calm_answered: 4.5, calm_pct: 89, calm_share: 90, calm_std: 0.38, intensity: 10}
                expect_results: {calmness: high}
              - name: b skipped
                answers: {a: 2, c: 3}
                expect_values: {calm_mean: 1.00, calm_answered: 2.0, calm_pct: 11, intensity: 5}
                expect_results: {calmness: low}

            """
        let file = compile(quiz, path: "calm.quiz.yaml")
        #expect(!file.hasErrors, "\(codes(file)): \(file.diagnostics.map(\.message))")
    }

    /// docs/translating.md's German translation of the `work-style` quiz translates every text,
    /// results and bands included: built together, no diagnostic (not even `missing-translation`).
    @Test func translatingGuideTranslatesEveryResultText() throws {
        let guide = try String(contentsOf: packageRoot.appendingPathComponent("docs/translating.md"), encoding: .utf8)
        let translation = try #require(
            guide.components(separatedBy: "```yaml\n").dropFirst()
                .compactMap { $0.components(separatedBy: "\n```").first }
                .first { $0.contains("translation: work-style") }, "no work-style translation in translating.md")
        let quiz = try #require(try Self.quizzes().first { $0.id == "work-style" })
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "profile-docs-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(quiz.text.utf8).write(to: folder.appendingPathComponent("work-style.quiz.yaml"))
        try Data((translation + "\n").utf8).write(to: folder.appendingPathComponent("work-style.de.yaml"))
        let session = BuildSession(paths: [folder.path])
        #expect(session.inputErrors.isEmpty)
        #expect(session.diagnostics.map { "\($0.code.rawValue) \($0.message)" } == [])
        let bundle = try #require(session.files.compactMap(\.resolved).first?.bundle)
        #expect(bundle.locales.map(\.locale) == ["de", "en"])
    }
}
