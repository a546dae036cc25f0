import Foundation
import QuizCodegen
import QuizRuntime
import Testing

@_spi(Tools) @testable import QuizCompiler

/// What the model says about answers, read from the runtime's own rules.
@Suite("CodegenModel")
struct CodegenModelTests {
    /// A question in a draw pool answers to the pool's count, not to its own `required`
    /// (the runtime's `DrawRule`): typed answers must be able to leave it out.
    @Test func aDrawnQuestionIsOptionalWhateverItsRequired() throws {
        let url = packageRoot.appendingPathComponent("Tests/Conformance/bundles/draws.json")
        let bundle = try QuizBundle(jsonBytes: [UInt8](try Data(contentsOf: url)))
        let model = CodegenModel(bundle: bundle, sourcePath: "draws.quiz.yaml")
        let optional = model.questions.filter(\.answerIsOptional).map(\.id)
        #expect(optional == ["w1", "w2", "w3", "c1", "c2", "c3", "c4"])
        // The unpooled required questions stay required, and the runtime agrees on both.
        let scorer = Scorer(bundle: bundle)
        let onlyUnpooled: [(key: String, answer: QuizAnswer)] = bundle.questions.filter { $0.pool == nil }.map {
            ($0.key, .option($0.options[0].id ?? ""))
        }
        guard case .failure(let error) = scorer.score(onlyUnpooled) else {
            Issue.record("the pools' counts are unmet, yet the answers were taken")
            return
        }
        #expect(error.code == .missingAnswer)
    }

    /// The nearest profile's runner-up is every result's `secondary` (the runtime's
    /// `ProfileRules.twoNearest`), so each language's typed result carries it.
    @Test func aNearestProfileQuizReportsTheRunnerUp() throws {
        let model = try #require(GoldenQuizzes.models.first { $0.quiz == "team-role" })
        #expect(model.model == .profile(nearest: true))
        #expect(model.hasSecondary)
        let swift = SwiftGenerator.files(for: model)[0].contents
        #expect(swift.contains("public var secondary: Outcome?"))
        #expect(swift.contains("secondary: result.secondary.map { Self.known($0) }"))
        let bigFive = try #require(GoldenQuizzes.models.first { $0.quiz == "big-five" })
        #expect(!bigFive.hasSecondary, "a profile quiz without `nearest` names no runner-up")
    }

    @Test func conditionsAndNotRequiredMakeAnAnswerOptional() throws {
        let model = try #require(GoldenQuizzes.models.first { $0.quiz == "fitcircle-persona" })
        #expect(model.questions.filter(\.answerIsOptional).map(\.id) == ["targetLoss", "enduranceSport", "raceGoal"])
        #expect(model.isBranching)
        #expect(model.hasSecondary)
        #expect(model.alwaysHasOutcome)
        let bigFive = try #require(GoldenQuizzes.models.first { $0.quiz == "big-five" })
        #expect(!bigFive.alwaysHasOutcome)
        #expect(bigFive.results.count == 35)
        #expect(bigFive.bandIDs == ["low", "neutral", "high"])
        let mbti = try #require(GoldenQuizzes.models.first { $0.quiz == "mbti" })
        #expect(mbti.questions.allSatisfy { $0.keyIsText })
        #expect(mbti.questions[0].scaleValues == [1, 2, 3, 4, 5])
    }
}
