import Foundation
import Testing

@_spi(Tools) @testable import QuizCompiler

/// `quizc stats` shows every outcome, reachable or not, with complete witnesses, and takes
/// only the formats it renders.
@Suite("quizc stats: every outcome, complete witnesses")
struct StatsOutcomeTests {
    /// `c` can never win and `d` is not a trait: both are entries no answer set gives.
    static let highest = """
        quiz: demo
        version: 1.0.0
        title: Demo
        traits: [a, b, c]
        scoring: {model: highest, ties: [a, b, c]}
        questions:
          - id: q1
            text: Pick one
            options:
              - {id: x, label: X, weights: {a: 2, c: 1}}
              - {id: y, label: Y, weights: {b: 2, c: 1}}
        outcomes:
          a: {title: A, description: Alpha}
          b: {title: B, description: Beta}
          c: {title: C, description: Gamma}
          d: {title: D, description: Delta}

        """

    /// E always wins its axis, so `IS` (declared) and the `X…` codes (not declared) are
    /// unreachable.
    static let axes = """
        quiz: axes-demo
        version: 1.0.0
        title: Axes
        traits: [E, I, S, N]
        scoring:
          model: axes
          axes:
            - {poles: [E, I], tie: X}
            - {poles: [S, N], tie: S}
        questions:
          - id: q1
            text: Pick one
            options:
              - {id: x, label: X, weights: {E: 1, I: 0, S: 1}}
              - {id: y, label: Y, weights: {E: 1, N: 1}}
        outcomes:
          ES: {title: ES, description: es}
          EN: {title: EN, description: en}
          IS: {title: IS, description: is}

        """

    func folder(with files: [String: String]) throws -> URL {
        let folder = try temporaryFolder()
        for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        return folder
    }

    @Test func unreachableOutcomesAreShownBeforeTheErrorsThatNameThem() throws {
        let folder = try folder(with: ["demo.quiz.yaml": Self.highest])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try runFrontend(["stats", path("demo.quiz.yaml", under: folder)], with: folder)
        #expect(run.status == 1)
        #expect(
            run.stdout.hasPrefix(
                """
                demo: 1 questions, 2 equally likely complete answer sets
                  outcome  reachable  probability  witness
                  a        yes        50.0%        {"q1": "x"}
                  b        yes        50.0%        {"q1": "y"}
                  c        NO         0%           -
                  d        NO         0%           -

                demo.quiz.yaml:15:3: error: no answer set gives `c`
                """), "\(run.stdout)")
        #expect(run.stdout.contains("[unknown-outcome]"))
        #expect(run.stdout.hasSuffix("2 errors in 1 file\n"))
    }

    @Test func jsonHasEveryOutcomeAndTheDiagnostics() throws {
        let folder = try folder(with: ["demo.quiz.yaml": Self.highest])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try runFrontend(["stats", "--format", "json", path("demo.quiz.yaml", under: folder)], with: folder)
        #expect(run.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let quiz = try #require((object["quizzes"] as? [[String: Any]])?.first)
        let outcomes = try #require(quiz["outcomes"] as? [[String: Any]])
        #expect(outcomes.compactMap { $0["code"] as? String } == ["a", "b", "c", "d"])
        #expect(outcomes.compactMap { $0["reachable"] as? Bool } == [true, true, false, false])
        #expect(outcomes.compactMap { $0["probability_exact"] as? String } == ["1/2", "1/2", "0/1", "0/1"])
        let codes = try #require(object["diagnostics"] as? [[String: Any]]).compactMap { $0["code"] as? String }
        #expect(codes == ["unreachable-outcome", "unknown-outcome"])
        #expect(
            object["summary"] as? [String: Int] == [
                "files": 1, "errors": 2, "warnings": 0, "notes": 0, "suppressed": 0,
            ])
    }

    @Test func aQuizWhoseErrorsStoppedTheAnalysisIsListedWithThem() throws {
        let source = Self.highest.replacingOccurrences(
            of: "      - {id: y, label: Y, weights: {b: 2, c: 1}}\n",
            with: "      - {id: y, label: Y, weights: {b: 2, c: 1}}\n  - id: q2\n    text: More?\n"
                + "    when: {question: q1, in: []}\n    options: [{id: p, label: P, weights: {a: 1}}]\n")
        let folder = try folder(with: ["demo.quiz.yaml": source])
        defer { try? FileManager.default.removeItem(at: folder) }
        let json = try runFrontend(["stats", "--format", "json", path("demo.quiz.yaml", under: folder)], with: folder)
        #expect(json.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let quizzes = try #require(object["quizzes"] as? [[String: Any]])
        #expect(quizzes.map { $0["quiz"] as? String } == ["demo"], "\(json.stdout)")
        #expect(quizzes.first?["analysed"] as? Bool == false)
        let errors = try #require(quizzes.first?["errors"] as? [[String: Any]])
        let codes = try #require(object["diagnostics"] as? [[String: Any]]).compactMap { $0["code"] as? String }
        #expect(!errors.isEmpty)
        #expect(errors.compactMap { $0["code"] as? String } == codes)
        let text = try runFrontend(["stats", path("demo.quiz.yaml", under: folder)], with: folder)
        #expect(text.stdout.hasPrefix("demo: not analysed: "), "\(text.stdout)")
    }

    @Test func axesShowEveryDeclaredOutcomeButNotUnreachableCodesWithoutAnEntry() throws {
        let folder = try folder(with: ["axes.quiz.yaml": Self.axes])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try runFrontend(["stats", "--format", "json", path("axes.quiz.yaml", under: folder)], with: folder)
        #expect(run.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let outcomes = try #require((object["quizzes"] as? [[String: Any]])?.first?["outcomes"] as? [[String: Any]])
        #expect(outcomes.compactMap { $0["code"] as? String } == ["ES", "EN", "IS"])
        #expect(outcomes.compactMap { $0["reachable"] as? Bool } == [true, true, false])
    }

    @Test func undecidedReachabilityIsShownAsUndecided() throws {
        let text = try runFrontend(["stats", "--analysis-budget", "0", "quizzes/mbti.quiz.yaml"])
        #expect(text.status == 0)
        #expect(text.stdout.contains("`not decided` and `?` mark what was not decided"))
        #expect(text.stdout.contains("  ESTJ     not decided  ?            -\n"))
        #expect(!text.stdout.contains(" NO "))
        let json = try runFrontend(["stats", "--analysis-budget", "0", "--format", "json", "quizzes/mbti.quiz.yaml"])
        #expect(json.stdout.contains(#""reachable": null"#))
        #expect(!json.stdout.contains(#""reachable": false"#))
    }

    /// Every answer of every witness `--format json` gives is in the text too.
    @Test func textWitnessesAreComplete() throws {
        let text = try runFrontend(["stats"])
        let json = try runFrontend(["stats", "--format", "json"])
        #expect(text.status == 0 && json.status == 0)
        #expect(!text.stdout.contains("…"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        var answers = 0
        for quiz in try #require(object["quizzes"] as? [[String: Any]]) {
            for outcome in try #require(quiz["outcomes"] as? [[String: Any]]) {
                for (key, value) in try #require(outcome["witness"] as? [String: Any]) {
                    let rendered =
                        value is String
                        ? "\"\(value)\""
                        : (value as? [String]).map { "[" + $0.map { "\"\($0)\"" }.joined(separator: ",") + "]" }
                            ?? "\(value)"
                    #expect(text.stdout.contains("\"\(key)\": \(rendered)"), "\(key)")
                    answers += 1
                }
            }
        }
        #expect(answers > 100)
        // Long witnesses wrap between answers: a line only exceeds the width to hold one
        // long answer.
        for line in text.stdout.split(separator: "\n") where line.count > StatsReport.textWidth {
            #expect(!line.contains(", \""), "\(line)")
        }
    }

    @Test(arguments: ["github", "sarif", "xml"])
    func onlyTheFormatsItRendersAreAccepted(_ format: String) throws {
        let run = try runFrontend(["stats", "--format", format, "quizzes/color.quiz.yaml"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("Please provide one of 'text' and 'json'"), "\(run.stderr)")
        #expect(run.stdout.isEmpty)
    }
}
