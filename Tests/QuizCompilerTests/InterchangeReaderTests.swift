import QuizInterchange
@_spi(Tools) import QuizYAML
import Testing

@_spi(Tools) @testable import QuizCompiler

/// The readers of translation interchange files: what they take from XLIFF and PO, and
/// where they say a file is wrong.
@Suite("Interchange readers: XLIFF 1.2 and gettext PO")
struct InterchangeReaderTests {
    @Test(arguments: [
        ["title"], ["questions", "a/b", "text"], ["outcomes", "x~y", "recommendations", "0"], ["scales", "~1", "3"],
    ])
    func aUnitIDGivesBackItsKeys(keys: [String]) {
        let id = UnitID.id(keys)
        #expect(UnitID.keys(id) == keys)
        #expect(!id.contains("//"))
    }

    @Test func aUnitIDWithABadEscapeHasNoKeys() {
        #expect(UnitID.keys("questions/a~2/text") == nil)
        #expect(UnitID.id(["a/b"]) == "a~1b")
    }

    @Test func poEntriesGiveUnitsWithStateAndPreviousSource() throws {
        let po = """
            # comment
            msgid ""
            msgstr ""
            "Language: pt_BR\\n"
            "X-Quizc-Quiz: ../quizzes/tea.quiz.yaml\\n"
            "Content-Type: text/plain; charset=UTF-8\\n"

            #. context
            #, fuzzy, c-format
            #| msgid "Old "
            #| "source"
            msgctxt "description"
            msgid ""
            "New "
            "source"
            msgstr "Neue\\n"
            "Quelle \\"x\\""
            msgctxt "title"
            msgid "T"
            msgstr ""

            #~ msgctxt "gone"
            #~ msgid "x"
            #~ msgstr "y"

            """
        let document = try POReader.read(Array(po.utf8)).get()
        #expect(document.targetLocale == "pt-BR")
        #expect(document.quizPath == "../quizzes/tea.quiz.yaml")
        #expect(document.units.count == 2)
        let description = document.units[0]
        #expect(description.id == "description" && description.source == "New source")
        #expect(description.target == "Neue\nQuelle \"x\"")
        #expect(description.needsReview && description.previousSource == "Old source")
        #expect(description.range.start == SourcePosition(line: 12, column: 1))
        #expect(document.units[1].id == "title" && document.units[1].target.isEmpty && !document.units[1].needsReview)
    }

    @Test func xliffUnitsInGroupsWithStatesPreviousVersionsAndMarkup() throws {
        let xliff = """
            <?xml version="1.0" encoding="utf-8"?>
            <!-- a comment -->
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
              <file original="tea.quiz.yaml" source-language="en" target-language="de" datatype="plaintext">
                <body>
                  <group id="g">
                    <trans-unit id="title" approved="yes">
                      <source>Tea &amp; you</source>
                      <target state="translated"><![CDATA[Tee & <du>]]>&#x21;</target>
                    </trans-unit>
                  </group>
                  <trans-unit id="description">
                    <source>New</source>
                    <target state="needs-review-translation">Alt</target>
                    <alt-trans alttranstype="previous-version"><source>Old</source><target>Alt</target></alt-trans>
                  </trans-unit>
                  <trans-unit id="outcomes/a/title">
                    <source>A</source>
                    <target>Ein <x id="1"/>A</target>
                  </trans-unit>
                </body>
              </file>
            </xliff>
            """
        let document = try XLIFFReader.read(Array(xliff.utf8)).get()
        #expect(document.quizPath == "tea.quiz.yaml" && document.targetLocale == "de")
        #expect(document.units.map(\.id) == ["title", "description", "outcomes/a/title"])
        #expect(document.units[0].source == "Tea & you" && document.units[0].target == "Tee & <du>!")
        #expect(!document.units[0].needsReview && document.units[0].refusal == nil)
        #expect(document.units[1].needsReview && document.units[1].previousSource == "Old")
        #expect(document.units[2].refusal?.contains("`<x>`") == true)
        #expect(document.units[2].refusalRange?.start == SourcePosition(line: 19, column: 21))
    }

    @Test func anXMLDocumentThatIsNotWellFormedIsReportedWhereItBreaks() {
        let cases: [(String, SourcePosition, String)] = [
            ("<xliff version=\"1.2\"><file a=\"1\" a=\"2\"/></xliff>", SourcePosition(line: 1, column: 34), "twice"),
            ("<xliff version='1.2'>\n<file>&bogus;</file></xliff>", SourcePosition(line: 2, column: 7), "not defined"),
            ("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><xliff/>", SourcePosition(line: 1, column: 1), "UTF-8"),
            ("<xliff version=\"1.2\"></xliff> trailing", SourcePosition(line: 1, column: 31), "after the root"),
        ]
        for (text, position, message) in cases {
            guard case .failure(let problem) = XLIFFReader.read(Array(text.utf8)) else {
                Issue.record("read: \(text)")
                continue
            }
            #expect(problem.position == position, "\(text): \(problem)")
            #expect(problem.message.contains(message), "\(problem.message)")
        }
    }
}
