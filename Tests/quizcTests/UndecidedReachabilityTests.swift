import Foundation
import Testing

/// Past 2,000 answer scenarios the analysis of a branching quiz is not exact: an outcome the
/// scenarios analysed did not reach is not decided, never unreachable, in every output.
@Suite("quizc stats: reachability past the scenario limit is not decided")
struct UndecidedReachabilityTests {
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

    static func run(_ arguments: [String]) throws -> RunResult {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(branching.utf8).write(to: folder.appendingPathComponent("many.quiz.yaml"))
        return try runFrontend(arguments + ["--no-cache", path("many.quiz.yaml", under: folder)], with: folder)
    }

    @Test func textSaysNotDecidedNeverNO() throws {
        let run = try Self.run(["stats"])
        #expect(run.status == 0, "\(run.stdout)")
        #expect(run.stdout.contains("more than 2000 answer scenarios"), "\(run.stdout)")
        for code in ["a", "b", "c", "d", "e", "f"] {
            #expect(run.stdout.contains("\n  \(code)        not decided  ?            -\n"), "\(run.stdout)")
        }
        #expect(!run.stdout.contains(" NO "))
    }

    @Test func jsonHasNullWithTheLimitationNeverFalse() throws {
        let run = try Self.run(["stats", "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let outcomes = try #require((object["quizzes"] as? [[String: Any]])?.first?["outcomes"] as? [[String: Any]])
        #expect(outcomes.count == 6)
        #expect(!outcomes.contains { $0["reachable"] as? Bool == false })
        let undecided = outcomes.filter { $0["reachable"] is NSNull }
        #expect(undecided.map { $0["code"] as? String } == ["a", "b", "c", "d", "e", "f"])
        #expect(
            undecided.allSatisfy {
                ($0["reachability_limitation"] as? String)?.contains("more than 2000 answer scenarios") == true
            })
    }

    @Test func noCheckCallsAnUndecidedOutcomeUnreachable() throws {
        let run = try Self.run(["lint"])
        #expect(run.status == 0, "\(run.stdout)")
        #expect(!run.stdout.contains("unreachable-outcome"))
        #expect(!run.stdout.contains("[unknown-outcome]"))
    }
}
