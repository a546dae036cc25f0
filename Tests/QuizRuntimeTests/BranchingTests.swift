import Foundation
import Testing

@testable import QuizRuntime

/// A branching quiz: a chain (`goal` → `target` → `detail`), a range read by anchor, a
/// `multiple` read by `includes`, and a question shown when another is left out.
enum BranchingFixture {
    static func bundle() -> QuizBundle {
        var questions = [
            Build.question(
                "goal", .single,
                [Build.option("lose", [("a", 1)]), Build.option("gain", [("b", 1)]), Build.option("race")]),
            Build.question("target", .single, [Build.option("small", [("a", 2)]), Build.option("big", [("b", 2)])]),
            Build.question("detail", .scale, (1...3).map { Build.value($0, [("a", $0)]) }),
            Build.question(
                "effort", .range, required: false, min: 0, max: 10,
                [Build.option("low"), Build.option("mid", [("b", 1)]), Build.option("high", [("b", 3)])]),
            Build.question("pace", .single, [Build.option("slow"), Build.option("fast", [("a", 5)])]),
            Build.question(
                "equipment", .multiple, required: false, min: 0, [Build.option("gym"), Build.option("home")]),
            Build.question("gym_days", .scale, (1...3).map { Build.value($0) }),
            Build.question("extra", .single, required: false, [Build.option("x")]),
            Build.question("why_not", .single, required: false, [Build.option("busy", [("b", 7)])]),
        ]
        questions[1].condition = .optionIn(question: "goal", ids: ["lose"])
        questions[2].condition = .answered(question: "target", true)
        questions[4].condition = .any([
            .optionIn(question: "effort", ids: ["mid", "high"]), .optionIn(question: "goal", ids: ["race"]),
        ])
        questions[6].condition = .includes(question: "equipment", id: "gym")
        questions[8].condition = .not(.answered(question: "extra", true))
        return Build.bundle(
            traits: ["a", "b"], rule: .highest(ties: ["a", "b"], secondary: false), questions: questions,
            outcomes: ["a", "b"])
    }

    static let scorer = Scorer(bundle: bundle())

    /// `visible` ids joined by spaces, `discard` after a bar; or the error.
    static func visible(_ text: String) -> String {
        switch scorer.visibility(jsonText: Array(text.utf8)) {
        case .success(let visibility):
            return visibility.visible.joined(separator: " ") + " | " + visibility.discard.joined(separator: " ")
        case .failure(let error): return "\(error.code.rawValue) \(error.key ?? "-")"
        }
    }

    /// The outcome and totals, or the error's code and key.
    static func score(_ text: String) -> String {
        switch scorer.score(jsonText: Array(text.utf8)) {
        case .success(let result):
            return "\(result.outcome ?? "-") " + result.scores.map { "\($0.amount)" }.joined(separator: ",")
        case .failure(let error): return "\(error.code.rawValue) \(error.key ?? "-")"
        }
    }
}

@Suite("Branching: VisibilityRules, hidden answers, required when shown, the visibility API")
struct BranchingTests {
    let rules = VisibilityRules(BranchingFixture.bundle())

    /// Shown flags as a string of `+`/`.`, given chosen options per question (missing ones `nil`).
    func shown(_ chosen: [Int: [Int]]) -> String {
        String(rules.shown((0..<9).map { chosen[$0] }).map { $0 ? "+" : "." })
    }

    @Test("a chain: a follow-up of a hidden follow-up is hidden, even when answered")
    func chain() {
        #expect(shown([0: [0], 1: [0]]) == "++++.+.++")
        #expect(shown([0: [1], 1: [0]]).prefix(3) == "+..")
        #expect(shown([1: [0]]).prefix(3) == "+..")
        #expect(shown([0: [0]]).prefix(3) == "++.")
    }

    @Test("a test on no answer is false; `not` of it and `answered: false` are true")
    func noAnswer() {
        #expect(shown([:]) == "+..+.+.++")
        #expect(shown([7: [0]]) == "+..+.+.+.")
    }

    @Test("`[]` is a `multiple` answer that includes nothing")
    func emptyMultiple() {
        #expect(shown([5: []]).dropFirst(6).prefix(1) == ".")
        #expect(shown([5: [1]]).dropFirst(6).prefix(1) == ".")
        #expect(shown([5: [1, 0]]).dropFirst(6).prefix(1) == "+")
        #expect(BranchingFixture.visible(#"{"equipment":[]}"#) == "goal effort equipment extra why_not | ")
    }

    @Test("a range is read by anchor: numbers at the anchor boundaries and anchor ids")
    func rangeAnchors() {
        let base = "goal effort equipment extra why_not"
        #expect(BranchingFixture.visible(#"{"effort":2.4}"#) == base + " | ")
        #expect(BranchingFixture.visible(#"{"effort":2.5}"#) == "goal effort pace equipment extra why_not | ")
        #expect(BranchingFixture.visible(#"{"effort":0}"#) == base + " | ")
        #expect(BranchingFixture.visible(#"{"effort":10}"#) == "goal effort pace equipment extra why_not | ")
        #expect(BranchingFixture.visible(#"{"effort":"low"}"#) == base + " | ")
        #expect(BranchingFixture.visible(#"{"effort":"mid"}"#) == "goal effort pace equipment extra why_not | ")
        #expect(BranchingFixture.visible(#"{"goal":"race"}"#) == "goal effort pace equipment extra why_not | ")
    }

    @Test("the visibility API lists answered hidden questions to discard and runs the per-answer checks only")
    func visibilityAPI() {
        #expect(BranchingFixture.visible("{}") == "goal effort equipment extra why_not | ")
        #expect(
            BranchingFixture.visible(#"{"goal":"lose","target":"big"}"#)
                == "goal target detail effort equipment extra why_not | ")
        #expect(
            BranchingFixture.visible(#"{"goal":"gain","target":"big","detail":2,"extra":"x","why_not":"busy"}"#)
                == "goal effort equipment extra | target detail why_not")
        #expect(BranchingFixture.visible(#"{"goal":"lose","target":"huge"}"#) == "unknown-option target")
        #expect(BranchingFixture.visible(#"{"goal":"lose","zzz":1,"target":"huge"}"#) == "unknown-key zzz")
        #expect(BranchingFixture.visible("[1]") == "wrong-type -")
        #expect(BranchingFixture.visible("{") == "invalid-json -")
        let line = BranchingFixture.scorer.visibility(answers: ["goal": .option("gain"), "target": .option("big")])
        #expect(
            (try? line.get().jsonLine)
                == #"{"quiz":"test","version":"1.2.3","visible":["goal","effort","equipment","extra","why_not"],"discard":["target"]}"#
        )
    }

    @Test("scoring: an answer to a hidden question is the hidden-answer error, with the exact message")
    func hiddenAnswer() throws {
        #expect(BranchingFixture.score(#"{"goal":"gain","target":"big"}"#) == "hidden-answer target")
        let error = try #require(
            BranchingFixture.scorer.score(text: #"{"goal":"gain","target":"big"}"#).error)
        #expect(
            error.message
                == "question \"target\" is not shown for these answers (its condition does not hold); leave its answer out"
        )
        // The hidden parent's answer is not read by its follow-up: `detail` is hidden too.
        #expect(BranchingFixture.score(#"{"goal":"gain","detail":1}"#) == "hidden-answer detail")
        #expect(
            BranchingFixture.score(#"{"goal":"lose","target":"small","detail":1,"extra":"x","why_not":"busy"}"#)
                == "hidden-answer why_not")
        #expect(
            BranchingFixture.score(#"{"goal":"lose","target":"small","detail":1,"gym_days":2}"#)
                == "hidden-answer gym_days")
        #expect(
            BranchingFixture.score(#"{"goal":"lose","target":"small","detail":1,"equipment":[],"gym_days":2}"#)
                == "hidden-answer gym_days")
    }

    @Test("required when shown: a hidden required question may be left out; a shown one may not")
    func requiredWhenShown() {
        #expect(BranchingFixture.score(#"{"goal":"gain"}"#) == "b 0,1")
        #expect(BranchingFixture.score(#"{"goal":"lose"}"#) == "missing-answer target")
        #expect(BranchingFixture.score(#"{"goal":"lose","target":"small"}"#) == "missing-answer detail")
        #expect(BranchingFixture.score(#"{"goal":"lose","target":"small","detail":3}"#) == "a 6,0")
        #expect(BranchingFixture.score(#"{"goal":"race"}"#) == "missing-answer pace")
        #expect(BranchingFixture.score(#"{"goal":"gain","effort":"high","pace":"fast"}"#) == "a 5,4")
        #expect(BranchingFixture.score(#"{"goal":"gain","equipment":["home","gym"]}"#) == "missing-answer gym_days")
        #expect(BranchingFixture.score(#"{"goal":"gain","why_not":"busy"}"#) == "b 0,8")
    }

    @Test("error order: per-answer errors and hidden and missing answers by question, in source order")
    func errorOrder() {
        // A wrong answer to an earlier question comes before a later hidden answer …
        #expect(BranchingFixture.score(#"{"goal":"gain","target":"big","detail":"x"}"#) == "hidden-answer target")
        #expect(BranchingFixture.score(#"{"goal":"nope","target":"big"}"#) == "unknown-option goal")
        #expect(BranchingFixture.score(#"{"goal":"gain","target":"big","effort":11}"#) == "hidden-answer target")
        #expect(BranchingFixture.score(#"{"goal":"gain","pace":"slow","effort":11}"#) == "out-of-range effort")
        // … an unknown key before everything, a missing answer where its question comes.
        #expect(BranchingFixture.score(#"{"goal":"gain","target":"big","zz":1}"#) == "unknown-key zz")
        #expect(BranchingFixture.score(#"{"goal":"lose","pace":"slow"}"#) == "missing-answer target")
        #expect(BranchingFixture.score(#"{"target":"big"}"#) == "missing-answer goal")
    }

    @Test("a bundle with conditions bypasses the fast paths: a complete answer set in order still gets hidden-answer")
    func fastPaths() {
        let scorer = BranchingFixture.scorer
        let text = #"{"goal":"lose","target":"small","detail":3}"#
        #expect(scorer.fastScore(jsonText: Array(text.utf8)) == nil)
        let typed = scorer.score([
            (key: "goal", answer: .option("gain")), (key: "target", answer: .option("big")),
            (key: "detail", answer: .integer(1)), (key: "effort", answer: .integer(1)),
            (key: "pace", answer: .option("slow")), (key: "equipment", answer: .options([])),
            (key: "gym_days", answer: .integer(1)), (key: "extra", answer: .option("x")),
            (key: "why_not", answer: .option("busy")),
        ])
        #expect(typed.error?.code == .hiddenAnswer)
        #expect(typed.error?.key == "target")
    }
}
