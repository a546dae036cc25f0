import Foundation
import Testing

@_spi(Tools) @testable import QuizCompiler

/// docs/translating.md's account of what lint reports stays true.
@Suite("docs/translating.md")
struct TranslatingDocsTests {
    static func text() throws -> String {
        try String(contentsOf: packageRoot.appendingPathComponent("docs/translating.md"), encoding: .utf8)
    }

    /// Each heading "### `code` (severity)" of section 4 names the code's severity.
    @Test func eachCodeHeadingNamesTheSeverityLintGivesIt() throws {
        let headings = try Self.text().split(separator: "\n").filter { $0.hasPrefix("### `") && $0.hasSuffix(")") }
        #expect(headings.count >= 7)
        for heading in headings {
            let code = heading.dropFirst(5).prefix { $0 != "`" }
            let severity = heading.split(separator: "(").last.map { String($0.dropLast()) }
            let known = try #require(DiagnosticCode(rawValue: String(code)), "\(heading)")
            #expect(severity == known.defaultSeverity.rawValue, "\(heading)")
        }
    }

    /// A partly translated locale must be committable with the documented `--strict` hook:
    /// the docs say so, and `missing-translation` is a note, which `--strict` never fails on.
    @Test func untranslatedTextsAreNotesThatStrictDoesNotFailOn() throws {
        #expect(DiagnosticCode.missingTranslation.defaultSeverity == .note)
        #expect(DiagnosticCode.staleTranslation.defaultSeverity == .warning)
        let text = try Self.text()
        #expect(text.contains("### `missing-translation` (note)"))
        #expect(
            text.contains(
                "but it never fails a run, `--strict` included, so a\n   partly translated file can be committed and shipped"
            ))
        for guide in ["docs/ci.md", "docs/plugins.md"] {
            let page = try String(contentsOf: packageRoot.appendingPathComponent(guide), encoding: .utf8)
            #expect(
                page.contains("args: [--strict]")
                    && page.contains("an untranslated text is a `missing-translation` *note*"), "\(guide)")
        }
    }
}
