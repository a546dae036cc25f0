import Foundation
import QuizCompiler
import Testing

@Suite("Docs generated from the code catalog are up to date")
struct DocsTests {
    static let begin = "<!-- BEGIN GENERATED: diagnostic reference -->"
    static let end = "<!-- END GENERATED: diagnostic reference -->"

    @Test func authoringGuideReferenceSection() throws {
        let url = packageRoot.appendingPathComponent("docs/authoring.md")
        let text = try String(contentsOf: url, encoding: .utf8)
        guard let beginRange = text.range(of: Self.begin), let endRange = text.range(of: Self.end) else {
            Issue.record("docs/authoring.md lacks the generated-section markers")
            return
        }
        let generated = CodeReferenceMarkdown.render() + "\n"
        let current = String(text[beginRange.upperBound..<endRange.lowerBound])
        if ProcessInfo.processInfo.environment["QUIZC_RECORD"] == "1" {
            let updated = String(text[..<beginRange.upperBound]) + "\n" + generated + String(text[endRange.lowerBound...])
            try updated.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        #expect(current == "\n" + generated, "docs/authoring.md's diagnostic reference is stale; run QUIZC_RECORD=1 swift test --filter DocsTests")
    }

    @Test func everyCodeInTheCatalogIsDocumented() throws {
        let text = try String(contentsOf: packageRoot.appendingPathComponent("docs/authoring.md"), encoding: .utf8)
        for reference in CodeCatalog.references {
            #expect(text.contains("### `\(reference.code.rawValue)`"))
        }
    }
}
