import Foundation
import QuizRuntime
import Testing

/// The generated Swift API on the seeds' own contracts: the fitness app's persona request and
/// the MBTI app's text keys; and the hash check at load.
@Suite("quizc generate swift: the typed API")
struct SwiftTypedAPITests {
    @Test func theFitnessAppsPersonaRequestFromTypedAnswers() throws {
        let quiz = try FitcirclePersona.Quiz(bundle: try GoldenQuizzes.bundle("fitcircle-persona"))
        let answers = FitcirclePersona.Answers(
            primaryGoal: .loseWeight, motivationStyle: .competition, fitnessLevel: .intermediate,
            timeCommitment: ._30To60)
        #expect(
            answers.runtimeAnswers.map(\.key) == ["primaryGoal", "motivationStyle", "fitnessLevel", "timeCommitment"])
        #expect(
            answers.runtimeAnswers.map(\.answer) == [
                .option("lose_weight"), .option("competition"), .option("intermediate"), .option("30-60"),
            ])
        let result = try quiz.score(answers).get()
        #expect(result.outcome == .casey)
        #expect(result.secondary == .sarah)
        #expect(result.scores == [.casey: 7, .sarah: 2, .mike: 1, .fiona: 0])
        #expect(result.visible == [.primaryGoal, .motivationStyle, .fitnessLevel, .timeCommitment, .targetLoss])
    }

    @Test func aNearestProfileResultNamesTheNextNearestProfile() throws {
        let bundle = try GoldenQuizzes.bundle("team-role")
        let answers = TeamRole.Answers(meet: 5, alone: 1, new: 5, proven: 2)
        let result = try TeamRole.Quiz(bundle: bundle).score(answers).get()
        #expect(result.outcome == .catalyst)
        #expect(result.secondary == .coordinator)
        #expect(result.runtimeResult.secondary == "coordinator")
    }

    @Test func aFollowUpTheAnswersHideIsTheRuntimesError() throws {
        let quiz = try FitcirclePersona.Quiz(bundle: try GoldenQuizzes.bundle("fitcircle-persona"))
        let answers = FitcirclePersona.Answers(
            primaryGoal: .loseWeight, motivationStyle: .competition, fitnessLevel: .intermediate,
            timeCommitment: ._30To60, enduranceSport: .running)
        let error = try #require(quiz.validate(answers))
        #expect(error.code == .hiddenAnswer)
        #expect(error.key == "enduranceSport")
    }

    @Test func theMBTIAppsTextKeysBehindTypedNames() throws {
        #expect(Mbti.Question.ei1.rawValue == "I feel recharged after an evening spent with a big group of people.")
        #expect(Mbti.Question.ei1.id == "ei-1")
        let answers = Mbti.Answers(
            ei1: 5, ei2: 1, ei3: 5, ei4: 1, ei5: 5, ei6: 1, sn1: 1, sn2: 5, sn3: 1, sn4: 5, sn5: 1, sn6: 5,
            tf1: 5, tf2: 1, tf3: 5, tf4: 1, tf5: 5, tf6: 1, jp1: 5, jp2: 1, jp3: 5, jp4: 1, jp5: 5, jp6: 1)
        #expect(
            answers.runtimeAnswers.first?.key == "I feel recharged after an evening spent with a big group of people.")
        let bundle = try GoldenQuizzes.bundle("mbti")
        let result = try Mbti.Quiz(bundle: bundle).score(answers).get()
        #expect(result.runtimeResult == (try Scorer(bundle: bundle).score(answers.runtimeAnswers).get()))
        #expect(result.outcome.rawValue == result.runtimeResult.outcome)
        #expect(Mbti.Scale1To5(rawValue: 6) == nil)
        #expect(Mbti.Outcome.allCases.count == 16)
    }

    @Test func aBundleWithAnotherHashFailsAtLoadNamingBothHashes() throws {
        var changed = try GoldenQuizzes.bundle("fitcircle-persona")
        changed.outcomes[0].title += " (edited)"
        do {
            _ = try FitcirclePersona.Quiz(bundle: changed)
            Issue.record("a bundle with another hash was loaded")
        } catch {
            #expect(
                error.description
                    == "FitcirclePersona was generated for bundle \(FitcirclePersona.bundleHash); the bundle loaded is \(changed.hash()); regenerate with `quizc generate swift`"
            )
            #expect(error.loadedHash == changed.hash())
        }
        // Another quiz's bundle too.
        #expect(throws: FitcirclePersona.LoadError.self) {
            try FitcirclePersona.Quiz(bundle: try GoldenQuizzes.bundle("animal"))
        }
        // The bundle file's bytes with a forged hash are refused before (the runtime's own check).
        var bytes = try GoldenQuizzes.bundle("fitcircle-persona").fileBytes()
        let text = String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "Casey, the", with: "Kasey, the")
        bytes = Array(text.utf8)
        #expect(throws: FitcirclePersona.LoadError.self) { try FitcirclePersona.Quiz(jsonBytes: bytes) }
    }

    @Test func theGeneratedHashesAreTheShippedBundlesHashes() throws {
        #expect(Animal.bundleHash == (try GoldenQuizzes.bundle("animal")).hash())
        #expect(BigFive.bundleHash == (try GoldenQuizzes.bundle("big-five")).hash())
        #expect(Color.bundleHash == (try GoldenQuizzes.bundle("color")).hash())
        #expect(FitcirclePersona.bundleHash == (try GoldenQuizzes.bundle("fitcircle-persona")).hash())
        #expect(Mbti.bundleHash == (try GoldenQuizzes.bundle("mbti")).hash())
    }

    @Test func profileResultsAndDerivedScoresAreTyped() throws {
        let quiz = try BigFive.Quiz(bundle: try GoldenQuizzes.bundle("big-five"))
        let bundle = try GoldenQuizzes.bundle("big-five")
        let answers = try quiz.answers(from: bundle.questions.map { ($0.key, QuizAnswer.integer(3)) }).get()
        let result = try quiz.score(answers).get()
        #expect(result.result(.neuroticism)?.band == .neutral)
        #expect(result.value(of: .neuroticismMean)?.text == "3.00")
        #expect(result.results.count == 35)
    }
}
