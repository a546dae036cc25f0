import Foundation
import QuizRuntime
import Testing

@_spi(Tools) @testable import QuizCompiler
@testable import QuizLanguageServer

/// `textDocument/codeAction` offers exactly the fixes `quizc lint` shows for the diagnostics
/// in the range: `quickfix`, `isPreferred` only for a fix proven safe, the edits in the
/// negotiated encoding.
@Suite struct CodeActionTests {
    static let quiz = """
        quiz: demo
        version: 1.0.0
        title: Demo
        traits: [a, b]
        scoring: {model: highest, ties: [a, b]}
        questions:
          - id: q1
            text: "Pick\\aone"
            options:
              - {id: x, label: X, weights: {a: 1}}
              - {id: y, label: 😀 Y, weights: {b: 1}}
        outcomes:
          a: {title: A, description: Alpha}
          b: {title: B, description: Beta}

        """

    static func first(_ value: JSONValue?) -> JSONValue? {
        guard case .array(let items)? = value else { return nil }
        return items.first
    }

    func codeActions(_ text: String, line: Int, from: Int, to: Int, only: [String]? = nil) throws -> (
        JSONValue?, String
    ) {
        let folder = try TemporaryFolder()
        let path = try folder.write("demo.quiz.yaml", Self.quiz)
        var client = ScriptedClient()
        client.initialize(root: folder.path)
        client.open(path, text)
        var context: [(String, JSONValue)] = [("diagnostics", .array([]))]
        if let only { context.append(("only", .array(only.map(JSONValue.string)))) }
        let id = client.request(
            "textDocument/codeAction",
            .object([
                ("textDocument", .object([("uri", .string(DocumentURI.uri(of: path)))])),
                ("range", .range(LSPPosition(line: line, character: from), LSPPosition(line: line, character: to))),
                ("context", .object(context)),
            ]))
        client.shutdownAndExit()
        return (client.run().response(id)?["result"], DocumentURI.uri(of: path))
    }

    @Test func aSafeFixIsAPreferredQuickFixWithTheLintEdit() throws {
        let (result, uri) = try codeActions(Self.quiz, line: 7, from: 12, to: 12)
        guard case .array(let actions)? = result else {
            Issue.record("no actions: \(String(describing: result))")
            return
        }
        #expect(actions.count == 1)
        let action = try #require(actions.first)
        #expect(action["kind"] == .string("quickfix"))
        #expect(action["isPreferred"] == .bool(true))
        #expect(action["title"] == .string("remove the control characters from the text of question `q1`"))
        #expect(Self.first(action["diagnostics"])?["code"] == .string("control-character"))
        let edit = JSONValue.object([
            ("range", .range(LSPPosition(line: 7, character: 10), LSPPosition(line: 7, character: 21))),
            ("newText", .string("\"Pickone\"")),
        ])
        #expect(action["edit"]?["changes"] == .object([(uri, .array([edit]))]))
    }

    @Test func anUnsafeFixIsOfferedButNotPreferred() throws {
        let text = Self.quiz.replacingOccurrences(of: "[a, b]", with: "[a, bold]")
            .replacingOccurrences(of: "weights: {b: 1}", with: "weights: {bodl: 1}")
            .replacingOccurrences(of: "  b: {title: B", with: "  bold: {title: B")
        let (result, _) = try codeActions(text, line: 10, from: 0, to: 60)
        guard case .array(let actions)? = result else {
            Issue.record("no actions: \(String(describing: result))")
            return
        }
        #expect(actions.count == 1)
        #expect(actions.first?["title"] == .string("replace `bodl` with `bold` (unsafe)"))
        #expect(actions.first?["isPreferred"] == nil)
        // UTF-16 columns: the emoji before the name counts two.
        let newText = actions.first?["edit"]?["changes"].flatMap { value -> JSONValue? in
            guard case .object(let members) = value else { return nil }
            return Self.first(members.first?.1)?["range"]
        }
        #expect(newText == .range(LSPPosition(line: 10, character: 39), LSPPosition(line: 10, character: 43)))
    }

    @Test func nothingOutsideTheRangeOrOfAnotherKind() throws {
        #expect(try codeActions(Self.quiz, line: 2, from: 0, to: 5).0 == .array([]))
        #expect(try codeActions(Self.quiz, line: 7, from: 12, to: 12, only: ["refactor"]).0 == .array([]))
        guard case .array(let actions)? = try codeActions(Self.quiz, line: 7, from: 12, to: 12, only: ["quickfix"]).0
        else {
            Issue.record("no actions")
            return
        }
        #expect(actions.count == 1)
    }
}
