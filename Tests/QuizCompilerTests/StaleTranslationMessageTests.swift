import Foundation
import Testing

@_spi(Tools) @testable import QuizCompiler

/// `stale-translation` shows where the recorded source text and the quiz's text differ,
/// so a change near the end of a long text is visible in the message.
@Suite("Stale translations: where the source changed")
struct StaleTranslationMessageTests {
    static let longText =
        "After a long week at work, I would rather spend Saturday evening at home with a good book than at a party."

    static func staleMessage(quizText: String, recordedSource: String) -> String? {
        let quiz = TranslationTests.scaleQuiz.replacingOccurrences(of: "text: Pick one", with: "text: \"\(quizText)\"")
        let german = TranslationTests.german.replacingOccurrences(
            of: "text: Wähle eins", with: "text: {text: Wähle eins, source: \"\(recordedSource)\"}")
        let session = compileWithTranslations(quiz, [("demo.de.yaml", german)])
        let stale = session.files[1].diagnostics.filter { $0.code == .staleTranslation }
        #expect(stale.count == 1, "\(sessionCodes(session))")
        return stale.first?.message
    }

    @Test func aChangeNearTheEndOfALongTextIsShownWithItsPosition() throws {
        let old = Self.longText.replacingOccurrences(of: "a party.", with: "a club.")
        let message = try #require(Self.staleMessage(quizText: Self.longText, recordedSource: old))
        #expect(
            message
                == "the text of question `q3` was translated from “…good book than at a club.”, but the quiz now says “…good book than at a party.” (first difference at character 101); update the translation, then set `source:` to the new text"
        )
    }

    @Test func aChangeInTheMiddleIsAWindowCutOnBothSides() throws {
        let old = Self.longText.replacingOccurrences(of: "Saturday", with: "Sunday")
        let message = try #require(Self.staleMessage(quizText: Self.longText, recordedSource: old))
        #expect(
            message.contains(
                "from “…would rather spend Sunday evening at home with a good book t…”, but the quiz now says “…would rather spend Saturday evening at home with a good book…” (first difference at character 50)"
            ))
    }

    @Test func shortTextsAreShownWholeAndAnAddedEndIsFound() throws {
        let message = try #require(Self.staleMessage(quizText: "Pick one", recordedSource: "Pick one!"))
        #expect(
            message.contains(
                "was translated from “Pick one!”, but the quiz now says “Pick one” (first difference at character 9)"))
    }

    @Test func lineBreaksShowAndCharactersAreNotSplit() {
        let difference = SourceTextDifference(old: "One line\nand another", new: "One line and another")
        #expect(
            difference.old == "One line↵and another" && difference.new == "One line and another"
                && difference.position == 9)
        // A flag (two scalars, one character) counts as one character and is never cut.
        let flags = SourceTextDifference(old: "🇩🇪 yes", new: "🇩🇪 no")
        #expect(flags.position == 3 && flags.old == "🇩🇪 yes")
        #expect(SourceTextDifference(old: "same", new: "same").position == 5)
    }
}
