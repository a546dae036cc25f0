import Foundation
import Testing

/// `quizc stats`: the table, and `--analysis-budget` trading exact probabilities for time.
@Suite("quizc stats")
struct StatsCommandTests {
    @Test func showsExactProbabilitiesAndWitnesses() throws {
        let run = try runFrontend(["stats", "quizzes/animal.quiz.yaml"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("animal: 9 questions, 9999360 equally likely complete answer sets"))
        #expect(run.stdout.contains("lion     yes        31.7%"))
        #expect(!run.stdout.contains("?"))
        #expect(run.stderr.isEmpty)
    }

    @Test func zeroBudgetKeepsExactReachabilityAndSaysWhyProbabilitiesAreMissing() throws {
        let run = try runFrontend(["stats", "--analysis-budget", "0", "quizzes/animal.quiz.yaml"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("exact probabilities were not computed"))
        #expect(run.stdout.contains("  probabilities marked `?`: exact probabilities were not computed"))
        #expect(run.stdout.contains("a larger `--analysis-budget` computes it"))
        for code in ["lion", "cat", "rabbit", "turtle"] {
            #expect(
                run.stdout.contains("\(code.padding(toLength: 7, withPad: " ", startingAt: 0))  yes        ?"),
                "\(code)")
        }
        let json = try runFrontend(["stats", "--analysis-budget", "0", "--format", "json", "quizzes/animal.quiz.yaml"])
        #expect(json.status == 0)
        #expect(json.stdout.contains(#""probability": null"#))
        #expect(json.stdout.contains(#""probability_limitation": "exact probabilities were not computed"#))
        // Each outcome without a probability says why, and what would compute it.
        let perOutcome =
            json.stdout.components(separatedBy: #""probability_limitation": "exact probabilities"#).count - 1
        #expect(perOutcome == 5, "\(json.stdout)")  // four outcomes and the quiz
    }

    /// docs/analysis.md shows `quizc stats` of the shipped quizzes verbatim; witnesses
    /// follow the search order, so any change to it must update the guide
    /// (`QUIZC_RECORD=1 swift test --filter StatsCommandTests` rewrites the block).
    @Test func theAnalysisGuideShowsTheCurrentStats() throws {
        let run = try runFrontend(["stats"])
        #expect(run.status == 0)
        let url = packageRoot.appendingPathComponent("docs/analysis.md")
        let text = try String(contentsOf: url, encoding: .utf8)
        guard let section = text.range(of: "## The shipped quizzes"),
            let open = text.range(of: "```\n", range: section.upperBound..<text.endIndex),
            let close = text.range(of: "```", range: open.upperBound..<text.endIndex)
        else {
            Issue.record("docs/analysis.md lacks the shipped quizzes' stats block")
            return
        }
        if ProcessInfo.processInfo.environment["QUIZC_RECORD"] == "1" {
            try (String(text[..<open.upperBound]) + run.stdout + String(text[close.lowerBound...]))
                .write(to: url, atomically: true, encoding: .utf8)
            return
        }
        #expect(
            String(text[open.upperBound..<close.lowerBound]) == run.stdout,
            "docs/analysis.md shows stale `quizc stats` output; run QUIZC_RECORD=1 swift test --filter StatsCommandTests"
        )
    }

    @Test func negativeBudgetIsAUsageError() throws {
        let run = try runFrontend(["stats", "--analysis-budget=-5", "quizzes/animal.quiz.yaml"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("--analysis-budget must be between 0 and 10000000"))
        let huge = try runFrontend(["stats", "--analysis-budget", "10000001", "quizzes/animal.quiz.yaml"])
        #expect(huge.status == 64)
        #expect(huge.stderr.contains("--analysis-budget must be between 0 and 10000000"))
    }
}

/// `--analysis-budget` on `lint`: a budget too small to decide reachability is a warning
/// that names the option (and fails `--strict`); a negative one is a usage error.
@Suite("quizc lint --analysis-budget")
struct LintAnalysisBudgetTests {
    @Test func tooSmallABudgetIsAWarningThatSaysWhatToDo() throws {
        let run = try runFrontend(["lint", "--analysis-budget", "0", "quizzes/mbti.quiz.yaml"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("warning: reachability was not decided exactly"))
        #expect(run.stdout.contains("Raise `--analysis-budget`"))
        #expect(run.stdout.contains("[limit-exceeded]"))
        let strict = try runFrontend(["lint", "--strict", "--analysis-budget", "0", "quizzes/mbti.quiz.yaml"])
        #expect(strict.status == 1)
        let normal = try runFrontend(["lint", "--strict", "quizzes/mbti.quiz.yaml"])
        #expect(normal.status == 0)
    }

    @Test func negativeBudgetIsAUsageError() throws {
        let run = try runFrontend(["lint", "--analysis-budget=-1", "quizzes"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("--analysis-budget must be between 0 and 10000000"))
    }

    /// Every command that takes `--analysis-budget` states the values it accepts.
    @Test func everyHelpOfTheAnalysisBudgetStatesItsRange() throws {
        for command in ["lint", "build", "generate", "stats", "preview", "lsp"] {
            let help = try runFrontend([command, "--help"])
            #expect(help.status == 0)
            let text = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            #expect(text.contains("From 0 to 10000000 (about a minute"), "\(command): \(help.stdout)")
        }
    }
}
