import Foundation
import Testing

/// Accepting a warning: `# quizc: ignore[CODE] reason: …` comments and `suppress:` lists, in
/// every format, with `--strict`, and the suppressions' own diagnostics.
@Suite("quizc lint: suppressions")
struct SuppressionCommandTests {
    /// A quiz whose option `z` has no weights (`dead-option`, a warning, at 12:9); `comment`
    /// ends line 12 and `before` is a line of its own above it.
    static func quiz(comment: String = "", before: String? = nil, tail: String = "") -> String {
        var lines = [
            "quiz: demo", "version: 1.0.0", "title: Demo", "traits: [a, b]", "scoring: {model: highest, ties: [a, b]}",
            "questions:", "  - id: q1", "    text: Pick one", "    options:",
            "      - {id: x, label: X, weights: {a: 1}}", "      - {id: y, label: Y, weights: {b: 1}}",
            "      - {id: z, label: Not sure}" + comment,
            "outcomes:", "  a: {title: A, description: Alpha}", "  b: {title: B, description: Beta}",
        ]
        if let before { lines.insert(before, at: 11) }
        return lines.joined(separator: "\n") + "\n" + tail
    }

    static let accepting = "  # quizc: ignore[dead-option] reason: neutral on purpose"

    /// `quizc lint ARGUMENTS demo.quiz.yaml` (and `extra` files) in a fresh folder.
    static func lint(_ source: String, _ arguments: [String] = [], extra: [String: String] = [:]) throws -> RunResult {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(source.utf8).write(to: folder.appendingPathComponent("demo.quiz.yaml"))
        for (name, text) in extra { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        let names = ["demo.quiz.yaml"] + extra.keys.sorted()
        return try runFrontend(["lint"] + arguments + names.map { path($0, under: folder) }, with: folder)
    }

    @Test func withoutASuppressionTheWarningFailsStrict() throws {
        let run = try Self.lint(Self.quiz(), ["--strict"])
        #expect(run.status == 1)
        #expect(run.stdout.contains("demo.quiz.yaml:12:9: warning: "), "\(run.stdout)")
        #expect(run.stdout.hasSuffix("1 warning in 1 file\n"))
    }

    @Test func aCommentOnTheLineAcceptsItAndStrictPasses() throws {
        let run = try Self.lint(Self.quiz(comment: Self.accepting), ["--strict"])
        #expect(run.status == 0, "\(run.stdout)")
        #expect(run.stdout == "no problems in 1 file, 1 suppressed\n")
    }

    @Test func aCommentOnTheLineBeforeAcceptsIt() throws {
        let run = try Self.lint(
            Self.quiz(before: "      # quizc: ignore[dead-option] reason: neutral on purpose"), ["--strict"])
        #expect(run.status == 0, "\(run.stdout)")
        #expect(run.stdout == "no problems in 1 file, 1 suppressed\n")
    }

    @Test func aSuppressListEntryAcceptsItWithOrWithoutATarget() throws {
        for entry in ["{code: dead-option, reason: neutral}", "{code: dead-option, at: z, reason: neutral}"] {
            let run = try Self.lint(Self.quiz(tail: "suppress:\n  - \(entry)\n"), ["--strict"])
            #expect(run.status == 0, "\(entry): \(run.stdout)")
            #expect(run.stdout == "no problems in 1 file, 1 suppressed\n", "\(entry)")
        }
        let elsewhere = try Self.lint(
            Self.quiz(tail: "suppress:\n  - {code: dead-option, at: x, reason: neutral}\n"), ["--strict"])
        #expect(elsewhere.status == 1)
        #expect(elsewhere.stdout.contains("demo.quiz.yaml:12:9: warning: "), "\(elsewhere.stdout)")
        #expect(elsewhere.stdout.contains(": warning: nothing here reports `dead-option`"), "\(elsewhere.stdout)")
    }

    @Test func jsonListsTheAcceptedDiagnosticWithItsReasonAndCountsIt() throws {
        let run = try Self.lint(Self.quiz(comment: Self.accepting), ["--format", "json"])
        #expect(run.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect((object["diagnostics"] as? [Any])?.isEmpty == true)
        let suppressed = try #require(object["suppressed"] as? [[String: Any]])
        #expect(suppressed.map { $0["code"] as? String } == ["dead-option"])
        #expect(suppressed.map { $0["line"] as? Int } == [12])
        #expect(suppressed.map { $0["reason"] as? String } == ["neutral on purpose"])
        #expect(
            object["summary"] as? [String: Int]
                == ["files": 1, "errors": 0, "warnings": 0, "notes": 0, "suppressed": 1])
    }

    @Test func sarifMarksTheResultAsSuppressedInSource() throws {
        let run = try Self.lint(Self.quiz(comment: Self.accepting), ["--format", "sarif"])
        let log = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        #expect(results.map { $0["ruleId"] as? String } == ["dead-option"])
        let suppressions = try #require(results.first?["suppressions"] as? [[String: String]])
        #expect(suppressions == [["kind": "inSource", "justification": "neutral on purpose"]])
    }

    @Test func githubNeitherShowsNorCountsIt() throws {
        let run = try Self.lint(Self.quiz(comment: Self.accepting), ["--format", "github"])
        #expect(run.stdout == "quizc: no problems in 1 file, 1 suppressed\n")
    }

    @Test func aSuppressionThatAcceptsNothingIsReported() throws {
        let run = try Self.lint(
            Self.quiz(comment: "  # quizc: ignore[outcome-skew] reason: rare on purpose"), ["--strict"])
        #expect(run.status == 1)
        #expect(
            run.stdout.contains(
                "demo.quiz.yaml:12:51: warning: nothing here reports `outcome-skew`, so this suppression accepts nothing; remove it [unused-suppression]"
            ), "\(run.stdout)")
        #expect(run.stdout.contains("demo.quiz.yaml:12:9: warning: "))
    }

    @Test func anUnknownCodeAMissingReasonAndAnErrorsCodeAreReported() throws {
        let typo = try Self.lint(Self.quiz(comment: "  # quizc: ignore[dead-optoin] reason: neutral"))
        #expect(
            typo.stdout.contains(
                "demo.quiz.yaml:12:51: warning: `dead-optoin` is not a quizc diagnostic code; did you mean `dead-option`? [invalid-suppression]"
            ), "\(typo.stdout)")
        #expect(typo.stdout.contains("demo.quiz.yaml:12:9: warning: "))

        let noReason = try Self.lint(Self.quiz(comment: "  # quizc: ignore[dead-option]"))
        #expect(
            noReason.stdout.contains(
                "demo.quiz.yaml:12:35: warning: a suppression needs a reason: write `reason:` and why the warning is accepted [invalid-suppression]"
            ), "\(noReason.stdout)")
        #expect(noReason.stdout.contains("demo.quiz.yaml:12:9: warning: "))

        let error = try Self.lint(
            Self.quiz(comment: ", weights: {c: 1}}  # quizc: ignore[unknown-trait] reason: later")
                .replacingOccurrences(of: "Not sure}, weights", with: "Not sure, weights"))
        #expect(error.status == 1)
        #expect(error.stdout.contains("[unknown-trait]"), "\(error.stdout)")
        #expect(
            error.stdout.contains(
                "warning: `unknown-trait` is an error, and an error cannot be suppressed; fix what it reports instead [invalid-suppression]"
            ), "\(error.stdout)")
    }

    @Test func aTranslationFileAcceptsItsOwnWarnings() throws {
        let german = """
            translation: demo
            locale: de
            title: Beispiel
            questions:
              q1:
                text: Was passt?
                options: {x: Das hier, y: Das hier, z: Weiß nicht}  # quizc: ignore[duplicate-label] reason: as the original
            outcomes:
              a: {title: A, description: Alpha auf Deutsch}
              b: {title: B, description: Beta auf Deutsch}

            """
        let accepted = try Self.lint(Self.quiz(comment: Self.accepting), ["--strict"], extra: ["demo.de.yaml": german])
        #expect(accepted.status == 0, "\(accepted.stdout)")
        #expect(accepted.stdout == "no problems in 2 files, 2 suppressed\n")
        let shown = try Self.lint(
            Self.quiz(comment: Self.accepting), ["--strict"],
            extra: [
                "demo.de.yaml": german.replacingOccurrences(
                    of: "  # quizc: ignore[duplicate-label] reason: as the original", with: "")
            ])
        #expect(shown.status == 1)
        #expect(shown.stdout.contains("[duplicate-label]"), "\(shown.stdout)")
    }
}
