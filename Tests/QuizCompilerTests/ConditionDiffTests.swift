import QuizRuntime
import Testing

@testable import QuizBundleDiff
@_spi(Tools) @testable import QuizCompiler

/// fitcircle-persona (which has its own follow-ups at the end) with two more: `target` (optional, shown for `lose_weight` and
/// `build_muscle`) and `sport` (optional, shown when `target` is answered `race`).
private func branching(
    target: QuizBundle.Condition? = .optionIn(question: "primaryGoal", ids: ["lose_weight", "build_muscle"]),
    sport: QuizBundle.Condition? = .optionIn(question: "target", ids: ["race"])
) throws -> QuizBundle {
    var bundle = try goldenBundle("fitcircle-persona")
    func option(_ id: String) -> QuizBundle.Option {
        QuizBundle.Option(id: id, value: nil, label: id, weights: [TraitAmount(trait: "casey", amount: 1)], pin: false)
    }
    bundle.questions.insert(
        QuizBundle.Question(
            id: "target", key: "target", text: "Your target?", type: .single, required: false, shuffle: false,
            pin: false,
            pool: nil, min: nil, max: nil, options: [option("kilos"), option("race")], condition: target),
        at: 1)
    bundle.questions.append(
        QuizBundle.Question(
            id: "sport", key: "sport", text: "Your sport?", type: .multiple, required: false, shuffle: false,
            pin: false,
            pool: nil, min: 0, max: 2, options: [option("run"), option("swim"), option("ride")], condition: sport))
    return bundle
}

/// `condition` with every read of question `from` reading `to`.
private func renamed(_ condition: QuizBundle.Condition, _ from: String, _ to: String) -> QuizBundle.Condition {
    func id(_ question: String) -> String { question.isExactly(from) ? to : question }
    switch condition {
    case .all(let parts): return .all(parts.map { renamed($0, from, to) })
    case .any(let parts): return .any(parts.map { renamed($0, from, to) })
    case .not(let inner): return .not(renamed(inner, from, to))
    case .answered(let question, let value): return .answered(question: id(question), value)
    case .optionIn(let question, let ids): return .optionIn(question: id(question), ids: ids)
    case .valueIn(let question, let values): return .valueIn(question: id(question), values: values)
    case .includes(let question, let option): return .includes(question: id(question), id: option)
    }
}

@Suite("quizc diff: `when` conditions")
struct ConditionDiffTests {
    @Test func equivalentRewriteIsCompatible() throws {
        // `primaryGoal` is required, so "not one of the other three" shows `target` for the same answers.
        let old = try branching()
        let new = try branching(
            target: .not(.optionIn(question: "primaryGoal", ids: ["improve_endurance", "stay_healthy", "have_fun"])))
        let diff = BundleDiff.compare(old: old, new: new)
        expectChange(
            diff, .compatible,
            #"question "target": `when` changed; it is shown for the same answers as before (all "#,
            path: "/questions/target/when")
        expectOnlyCompatible(diff)
    }

    @Test func narrowingIsBreaking() throws {
        let old = try branching()
        let new = try branching(target: .optionIn(question: "primaryGoal", ids: ["lose_weight"]))
        let diff = BundleDiff.compare(old: old, new: new)
        expectChange(
            diff, .breaking,
            #"question "target": `when` changed: for the answers {"primaryGoal":"build_muscle"} it was shown and is now hidden (an answer to it is now rejected)"#,
            path: "/questions/target/when")
        expectBreaking(diff)
    }

    @Test func wideningIsBreaking() throws {
        let old = try branching()
        let new = try branching(
            target: .optionIn(question: "primaryGoal", ids: ["lose_weight", "build_muscle", "have_fun"]))
        let diff = BundleDiff.compare(old: old, new: new)
        expectChange(
            diff, .breaking,
            #"question "target": `when` changed: for the answers {"primaryGoal":"have_fun"} it was hidden and is now shown (an answer to it is now accepted)"#
        )
        expectBreaking(diff)
    }

    @Test func conditionAddedToARequiredQuestionIsBreaking() throws {
        let old = try branching()
        var new = old
        new.questions[4].condition = .answered(question: "target", true)
        let diff = BundleDiff.compare(old: old, new: new)
        expectChange(
            diff, .breaking,
            #"question "timeCommitment": `when` added: for the answers {"primaryGoal":"lose_weight"} it was shown and is now hidden"#,
            path: "/questions/timeCommitment/when")
    }

    @Test func conditionRemovedIsBreaking() throws {
        let diff = BundleDiff.compare(old: try branching(), new: try branching(target: nil))
        expectChange(
            diff, .breaking,
            #"question "target": `when` removed: for the answers {"primaryGoal":"improve_endurance"} it was hidden and is now shown"#
        )
    }

    @Test func hiddenQuestionMadeRequiredWhereShownIsReportedAsRequired() throws {
        let old = try branching()
        var new = try branching(
            target: .optionIn(question: "primaryGoal", ids: ["lose_weight", "build_muscle", "have_fun"]))
        new.questions[1].required = true
        let diff = BundleDiff.compare(old: old, new: new)
        expectChange(
            diff, .breaking,
            #"for the answers {"primaryGoal":"have_fun"} it was hidden and is now shown (it is now required there: answers without it are rejected)"#
        )
    }

    @Test func aFollowUpOfAChangedQuestionIsNotReportedTwice() throws {
        // `sport` reads `target`, whose condition narrowed: the answers that showed `sport` on
        // that path answer `target`, which the change itself rejects; `sport` adds nothing.
        let old = try branching()
        let new = try branching(target: .optionIn(question: "primaryGoal", ids: ["lose_weight"]))
        let diff = BundleDiff.compare(old: old, new: new)
        #expect(diff.changes.map(\.path) == ["/questions/target/when"], "\(diff.changes)")
    }

    @Test func includesOnAMultipleIsCompared() throws {
        let old = try branching()
        var new = old
        new.questions.append(old.questions[1])
        new.questions[new.questions.count - 1].id = "after"
        new.questions[new.questions.count - 1].key = "after"
        new.questions[new.questions.count - 1].condition = .includes(question: "sport", id: "swim")
        var changed = new
        changed.questions[changed.questions.count - 1].condition = .includes(question: "sport", id: "ride")
        let diff = BundleDiff.compare(old: new, new: changed)
        expectChange(
            diff, .breaking,
            #"question "after": `when` changed: for the answers {"primaryGoal":"lose_weight","target":"race","sport":["swim"]} it was shown and is now hidden"#
        )
    }

    @Test func renamedReadQuestionIdKeepsTheCondition() throws {
        let old = try branching()
        var new = old
        new.questions[0].id = "goal"
        for index in new.questions.indices {
            new.questions[index].condition = new.questions[index].condition.map { renamed($0, "primaryGoal", "goal") }
        }
        new.questions[1].condition = .optionIn(question: "goal", ids: ["build_muscle", "lose_weight"])
        let diff = BundleDiff.compare(old: old, new: new)
        #expect(!diff.changes.contains { $0.path.hasSuffix("/when") }, "\(diff.changes)")
        expectOnlyCompatible(diff)
    }

    @Test func addedConditionalQuestionFollowsTheRuleForNewQuestions() throws {
        let old = try goldenBundle("fitcircle-persona")
        let optional = try branching(sport: nil)
        expectChange(
            BundleDiff.compare(old: old, new: optional), .compatible, #"question "target": optional question added"#)
        #expect(!BundleDiff.compare(old: old, new: optional).changes.contains { $0.path.hasSuffix("/when") })
        var required = optional
        required.questions[1].required = true
        expectChange(
            BundleDiff.compare(old: old, new: required), .breaking, #"question "target": required question added"#)
    }

    @Test func tooManyCombinationsIsBreakingUnchecked() throws {
        let old = try branching()
        let new = try branching(
            target: .not(.optionIn(question: "primaryGoal", ids: ["improve_endurance", "stay_healthy", "have_fun"])))
        var log = ChangeLog()
        ConditionDiff.compare(
            old: old, new: new, pairing: QuestionPairing(old: old.questions, new: new.questions), limit: 10, into: &log)
        #expect(
            log.changes.map(\.description) == [
                #"breaking: question "target": `when` changed; could not be checked exhaustively (more than 10 combinations of answers to the questions conditions read); treated as breaking"#
            ])
    }

    @Test func quizzesWithoutConditionsGetNoConditionChanges() throws {
        let diff = try diffOfGolden("animal") { $0.questions[0].text = "Which?" }
        #expect(diff.changes.count == 1 && diff.changes[0].path.hasSuffix("/text"), "\(diff.changes)")
    }

    @Test func weightCheckLeavesOutHiddenRequiredQuestions() throws {
        var bundle = try branching()
        bundle.questions[1].required = true
        let space = try #require(
            AnswerSpace.make(
                old: bundle, pairing: QuestionPairing(old: bundle.questions, new: bundle.questions), limit: 1_000_000))
        #expect(space.slots[1].choices.contains { $0.old == nil })
    }
}
