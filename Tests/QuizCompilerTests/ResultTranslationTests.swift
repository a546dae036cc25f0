import Foundation
import QuizRuntime
import QuizTranslationTemplate
@_spi(Tools) import QuizYAML
import Testing

@_spi(Tools) @testable import QuizCompiler

/// Translations of a profile quiz's results: same shape and same missing/stale handling as
/// outcomes; the template writes them.
@Suite("Translations of profile results")
struct ResultTranslationTests {
    static let quiz = """
        quiz: demo
        version: 1.0.0
        title: Worry
        traits: [N]
        scoring:
          model: profile
          results:
            - id: worry
              title: Worry
              description: How much you worry
              score: N
              bands:
                - {id: low, below: 3, title: Low, recommendations: [Keep it up]}
                - {id: high, title: High}
        scales:
          agree:
            keyed_scoring: values
            options: [{value: 1, label: No}, {value: 5, label: Yes}]
        questions:
          - {id: q1, text: I worry, scale: agree, keyed: N}
        """

    static let german = """
        translation: demo
        locale: de
        title: Sorgen
        scales:
          agree: {1: Nein, 5: Ja}
        questions:
          q1: {text: Ich sorge mich}
        results:
          worry:
            title: Sorgen
            description: Wie sehr Sie sich sorgen
            bands:
              low: {title: Wenig, recommendations: [Weiter so]}
              high: {title: Viel}

        """

    @Test func aCompleteTranslationOfResultsIsClean() throws {
        let session = compileWithTranslations(Self.quiz, [("demo.de.yaml", Self.german)])
        #expect(sessionCodes(session).filter { !$0.hasPrefix("demo.quiz.yaml:") } == [])
        let quiz = try #require(session.files.first?.resolved)
        let german = try #require(quiz.bundle.translations.first)
        #expect(german.results.map(\.title) == ["Sorgen"])
        #expect(german.results.first?.description == "Wie sehr Sie sich sorgen")
        #expect(german.results.first?.bands.map(\.title) == ["Wenig", "Viel"])
        #expect(german.results.first?.bands.first?.recommendations == ["Weiter so"])
    }

    @Test func missingResultTextsAreNotedLikeOutcomes() {
        let partial = Self.german.replacingOccurrences(of: "      high: {title: Viel}\n", with: "")
        let session = compileWithTranslations(Self.quiz, [("demo.de.yaml", partial)])
        #expect(
            sessionCodes(session).filter { !$0.hasPrefix("demo.quiz.yaml:") } == [
                "demo.de.yaml:missing-translation@2:1", "demo.de.yaml:missing-translation@12:5",
            ])
        #expect(session.files.last?.diagnostics.last?.message.contains("band `high` of result `worry`") == true)
    }

    @Test func unknownResultsAndBandsAreReported() {
        let wrong = Self.german.replacingOccurrences(of: "  worry:", with: "  worri:")
            .replacingOccurrences(of: "      low:", with: "      lo:")
        let session = compileWithTranslations(Self.quiz, [("demo.de.yaml", wrong)])
        #expect(sessionCodes(session).contains("demo.de.yaml:unknown-reference@9:3"))
    }

    @Test func theTemplateListsResultsAndBands() throws {
        let quiz = try #require(TemplateTesting.source(Self.quiz))
        let text = TemplateTesting.text(TranslationTemplate(quiz: quiz, locale: "de").newFile(modeline: nil).bytes)
        #expect(
            text.hasSuffix(
                """
                results:
                  worry:
                    title:
                      text: ""
                      source: Worry
                    description:
                      text: ""
                      source: How much you worry
                    bands:
                      low:
                        title:
                          text: ""
                          source: Low
                        recommendations:
                          - text: ""
                            source: Keep it up
                      high:
                        title:
                          text: ""
                          source: High

                """), "\(text)")
    }
}
