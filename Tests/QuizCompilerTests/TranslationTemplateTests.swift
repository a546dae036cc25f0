import Foundation
import QuizRuntime
import QuizTranslationTemplate
@_spi(Tools) import QuizYAML
import Testing

@_spi(Tools) @testable import QuizCompiler

/// Helpers of the translation-template suites.
enum TemplateTesting {
    /// The quiz files shipped in quizzes/.
    static func shippedQuizzes() throws -> [(path: String, bytes: [UInt8])] {
        let folder = packageRoot.appendingPathComponent("quizzes")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasSuffix(".quiz.yaml")
        }.sorted()
        return try names.map { name in
            ("quizzes/" + name, [UInt8](try Data(contentsOf: folder.appendingPathComponent(name))))
        }
    }

    /// The source of a quiz written as text; fails the test when it has errors.
    static func source(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> SourceQuiz? {
        let file = compile(text)
        #expect(!file.hasErrors, "\(codes(file))", sourceLocation: sourceLocation)
        return file.resolved?.source
    }

    static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    /// The YAML tree of `text`, which must load without problems.
    static func load(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> YAMLNode? {
        let document = YAMLLoader().load(Array(text.utf8))
        #expect(document.problems.isEmpty, "\(document.problems)", sourceLocation: sourceLocation)
        return document.root
    }

    /// The value under `key` of a mapping node (keys compared by Unicode scalars).
    static func value(_ node: YAMLNode?, _ key: String) -> YAMLNode? {
        guard let node, case .mapping(let entries) = node.content else { return nil }
        return entries.first { $0.key.scalarText?.isExactly(key) ?? false }?.value
    }

    static func keys(_ node: YAMLNode?) -> [String] {
        guard let node, case .mapping(let entries) = node.content else { return [] }
        return entries.map { $0.key.scalarText ?? "?" }
    }

    static func items(_ node: YAMLNode?) -> [YAMLNode] {
        guard let node, case .sequence(let items) = node.content else { return [] }
        return items
    }

    /// Whether `node` is the untranslated entry `{text: "", source: SOURCE}`.
    static func isUntranslated(_ node: YAMLNode?, source: String) -> Bool {
        keys(node) == ["text", "source"] && value(node, "text")?.scalarText == ""
            && value(node, "source")?.scalarText?.isExactly(source) == true
    }

    /// Whether the lines of `original` appear in `result` in the same order.
    static func keepsLines(of original: String, in result: String) -> Bool {
        var remaining = result.components(separatedBy: "\n")[...]
        for line in original.components(separatedBy: "\n") {
            guard let found = remaining.firstIndex(of: line) else { return false }
            remaining = remaining[(found + 1)...]
        }
        return true
    }

    /// A small quiz with every kind of text: description, a shared scale, a question with
    /// low/high, an inline scale, single-choice options, recommendations.
    static let smallQuiz = """
        # yaml-language-server: $schema=../schemas/quiz.schema.json
        quiz: small
        version: 1.0.0
        title: Small Quiz
        description: A quiz with every kind of text.
        traits: [a, b]
        scoring: {model: highest, ties: [a, b]}
        scales:
          agree3:
            options:
              - {value: 1, label: Disagree}
              - {value: 2, label: Unsure}
              - {value: 3, label: Agree}
        questions:
          - id: q1
            text: "Mornings: good or bad?"
            scale: agree3
            keyed: a
            low: "No: never"
            high: Yes
          - id: q2
            text: Pick one
            options:
              - {id: x, label: "#hashtag", weights: {a: 1}}
              - {id: "10", label: "10 apples", weights: {b: 1}}
          - id: q3
            text: How much?
            type: scale
            options:
              - {value: -1, label: Less, weights: {a: 1}}
              - {value: 1, label: More, weights: {b: 1}}
        outcomes:
          a:
            title: Team A
            description: You are in team A.
            recommendations: [Rest, "Read: a book"]
          b:
            title: Team B
            description: You are in team B.
        """
}

@Suite("Translation template: new files")
struct TranslationTemplateNewFileTests {
    @Test func aNewFileHasEveryTextOfTheQuizInSourceOrderInBlockStyle() throws {
        let quiz = try #require(TemplateTesting.source(TemplateTesting.smallQuiz))
        let template = TranslationTemplate(quiz: quiz, locale: "de")
        let output = template.newFile(modeline: "# yaml-language-server: $schema=../schemas/translation.schema.json")
        #expect(
            TemplateTesting.text(output.bytes) == """
                # yaml-language-server: $schema=../schemas/translation.schema.json
                translation: small
                locale: de
                title:
                  text: ""
                  source: Small Quiz
                description:
                  text: ""
                  source: A quiz with every kind of text.
                scales:
                  agree3:
                    1:
                      text: ""
                      source: Disagree
                    2:
                      text: ""
                      source: Unsure
                    3:
                      text: ""
                      source: Agree
                questions:
                  q1:
                    text:
                      text: ""
                      source: "Mornings: good or bad?"
                    low:
                      text: ""
                      source: "No: never"
                    high:
                      text: ""
                      source: "Yes"
                  q2:
                    text:
                      text: ""
                      source: Pick one
                    options:
                      x:
                        text: ""
                        source: "#hashtag"
                      "10":
                        text: ""
                        source: "10 apples"
                  q3:
                    text:
                      text: ""
                      source: How much?
                    options:
                      -1:
                        text: ""
                        source: Less
                      1:
                        text: ""
                        source: More
                outcomes:
                  a:
                    title:
                      text: ""
                      source: Team A
                    description:
                      text: ""
                      source: You are in team A.
                    recommendations:
                      - text: ""
                        source: Rest
                      - text: ""
                        source: "Read: a book"
                  b:
                    title:
                      text: ""
                      source: Team B
                    description:
                      text: ""
                      source: You are in team B.

                """)
        #expect(output.untranslated == 20 && output.total == 20 && template.textCount == 20)
        #expect(output.notes.isEmpty)
    }

    /// Every shipped quiz gives a file that YAMLLoader reads back into the structure of
    /// docs/translating.md, every text an untranslated entry naming its source text.
    @Test func eachShippedQuizGivesAFileThatReadsBackAsItsTranslationStructure() throws {
        let quizzes = try TemplateTesting.shippedQuizzes()
        #expect(quizzes.count >= 4)
        for (path, bytes) in quizzes {
            let file = QuizCompilation().compile(path: path, bytes: bytes)
            let quiz = try #require(file.resolved?.source, "\(path)")
            let template = TranslationTemplate(quiz: quiz, locale: "pt-BR")
            let modeline = SchemaModeline.forTranslation(
                quizBytes: bytes, quizPath: path, outputPath: "quizzes/x.pt-BR.yaml")
            #expect(modeline == "# yaml-language-server: $schema=../schemas/translation.schema.json", "\(path)")
            let output = template.newFile(modeline: modeline)
            let text = TemplateTesting.text(output.bytes)
            #expect(
                text.hasPrefix(
                    "# yaml-language-server: $schema=../schemas/translation.schema.json\ntranslation: \(quiz.quiz!.value)\nlocale: pt-BR\n"
                ), "\(path)")
            for line in text.split(separator: "\n") {
                let indent = line.prefix { $0 == " " }.count
                #expect(indent % 2 == 0 && !line.hasSuffix(" "), "\(path): \(line)")
            }
            let root = try #require(TemplateTesting.load(text))
            var expectedKeys = ["translation", "locale", "title"]
            if quiz.description != nil { expectedKeys.append("description") }
            if !quiz.scales.isEmpty { expectedKeys.append("scales") }
            expectedKeys.append("questions")
            if !quiz.outcomes.isEmpty { expectedKeys.append("outcomes") }
            if !(quiz.scoring?.results ?? []).isEmpty { expectedKeys.append("results") }
            #expect(TemplateTesting.keys(root) == expectedKeys, "\(path)")
            #expect(TemplateTesting.value(root, "translation")?.scalarText == quiz.quiz?.value)
            #expect(
                TemplateTesting.isUntranslated(TemplateTesting.value(root, "title"), source: quiz.title!.value),
                "\(path)")
            if let description = quiz.description {
                #expect(
                    TemplateTesting.isUntranslated(
                        TemplateTesting.value(root, "description"), source: description.value), "\(path)")
            }
            var count = 1 + (quiz.description == nil ? 0 : 1)
            for scale in quiz.scales {
                let node = TemplateTesting.value(TemplateTesting.value(root, "scales"), scale.name.value)
                #expect(TemplateTesting.keys(node) == scale.options.map { String($0.value!.value) }, "\(path)")
                for option in scale.options {
                    #expect(
                        TemplateTesting.isUntranslated(
                            TemplateTesting.value(node, String(option.value!.value)), source: option.label!.value))
                    count += 1
                }
            }
            let questions = TemplateTesting.value(root, "questions")
            #expect(TemplateTesting.keys(questions) == quiz.questions.map { $0.id!.value }, "\(path)")
            for question in quiz.questions {
                let node = TemplateTesting.value(questions, question.id!.value)
                var fields = ["text"]
                #expect(
                    TemplateTesting.isUntranslated(TemplateTesting.value(node, "text"), source: question.text!.value))
                count += 1
                for (name, located) in [("low", question.low), ("high", question.high)] {
                    guard let located else { continue }
                    fields.append(name)
                    #expect(TemplateTesting.isUntranslated(TemplateTesting.value(node, name), source: located.value))
                    count += 1
                }
                if let options = question.options {
                    fields.append("options")
                    let optionsNode = TemplateTesting.value(node, "options")
                    #expect(
                        TemplateTesting.keys(optionsNode) == options.map { $0.id?.value ?? String($0.value!.value) },
                        "\(path)")
                    for option in options {
                        let key = option.id?.value ?? String(option.value!.value)
                        #expect(
                            TemplateTesting.isUntranslated(
                                TemplateTesting.value(optionsNode, key), source: option.label!.value))
                        count += 1
                    }
                }
                #expect(TemplateTesting.keys(node) == fields, "\(path): \(question.id!.value)")
            }
            let outcomes = TemplateTesting.value(root, "outcomes")
            #expect(TemplateTesting.keys(outcomes) == quiz.outcomes.map(\.code.value), "\(path)")
            for outcome in quiz.outcomes {
                let node = TemplateTesting.value(outcomes, outcome.code.value)
                #expect(
                    TemplateTesting.isUntranslated(TemplateTesting.value(node, "title"), source: outcome.title!.value))
                #expect(
                    TemplateTesting.isUntranslated(
                        TemplateTesting.value(node, "description"), source: outcome.description!.value))
                let items = TemplateTesting.items(TemplateTesting.value(node, "recommendations"))
                #expect(items.count == outcome.recommendations.count, "\(path): \(outcome.code.value)")
                for (item, source) in zip(items, outcome.recommendations) {
                    #expect(TemplateTesting.isUntranslated(item, source: source.value))
                }
                count += 2 + outcome.recommendations.count
            }
            // A profile's results: a title, a description when written, and per band its title,
            // description and recommendations.
            for result in quiz.scoring?.results ?? [] {
                count += 1 + (result.description == nil ? 0 : 1)
                for band in result.bands {
                    count += 1 + (band.description == nil ? 0 : 1) + band.recommendations.count
                }
            }
            #expect(output.total == count && output.untranslated == count, "\(path)")
            // A new file is complete: completing it again changes nothing.
            #expect(try template.update(output.bytes).get() == output)
        }
    }

    @Test func aQuizWithoutModelineGivesAFileWithout() throws {
        let quiz = try #require(TemplateTesting.source(TemplateTesting.smallQuiz))
        let bytes = Array(
            TemplateTesting.smallQuiz.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().joined(
                separator: "\n"
            ).utf8)
        #expect(
            SchemaModeline.forTranslation(
                quizBytes: bytes, quizPath: "q/small.quiz.yaml", outputPath: "q/small.de.yaml") == nil)
        let text = TemplateTesting.text(TranslationTemplate(quiz: quiz, locale: "de").newFile(modeline: nil).bytes)
        #expect(text.hasPrefix("translation: small\nlocale: de\ntitle:\n"))
    }

    @Test func theModelineNamesTheSchemaFolderOfTheQuizModelineSeenFromTheOutputFolder() {
        let quiz = Array(
            "# a comment first\n\n#   yaml-language-server:  $schema=../schemas/quiz.schema.json\nquiz: x\n".utf8)
        #expect(
            SchemaModeline.forTranslation(
                quizBytes: quiz, quizPath: "quizzes/x.quiz.yaml", outputPath: "quizzes/x.de.yaml")
                == "# yaml-language-server: $schema=../schemas/translation.schema.json")
        #expect(
            SchemaModeline.forTranslation(
                quizBytes: quiz, quizPath: "/r/quizzes/x.quiz.yaml", outputPath: "/r/quizzes/de/x.yaml")
                == "# yaml-language-server: $schema=../../schemas/translation.schema.json")
        #expect(
            SchemaModeline.forTranslation(
                quizBytes: quiz, quizPath: "/r/quizzes/x.quiz.yaml", outputPath: "/r/x.de.yaml")
                == "# yaml-language-server: $schema=schemas/translation.schema.json")
        let remote = Array("# yaml-language-server: $schema=https://example.com/s/quiz.schema.json\nquiz: x\n".utf8)
        #expect(
            SchemaModeline.forTranslation(quizBytes: remote, quizPath: "a/x.quiz.yaml", outputPath: "b/x.de.yaml")
                == "# yaml-language-server: $schema=https://example.com/s/translation.schema.json")
        let bare = Array("# yaml-language-server: $schema=quiz.schema.json\nquiz: x\n".utf8)
        #expect(
            SchemaModeline.forTranslation(quizBytes: bare, quizPath: "x.quiz.yaml", outputPath: "x.de.yaml")
                == "# yaml-language-server: $schema=translation.schema.json")
        let late = Array("quiz: x\n# yaml-language-server: $schema=../schemas/quiz.schema.json\n".utf8)
        #expect(SchemaModeline.forTranslation(quizBytes: late, quizPath: "x.quiz.yaml", outputPath: "x.de.yaml") == nil)
    }

    @Test func theDefaultOutputIsBesideTheQuizNamedByQuizIDAndTag() {
        #expect(
            TranslationTemplate.defaultOutputPath(quizPath: "quizzes/mbti.quiz.yaml", quizID: "mbti", locale: "de")
                == "quizzes/mbti.de.yaml")
        #expect(
            TranslationTemplate.defaultOutputPath(quizPath: "personality.yaml", quizID: "mbti", locale: "pt-BR")
                == "mbti.pt-BR.yaml")
        #expect(
            TranslationTemplate.defaultOutputPath(quizPath: "/a/b/q.yaml", quizID: "q", locale: "zh-Hant")
                == "/a/b/q.zh-Hant.yaml")
    }

    @Test func theLocaleMustBeALanguageTagOtherThanTheSourceLocale() {
        for tag in ["de", "pt-BR", "zh-Hant", "sr-Latn-RS", "es-419", "en-GB", "DE-ch"] {
            #expect(TranslationTemplate.localeProblem(tag, sourceLocale: "en") == nil, "\(tag)")
        }
        for tag in ["", "d", "deutsch", "de_DE", "de-", "-de", "de--CH", "de-toolongsubtag", "dé", "12"] {
            #expect(
                TranslationTemplate.localeProblem(tag, sourceLocale: "en")?.contains("is not a BCP 47 language tag")
                    == true, "\(tag)")
        }
        for (tag, source) in [("en", "en"), ("EN", "en"), ("pt-br", "pt-BR")] {
            #expect(
                TranslationTemplate.localeProblem(tag, sourceLocale: source)?.contains("is the quiz's own locale")
                    == true, "\(tag)")
        }
    }
}

@Suite("Translation template: completing an existing file")
struct TranslationTemplateUpdateTests {
    static func template(_ locale: String = "de") throws -> TranslationTemplate {
        TranslationTemplate(quiz: try #require(TemplateTesting.source(TemplateTesting.smallQuiz)), locale: locale)
    }

    static func update(_ text: String, locale: String = "de") throws -> TranslationTemplate.Output {
        try template(locale).update(Array(text.utf8)).get()
    }

    /// Missing entries go after the nearest existing sibling the source order puts before
    /// them, or first in their mapping; every existing byte, comment and entry the quiz
    /// no longer has stays.
    @Test func missingEntriesAreInsertedInSourceOrderKeepingEveryExistingByte() throws {
        let existing = """
            # Übersetzung: Deutsch
            translation: small
            locale: de   # the locale
            direction: ltr
            questions:
              # the second question
              q2:
                text: 'Wähle eins'  # quoted on purpose
                options:
                  "10": "10 Äpfel"
              gone:
                text: Eine alte Frage
            outcomes:
              b:
                title: Team B
                description: >-
                  Du bist in
                  Team B.

              a:
                recommendations:
                  - Ruhe
            # trailing comment
            """
        let output = try Self.update(existing)
        let text = TemplateTesting.text(output.bytes)
        #expect(
            text == """
                # Übersetzung: Deutsch
                translation: small
                locale: de   # the locale
                direction: ltr
                title:
                  text: ""
                  source: Small Quiz
                description:
                  text: ""
                  source: A quiz with every kind of text.
                scales:
                  agree3:
                    1:
                      text: ""
                      source: Disagree
                    2:
                      text: ""
                      source: Unsure
                    3:
                      text: ""
                      source: Agree
                questions:
                  q1:
                    text:
                      text: ""
                      source: "Mornings: good or bad?"
                    low:
                      text: ""
                      source: "No: never"
                    high:
                      text: ""
                      source: "Yes"
                  # the second question
                  q2:
                    text: 'Wähle eins'  # quoted on purpose
                    options:
                      x:
                        text: ""
                        source: "#hashtag"
                      "10": "10 Äpfel"
                  q3:
                    text:
                      text: ""
                      source: How much?
                    options:
                      -1:
                        text: ""
                        source: Less
                      1:
                        text: ""
                        source: More
                  gone:
                    text: Eine alte Frage
                outcomes:
                  b:
                    title: Team B
                    description: >-
                      Du bist in
                      Team B.

                  a:
                    title:
                      text: ""
                      source: Team A
                    description:
                      text: ""
                      source: You are in team A.
                    recommendations:
                      - Ruhe
                      - text: ""
                        source: "Read: a book"
                # trailing comment
                """)
        #expect(TemplateTesting.keepsLines(of: existing, in: text))
        #expect(output.untranslated == 20 - 5 && output.total == 20)
        #expect(output.notes.isEmpty)
        // The completed file is complete: a second run changes nothing.
        #expect(try Self.update(text) == output)
    }

    /// A file that already has every entry comes back byte for byte, whatever its style.
    @Test func aCompleteFileIsReproducedByteForByte() throws {
        let complete = """
            translation: small   # mine
            locale: DE
            title: {text: Kleines Quiz, source: Small Quiz}
            description: "Ein Quiz mit jeder Art von Text."
            scales:
                agree3: {1: Nein, 2: Unsicher, 3: "Ja"}
            questions:
                q1:
                    text: |
                      Morgens:
                      gut oder schlecht?
                    low: Nie
                    high: Immer
                q2: {text: Wähle eins, options: {x: "#Hashtag", "10": 10 Äpfel}}
                q3:
                    text: Wie viel?
                    options:
                        -1: Weniger
                        1: Mehr
                q4:
                    text: Eine alte Frage
            outcomes:
                a:
                    title: ""
                    description:
                        text: ""
                        source: You are in team A.
                    recommendations: [Ruhe, Lies ein Buch, Ein Extra]
                b:
                    title: Team B
                    description: Du bist in Team B.
            """
        let output = try Self.update(complete)
        #expect(output.bytes == Array(complete.utf8))
        #expect(output.untranslated == 2 && output.notes.isEmpty)
    }

    @Test func newEntriesTakeTheIndentationOfTheirSiblingsAndTheFilesLineBreaks() throws {
        let existing =
            "translation: small\r\nlocale: de\r\ntitle: Klein\r\noutcomes:\r\n    b:\r\n        title: B\r\n        description: B."
        let text = TemplateTesting.text(try Self.update(existing).bytes)
        #expect(
            text.hasPrefix(
                "translation: small\r\nlocale: de\r\ntitle: Klein\r\ndescription:\r\n    text: \"\"\r\n    source: A quiz with every kind of text.\r\nscales:\r\n    agree3:\r\n        1:\r\n            text: \"\"\r\n"
            ))
        #expect(
            text.hasSuffix(
                "outcomes:\r\n    a:\r\n        title:\r\n            text: \"\"\r\n            source: Team A\r\n        description:\r\n            text: \"\"\r\n            source: You are in team A.\r\n        recommendations:\r\n            - text: \"\"\r\n              source: Rest\r\n            - text: \"\"\r\n              source: \"Read: a book\"\r\n    b:\r\n        title: B\r\n        description: B."
            ))
        #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
        #expect(TemplateTesting.load(text) != nil)
    }

    @Test func aFileWithoutFinalLineBreakGetsOneBeforeAppendedEntries() throws {
        let text = TemplateTesting.text(
            try Self.update(
                "translation: small\nlocale: de\ntitle: Klein\ndescription: D\nscales: {agree3: {1: a, 2: b, 3: c}}\nquestions: {q1: {text: T, low: L, high: H}, q2: {text: T, options: {x: X, '10': Y}}, q3: {text: T, options: {-1: A, 1: B}}}\noutcomes:\n  a: {title: A, description: D, recommendations: [R1, R2]}\n  b:\n    title: B"
            ).bytes)
        #expect(
            text.hasSuffix("  b:\n    title: B\n    description:\n      text: \"\"\n      source: You are in team B.\n")
        )
    }

    @Test func aFlowMappingThatNeedsAdditionsIsRewrittenInBlockStyleWithANote() throws {
        let existing = """
            translation: small
            locale: de
            title: Klein
            description: Beschreibung
            scales: {agree3: {1: Nein, 2: Unsicher, 3: Ja}}
            questions:
              q1: {text: "Morgens?", low: {text: Nie, source: "No: never"},
                   high: Immer}   # almost
              q2:
                text: Eins
                options: {"10": Zehn}
              q3: {text: Wie viel?, options: {-1: Weniger, 1: Mehr}}
            outcomes: {a: {title: A, description: D, recommendations: [R1, R2]}, b: {title: B, description: D}}
            """
        let output = try Self.update(existing)
        #expect(
            TemplateTesting.text(output.bytes) == """
                translation: small
                locale: de
                title: Klein
                description: Beschreibung
                scales: {agree3: {1: Nein, 2: Unsicher, 3: Ja}}
                questions:
                  q1: {text: "Morgens?", low: {text: Nie, source: "No: never"},
                       high: Immer}   # almost
                  q2:
                    text: Eins
                    options:
                      x:
                        text: ""
                        source: "#hashtag"
                      "10": Zehn
                  q3: {text: Wie viel?, options: {-1: Weniger, 1: Mehr}}
                outcomes: {a: {title: A, description: D, recommendations: [R1, R2]}, b: {title: B, description: D}}
                """)
        #expect(
            output.notes == [
                "`questions.q2.options` (line 11) was in flow style; rewrote it in block style to add entries"
            ])
        #expect(output.untranslated == 1)

        let nested =
            "translation: small\nlocale: de\ntitle: T\ndescription: D\nscales: {agree3: {1: a, 2: b, 3: c}}\nquestions: {q1: {text: T, low: L,\n   high: H}, q2: {text: T}, q3: {text: T, options: {-1: A, 1: B}}}  # all\noutcomes:\n  a: {title: A, description: D, recommendations: [R1, R2]}\n  b: {title: B, description: D}\n"
        let rewritten = try Self.update(nested)
        #expect(
            TemplateTesting.text(rewritten.bytes) == """
                translation: small
                locale: de
                title: T
                description: D
                scales: {agree3: {1: a, 2: b, 3: c}}
                questions:  # all
                  q1:
                    text: T
                    low: L
                    high: H
                  q2:
                    text: T
                    options:
                      x:
                        text: ""
                        source: "#hashtag"
                      "10":
                        text: ""
                        source: "10 apples"
                  q3: {text: T, options: {-1: A, 1: B}}
                outcomes:
                  a: {title: A, description: D, recommendations: [R1, R2]}
                  b: {title: B, description: D}

                """)
        #expect(rewritten.notes == ["`questions` (line 6) was in flow style; rewrote it in block style to add entries"])

        let flowRoot = try Self.update(
            "{translation: small, locale: de, title: T, description: D, scales: {agree3: {1: a, 2: b, 3: c}}, questions: {q1: {text: T, low: L, high: H}, q2: {text: T, options: {x: X, '10': Y}}, q3: {text: T, options: {-1: A, 1: B}}}, outcomes: {a: {title: A, description: D, recommendations: [R1]}, b: {title: B, description: D}}}\n"
        )
        #expect(
            TemplateTesting.text(flowRoot.bytes) == """
                translation: small
                locale: de
                title: T
                description: D
                scales: {agree3: {1: a, 2: b, 3: c}}
                questions: {q1: {text: T, low: L, high: H}, q2: {text: T, options: {x: X, '10': Y}}, q3: {text: T, options: {-1: A, 1: B}}}
                outcomes:
                  a:
                    title: A
                    description: D
                    recommendations:
                      - R1
                      - text: ""
                        source: "Read: a book"
                  b: {title: B, description: D}

                """)
        #expect(flowRoot.notes.count == 1)
    }

    @Test func emptyValuesAreFilledAndValuesOfAnotherShapeAreLeftWithANote() throws {
        let output = try Self.update(
            "translation: small\nlocale: de\ntitle: T\ndescription: D\nscales:\nquestions: ~   # none yet\noutcomes: Später\n"
        )
        let text = TemplateTesting.text(output.bytes)
        #expect(
            text.hasPrefix(
                "translation: small\nlocale: de\ntitle: T\ndescription: D\nscales:\n  agree3:\n    1:\n      text: \"\"\n"
            ))
        #expect(text.contains("\nquestions:   # none yet\n  q1:\n    text:\n      text: \"\"\n"))
        #expect(text.hasSuffix("\noutcomes: Später\n"))
        #expect(output.notes == ["`outcomes` (line 7) is the scalar `Später`, not a mapping; left as it is"])
        #expect(output.untranslated == 20 - 2)
    }

    /// Entries inserted after block scalars (`|+` keeps its trailing blank lines, which
    /// must stay inside it), plain scalars over several lines and a document end marker.
    @Test func insertionsAfterMultiLineScalarsLeaveTheirValuesAlone() throws {
        let existing =
            "\u{FEFF}---\ntranslation: small\nlocale: de\ntitle: |+\n  Klein\n\n\ndescription: Eine\n  Beschreibung\n  über zwei Zeilen\nquestions:\n  q1:\n    text: >\n      Morgens\n      gut?\n    low: |-\n      Nie\n\n  q2: {text: T, options: {x: X, '10': Y}}\n...\n"
        let output = try Self.update(existing)
        let text = TemplateTesting.text(output.bytes)
        #expect(
            text.hasPrefix(
                "\u{FEFF}---\ntranslation: small\nlocale: de\ntitle: |+\n  Klein\n\n\ndescription: Eine\n  Beschreibung\n  über zwei Zeilen\nscales:\n  agree3:\n"
            ))
        #expect(
            text.contains(
                "    text: >\n      Morgens\n      gut?\n    low: |-\n      Nie\n\n    high:\n      text: \"\"\n      source: \"Yes\"\n  q2: {"
            ))
        #expect(
            text.hasSuffix(
                "'10': Y}}\n  q3:\n    text:\n      text: \"\"\n      source: How much?\n    options:\n      -1:\n        text: \"\"\n        source: Less\n      1:\n        text: \"\"\n        source: More\noutcomes:\n  a:\n    title:\n      text: \"\"\n      source: Team A\n    description:\n      text: \"\"\n      source: You are in team A.\n    recommendations:\n      - text: \"\"\n        source: Rest\n      - text: \"\"\n        source: \"Read: a book\"\n  b:\n    title:\n      text: \"\"\n      source: Team B\n    description:\n      text: \"\"\n      source: You are in team B.\n...\n"
            ))
        let root = TemplateTesting.load(text)
        #expect(TemplateTesting.value(root, "title")?.scalarText == "Klein\n\n\n")
        #expect(TemplateTesting.value(root, "description")?.scalarText == "Eine Beschreibung über zwei Zeilen")
        let q1 = TemplateTesting.value(TemplateTesting.value(root, "questions"), "q1")
        #expect(TemplateTesting.value(q1, "text")?.scalarText == "Morgens gut?\n")
        #expect(TemplateTesting.value(q1, "low")?.scalarText == "Nie")
        #expect(output.untranslated == 20 - 7)
    }

    @Test func emptyTextsCountAsUntranslated() throws {
        let output = try Self.update(
            """
            translation: small
            locale: de
            title: ""
            description:
            scales: {agree3: {1: {text: "", source: x}, 2: {source: y}, 3: {text: ~}}}
            questions: {q1: {text: T, low: L, high: H}, q2: {text: T, options: {x: X, '10': Y}}, q3: {text: T, options: {-1: A, 1: B}}}
            outcomes: {a: {title: A, description: D, recommendations: [R1, '']}, b: {title: B, description: D}}
            """)
        #expect(output.untranslated == 6)
    }

    @Test func aFileOfAnotherQuizOrLocaleOrNoTranslationIsRefused() throws {
        let template = try Self.template()
        func problem(_ text: String) -> String? {
            if case .failure(.notThisTranslation(let message)) = template.update(Array(text.utf8)) { return message }
            return nil
        }
        #expect(
            problem("translation: other\nlocale: de\n")?.contains(
                "is a translation of `other`, not of the quiz `small`") == true)
        #expect(
            problem("translation: small\nlocale: fr\n")?.contains(
                "is the `fr` translation of `small`, not the `de` one") == true)
        #expect(problem("translation: small\n")?.contains("has no `locale:` field") == true)
        #expect(problem("quiz: small\ntitle: x\n")?.contains("is a quiz file, not a translation") == true)
        #expect(problem("title: x\n")?.contains("no `translation:` field") == true)
        #expect(problem("- a\n")?.contains("is not a translation file") == true)
        #expect(problem("# nothing\n")?.contains("empty") == true)
        #expect(problem("translation: [small]\nlocale: de\n")?.contains("a list") == true)
        guard
            case .failure(.yaml(let problems)) = template.update(
                Array("translation: small\nlocale: de\ntitle: [x\n".utf8))
        else {
            Issue.record("a YAML error is not reported")
            return
        }
        #expect(problems.first?.code == .yamlSyntax)
        guard
            case .failure(.yaml(let duplicates)) = template.update(
                Array("translation: small\nlocale: de\nlocale: de\n".utf8))
        else {
            Issue.record("a duplicate key is not reported")
            return
        }
        #expect(duplicates.first?.code == .duplicateMappingKey)
    }

    @Test func veryLongKeysAreWrittenAsExplicitKeys() throws {
        let id = String(repeating: "ö", count: 1100)
        let quiz = try #require(
            TemplateTesting.source(
                """
                quiz: long
                version: 1.0.0
                title: T
                traits: [a, b]
                scoring: {model: highest, ties: [a, b]}
                questions:
                  - id: q1
                    text: Pick
                    options:
                      - {id: "\(id)", label: One, weights: {a: 1}}
                      - {id: two, label: Two, weights: {b: 1}}
                outcomes:
                  a: {title: A, description: D}
                  b: {title: B, description: D}
                """))
        let template = TranslationTemplate(quiz: quiz, locale: "de")
        let output = template.newFile(modeline: nil)
        let text = TemplateTesting.text(output.bytes)
        #expect(text.contains("      ? \(id)\n      :\n        text: \"\"\n        source: One\n"))
        let options = TemplateTesting.value(
            TemplateTesting.value(TemplateTesting.value(TemplateTesting.load(text), "questions"), "q1"), "options")
        #expect(TemplateTesting.isUntranslated(TemplateTesting.value(options, id), source: "One"))
        #expect(try template.update(output.bytes).get() == output)
    }
}
