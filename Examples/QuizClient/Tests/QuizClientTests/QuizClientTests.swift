import Foundation
import QuizRuntime
import Testing

@testable import QuizClient

@Suite("QuizBundlePlugin output, loaded with Bundle.module and scored with QuizRuntime")
struct QuizClientTests {
    /// The generated bundle is a resource of the QuizClient module.
    func fitCircleBundle() throws -> QuizBundle {
        let url = try #require(Bundle.module.url(forResource: "fitcircle-persona", withExtension: "json"))
        return try QuizBundle(jsonBytes: [UInt8](try Data(contentsOf: url)))
    }

    @Test func theAPIGuideExampleScoresCasey() throws {
        let scorer = Scorer(bundle: try fitCircleBundle())
        let answers: [(key: String, answer: QuizAnswer)] = [
            ("primaryGoal", .option("lose_weight")),
            ("motivationStyle", .option("competition")),
            ("fitnessLevel", .option("intermediate")),
            ("timeCommitment", .option("30-60")),
        ]
        let result = try scorer.score(answers).get()
        #expect(result.quiz == "fitcircle-persona")
        #expect(result.outcome == "casey")
    }

    @Test func jsonAnswersScoreTheSame() throws {
        let scorer = Scorer(bundle: try fitCircleBundle())
        let body =
            #"{"primaryGoal": "lose_weight", "motivationStyle": "competition", "fitnessLevel": "intermediate", "timeCommitment": "30-60"}"#
        let result = try scorer.score(jsonText: Array(body.utf8)).get()
        #expect(result.outcome == "casey")
        #expect(try QuizLibrary.persona(.competitiveWeightLoss).runtimeResult == result)
    }

    @Test func theBundlesOwnExamplesHold() throws {
        let bundle = try fitCircleBundle()
        let scorer = Scorer(bundle: bundle)
        #expect(!bundle.examples.isEmpty)
        for example in bundle.examples {
            let result = try scorer.score(example.answers).get()
            #expect(result.outcome == example.expect, "\(example.name ?? "example")")
        }
    }

    @Test func theTranslationBesideTheQuizIsALocaleOfItsBundle() throws {
        let bundle = try fitCircleBundle()
        #expect(bundle.locales.map(\.locale) == ["de", "en"])
        let german = bundle.locale(matching: ["de-AT", "en"])
        #expect(german.locale == "de")
        #expect(german.title == "FitCircle-Persona")
        let casey = try #require(bundle.outcomes.firstIndex { $0.code == "casey" })
        #expect(german.outcomes[casey].title == "Casey, der ehrgeizige Wettkampftyp")
        #expect(bundle.locale(matching: ["fr"]).locale == "en")
        // Scoring does not look at locales.
        #expect(try QuizLibrary.persona(.competitiveWeightLoss).outcome == .casey)
    }

    @Test func theIndexListsTheBundleUnderItsFileName() throws {
        let url = try #require(Bundle.module.url(forResource: "index", withExtension: "json"))
        let index = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let quizzes = try #require(index["quizzes"] as? [[String: Any]])
        #expect(quizzes.count == 1)
        #expect(quizzes.first?["quiz"] as? String == "fitcircle-persona")
        #expect(quizzes.first?["file"] as? String == "fitcircle-persona.json")
    }

    @Test func anUnknownOptionIsAnErrorNotATrap() throws {
        let scorer = Scorer(bundle: try fitCircleBundle())
        let answers: [(key: String, answer: QuizAnswer)] = [
            ("primaryGoal", .option("lose-weight")),
            ("motivationStyle", .option("competition")),
            ("fitnessLevel", .option("intermediate")),
            ("timeCommitment", .option("30-60")),
        ]
        guard case .failure(let error) = scorer.score(answers) else {
            Issue.record("expected an error")
            return
        }
        #expect(error.code == .unknownOption)
    }

    @Test func typedAnswersGiveATypedPersona() throws {
        let request = PersonaRequest.competitiveWeightLoss
        #expect(
            request.answers.runtimeAnswers.map(\.key) == [
                "primaryGoal", "motivationStyle", "fitnessLevel", "timeCommitment",
            ])
        #expect(request.answers.runtimeAnswers.first?.answer == .option("lose_weight"))
        let persona = try QuizLibrary.persona(request)
        #expect(persona.outcome == .casey)
        #expect(persona.score(of: .casey) == 7)
        #expect(PersonaHome.firstChallenge(for: persona.outcome) == "Climb the weekly step leaderboard")
        #expect(persona.secondary == .sarah)
    }

    @Test func theGeneratedCodeIsForTheShippedBundle() throws {
        #expect(FitcirclePersona.bundleHash == (try fitCircleBundle()).hash())
        #expect(throws: Never.self) { try QuizLibrary.fitCirclePersona() }
    }

    @Test func aBundleWithAnotherHashIsRefusedNamingBothHashes() throws {
        var changed = try fitCircleBundle()
        changed.outcomes[0].title += "!"
        do {
            _ = try FitcirclePersona.Quiz(bundle: changed)
            Issue.record("expected a LoadError")
        } catch {
            #expect(error.loadedHash == changed.hash())
            #expect(error.description.contains(FitcirclePersona.bundleHash))
            #expect(error.description.contains(changed.hash()))
        }
    }
}
