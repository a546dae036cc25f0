import Foundation
@_spi(Tools) import QuizRuntime
import Testing

/// A branching bundle: `target` shown only when `goal` is `lose`, `detail` only when `target` is answered.
private func branchingBundle() -> QuizBundle {
    func option(_ id: String, _ trait: String) -> QuizBundle.Option {
        QuizBundle.Option(id: id, value: nil, label: id, weights: [TraitAmount(trait: trait, amount: 1)], pin: false)
    }
    func question(_ id: String, _ options: [QuizBundle.Option], when: QuizBundle.Condition? = nil)
        -> QuizBundle.Question
    {
        QuizBundle.Question(
            id: id, key: id, text: id, type: .single, required: true, shuffle: false, pin: false, pool: nil, min: nil,
            max: nil, options: options, condition: when)
    }
    return QuizBundle(
        quiz: "branching", version: "1.0.0", title: "Branching", description: nil, sourceLocale: "en",
        traits: ["a", "b"],
        scoring: QuizBundle.Scoring(initial: [], rule: .highest(ties: ["a", "b"], secondary: false)),
        presentation: QuizBundle.Presentation(
            pageSize: 3, shuffleQuestions: false, shuffleOptions: false, timeLimit: nil, draw: []),
        questions: [
            question("goal", [option("lose", "a"), option("gain", "b")]),
            question(
                "target", [option("small", "a"), option("big", "b")], when: .optionIn(question: "goal", ids: ["lose"])),
            question("detail", [option("x", "a")], when: .answered(question: "target", true)),
        ],
        outcomes: ["a", "b"].map { QuizBundle.Outcome(code: $0, title: $0, description: $0, recommendations: []) },
        examples: [])
}

@Suite("quizc visible")
struct VisibleCommandTests {
    @Test(
        "one line per input line: visible and discard ids, errors as quizc score writes them, exit 1 when one is rejected"
    )
    func lines() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("branching.json")
        try Data(branchingBundle().fileBytes()).write(to: file)
        let input = """
            {}
            {"goal":"lose","target":"big"}
            {"goal":"gain","target":"big","detail":"x"}
            {"goal":"nope"}

            """
        let run = try runFrontend(["visible", file.path], input: input)
        let head = #"{"quiz":"branching","version":"1.0.0","#
        #expect(
            run.stdout == """
                \(head)"visible":["goal"],"discard":[]}
                \(head)"visible":["goal","target","detail"],"discard":[]}
                \(head)"visible":["goal"],"discard":["target","detail"]}
                {"error":{"code":"unknown-option","message":"\\"nope\\" is not an option of \\"goal\\"; expected one of \\"lose\\", \\"gain\\"","key":"goal"}}

                """)
        #expect(run.status == 1)
        #expect(run.stderr.contains("1 answer set was rejected"))
        let ok = try runFrontend(["visible", file.path, "--lines"], input: "{\"goal\":\"gain\"}\n")
        #expect(ok.status == 0)
        // A pretty-printed object is one document, printed pretty, as quizc score does.
        let document = try runFrontend(["visible", file.path], input: "{\n  \"goal\": \"lose\"\n}\n")
        #expect(
            document.stdout
                == "{\n  \"quiz\": \"branching\",\n  \"version\": \"1.0.0\",\n  \"visible\": [\n    \"goal\",\n    \"target\"\n  ],\n  \"discard\": []\n}\n"
        )
    }

    @Test("quizc score rejects the answer to the hidden question that quizc visible says to drop")
    func scoreAgrees() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("branching.json")
        try Data(branchingBundle().fileBytes()).write(to: file)
        let run = try runFrontend(["score", file.path], input: "{\"goal\":\"gain\",\"target\":\"big\"}\n")
        #expect(
            run.stdout
                == #"{"error":{"code":"hidden-answer","message":"question \"target\" is not shown for these answers (its condition does not hold); leave its answer out","key":"target"}}"#
                + "\n")
        #expect(run.status == 1)
    }
}
