import Foundation
import QuizRuntime
@_spi(Tools) import QuizYAML
import Testing

@_spi(Tools) @testable import QuizCompiler

@Suite("SARIF rendering")
struct SARIFRendererTests {
    @Test func pathsAreRelativeToTheCurrentDirectoryWithForwardSlashes() {
        let cwd = "/work/repo"
        #expect(SARIFRenderer.relativePath("quizzes/a.quiz.yaml", currentDirectory: cwd) == "quizzes/a.quiz.yaml")
        #expect(SARIFRenderer.relativePath("./quizzes//a.quiz.yaml", currentDirectory: cwd) == "quizzes/a.quiz.yaml")
        #expect(
            SARIFRenderer.relativePath("/work/repo/quizzes/a.quiz.yaml", currentDirectory: cwd) == "quizzes/a.quiz.yaml"
        )
        #expect(
            SARIFRenderer.relativePath("/work/repo/./x/../quizzes/a.yaml", currentDirectory: cwd + "/")
                == "quizzes/a.yaml")
        #expect(SARIFRenderer.relativePath("quizzes\\win.yaml", currentDirectory: cwd) == "quizzes/win.yaml")
        #expect(SARIFRenderer.relativePath("../other/q.yaml", currentDirectory: cwd) == "../other/q.yaml")
        #expect(SARIFRenderer.relativePath("/work/repository/a.yaml", currentDirectory: cwd) == nil)
        #expect(SARIFRenderer.relativePath("/elsewhere/a.yaml", currentDirectory: cwd) == nil)
    }

    @Test func urisArePercentEncoded() {
        let inside = SARIFRenderer.artifactLocation("/work/repo/my quizzes/é.yaml", currentDirectory: "/work/repo")
        #expect(inside == .object([("uri", .string("my%20quizzes/%C3%A9.yaml")), ("uriBaseId", .string("%SRCROOT%"))]))
        let outside = SARIFRenderer.artifactLocation("/tmp/a b.yaml", currentDirectory: "/work/repo")
        #expect(outside == .object([("uri", .string("file:///tmp/a%20b.yaml"))]))
        #expect(SARIFRenderer.directoryURI("/work/my repo") == "file:///work/my%20repo/")
    }

    @Test func everyCodeIsARuleWithAStableIndex() throws {
        let log = SARIFRenderer.value([], currentDirectory: "/r", tool: .quizc)
        guard case .array(let runs)? = log["runs"], case .array(let rules)? = runs.first?["tool"]?["driver"]?["rules"]
        else {
            Issue.record("no rules")
            return
        }
        #expect(rules.count == DiagnosticCode.allCases.count)
        for (index, code) in DiagnosticCode.allCases.enumerated() {
            #expect(rules[index]["id"] == .string(code.rawValue))
            #expect(rules[index]["shortDescription"]?["text"] == .string(code.summary))
            #expect(rules[index]["defaultConfiguration"]?["level"] == .string(code.defaultSeverity.rawValue))
        }
        let explained = Set(CodeCatalog.references.map(\.code))
        for (index, code) in DiagnosticCode.allCases.enumerated() where explained.contains(code) {
            #expect(rules[index]["fullDescription"] != nil && rules[index]["help"] != nil, "\(code.rawValue)")
        }
    }

    @Test func notesBecomeRelatedLocationsOrMessageLines() {
        let range = SourceRange(start: SourcePosition(line: 3, column: 2), end: SourcePosition(line: 3, column: 5))
        let diagnostic = Diagnostic(
            file: "q.yaml", range: range, severity: .warning, code: .deadOption, message: "main",
            notes: [
                Diagnostic.Note(message: "here", range: SourceRange(at: SourcePosition(line: 1, column: 1))),
                Diagnostic.Note(message: "no place", range: nil),
            ])
        let result = SARIFRenderer.result(diagnostic, ruleIndex: 7, currentDirectory: "/r")
        #expect(result["ruleId"] == .string("dead-option"))
        #expect(result["ruleIndex"] == .integer(7))
        #expect(result["level"] == .string("warning"))
        #expect(result["message"]?["text"] == .string("main\nnote: no place"))
        guard case .array(let related)? = result["relatedLocations"] else {
            Issue.record("no related locations")
            return
        }
        #expect(related.count == 1)
        #expect(related[0]["message"]?["text"] == .string("here"))
        #expect(related[0]["physicalLocation"]?["region"]?["startLine"] == .integer(1))
        guard case .array(let locations)? = result["locations"] else { return }
        #expect(
            locations[0]["physicalLocation"]?["region"]
                == .object([
                    ("startLine", .integer(3)), ("startColumn", .integer(2)), ("endLine", .integer(3)),
                    ("endColumn", .integer(5)),
                ]))
    }
}
