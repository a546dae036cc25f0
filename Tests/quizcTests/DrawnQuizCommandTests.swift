import Foundation
import Testing

/// A drawn quiz end to end: build it, take the questions `quizc order --seed N` presents,
/// answer exactly those, and `quizc score` accepts the answers.
@Suite("quizc score on a drawn quiz")
struct DrawnQuizCommandTests {
    static let source = """
        quiz: drawn
        version: 1.0.0
        title: A drawn quiz
        locale: en
        traits: [a, b, c]
        scoring:
          model: highest
          ties: [a, b, c]
        presentation:
          shuffle_questions: true
          draw:
            - {pool: first, count: 2}
            - {pool: second, count: 1}
        questions:
        \((1...4).map { question($0, pool: "first") }.joined())\
        \((5...7).map { question($0, pool: "second") }.joined())\
          - id: always
            text: "Asked every time?"
            type: single
            options:
              - {id: x, label: X, weights: {a: 1}}
              - {id: y, label: Y, weights: {b: 1}}
              - {id: z, label: Z, weights: {c: 1}}
        outcomes:
          a: {title: A, description: About a.}
          b: {title: B, description: About b.}
          c: {title: C, description: About c.}

        """

    static func question(_ number: Int, pool: String) -> String {
        """
          - id: q\(number)
            text: "Question \(number)?"
            type: single
            pool: \(pool)
            options:
              - {id: x, label: X, weights: {a: 1}}
              - {id: y, label: Y, weights: {b: 1}}
              - {id: z, label: Z, weights: {c: 1}}

        """
    }

    @Test func answeringExactlyThePresentedQuestionsIsAccepted() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let sourceFile = folder.appendingPathComponent("drawn.quiz.yaml")
        try Data(Self.source.utf8).write(to: sourceFile)
        let out = folder.appendingPathComponent("out")
        let build = try runFrontend(["build", "-o", out.path, sourceFile.path])
        #expect(build.status == 0, "\(build.stdout)\(build.stderr)")
        let bundle = out.appendingPathComponent("drawn.json").path
        var lines: [String] = []
        var generator = SystemRandomNumberGenerator()
        for seed in [0, 1, 2, 3, 42, 1_000, 18_446_744_073_709_551_615] as [UInt64] {
            let order = try runFrontend(["order", bundle, "--seed", String(seed)])
            #expect(order.status == 0, "\(order.stderr)")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(order.stdout.utf8)) as? [String: Any])
            let questions = try #require(json["questions"] as? [[String: Any]])
            let ids = questions.compactMap { $0["id"] as? String }
            #expect(ids.count == 4, "seed \(seed): \(ids)")
            let answers = ids.map { "\"\($0)\": \"\(["x", "y", "z"].randomElement(using: &generator)!)\"" }
            lines.append("{" + answers.joined(separator: ", ") + "}")
        }
        let score = try runFrontend(["score", bundle], input: lines.joined(separator: "\n") + "\n")
        #expect(score.status == 0, "\(score.stdout)\(score.stderr)")
        let results = score.stdout.split(separator: "\n")
        #expect(results.count == lines.count)
        for (line, result) in zip(lines, results) {
            #expect(result.contains("\"outcome\""), "\(line) → \(result)")
            #expect(!result.contains("\"error\""), "\(line) → \(result)")
        }
        // The analysis averages over the C(4, 2) × C(3, 1) = 18 draws.
        let stats = try runFrontend(["stats", sourceFile.path])
        #expect(stats.stdout.contains("drawn: 8 questions, 18 equally likely draws of them"), "\(stats.stdout)")
        let statsJSON = try runFrontend(["stats", "--format", "json", sourceFile.path])
        #expect(statsJSON.stdout.contains("\"draws\": 18"), "\(statsJSON.stdout)")
        // Every question answered is more than a presentation shows.
        let every = "{" + ((1...7).map { "\"q\($0)\": \"x\"" } + ["\"always\": \"x\""]).joined(separator: ", ") + "}\n"
        let tooMany = try runFrontend(["score", bundle], input: every)
        #expect(
            tooMany.stdout.contains("\"code\":\"choice-count\"")
                || tooMany.stdout.contains("\"code\": \"choice-count\""), "\(tooMany.stdout)")
        #expect(tooMany.stdout.contains("the pool \\\"first\\\" presents 2 questions"), "\(tooMany.stdout)")
    }
}
