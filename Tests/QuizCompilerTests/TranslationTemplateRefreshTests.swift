import Foundation
import QuizTranslationTemplate
@_spi(Tools) import QuizYAML
import Testing

@_spi(Tools) @testable import QuizCompiler

/// `quizc translations` brings the `source:` of an entry that is still untranslated up to
/// the quiz's current text, and leaves a translated entry's source (a stale one is the
/// translator's `stale-translation`) and every other byte as they are.
@Suite("Translation template: refreshing the sources of untranslated entries")
struct TranslationTemplateRefreshTests {
    /// A complete file of the small quiz: every text present.
    static let complete = """
        translation: small
        locale: de
        title:
          text: ""
          source: Small quiz   # the old title
        description:
          text: Ein Quiz mit jeder Art von Text.
          source: A quiz with some kinds of text.
        scales:
          agree3: {1: {text: "", source: "Disagree!"}, 2: Unsicher, 3: Ja}
        questions:
          q1: {text: Morgens?, low: Nie, high: Immer}
          q2:
            text:
              text: ""
              source: |-   # written as a block
                Pick
                one
            options: {x: "#Hashtag", "10": 10 Äpfel}
          q3: {text: Wie viel?, options: {-1: Weniger, 1: Mehr}}
        outcomes:
          a:
            title: Team A
            description: Du bist in Team A.
            recommendations:
              - text: ""
                source: Sleep
              - {text: "", source: Read}
          b:
            title:
              text: ""
              source: "Team\\u0020B"
            description: Du bist in Team B.
        """

    @Test func anUntranslatedEntryGetsTheQuizsSourceAndATranslatedOneKeepsItsOwn() throws {
        let output = try TranslationTemplateUpdateTests.update(Self.complete)
        let text = TemplateTesting.text(output.bytes)
        #expect(
            text == """
                translation: small
                locale: de
                title:
                  text: ""
                  source: Small Quiz   # the old title
                description:
                  text: Ein Quiz mit jeder Art von Text.
                  source: A quiz with some kinds of text.
                scales:
                  agree3: {1: {text: "", source: Disagree}, 2: Unsicher, 3: Ja}
                questions:
                  q1: {text: Morgens?, low: Nie, high: Immer}
                  q2:
                    text:
                      text: ""
                      source: Pick one   # written as a block
                    options: {x: "#Hashtag", "10": 10 Äpfel}
                  q3: {text: Wie viel?, options: {-1: Weniger, 1: Mehr}}
                outcomes:
                  a:
                    title: Team A
                    description: Du bist in Team A.
                    recommendations:
                      - text: ""
                        source: Rest
                      - {text: "", source: "Read: a book"}
                  b:
                    title:
                      text: ""
                      source: "Team\\u0020B"
                    description: Du bist in Team B.
                """)
        #expect(
            output.notes == [
                "set `source:` of 5 untranslated entries to the quiz's current text: `title`, `scales.agree3.1`, `questions.q2.text`, `outcomes.a.recommendations[1]`, `outcomes.a.recommendations[2]`"
            ])
        #expect(output.untranslated == 6)
        // The refreshed file is stable.
        let again = try TranslationTemplateUpdateTests.update(text)
        #expect(again.bytes == output.bytes && again.notes.isEmpty)
    }

    @Test func aSourceThatNeedsQuotingInAFlowMappingIsQuoted() throws {
        let quiz = TemplateTesting.smallQuiz.replacingOccurrences(
            of: "title: Small Quiz", with: "title: \"Small, quick {quiz}\"")
        let template = TranslationTemplate(quiz: try #require(TemplateTesting.source(quiz)), locale: "de")
        let existing = Self.complete.replacingOccurrences(
            of: "title:\n  text: \"\"\n  source: Small quiz   # the old title\n",
            with: "title: {text: \"\", source: Small quiz}  # the old title\n")
        let text = TemplateTesting.text(try template.update(Array(existing.utf8)).get().bytes)
        #expect(text.contains("\ntitle: {text: \"\", source: \"Small, quick {quiz}\"}  # the old title\n"))
        #expect(
            TemplateTesting.value(TemplateTesting.value(TemplateTesting.load(text), "title"), "source")?.scalarText
                == "Small, quick {quiz}")
    }
}
