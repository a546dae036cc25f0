import Foundation
import QuizRuntime
import Testing

@_spi(Tools) @testable import QuizCompiler

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
            let updated =
                String(text[..<beginRange.upperBound]) + "\n" + generated + String(text[endRange.lowerBound...])
            try updated.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        #expect(
            current == "\n" + generated,
            "docs/authoring.md's diagnostic reference is stale; run QUIZC_RECORD=1 swift test --filter DocsTests")
    }

    /// The YAML blocks of a Markdown section, from its heading to the next `## ` heading.
    static func yamlBlocks(in text: String, section heading: String) -> [String] {
        guard let start = text.range(of: "\n" + heading + "\n") else { return [] }
        let rest = text[start.upperBound...]
        let body = rest.range(of: "\n## ").map { rest[..<$0.lowerBound] } ?? rest
        return body.components(separatedBy: "```yaml\n").dropFirst().compactMap {
            $0.components(separatedBy: "\n```").first
        }
    }

    @Test func authoringGuideCompleteQuizIsCleanUnderStrict() throws {
        let text = try String(contentsOf: packageRoot.appendingPathComponent("docs/authoring.md"), encoding: .utf8)
        let blocks = Self.yamlBlocks(in: text, section: "## 1. A complete quiz")
        let quiz = try #require(blocks.first, "docs/authoring.md section 1 has no yaml block")
        let file = compile(quiz + "\n", path: "weekend-style.quiz.yaml")
        // No diagnostic at all: `quizc lint --strict` passes on what the guide tells authors to copy.
        #expect(file.diagnostics.isEmpty, "\(codes(file)): \(file.diagnostics.map(\.message))")
        #expect(file.resolved?.bundle.examples.count == 1)
        // The Examples section shows the same example as the complete quiz.
        let example = try #require(
            Self.yamlBlocks(in: text, section: "## 2. The parts of a quiz, one by one")
                .first { $0.hasPrefix("examples:") }, "no examples block in section 2")
        #expect(quiz.hasSuffix(example))
    }

    /// Every editor setting the docs show maps the quiz schema to both spellings of a quiz file.
    @Test func editorSchemaSettingsCoverBothExtensions() throws {
        var settings = 0
        for name in ["authoring.md", "schemas.md"] {
            let text = try String(contentsOf: packageRoot.appendingPathComponent("docs/\(name)"), encoding: .utf8)
            for line in text.split(separator: "\n") where line.contains("\"yaml.schemas\"") {
                var json = line.trimmingCharacters(in: .whitespaces)
                if !json.hasPrefix("{") { json = "{" + json + "}" }
                let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
                let mapping = try #require(object?["yaml.schemas"] as? [String: Any], "\(name): \(line)")
                let globs = mapping.values.flatMap { ($0 as? [String]) ?? [$0 as? String].compactMap { $0 } }
                #expect(
                    globs.contains { $0.hasSuffix("*.quiz.yaml") } && globs.contains { $0.hasSuffix("*.quiz.yml") },
                    "\(name): \(line) does not cover .quiz.yaml and .quiz.yml")
                settings += 1
            }
        }
        #expect(settings >= 2)
    }

    @Test func everyCodeInTheCatalogIsDocumented() throws {
        let text = try String(contentsOf: packageRoot.appendingPathComponent("docs/authoring.md"), encoding: .utf8)
        for code in DiagnosticCode.allCases {
            #expect(text.contains("### `\(code.rawValue)`"), "docs/authoring.md has no section for \(code.rawValue)")
        }
    }
}
