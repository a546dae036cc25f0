import QuizRuntime
import Testing

@_spi(Tools) @testable import QuizCompiler

/// A condition nested deeper than the runtimes read a bundle (JSON at most 16 levels deep,
/// so a `when` at most 13) is the compile error `limit-exceeded` at the condition, not a
/// bundle every runtime then refuses. Both sides of the limit are pinned: at the limit the
/// bundle compiles and loads; one level past it the compiler refuses, and so would the runtime.
@Suite("Branching: a condition nests no deeper than a bundle holds")
struct ConditionDepthTests {
    /// A quiz whose question `next` (line 12) is shown when `nots` `not`s around `test`
    /// hold, each inside `alls` single-part `all`s.
    static func quiz(nots: Int, alls: Int = 0, test: String = "{question: goal, is: lose}") -> String {
        var condition = test
        for _ in 0..<nots { condition = "{not: \(condition)}" }
        for _ in 0..<alls { condition = "{all: [\(condition)]}" }
        return """
            quiz: demo
            version: 1.0.0
            title: Demo
            traits: [a, b]
            scoring: {model: highest, ties: [a, b]}
            questions:
              - {id: goal, text: Goal, options: [{id: lose, label: Lose, weights: {a: 1}}, {id: race, label: Race, weights: {b: 1}}]}
              - {id: kit, text: Kit, type: multiple, min: 0, options: [{id: gym, label: Gym, weights: {a: 1}}, {id: bike, label: Bike, weights: {b: 1}}]}
              - id: next
                text: Next
                required: false
                when: \(condition)
                options: [{id: x, label: X, weights: {a: 1}}, {id: y, label: Y, weights: {b: 1}}]
            outcomes:
              a: {title: A, description: Alpha}
              b: {title: B, description: Beta}

            """
    }

    /// The bundle of a quiz that compiles without errors, loaded back as every runtime loads it.
    func loadedBundle(_ text: String) throws -> QuizBundle {
        let file = compile(text)
        #expect(file.diagnostics.filter { $0.severity == .error }.isEmpty, "\(codes(file))")
        let bundle = try #require(file.resolved?.bundle)
        return try QuizBundle(jsonBytes: bundle.fileBytes(), verifyHash: true)
    }

    @Test func atTheLimitTheBundleCompilesAndLoads() throws {
        #expect(QuizBundle.maxConditionJSONDepth == 13)
        // An `in` test is 2 levels, each `not` 1 more: 11 `not`s make 13.
        let deepest = try loadedBundle(Self.quiz(nots: 11))
        #expect(deepest.questions[2].condition?.jsonDepth == 13)
        // `includes` is 1 level: 12 `not`s; each `all` is 2: 5 `all`s and 1 `not` around `is`.
        #expect(try loadedBundle(Self.quiz(nots: 12, test: "{question: kit, includes: gym}")).questions.count == 3)
        #expect(try loadedBundle(Self.quiz(nots: 1, alls: 5)).questions.count == 3)
    }

    @Test func onePastTheLimitIsLimitExceededAtTheCondition() {
        for text in [
            Self.quiz(nots: 12), Self.quiz(nots: 13, test: "{question: kit, includes: gym}"),
            Self.quiz(nots: 0, alls: 6),
        ] {
            let file = compile(text)
            // One diagnostic, where the condition starts; no follow-on.
            #expect(codes(file) == ["limit-exceeded@12:11"])
            #expect(file.diagnostics.first?.message.contains("at most 13") == true)
            #expect(file.resolved?.isComplete != true)
        }
    }

    @Test func theRuntimeRefusesABundleOneLevelPastTheLimit() throws {
        let bytes = try #require(compile(Self.quiz(nots: 11)).resolved?.bundle).fileBytes()
        var json = try JSONParser().parse(bytes)
        // One more `not` around the `when` of `next`.
        guard case .object(var members) = json, let at = members.firstIndex(where: { $0.0 == "questions" }),
            case .array(var questions) = members[at].1, case .object(var next) = questions[2],
            let when = next.firstIndex(where: { $0.0 == "when" })
        else {
            Issue.record("no `when` on the third question")
            return
        }
        next[when].1 = .object([("not", next[when].1)])
        questions[2] = .object(next)
        members[at].1 = .array(questions)
        json = .object(members)
        #expect(throws: BundleError.self) {
            try QuizBundle(jsonBytes: JSONWriter.canonical.bytes(json), verifyHash: false)
        }
        do {
            _ = try QuizBundle(jsonBytes: JSONWriter.canonical.bytes(json), verifyHash: false)
        } catch {
            #expect(error.code == .notJSON)
        }
    }
}
