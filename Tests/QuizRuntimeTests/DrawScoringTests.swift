import Foundation
import Testing

@testable import QuizRuntime

/// Scoring a drawn quiz: a pool's questions are answered only where presented, at most
/// `count` of them, "required" meaning required when presented (docs/randomization.md).
@Suite("Scoring drawn quizzes")
struct DrawScoringTests {
    /// Six single-choice questions: q1…q4 in pool "p" (q4 optional when `mixed`), q5 in
    /// pool "r" (optional), q6 in no pool. Each answer "y" adds 1 to `t`.
    static func quiz(draw: [QuizBundle.Presentation.Draw], mixed: Bool = false, pools: Bool = true) -> QuizBundle {
        var questions = (1...6).map { number in
            Build.question(
                "q\(number)", .single, required: !(mixed && number == 4) && number != 5,
                [Build.option("y", [("t", 1)]), Build.option("n")])
        }
        if pools {
            for index in 0..<4 { questions[index].pool = "p" }
            questions[4].pool = "r"
        }
        var bundle = Build.bundle(
            traits: ["t"], rule: .bands(trait: "t", bands: [QuizBundle.Scoring.Band(outcome: "all", max: nil)]),
            questions: questions)
        bundle.presentation.draw = draw
        return bundle
    }

    static func answers(_ keys: [String]) -> String {
        "{" + keys.map { "\"\($0)\": \"y\"" }.joined(separator: ", ") + "}"
    }

    let pooled = quiz(draw: [
        QuizBundle.Presentation.Draw(pool: "p", count: 2), QuizBundle.Presentation.Draw(pool: "r", count: 1),
    ])

    @Test func answeringThePresentedQuestionsIsAccepted() {
        let scorer = Scorer(bundle: pooled)
        #expect(scorer.score(text: Self.answers(["q1", "q3", "q6"])).totals == ["t": 3])
        #expect(scorer.score(text: Self.answers(["q2", "q4", "q5", "q6"])).totals == ["t": 4])
        // The typed API and a parsed value agree.
        #expect(scorer.score([("q4", .option("y")), ("q2", .option("n")), ("q6", .option("y"))]).totals == ["t": 2])
    }

    @Test func morePoolAnswersThanTheCountIsChoiceCount() throws {
        let error = try #require(Scorer(bundle: pooled).score(text: Self.answers(["q1", "q2", "q3", "q6"])).error)
        #expect(error.code == .choiceCount)
        #expect(error.key == nil)
        #expect(error.message.contains("the pool \"p\" presents 2 questions, but 3 of its questions are answered"))
        #expect(error.message.contains("answer only the questions that were presented"))
        // Every question answered: too many for both the scanner and the typed fast path.
        let every = pooled.questions.map { (key: $0.key, answer: QuizAnswer.option("y")) }
        #expect(Scorer(bundle: pooled).score(every).error?.code == .choiceCount)
        #expect(
            Scorer(bundle: pooled).score(text: Self.answers(pooled.questions.map(\.key))).error?.code == .choiceCount)
    }

    @Test func fewerAnswersInAnAllRequiredPoolIsMissingAnswer() throws {
        let error = try #require(Scorer(bundle: pooled).score(text: Self.answers(["q1", "q6"])).error)
        #expect(error.code == .missingAnswer)
        #expect(error.key == nil)
        #expect(
            error.message
                == "the pool \"p\" presents 2 questions, all required, but 1 is answered; answer all 2 presented questions"
        )
        // null is no answer.
        #expect(
            Scorer(bundle: pooled).score(text: #"{"q1": "y", "q2": null, "q6": "y"}"#).error?.code == .missingAnswer)
    }

    @Test func anOptionalPoolMayBeLeftUnanswered() {
        // Pool "r" holds only the optional q5: nothing or one answer.
        let scorer = Scorer(bundle: pooled)
        #expect(scorer.score(text: Self.answers(["q1", "q2", "q6"])).totals == ["t": 3])
        #expect(scorer.score(text: Self.answers(["q1", "q2", "q5", "q6"])).totals == ["t": 4])
    }

    @Test func aMixedPoolNeedsSomeDrawThatExplainsTheAnswers() throws {
        // Pool "p" draws 2 of q1…q4, q4 optional: one answer is enough only when q4 can be
        // the other presented question, i.e. when q4 is not the one answered.
        let quiz = Self.quiz(draw: [QuizBundle.Presentation.Draw(pool: "p", count: 2)], mixed: true)
        let scorer = Scorer(bundle: quiz)
        #expect(scorer.score(text: Self.answers(["q1", "q6"])).totals == ["t": 2])
        #expect(scorer.score(text: Self.answers(["q1", "q4", "q6"])).totals == ["t": 3])
        let error = try #require(scorer.score(text: Self.answers(["q4", "q6"])).error)
        #expect(error.code == .missingAnswer)
        #expect(
            error.message.contains("its required questions must be answered when presented, but only 1 is answered"))
        #expect(error.message.contains("at least 1 more of the pool's questions, such as \"q1\""))
        #expect(scorer.score(text: Self.answers(["q6"])).error?.code == .missingAnswer)
    }

    @Test func questionsOutsideEveryPoolKeepTheirOwnRequired() throws {
        let error = try #require(Scorer(bundle: pooled).score(text: Self.answers(["q1", "q2"])).error)
        #expect(error.code == .missingAnswer)
        #expect(error.key == "q6")
    }

    @Test func anIntegerDrawIsOnePoolOfEveryQuestion() throws {
        let quiz = Self.quiz(draw: [QuizBundle.Presentation.Draw(pool: nil, count: 3)], pools: false)
        let scorer = Scorer(bundle: quiz)
        // q5 is optional: two required answers plus room for q5.
        #expect(scorer.score(text: Self.answers(["q2", "q6"])).totals == ["t": 2])
        #expect(scorer.score(text: Self.answers(["q2", "q5", "q6"])).totals == ["t": 3])
        let fewer = try #require(scorer.score(text: Self.answers(["q2"])).error)
        #expect(fewer.code == .missingAnswer)
        #expect(fewer.message.hasPrefix("this quiz presents 3 questions"))
        let more = try #require(scorer.score(text: Self.answers(["q1", "q2", "q3", "q6"])).error)
        #expect(more.code == .choiceCount)
        #expect(more.message.hasPrefix("this quiz presents 3 questions, but 4 of its questions are answered"))
    }

    @Test func aDrawOfTheWholePoolIsTheUsualRule() {
        let quiz = Self.quiz(draw: [QuizBundle.Presentation.Draw(pool: "p", count: 4)])
        let every = quiz.questions.map { (key: $0.key, answer: QuizAnswer.option("y")) }
        #expect(Scorer(bundle: quiz).score(every).totals == ["t": 6])
        #expect(Scorer(bundle: quiz).score(text: Self.answers(["q1", "q2", "q3", "q6"])).error?.key == nil)
    }

    /// Whatever a seed presents, answering exactly those questions is accepted.
    @Test(arguments: [false, true])
    func everyPresentationIsScorable(mixed: Bool) {
        for draw in [
            [QuizBundle.Presentation.Draw(pool: "p", count: 2), QuizBundle.Presentation.Draw(pool: "r", count: 1)],
            [QuizBundle.Presentation.Draw(pool: "p", count: 3)],
        ] {
            let quiz = Self.quiz(draw: draw, mixed: mixed)
            let scorer = Scorer(bundle: quiz)
            for seed in UInt64(0)..<200 {
                let keys = quiz.presentationOrder(seed: seed).map { quiz.questions[$0.question].key }
                #expect(scorer.score(text: Self.answers(keys)).value != nil, "seed \(seed): \(keys)")
            }
        }
    }

    @Test func aBundleWithOverlappingDrawsIsRejected() throws {
        let original = String(decoding: try goldenBundleBytes("color.json"), as: UTF8.self)
        for draws in [
            #"[{"count": 1}, {"count": 2, "pool": "x"}]"#, #"[{"count": 1, "pool": "x"}, {"count": 2, "pool": "x"}]"#,
        ] {
            let text = original.replacingOccurrences(of: #""draw": []"#, with: #""draw": "# + draws)
            do {
                _ = try QuizBundle(jsonBytes: Array(text.utf8))
                Issue.record("accepted \(draws)")
            } catch {
                #expect(
                    "\(error)".contains("a draw without a pool must be the only draw, and pools must be distinct"),
                    "\(error)")
            }
        }
    }
}
