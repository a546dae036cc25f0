import Foundation
import QuizRuntime
@_spi(Tools) import QuizYAML
import Testing

@_spi(Tools) @testable import QuizCompiler

/// Compiles a quiz and its translation files together, as a build of one folder would.
func compileWithTranslations(_ quiz: String, _ translations: [(name: String, text: String)]) -> BuildSession {
    BuildSession(
        sources: [(path: "demo.quiz.yaml", bytes: Array(quiz.utf8))]
            + translations.map { (path: $0.name, bytes: Array($0.text.utf8)) })
}

/// `file:code@line:column` for every diagnostic of a session.
func sessionCodes(_ session: BuildSession) -> [String] {
    session.files.flatMap { file in file.diagnostics.map { "\(file.path):\($0.code.rawValue)@\($0.range.start)" } }
}

@Suite("Translations")
struct TranslationTests {
    static let scaleQuiz = """
        quiz: demo
        version: 1.0.0
        title: Mornings
        description: How you start the day
        answer_key: text
        traits: [E, I]
        scoring:
          model: axes
          axes: [{poles: [E, I], tie: E}]
        scales:
          agree:
            options:
              - {value: 1, label: Disagree}
              - {value: 2, label: Neutral}
              - {value: 3, label: Agree}
        questions:
          - id: q1
            text: I like mornings
            scale: agree
            keyed: E
          - id: q2
            text: Quiet or loud?
            scale: agree
            keyed: I
            low: Quiet
            high: Loud
          - id: q3
            text: Pick one
            options:
              - {id: a, label: Coffee, weights: {E: 1}}
              - {id: b, label: Tea, weights: {I: 1}}
        outcomes:
          E: {title: Early bird, description: Up with the sun, recommendations: [Run at dawn, Plan the day]}
          I: {title: Night owl, description: Up with the moon}
        """

    static let german = """
        translation: demo
        locale: de
        title: Morgens
        description: Wie du in den Tag startest
        scales:
          agree:
            1: Stimme nicht zu
            2: Neutral
            3: Stimme zu
        questions:
          q1:
            text: Ich mag Morgen
          q2:
            text: Leise oder laut?
            low: Leise
            high: Laut
          q3:
            text: Wähle eins
            options: {a: Kaffee, b: Tee}
        outcomes:
          E: {title: Frühaufsteher, description: Mit der Sonne wach, recommendations: [Lauf im Morgengrauen, Plane den Tag]}
          I: {title: Nachteule, description: Mit dem Mond wach}
        """

    @Test func aCompleteTranslationBecomesALocaleOfTheBundle() throws {
        let session = compileWithTranslations(Self.scaleQuiz, [("demo.de.yaml", Self.german)])
        #expect(sessionCodes(session) == [])
        let bundle = try #require(session.files[0].resolved?.bundle)
        #expect(bundle.locales.map(\.locale) == ["de", "en"])
        let de = try #require(bundle.translations.first)
        #expect(de.direction == .ltr)
        #expect(de.title == "Morgens")
        #expect(de.description == "Wie du in den Tag startest")
        #expect(de.questions.map(\.text) == ["Ich mag Morgen", "Leise oder laut?", "Wähle eins"])
        #expect(de.questions[0].labels == ["Stimme nicht zu", "Neutral", "Stimme zu"])
        // low/high replace the ends of the shared scale, as in the source.
        #expect(de.questions[1].labels == ["Leise", "Neutral", "Laut"])
        #expect(de.questions[2].labels == ["Kaffee", "Tee"])
        #expect(de.outcomes.map(\.title) == ["Frühaufsteher", "Nachteule"])
        #expect(de.outcomes[0].recommendations == ["Lauf im Morgengrauen", "Plane den Tag"])
        // With `answer_key: text` the wire key stays the source text.
        #expect(bundle.questions.map(\.key) == ["I like mornings", "Quiet or loud?", "Pick one"])
        // The bundle's JSON carries both locales and reads back equal.
        let read = try QuizBundle(jsonBytes: bundle.fileBytes(), verifyHash: true)
        #expect(read == bundle)
    }

    @Test func missingTextsAreFilledFromTheSourceAndReportedOneByOne() throws {
        let partial = """
            translation: demo
            locale: de
            title: Morgens
            questions:
              q3:
                text: ""
                options: {a: Kaffee}
            """
        let session = compileWithTranslations(Self.scaleQuiz, [("demo.de.yaml", partial)])
        let warnings = session.files[1].diagnostics
        // Notes: a partly translated locale is shown, never a failure (`--strict` included).
        #expect(warnings.allSatisfy { $0.code == .missingTranslation && $0.severity == .note })
        // 1 of 18 texts is translated (the title) and `a`'s label: 16 missing, plus the summary.
        #expect(warnings.count == 17)
        #expect(
            warnings.contains {
                $0.message.hasPrefix("de: 16 of 18 texts untranslated") && $0.range.start.line == 2
                    && $0.range.start.column == 1
            })
        // The empty text is reported where it is written.
        #expect(warnings.contains { $0.message.contains("the text of question `q3`") && $0.range.start.line == 6 })
        let de = try #require(session.files[0].resolved?.bundle.translations.first)
        #expect(de.questions[2].labels == ["Kaffee", "Tea"])
        #expect(de.questions[2].text == "Pick one")
        #expect(de.description == "How you start the day")
    }

    @Test func aTranslationOfAQuizOutsideTheBuildIsAnError() {
        let session = BuildSession(sources: [(path: "x.de.yaml", bytes: Array(Self.german.utf8))])
        #expect(sessionCodes(session) == ["x.de.yaml:unknown-reference@1:14"])
        #expect(session.files[0].diagnostics[0].message.contains("`demo`"))
    }

    @Test func twoFilesForOneLocaleAreADuplicateWhateverTheCase() {
        let other = Self.german.replacingOccurrences(of: "locale: de", with: "locale: DE")
        let session = compileWithTranslations(
            Self.scaleQuiz, [("demo.de.yaml", Self.german), ("demo.de2.yaml", other)])
        #expect(sessionCodes(session) == ["demo.de2.yaml:duplicate-translation@2:9"])
        #expect(session.files[2].diagnostics[0].message.contains("demo.de.yaml:2:9"))
    }

    @Test func wrongIdsAreUnknownReferencesWithSuggestions() {
        let wrong = Self.german
            .replacingOccurrences(of: "  agree:\n    1:", with: "  agre:\n    1:")
            .replacingOccurrences(of: "  q3:\n", with: "  q4:\n")
            .replacingOccurrences(of: "  I: {title: Nachteule", with: "  i: {title: Nachteule")
        let session = compileWithTranslations(Self.scaleQuiz, [("demo.de.yaml", wrong)])
        let errors = session.files[1].diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.code) == [.unknownReference, .unknownReference, .unknownReference])
        #expect(errors[0].message.contains("did you mean `agree`?"))
        #expect(errors[1].message.contains("the quiz has no question `q4`"))
        // A file with errors is not also told that the texts its wrong ids meant are missing.
        #expect(!session.files[1].diagnostics.contains { $0.code == .missingTranslation })
        #expect(session.files[0].resolved?.bundle.translations.isEmpty ?? false)
    }

    @Test func optionsOfAScaleQuestionAreTranslatedOnTheScale() {
        let wrong = Self.german.replacingOccurrences(
            of: "    text: Ich mag Morgen\n", with: "    text: Ich mag Morgen\n    options: {1: Nein}\n")
        let session = compileWithTranslations(Self.scaleQuiz, [("demo.de.yaml", wrong)])
        let error = session.files[1].diagnostics.first { $0.code == .unknownReference }
        #expect(error?.message.contains("translate them under `scales: agree:`") ?? false)
    }

    @Test func staleSourcesAreWarnings() {
        let stale = Self.german.replacingOccurrences(
            of: "text: Wähle eins", with: "text: {text: Wähle eins, source: Pick one!}")
        let session = compileWithTranslations(Self.scaleQuiz, [("demo.de.yaml", stale)])
        #expect(sessionCodes(session) == ["demo.de.yaml:stale-translation@18:38"])
        // NFC-equal sources are not stale.
        let decomposed = Self.german.replacingOccurrences(
            of: "text: Wähle eins", with: "text: {text: Wähle eins, source: \"Pick one\"}")
        #expect(sessionCodes(compileWithTranslations(Self.scaleQuiz, [("demo.de.yaml", decomposed)])) == [])
    }

    @Test func theSourceLocaleAndMalformedTagsAreInvalid() {
        for (tag, expected) in [
            ("EN", "demo.de.yaml:invalid-value@2:9"), ("de_AT", "demo.de.yaml:invalid-value@2:9"),
            ("d", "demo.de.yaml:invalid-value@2:9"),
        ] {
            let session = compileWithTranslations(
                Self.scaleQuiz,
                [("demo.de.yaml", Self.german.replacingOccurrences(of: "locale: de", with: "locale: \(tag)"))])
            #expect(sessionCodes(session) == [expected], "\(tag)")
        }
    }

    @Test func directionDefaultsFromTheTagAndCanBeGiven() throws {
        let arabic = Self.german.replacingOccurrences(of: "locale: de", with: "locale: ar")
        var session = compileWithTranslations(Self.scaleQuiz, [("demo.ar.yaml", arabic)])
        #expect(session.files[0].resolved?.bundle.translations.first?.direction == .rtl)
        let forced = Self.german.replacingOccurrences(of: "locale: de", with: "locale: de\ndirection: rtl")
        session = compileWithTranslations(Self.scaleQuiz, [("demo.de.yaml", forced)])
        #expect(session.files[0].resolved?.bundle.translations.first?.direction == .rtl)
        let bad = Self.german.replacingOccurrences(of: "locale: de", with: "locale: de\ndirection: right")
        #expect(
            sessionCodes(compileWithTranslations(Self.scaleQuiz, [("demo.de.yaml", bad)])) == [
                "demo.de.yaml:invalid-value@3:12"
            ])
    }

    @Test func aQuizWithErrorsGetsItsTranslationShapeCheckedOnly() {
        let broken = Self.scaleQuiz.replacingOccurrences(of: "keyed: E\n", with: "keyed: X\n")
        let session = compileWithTranslations(broken, [("demo.de.yaml", Self.german + "\nbogus: 1\n")])
        #expect(session.files[0].hasErrors)
        #expect(session.files[1].diagnostics.map(\.code) == [.unknownField])
    }

    @Test func translatedTextsAreEmittedNFC() throws {
        let decomposed = Self.german.replacingOccurrences(of: "title: Morgens", with: "title: \"Mo\\u0308rgens\"")
        let session = compileWithTranslations(Self.scaleQuiz, [("demo.de.yaml", decomposed)])
        #expect(session.files[0].resolved?.bundle.translations.first?.title == "M\u{F6}rgens")
    }

    @Test func lintFindsTheSameProblemsWithoutKeepingQuizzes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("translations-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.scaleQuiz.write(to: folder.appendingPathComponent("demo.quiz.yaml"), atomically: true, encoding: .utf8)
        try Self.german.replacingOccurrences(of: "text: Wähle eins", with: "text: \"\"")
            .write(to: folder.appendingPathComponent("demo.de.yaml"), atomically: true, encoding: .utf8)
        let full = BuildSession(paths: [folder.path])
        let lean = BuildSession(paths: [folder.path], keepQuizzes: false)
        #expect(full.diagnostics.count == 2)
        #expect(full.diagnostics == lean.diagnostics)
    }
}
