import QuizRuntime
import Testing

/// Each branching rule of docs/runtime.md ("Branching"), broken on purpose, must make some
/// required case of the conformance suite fail, as in the JavaScript and Python runtimes
/// (runtimes/js/test/suite-catches-broken-rules.test.js, runtimes/python/tests/test_mutations.py).
/// The broken copies live here and reach the scorer through `BranchingSeams`, whose shipped
/// members are the one statement of each part of the rule; the runtime never sees these.
@Suite("The conformance suite catches broken branching rules", .serialized)
struct BrokenRuleTests {
    /// A broken variant of one part of the rule.
    struct Mutation: CustomTestStringConvertible, Sendable {
        let name: String
        let seams: BranchingSeams
        var testDescription: String { name }
    }

    static let mutations: [Mutation] = [
        Mutation(
            name: "an answer to a hidden question accepted", seams: broken { $0.rejectsAnswer = { _, _ in false } }),
        Mutation(
            name: "a scale value compared as the option's position",
            seams: broken { $0.optionOfValue = { options, value in options.indices.contains(value) ? value : nil } }),
        Mutation(
            name: "a scale value compared as a string",
            seams: broken {
                $0.optionOfValue = { options, value in
                    // The condition's value as a JSON string, the option's as a JSON number: never equal.
                    options.firstIndex { JSONValue.number(String($0.value ?? 0)) == JSONValue.string(String(value)) }
                }
            }),
        Mutation(
            name: "a test on an unanswered question taken as true",
            seams: broken {
                $0.testHolds = { test, answer in
                    if answer == nil, case .answered = test { return VisibilityRules.testHolds(test, answer) }
                    return answer == nil || VisibilityRules.testHolds(test, answer)
                }
            }),
        Mutation(
            name: "a hidden parent's answer still read by its follow-up",
            seams: broken {
                $0.reads = { question, chosen, _ in chosen.indices.contains(question) ? chosen[question] : nil }
            }),
        Mutation(
            name: "missing-answer for a hidden required question",
            seams: broken { $0.requiresAnswer = { mustAnswer, _ in mustAnswer } }),
    ]

    /// The shipped seams with one member replaced.
    static func broken(_ change: (inout BranchingSeams) -> Void) -> BranchingSeams {
        var seams = BranchingSeams.shipped
        change(&seams)
        return seams
    }

    /// The ids of the required cases whose outputs the scoring and visibility rules decide
    /// that fail with `seams`.
    static func failingCases(_ seams: BranchingSeams) throws -> [String] {
        let runner = SwiftRunner(seams: seams)
        var failed: [String] = []
        for file in try SuiteFile.all() where file.name.hasPrefix("required/") {
            for item in file.cases {
                guard case .string(let kind)? = item["kind"],
                    ["score", "visible", "decimal", "examples"].contains(kind)
                else { continue }
                guard let replayed = ConformanceTests.replay(item, with: runner) else { continue }
                if !replayed.passed { failed.append(replayed.id) }
            }
        }
        return failed
    }

    @Test func theShippedRulesPassEveryCase() throws {
        #expect(try Self.failingCases(.shipped) == [])
    }

    @Test(arguments: mutations)
    func theSuiteCatches(_ mutation: Mutation) throws {
        let failed = try Self.failingCases(mutation.seams)
        let shown = failed.prefix(4).joined(separator: ", ") + (failed.count > 4 ? ", …" : "")
        print("broken rule \"\(mutation.name)\": caught by \(failed.count) conformance cases (\(shown))")
        #expect(!failed.isEmpty, "\(mutation.name) passed every case")
    }
}
