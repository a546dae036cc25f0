import Foundation
import QuizRuntime
@_spi(Tools) import QuizYAML
import Testing

@_spi(Tools) @testable import QuizCompiler
@testable import QuizLanguageServer

/// Definition, references, hover and completion through the server, in process.
@Suite struct NavigationFeatureTests {
    let quiz = SemanticFixtures.tinyQuiz
    let translation = SemanticFixtures.tinyTranslation

    /// A workspace holding the tiny quiz and its translation.
    struct Workspace {
        let folder: TemporaryFolder
        let quizPath: String
        let translationPath: String

        init(quiz: String = SemanticFixtures.tinyQuiz) throws {
            folder = try TemporaryFolder()
            quizPath = try folder.write("tiny.quiz.yaml", quiz)
            translationPath = try folder.write("tiny.de.yaml", SemanticFixtures.tinyTranslation)
        }
    }

    /// `TextDocumentPositionParams` at the `offset`-th scalar of `needle` (ASCII lines).
    static func at(_ path: String, _ text: String, _ needle: String, offset: Int, occurrence: Int = 1) -> JSONValue {
        let position = SemanticFixtures.position(of: needle, in: text, occurrence: occurrence, offset: offset)
        return .object([
            ("textDocument", .object([("uri", .string(DocumentURI.uri(of: path)))])),
            ("position", .position(LSPPosition(line: position.line - 1, character: position.column - 1))),
        ])
    }

    /// One request after `initialize` over the workspace; its response.
    static func ask(
        _ workspace: Workspace, _ method: String, _ params: JSONValue, open: [(String, String)] = [],
        capabilities: [(String, JSONValue)] = []
    ) -> JSONValue? {
        var client = ScriptedClient()
        client.initialize(root: workspace.folder.path, capabilities: capabilities)
        for (path, text) in open { client.open(path, text) }
        let id = client.request(method, params)
        client.shutdownAndExit()
        return client.run().response(id)
    }

    /// The `(line, character)` start of each location, with its file name.
    static func starts(_ locations: JSONValue?) -> [String] {
        guard case .array(let items)? = locations else { return [] }
        return items.map { location in
            let uri = location["uri"].flatMap { if case .string(let s) = $0 { s } else { nil } } ?? "?"
            func number(_ value: JSONValue?) -> String {
                if case .number(let text)? = value { return text }
                return "?"
            }
            let start = location["range"]?["start"]
            return "\((uri as NSString).lastPathComponent):\(number(start?["line"])):\(number(start?["character"]))"
        }
    }

    @Test func definitionOfAWeightIsTheTraitsEntry() throws {
        let workspace = try Workspace()
        let response = Self.ask(
            workspace, "textDocument/definition", Self.at(workspace.quizPath, quiz, "warm: 1", offset: 1))
        // `traits: [warm, cool]` is line 3 (0-based), `warm` at character 9.
        #expect(Self.starts(response?["result"]) == ["tiny.quiz.yaml:3:9"])
    }

    @Test func definitionFromATranslationIsInItsQuiz() throws {
        let workspace = try Workspace()
        let response = Self.ask(
            workspace, "textDocument/definition", Self.at(workspace.translationPath, translation, "snow:", offset: 1))
        // The option `snow` of q1: `      - {id: snow, …` on line 18.
        #expect(Self.starts(response?["result"]) == ["tiny.quiz.yaml:18:13"])
    }

    @Test func definitionOfNoNameIsNull() throws {
        let workspace = try Workspace()
        let response = Self.ask(
            workspace, "textDocument/definition", Self.at(workspace.quizPath, quiz, "title: Tiny", offset: 8))
        #expect(response?["result"] == .null)
    }

    @Test(arguments: [("utf-16", 2), ("utf-32", 1)])
    func positionsAfterAnAstralCharacterAreConverted(encoding: String, unitsOfTheEmoji: Int) throws {
        let emoji = quiz.replacingOccurrences(of: "label: Sun,", with: "label: \"🌞 Sun\",")
        let workspace = try Workspace(quiz: emoji)
        let line = emoji.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("🌞") }!
        let text = String(emoji.split(separator: "\n", omittingEmptySubsequences: false)[line])
        // `warm` of `weights: {warm: 1}` on the emoji's line, in the negotiated units.
        let scalars = text.unicodeScalars.distance(
            from: text.unicodeScalars.startIndex, to: text.range(of: "warm")!.lowerBound)
        let character = scalars - 1 + unitsOfTheEmoji
        var client = ScriptedClient()
        client.initialize(root: workspace.folder.path, encodings: [encoding])
        let id = client.request(
            "textDocument/hover",
            .object([
                ("textDocument", .object([("uri", .string(DocumentURI.uri(of: workspace.quizPath)))])),
                ("position", .position(LSPPosition(line: line, character: character + 1))),
            ]))
        client.shutdownAndExit()
        let response = client.run().response(id)
        #expect(response?["result"]?["range"]?["start"] == .position(LSPPosition(line: line, character: character)))
        #expect(response?["result"]?["range"]?["end"] == .position(LSPPosition(line: line, character: character + 4)))
    }

    @Test func referencesSpanTheQuizAndItsTranslation() throws {
        let workspace = try Workspace()
        var params = Self.at(workspace.quizPath, quiz, "q1", offset: 1)
        guard case .object(var members) = params else { return }
        members.append(("context", .object([("includeDeclaration", .bool(true))])))
        params = .object(members)
        let response = Self.ask(workspace, "textDocument/references", params)
        #expect(
            Self.starts(response?["result"]) == [
                "tiny.de.yaml:4:2", "tiny.quiz.yaml:13:8", "tiny.quiz.yaml:26:21", "tiny.quiz.yaml:35:14",
            ])
    }

    @Test func hoverShowsAnOutcomesExactProbabilityAndWitness() throws {
        let workspace = try Workspace()
        let response = Self.ask(
            workspace, "textDocument/hover", Self.at(workspace.quizPath, quiz, "expect: warm", offset: 9))
        guard case .string(let text)? = response?["result"]?["contents"]?["value"] else {
            Issue.record("no hover: \(String(describing: response))")
            return
        }
        #expect(text.hasPrefix("**outcome** `warm`"))
        #expect(text.contains("Probability: "))
        #expect(text.contains("Witness answers: `{\"q1\": "))
        #expect(response?["result"]?["range"]?["start"]?["character"] == .integer(12))
    }

    @Test func hoverShowsAQuestionsWireKeyAndADiagnosticsReferenceText() throws {
        let broken = quiz.replacingOccurrences(
            of: "weights: {cool: 1}}\n  - id: q2", with: "weights: {cold: 1}}\n  - id: q2")
        let workspace = try Workspace(quiz: broken)
        let question = Self.ask(
            workspace, "textDocument/hover", Self.at(workspace.quizPath, broken, "id: q2", offset: 5))
        guard case .string(let wire)? = question?["result"]?["contents"]?["value"] else {
            Issue.record("no hover")
            return
        }
        #expect(wire.contains("Wire key: `legacy_q2` (its `key:`)"))
        let weight = Self.ask(
            workspace, "textDocument/hover", Self.at(workspace.quizPath, broken, "cold: 1", offset: 1))
        guard case .string(let text)? = weight?["result"]?["contents"]?["value"] else {
            Issue.record("no hover")
            return
        }
        #expect(text.contains("**`unknown-trait`**"))
    }

    @Test func completionOffersTheDeclaredTraitsInAHalfTypedBuffer() throws {
        let workspace = try Workspace()
        // An unsaved buffer whose last line does not parse: the names come from the text without it.
        let typing = quiz + "  - id: q4\n    text: New\n    options:\n      - {id: z, label: Z, weights: {co"
        let lines = typing.split(separator: "\n", omittingEmptySubsequences: false)
        let params = JSONValue.object([
            ("textDocument", .object([("uri", .string(DocumentURI.uri(of: workspace.quizPath)))])),
            ("position", .position(LSPPosition(line: lines.count - 1, character: lines.last!.count))),
        ])
        let response = Self.ask(workspace, "textDocument/completion", params, open: [(workspace.quizPath, typing)])
        guard case .array(let items)? = response?["result"]?["items"] else {
            Issue.record("no items: \(String(describing: response))")
            return
        }
        #expect(items.map { $0["label"] } == [.string("warm"), .string("cool")])
        #expect(items.first?["textEdit"]?["range"]?["start"]?["character"] == .integer(lines.last!.count - 2))
    }
}
