import Foundation
import QuizRuntime
@_spi(Tools) import QuizYAML
import Testing

@_spi(Tools) @testable import QuizCompiler

/// The checks of branching beyond their reference examples: `constant-condition` decided over
/// the read questions' real states (a `multiple`'s limits, no answer only when possible),
/// `condition-shuffled` once per question, `condition-draw` and `condition-score` on every
/// form that triggers them.
@Suite("Branching: language checks")
struct BranchingChecksTests {
    /// A quiz whose questions are `questions` (each a flow mapping on one line from line 7, or 8 after `presentation`),
    /// with `presentation` when given.
    static func quiz(_ questions: [String], presentation: String? = nil) -> String {
        var text = """
            quiz: demo
            version: 1.0.0
            title: Demo
            traits: [a, b]
            scoring: {model: highest, ties: [a, b]}

            """
        if let presentation { text += "presentation: \(presentation)\n" }
        text += "questions:\n" + questions.map { "  - \($0)\n" }.joined()
        text += "outcomes:\n  a: {title: A, description: Alpha}\n  b: {title: B, description: Beta}\n"
        return text
    }

    static let goal =
        "{id: goal, text: Goal, options: [{id: lose, label: Lose, weights: {a: 1}}, {id: gain, label: Gain, weights: {b: 1}}]}"
    static func kit(min: Int, max: Int) -> String {
        "{id: kit, text: Kit, type: multiple, min: \(min), max: \(max), options: [{id: gym, label: Gym, weights: {a: 1}}, {id: bike, label: Bike, weights: {b: 1}}, {id: mat, label: Mat, weights: {a: 1}}]}"
    }
    static func plan(_ condition: String, extra: String = "") -> String {
        "{id: plan, text: Plan, \(extra)when: \(condition), options: [{id: x, label: X, weights: {a: 1}}, {id: y, label: Y, weights: {b: 1}}]}"
    }

    /// `code/severity` of each diagnostic of a code in `codes`.
    func found(_ text: String, _ codes: [DiagnosticCode] = [.constantCondition]) -> [String] {
        compile(text).diagnostics.filter { codes.contains($0.code) }.map {
            "\($0.code.rawValue)/\($0.severity)@\($0.range.start.line)"
        }
    }

    @Test func aMultiplesLimitsDecideWhichChoicesArePossible() {
        // At most one choice: gym and bike together is impossible.
        let both = "{all: [{question: kit, includes: gym}, {question: kit, includes: bike}]}"
        #expect(found(Self.quiz([Self.kit(min: 0, max: 1), Self.plan(both)])) == ["constant-condition/error@8"])
        #expect(found(Self.quiz([Self.kit(min: 0, max: 2), Self.plan(both)])) == [])
        // At least one of three: not gym, not bike still leaves mat; all three must not be
        // required at once for `any` of two to always hold.
        let either = "{any: [{question: kit, includes: gym}, {question: kit, includes: bike}]}"
        #expect(found(Self.quiz([Self.kit(min: 1, max: 3), Self.plan(either)])) == [])
        // At least three of three: every answer includes gym.
        #expect(
            found(Self.quiz([Self.kit(min: 3, max: 3), Self.plan("{question: kit, includes: gym}")]))
                == ["constant-condition/warning@8"])
    }

    @Test func noAnswerIsAStateOnlyWhenTheReadQuestionCanHaveNone() {
        let unanswered = "{question: goal, answered: false}"
        #expect(found(Self.quiz([Self.goal, Self.plan(unanswered)])) == ["constant-condition/error@8"])
        let optional = Self.goal.replacingOccurrences(of: "text: Goal,", with: "text: Goal, required: false,")
        #expect(found(Self.quiz([optional, Self.plan(unanswered)])) == [])
        #expect(found(Self.quiz([Self.goal, Self.plan(unanswered)], presentation: "{time_limit: 30}")) == [])
        // A conditional question can be hidden, so it can have no answer.
        let middle = Self.plan("{question: goal, is: lose}")
        let last = Self.plan("{question: plan, answered: false}").replacingOccurrences(of: "id: plan", with: "id: next")
        #expect(found(Self.quiz([Self.goal, middle, last])) == [])
        // `answered: true` on a required, unconditional question always holds.
        #expect(
            found(Self.quiz([Self.goal, Self.plan("{question: goal, answered: true}")]))
                == ["constant-condition/warning@8"])
    }

    @Test func contradictionsAndTautologiesAcrossQuestions() {
        let contradiction = "{all: [{question: goal, is: lose}, {not: {question: goal, in: [lose]}}]}"
        #expect(found(Self.quiz([Self.goal, Self.plan(contradiction)])) == ["constant-condition/error@8"])
        let tautology =
            "{any: [{question: goal, is: lose}, {question: goal, is: gain}, {question: kit, includes: gym}]}"
        #expect(
            found(Self.quiz([Self.goal, Self.kit(min: 0, max: 3), Self.plan(tautology)]))
                == ["constant-condition/warning@9"])
        let mixed = "{any: [{question: goal, is: lose}, {question: kit, includes: gym}]}"
        #expect(found(Self.quiz([Self.goal, Self.kit(min: 0, max: 3), Self.plan(mixed)])) == [])
    }

    @Test func aConditionWithAnErrorIsNotAlsoConstant() {
        // The empty comparison is reported once (by the resolver), not again by the check.
        let scale =
            "{id: mood, text: Mood, type: scale, options: [{value: 1, label: '1', weights: {a: 1}}, {value: 2, label: '2', weights: {b: 1}}]}"
        #expect(
            found(Self.quiz([scale, Self.plan("{all: [{question: mood, at_least: 3}, {question: mood, is: 1}]}")]))
                == ["constant-condition/error@8"])
    }

    @Test func shuffledQuizzesNeedPinsOncePerQuestion() {
        let reader = Self.plan("{question: goal, is: lose}").replacingOccurrences(of: "id: plan", with: "id: also")
        let text = Self.quiz(
            [Self.goal, Self.plan("{question: goal, is: lose}"), reader], presentation: "{shuffle_questions: true}")
        #expect(
            found(text, [.conditionShuffled]).map { $0.components(separatedBy: "/").first ?? "" }
                == ["condition-shuffled", "condition-shuffled", "condition-shuffled"])
        let pinned = text.replacingOccurrences(of: "text: Goal,", with: "text: Goal, pin: true,")
            .replacingOccurrences(of: "text: Plan,", with: "text: Plan, pin: true,")
        #expect(found(pinned, [.conditionShuffled]) == [])
        #expect(
            found(text.replacingOccurrences(of: "shuffle_questions: true", with: "page_size: 1"), [.conditionShuffled])
                == [])
    }

    @Test func drawsAndBranchingDoNotMix() {
        let pools = Self.quiz(
            [
                Self.goal.replacingOccurrences(of: "text: Goal,", with: "text: Goal, pool: p,"),
                Self.plan("{question: goal, is: lose}"),
            ], presentation: "{draw: [{pool: p, count: 1}]}")
        #expect(found(pools, [.conditionDraw]) == ["condition-draw/error@9"])
        // Also when the condition itself has an error: the `when` is written.
        let broken = Self.quiz([Self.goal, Self.plan("{question: goal, is: nothing}")], presentation: "{draw: 1}")
        #expect(found(broken, [.conditionDraw]) == ["condition-draw/error@9"])
    }

    @Test func meanAndPercentOverAConditionallyWeighedTrait() {
        let profile = """
            quiz: demo
            version: 1.0.0
            title: Demo
            traits: [N, E]
            scoring:
              model: profile
              derived:
                - {id: n_mean, mean: N}
                - {id: n_pct, percent: N}
                - {id: n_ans, mean_answered: N}
                - {id: e_mean, mean: E}
              results:
                - {id: r, title: R, score: n_ans, bands: [{id: lo, below: 2, title: Low}, {id: hi, title: High}]}
            scales:
              agree: {keyed_scoring: values, options: [{value: 1, label: No}, {value: 2, label: Unsure}, {value: 3, label: Yes}]}
            questions:
              - {id: q1, text: I worry, scale: agree, keyed: N}
              - {id: q2, text: I like crowds, scale: agree, keyed: E}
              - {id: q3, text: I worry at night, scale: agree, keyed: N, when: {question: q1, at_least: 2}}

            """
        #expect(
            found(profile, [.conditionScore]) == ["condition-score/error@8", "condition-score/error@9"])
    }
}
