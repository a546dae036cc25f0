import Foundation
import Testing

/// `quizc translations export` and `import`: XLIFF 1.2 and gettext PO files that carry every
/// text with its state (new, translated, stale), and an import that writes only texts,
/// keeps every other byte and reports every unit it cannot take.
@Suite("quizc translations export and import")
struct TranslationsInterchangeTests {
    static let shipped = [
        "mbti.de", "big-five.de", "fitcircle-persona.de", "fitcircle-persona.ar", "color.ar", "animal.es",
    ]

    static let teaQuiz = """
        quiz: tea
        version: 1.0.0
        title: Which Tea Are You?
        description: Three questions, one cup of tea.
        locale: en
        traits: [calm, bold]
        scoring:
          model: highest
          ties: [calm, bold]
        scales:
          agree3:
            options:
              - {value: 1, label: Disagree}
              - {value: 2, label: Not sure}
              - {value: 3, label: Agree}
        questions:
          - id: morning
            # Asked first; keep it light.
            text: How do you start your day?
            options:
              - {id: slow, label: "Slowly, with a book", weights: {calm: 1}}  # a paper book
              - {id: fast, label: Straight into action, weights: {bold: 1}}
          - id: spice
            text: I like strong flavors.
            scale: agree3
            keyed: bold
        outcomes:
          calm:
            title: Green Tea
            description: Gentle and steady.
            recommendations:
              - Keep one slow morning free this weekend.
          bold:
            title: Masala Chai
            description: Spicy and full of energy.

        """

    /// Title fresh, description stale, scale label 1 plain (no source), 3 a block scalar,
    /// the option `slow` untranslated, question `spice` missing.
    static let teaGerman = """
        translation: tea
        locale: de
        # Kept by every import.
        title:
          text: Welcher Tee bist du?
          source: Which Tea Are You?
        description:
          text: Drei Fragen, eine Tasse Tee.
          source: Two questions, one cup of tea.
        scales:
          agree3:
            1: Stimme nicht zu  # short
            2: {text: Weiß nicht, source: Not sure}
            3: |-
              Stimme zu
        questions:
          morning:
            text: Wie beginnst du deinen Tag?
            options:
              slow: {text: "", source: "Slowly, with a book"}
              fast: Direkt voller Tatendrang
        outcomes:
          calm:
            title: Grüner Tee
            description: {text: Sanft und ausgeglichen., source: Gentle and steady.}
            recommendations:
              - Halte dir an diesem Wochenende einen ruhigen Morgen frei.
          bold:
            title: Masala Chai
            description: Würzig und voller Energie.

        """

    static func teaFolder() throws -> URL {
        let folder = try temporaryFolder()
        try Data(teaQuiz.utf8).write(to: folder.appendingPathComponent("tea.quiz.yaml"))
        try Data(teaGerman.utf8).write(to: folder.appendingPathComponent("tea.de.yaml"))
        return folder
    }

    static func text(_ folder: URL, _ name: String) -> String {
        FileManager.default.contents(atPath: folder.appendingPathComponent(name).path).map {
            String(decoding: $0, as: UTF8.self)
        } ?? ""
    }

    static func write(_ text: String, _ folder: URL, _ name: String) throws {
        try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }

    static func export(_ folder: URL, _ format: String, quiz: String = "tea", locale: String = "de") throws -> String {
        let run = try runFrontend(
            [
                "translations", "export", path("\(quiz).quiz.yaml", under: folder), "--locale", locale, "--format",
                format,
            ],
            with: folder)
        #expect(run.status == 0, "\(run.stderr)")
        return text(folder, "\(quiz).\(locale).\(format == "xliff" ? "xlf" : "po")")
    }

    static func importFile(_ folder: URL, _ name: String) throws -> RunResult {
        try runFrontend(["translations", "import", path(name, under: folder)], with: folder)
    }

    // MARK: - Round trips

    /// Every shipped translation: exported and imported back, byte for byte; imported into
    /// no file at all, it gives a file that exports to the same bytes (the same texts, the
    /// same sources).
    @Test(arguments: shipped, ["xliff", "po"])
    func aShippedTranslationRoundTrips(name: String, format: String) throws {
        let folder = try TranslationsCommandTests.workspace(translations: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let quizzes = folder.appendingPathComponent("quizzes")
        let parts = name.split(separator: ".").map(String.init)
        let before = Self.text(quizzes, "\(name).yaml")
        let exported = try Self.export(quizzes, format, quiz: parts[0], locale: parts[1])
        #expect(!exported.contains("needs-review") && !exported.contains("#, fuzzy"))
        let file = "\(name).\(format == "xliff" ? "xlf" : "po")"
        let again = try Self.importFile(quizzes, file)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stderr.contains("is up to date: 0 translations written"), "\(again.stderr)")
        #expect(Self.text(quizzes, "\(name).yaml") == before)

        try FileManager.default.removeItem(at: quizzes.appendingPathComponent("\(name).yaml"))
        let fresh = try Self.importFile(quizzes, file)
        #expect(fresh.status == 0, "\(fresh.stderr)")
        #expect(fresh.stdout.isEmpty, "\(fresh.stdout)")
        #expect(try Self.export(quizzes, format, quiz: parts[0], locale: parts[1]) == exported)
    }

    // MARK: - States

    @Test func xliffCarriesEachStateAndTheOldSourceOfAStaleText() throws {
        let folder = try Self.teaFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let xliff = try Self.export(folder, "xliff")
        #expect(xliff.contains(#"<file original="tea.quiz.yaml" source-language="en" target-language="de""#))
        #expect(xliff.components(separatedBy: "<trans-unit ").count - 1 == 14)
        #expect(
            xliff.contains(
                """
                      <trans-unit id="description" resname="description" approved="no" xml:space="preserve">
                        <source>Three questions, one cup of tea.</source>
                        <target state="needs-review-translation">Drei Fragen, eine Tasse Tee.</target>
                        <alt-trans alttranstype="previous-version">
                          <source>Two questions, one cup of tea.</source>
                          <target>Drei Fragen, eine Tasse Tee.</target>
                        </alt-trans>
                """))
        #expect(xliff.contains(#"<target state="new"></target>"#))
        #expect(xliff.contains(#"<target state="translated">Stimme nicht zu</target>"#))
        #expect(xliff.contains(#"<note from="developer">Asked first; keep it light.</note>"#))
        #expect(xliff.contains(#"<note from="developer">a paper book</note>"#))
        #expect(
            xliff.contains(
                #"<note from="quizc">An answer option (`slow`) of question `morning` (“How do you start your day?”).</note>"#
            ))
    }

    @Test func poMarksAStaleTextFuzzyWithItsOldSourceAndKeysEveryEntryByItsId() throws {
        let folder = try Self.teaFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let po = try Self.export(folder, "po")
        #expect(po.contains("\"Language: de\\n\"\n"))
        #expect(po.contains("\"Content-Type: text/plain; charset=UTF-8\\n\"\n"))
        #expect(po.contains("\"X-Quizc-Quiz: tea.quiz.yaml\\n\"\n"))
        #expect(
            po.contains(
                """
                #, fuzzy
                #| msgid "Two questions, one cup of tea."
                msgctxt "description"
                msgid "Three questions, one cup of tea."
                msgstr "Drei Fragen, eine Tasse Tee."
                """))
        #expect(po.contains("msgctxt \"questions/spice/text\"\nmsgid \"I like strong flavors.\"\nmsgstr \"\"\n"))
        #expect(po.contains("msgctxt \"outcomes/calm/recommendations/0\"\n"))
        #expect(po.contains("#. Author's note: Asked first; keep it light.\n"))
        #expect(po.components(separatedBy: "\nmsgctxt ").count - 1 == 14)
    }

    /// An import of the file as exported changes nothing; the stale text stays stale and
    /// the untranslated ones stay untranslated.
    @Test(arguments: ["xliff", "po"])
    func anUnchangedExportImportsToTheSameBytes(format: String) throws {
        let folder = try Self.teaFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try Self.export(folder, format)
        let run = try Self.importFile(folder, "tea.de.\(format == "xliff" ? "xlf" : "po")")
        #expect(run.status == 0, "\(run.stderr)")
        // `spice` had no entry: the import adds it empty, as `quizc translations` would.
        let expected = Self.teaGerman.replacingOccurrences(
            of: "      fast: Direkt voller Tatendrang\n",
            with:
                "      fast: Direkt voller Tatendrang\n  spice:\n    text:\n      text: \"\"\n      source: I like strong flavors.\n"
        )
        #expect(Self.text(folder, "tea.de.yaml") == expected)
        #expect(run.stdout.contains("[stale-translation]"))  // the description, as lint says it
    }

    /// Translations written into the file: a flow entry's scalars replaced in place, a plain
    /// text and a block scalar become `{text, source}`, every other byte (comments included) kept.
    @Test func importedTranslationsAreWrittenWithTheirSourceAndNothingElseChanges() throws {
        let folder = try Self.teaFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var po = try Self.export(folder, "po")
        po = po.replacingOccurrences(
            of: "msgid \"Slowly, with a book\"\nmsgstr \"\"",
            with: "msgid \"Slowly, with a book\"\nmsgstr \"Langsam, mit Buch\"")
        po = po.replacingOccurrences(
            of: "msgid \"Disagree\"\nmsgstr \"Stimme nicht zu\"", with: "msgid \"Disagree\"\nmsgstr \"Nein\"")
        po = po.replacingOccurrences(
            of: "msgid \"Agree\"\nmsgstr \"Stimme zu\"", with: "msgid \"Agree\"\nmsgstr \"Ja\"")
        try Self.write(po, folder, "tea.de.po")
        let run = try Self.importFile(folder, "tea.de.po")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("wrote \("tea.de.yaml"): 3 translations written"), "\(run.stderr)")
        let result = Self.text(folder, "tea.de.yaml")
        #expect(result.contains("    1: {text: Nein, source: Disagree}  # short\n"))
        #expect(result.contains("    3: {text: Ja, source: Agree}\nquestions:\n"))
        #expect(result.contains("      slow: {text: \"Langsam, mit Buch\", source: \"Slowly, with a book\"}\n"))
        #expect(result.contains("# Kept by every import.\ntitle:\n  text: Welcher Tee bist du?\n"))
    }

    /// A translator who updates a stale translation and clears `fuzzy` records today's source;
    /// one who leaves `fuzzy` keeps the old source, so the text stays stale.
    @Test func clearingFuzzyRecordsTodaysSourceAndKeepingItKeepsTheOldOne() throws {
        let folder = try Self.teaFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let po = try Self.export(folder, "po")
        let edited = po.replacingOccurrences(
            of: "#, fuzzy\n#| msgid \"Two questions, one cup of tea.\"\n", with: ""
        ).replacingOccurrences(of: "msgstr \"Drei Fragen, eine Tasse Tee.\"", with: "msgstr \"Drei Fragen, ein Tee.\"")
        try Self.write(edited, folder, "tea.de.po")
        #expect(try Self.importFile(folder, "tea.de.po").status == 0)
        #expect(
            Self.text(folder, "tea.de.yaml").contains(
                "description:\n  text: Drei Fragen, ein Tee.\n  source: Three questions, one cup of tea.\n"))

        try Self.write(Self.teaGerman, folder, "tea.de.yaml")
        let stillFuzzy = po.replacingOccurrences(
            of: "msgstr \"Drei Fragen, eine Tasse Tee.\"", with: "msgstr \"Drei Fragen, ein Tee.\"")
        try Self.write(stillFuzzy, folder, "tea.de.po")
        #expect(try Self.importFile(folder, "tea.de.po").status == 0)
        #expect(
            Self.text(folder, "tea.de.yaml").contains(
                "description:\n  text: Drei Fragen, ein Tee.\n  source: Two questions, one cup of tea.\n"))
    }

    @Test func aFuzzyUnitWithoutItsOldSourceIsNotImported() throws {
        let folder = try Self.teaFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let po = try Self.export(folder, "po").replacingOccurrences(
            of: "msgctxt \"questions/spice/text\"\nmsgid \"I like strong flavors.\"\nmsgstr \"\"",
            with:
                "#, fuzzy\nmsgctxt \"questions/spice/text\"\nmsgid \"I like strong flavors.\"\nmsgstr \"Ich mag es scharf.\""
        )
        try Self.write(po, folder, "tea.de.po")
        let run = try Self.importFile(folder, "tea.de.po")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("is marked for review (fuzzy) but records no source text"), "\(run.stdout)")
        #expect(!Self.text(folder, "tea.de.yaml").contains("scharf"))
    }

    /// A unit translated from another source than today's is written with that source, so
    /// lint reports it stale, and the import says so.
    @Test func aUnitWhoseSourceChangedIsWrittenStale() throws {
        let folder = try Self.teaFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let po = try Self.export(folder, "po").replacingOccurrences(
            of: "msgid \"I like strong flavors.\"\nmsgstr \"\"",
            with: "msgid \"I like strong flavours.\"\nmsgstr \"Ich mag kräftige Aromen.\"")
        try Self.write(po, folder, "tea.de.po")
        let run = try Self.importFile(folder, "tea.de.po")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stdout.contains(
                "tea.de.po:72:1: warning: unit `questions/spice/text` was translated from “I like strong flavours.”, but the quiz now says “I like strong flavors.”"
            ), "\(run.stdout)")
        #expect(
            Self.text(folder, "tea.de.yaml").contains(
                "  spice:\n    text:\n      text: Ich mag kräftige Aromen.\n      source: I like strong flavours.\n"))
        let lint = try runFrontend(["lint", path("tea.quiz.yaml", under: folder), path("tea.de.yaml", under: folder)])
        #expect(lint.stdout.contains("the text of question `spice` was translated from “I like strong flavours.”"))
    }

    @Test func anEmptyTranslationLeavesTheEntryAsItIs() throws {
        let folder = try Self.teaFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let po = try Self.export(folder, "po").replacingOccurrences(
            of: "msgstr \"Masala Chai\"", with: "msgstr \"\"")
        try Self.write(po, folder, "tea.de.po")
        #expect(try Self.importFile(folder, "tea.de.po").status == 0)
        #expect(Self.text(folder, "tea.de.yaml").contains("  bold:\n    title: Masala Chai\n"))
    }

    // MARK: - Hostile units

    /// Each refusal: an error at its place in the interchange file, and nothing written.
    @Test(arguments: [
        (
            "<trans-unit id=\"questions/spice/text\"", "<trans-unit id=\"questions/spicy/text\"",
            "the quiz has no text `questions/spicy/text`; this unit is not imported (did you mean `questions/spice/text`?)",
            "[unknown-reference]"
        ),
        (
            "<target state=\"translated\">Masala Chai</target>",
            "<target state=\"translated\">Masala <g id=\"1\">Chai</g></target>",
            "unit `outcomes/bold/title`: `<target>` holds the inline element `<g>`", "[invalid-value]"
        ),
        (
            "<trans-unit id=\"outcomes/bold/title\"", "<trans-unit id=\"title\"",
            "the unit `title` appears twice (first at line 9)", "[duplicate-translation]"
        ),
    ])
    func aRefusedUnitStopsTheImport(original: String, replacement: String, message: String, code: String) throws {
        let folder = try Self.teaFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let xliff = try Self.export(folder, "xliff")
        #expect(xliff.contains(original))
        try Self.write(
            xliff.replacingOccurrences(of: original, with: replacement).replacingOccurrences(
                of: "<target state=\"new\"></target>", with: "<target state=\"translated\">Neu</target>"), folder,
            "tea.de.xlf")
        let run = try Self.importFile(folder, "tea.de.xlf")
        #expect(run.status == 1)
        #expect(run.stdout.contains(message) && run.stdout.contains(code), "\(run.stdout)")
        #expect(run.stderr.contains("nothing written"), "\(run.stderr)")
        #expect(Self.text(folder, "tea.de.yaml") == Self.teaGerman)
    }

    @Test func aBidiControlIsWrittenAndReportedAsLintReportsIt() throws {
        let folder = try Self.teaFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let po = try Self.export(folder, "po").replacingOccurrences(
            of: "msgstr \"Masala Chai\"", with: "msgstr \"Masala Chai\u{202E}\"")
        try Self.write(po, folder, "tea.de.po")
        let run = try Self.importFile(folder, "tea.de.po")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("U+202E RIGHT-TO-LEFT OVERRIDE") && run.stdout.contains("[bidi-control]"))
    }

    /// Malformed files: one `unreadable-input` (or `limit-exceeded`) error at the place, nothing written.
    @Test(arguments: [
        (
            "bad.xlf", "<xliff version=\"1.2\">\n  <file>\n    <body>\n  </file>\n</xliff>\n", "bad.xlf:4:3:",
            "`</file>` closes `<body>`"
        ),
        (
            "bad.xlf", "<?xml version=\"1.0\"?>\n<!DOCTYPE x [<!ENTITY a \"b\">]>\n<xliff/>\n", "bad.xlf:2:1:",
            "a document type declaration (`<!DOCTYPE`) is not accepted"
        ),
        ("bad.xlf", "<xliff version=\"2.0\"/>", "bad.xlf:1:1:", "this is XLIFF 2.0; quizc reads XLIFF 1.2"),
        (
            "bad.xlf", "<xliff version=\"1.2\"><file><body>&nbsp;</body></file></xliff>", "bad.xlf:1:34:",
            "the entity `&nbsp;` is not defined"
        ),
        (
            "deep.xlf", String(repeating: "<a>", count: 100) + String(repeating: "</a>", count: 100), "deep.xlf:1:193:",
            "elements nest more than 64 deep"
        ),
        (
            "bad.po", "msgid \"\"\nmsgstr \"\"\n\nmsgctxt \"title\"\nmsgid \"x\nmsgstr \"y\"\n", "bad.po:5:7:",
            "the string is not closed"
        ),
        (
            "bad.po", "msgid \"\"\nmsgstr \"Content-Type: text/plain; charset=ISO-8859-1\\n\"\n", "bad.po:2:1:",
            "UTF-8 only"
        ),
        ("bad.po", "msgctxt \"title\"\nmsgid \"x\"\nmsgtext \"y\"\n", "bad.po:3:1:", "`msgtext` is not a PO keyword"),
    ])
    func aMalformedFileIsReportedWhereItIsWrong(name: String, content: String, place: String, message: String) throws {
        let folder = try Self.teaFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.write(content, folder, name)
        let run = try Self.importFile(folder, name)
        #expect(run.status == 1)
        #expect(run.stdout.contains(place) && run.stdout.contains(message), "\(run.stdout)")
        #expect(Self.text(folder, "tea.de.yaml") == Self.teaGerman)
    }

    @Test func aFileOverTheSizeLimitIsNotRead() throws {
        let folder = try Self.teaFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let created = FileManager.default.createFile(atPath: path("huge.po", under: folder), contents: nil)
        try #require(created)
        let file = try FileHandle(forWritingTo: folder.appendingPathComponent("huge.po"))
        try file.truncate(atOffset: 64 << 20)
        try file.close()
        let run = try Self.importFile(folder, "huge.po")
        #expect(run.status == 2, "\(run.stderr)")
        #expect(run.stderr.contains("more than the limit"), "\(run.stderr)")
    }

    /// `quizc translations QUIZ --locale TAG` is still `init`.
    @Test func theCommandWithoutASubcommandIsInit() throws {
        let folder = try Self.teaFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let plain = try runFrontend(
            ["translations", path("tea.quiz.yaml", under: folder), "--locale", "de"], with: folder)
        let written = Self.text(folder, "tea.de.yaml")
        try Self.write(Self.teaGerman, folder, "tea.de.yaml")
        let named = try runFrontend(
            ["translations", "init", path("tea.quiz.yaml", under: folder), "--locale", "de"], with: folder)
        #expect(plain.status == 0 && named.status == 0)
        #expect(plain.stderr == named.stderr)
        #expect(Self.text(folder, "tea.de.yaml") == written)
    }

    /// docs/translating.md, "Working with a translation platform": its PO example is what
    /// the export writes for the shipped `mbti` quiz.
    @Test func theGuidesPOExampleIsWhatExportWrites() throws {
        let guide = try String(
            contentsOf: packageRoot.appendingPathComponent("docs/translating.md"), encoding: .utf8)
        let section = try #require(guide.components(separatedBy: "## 9. Working with a translation platform").last)
        let block = try #require(section.components(separatedBy: "```po\n").dropFirst().first)
        let example = try #require(block.components(separatedBy: "```").first).split(separator: "\n").map {
            $0.drop { $0 == " " }
        }.joined(separator: "\n")
        let folder = try TranslationsCommandTests.workspace(translations: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let po = try Self.export(folder.appendingPathComponent("quizzes"), "po", quiz: "mbti", locale: "de")
        #expect(po.contains(example + "\n"), "\(example)")
    }
}
