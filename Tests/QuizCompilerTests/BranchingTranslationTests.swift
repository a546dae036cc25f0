import Foundation
import QuizRuntime
import QuizTranslationTemplate
@_spi(Tools) import QuizYAML
import Testing

@_spi(Tools) @testable import QuizCompiler

/// Conditions name ids and values, never texts: a translated bundle of a branching quiz keeps
/// every `when` byte for byte, and translation files need nothing new for them.
@Suite("Branching: translations")
struct BranchingTranslationTests {
    static let quiz = """
        quiz: demo
        version: 1.0.0
        title: Training
        traits: [a, b]
        scoring: {model: highest, ties: [a, b]}
        questions:
          - id: goal
            text: What is your goal?
            options:
              - {id: lose, label: Lose weight, weights: {a: 1}}
              - {id: gain, label: Gain strength, weights: {b: 1}}
          - id: plan
            text: Which plan suits you?
            when: {question: goal, is: lose}
            options:
              - {id: light, label: A light plan, weights: {a: 1}}
              - {id: full, label: A full plan, weights: {b: 1}}
        outcomes:
          a: {title: A, description: Alpha}
          b: {title: B, description: Beta}
        """

    static let german = """
        translation: demo
        locale: de
        title: Training
        questions:
          goal:
            text: Was ist dein Ziel?
            options: {lose: Abnehmen, gain: Kraft aufbauen}
          plan:
            text: Welcher Plan passt zu dir?
            options: {light: Ein leichter Plan, full: Ein voller Plan}
        outcomes:
          a: {title: A, description: Alpha}
          b: {title: B, description: Beta}
        """

    /// The `"when":{…}` members of a bundle's JSON text, in order.
    static func whenMembers(_ bytes: [UInt8]) -> [String] {
        let text = String(decoding: bytes, as: UTF8.self)
        return text.components(separatedBy: "\"when\":").dropFirst().map { String($0.prefix(40)) }
    }

    @Test func aTranslatedBundleKeepsEveryWhen() throws {
        let alone = BuildSession(sources: [(path: "demo.quiz.yaml", bytes: Array(Self.quiz.utf8))])
        let translated = compileWithTranslations(Self.quiz, [("demo.de.yaml", Self.german)])
        #expect(sessionCodes(translated) == [])
        let plain = try #require(alone.files[0].resolved?.bundle)
        let bundle = try #require(translated.files[0].resolved?.bundle)
        #expect(bundle.locales.map(\.locale) == ["de", "en"])
        #expect(
            bundle.translations.first?.questions.map(\.text) == ["Was ist dein Ziel?", "Welcher Plan passt zu dir?"])
        #expect(bundle.questions.map(\.condition) == plain.questions.map(\.condition))
        #expect(bundle.questions[1].condition == .optionIn(question: "goal", ids: ["lose"]))
        let bytes = bundle.fileBytes()
        #expect(Self.whenMembers(bytes) == Self.whenMembers(plain.fileBytes()))
        #expect(Self.whenMembers(bytes).count == 1)
        // The runtime reads the translated bundle back with its condition.
        let read = try QuizBundle(jsonBytes: bytes, verifyHash: true)
        #expect(read == bundle)
    }

    @Test func theTranslationTemplateAsksForTextsOnly() throws {
        let source = try #require(TemplateTesting.source(Self.quiz))
        let text = TemplateTesting.text(TranslationTemplate(quiz: source, locale: "de").newFile(modeline: nil).bytes)
        #expect(!text.contains("when"))
        #expect(!text.contains("lose_weight") && !text.contains("question:"))
        #expect(text.contains("plan:"))
    }
}
