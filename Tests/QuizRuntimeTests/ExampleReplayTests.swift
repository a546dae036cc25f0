import Foundation
import Testing

@testable import QuizRuntime

@Suite("Example replay")
struct ExampleReplayTests {
    static let traits = ["a", "b"]

    /// Highest of a and b with a runner-up: q1 "x" gives a 2, "y" gives b 1; q2 "z" gives b 1.
    static func scorer(_ examples: [QuizBundle.Example]) -> Scorer {
        let bundle = Build.bundle(
            traits: traits, rule: .highest(ties: traits, secondary: true),
            questions: [
                Build.question("q1", .single, [Build.option("x", [("a", 2)]), Build.option("y", [("b", 1)])]),
                Build.question("q2", .single, required: false, [Build.option("z", [("b", 1)])]),
            ],
            outcomes: traits, examples: examples)
        return Scorer(bundle: bundle)
    }

    static func example(
        _ name: String?, _ answers: [(String, QuizAnswer)], expect: String, secondary: String? = nil,
        noSecondary: Bool = false, scores: [(String, Int)]? = nil
    ) -> QuizBundle.Example {
        QuizBundle.Example(
            name: name, answers: answers.map { (key: $0.0, answer: $0.1) }, expect: expect, expectSecondary: secondary,
            expectsNoSecondary: noSecondary,
            expectScores: scores.map { $0.map { TraitAmount(trait: $0.0, amount: $0.1) } })
    }

    @Test func eachProblemHasItsText() {
        let reports = Self.scorer([
            Self.example(
                "passes", [("q1", .option("x")), ("q2", .option("z"))], expect: "a", secondary: "b",
                scores: [("a", 2), ("b", 1)]),
            Self.example(nil, [("q1", .option("w"))], expect: "a"),
            Self.example("outcome", [("q1", .option("y"))], expect: "a"),
            Self.example("secondary", [("q1", .option("x")), ("q2", .option("z"))], expect: "a", secondary: "a"),
            Self.example("no secondary", [("q1", .option("x")), ("q2", .option("z"))], expect: "a", noSecondary: true),
            Self.example("secondary none", [("q1", .option("x"))], expect: "a", secondary: "b"),
            Self.example("scores", [("q1", .option("x"))], expect: "a", scores: [("a", 2), ("b", 3)]),
            Self.example("absent trait", [("q1", .option("x"))], expect: "a", scores: [("c", 1)]),
        ]).replayExamples()
        #expect(
            reports.map(\.line) == [
                #"{"example":0,"name":"passes","pass":true}"#,
                #"{"example":1,"pass":false,"problem":"the answers were rejected: unknown-option: \"w\" is not an option of \"q1\"; expected one of \"x\", \"y\""}"#,
                #"{"example":2,"name":"outcome","pass":false,"problem":"expected the outcome \"a\", got \"b\""}"#,
                #"{"example":3,"name":"secondary","pass":false,"problem":"expected the secondary \"a\", got \"b\""}"#,
                #"{"example":4,"name":"no secondary","pass":false,"problem":"expected no secondary, got \"b\""}"#,
                #"{"example":5,"name":"secondary none","pass":false,"problem":"expected the secondary \"b\", got none"}"#,
                #"{"example":6,"name":"scores","pass":false,"problem":"expected b = 3, got 0"}"#,
                #"{"example":7,"name":"absent trait","pass":false,"problem":"expected c = 1, got 0"}"#,
            ])
        #expect(reports.map(\.passed) == [true, false, false, false, false, false, false, false])
    }

    @Test(arguments: try goldenBundleNames())
    func everyShippedExamplePasses(name: String) throws {
        let reports = Scorer(bundle: try QuizBundle(jsonBytes: try goldenBundleBytes(name))).replayExamples()
        #expect(!reports.isEmpty)
        #expect(reports.filter { !$0.passed }.map(\.line) == [])
        #expect(reports.map(\.index) == Array(reports.indices))
    }
}
