import Foundation
import QuizRuntime
import Testing

@_spi(Tools) @testable import QuizCompiler
@testable import QuizLanguageServer

/// A rename is checked like a fix: the renamed workspace is linted in memory, and a rename
/// that would add an error or a warning is refused (`-32803`) with the new diagnostics'
/// messages — also when the client could confirm a wire-key change.
@Suite struct RenameLintTests {
    /// An `axes` quiz with one axis: its outcome codes are its pole letters.
    static let axesQuiz = """
        quiz: axes
        version: 1.0.0
        title: Axes
        traits: [E, I]
        scoring:
          model: axes
          axes:
            - {poles: [E, I]}
        questions:
          - id: q1
            text: Parties?
            options:
              - {id: love, label: Love them, weights: {E: 1}}
              - {id: avoid, label: Avoid them, weights: {I: 1}}
        outcomes:
          E: {title: Outgoing, description: You like people.}
          I: {title: Reserved, description: You like quiet.}

        """

    /// `tiny` with a question `quarrel` (keyed by its id) beside `q1` and `q3`.
    static let quarrelQuiz = SemanticFixtures.tinyQuiz
        .replacingOccurrences(of: "quiz: tiny", with: "quiz: quarrelsome")
        .replacingOccurrences(
            of: "  - id: q2\n    text: Agree?\n    key: legacy_q2\n", with: "  - id: quarrel\n    text: Agree?\n"
        )
        .replacingOccurrences(of: "q2: 2", with: "quarrel: 2")

    struct Workspace {
        let folder: TemporaryFolder
        var texts: [String: String] = [:]

        init() throws {
            folder = try TemporaryFolder()
            for (name, text) in [
                ("tiny.quiz.yaml", SemanticFixtures.tinyQuiz), ("tiny.de.yaml", SemanticFixtures.tinyTranslation),
                ("axes.quiz.yaml", RenameLintTests.axesQuiz), ("quarrel.quiz.yaml", RenameLintTests.quarrelQuiz),
            ] {
                texts[try folder.write(name, text)] = text
            }
        }

        /// The response to renaming the name at `needle` + `offset` in `name` to `newName`,
        /// from a client that can confirm wire-key changes (so only the lint can refuse).
        func rename(_ name: String, _ needle: String, offset: Int, to newName: String) -> JSONValue? {
            let path = (folder.path as NSString).appendingPathComponent(name)
            guard case .object(var members) = NavigationFeatureTests.at(path, texts[path]!, needle, offset: offset)
            else { return nil }
            members.append(("newName", .string(newName)))
            var client = ScriptedClient()
            client.initialize(root: folder.path, capabilities: RenameFeatureTests.confirming)
            let id = client.request("textDocument/rename", .object(members))
            client.shutdownAndExit()
            return client.run().response(id)
        }
    }

    @Test(arguments: [
        // (file, needle, offset, new name, the code the refusal names)
        ("axes.quiz.yaml", "  E: {", 2, "class", "unknown-outcome"),  // an axes outcome that no poles spell
        ("tiny.quiz.yaml", "{id: snow", 5, "Sun", "confusable-keys"),  // an option beside `sun`, by case
        ("tiny.quiz.yaml", "{id: snow", 5, "ｓｕｎ", "confusable-keys"),  // and by width
        ("quarrel.quiz.yaml", "id: q3", 4, "Quarrel", "confusable-keys"),  // a question beside `quarrel`
        ("tiny.de.yaml", "warm: {", 1, "a:b", "invalid-value"),  // an outcome (and its trait) from the translation
    ])
    func aRenameThatLintRejectsIsRefusedWithTheReason(
        file: String, needle: String, offset: Int, newName: String, code: String
    ) throws {
        let workspace = try Workspace()
        let response = workspace.rename(file, needle, offset: offset, to: newName)
        let message = try #require(RenameFeatureTests.errorMessage(response), "\(String(describing: response))")
        #expect(message.contains("quizc lint would then report"))
        #expect(message.contains("[\(code)]"), "\(message)")
    }

    @Test func aFiveThousandCharacterIdIsRefused() throws {
        let workspace = try Workspace()
        let response = workspace.rename(
            "tiny.quiz.yaml", "{id: snow", offset: 5, to: String(repeating: "s", count: 5000))
        let message = try #require(RenameFeatureTests.errorMessage(response), "\(String(describing: response))")
        #expect(message.contains("quizc lint would then report"))
    }

    @Test func aRenameThatLintAcceptsStillGoesThrough() throws {
        let workspace = try Workspace()
        let response = workspace.rename("tiny.quiz.yaml", "{id: snow", offset: 5, to: "frost")
        #expect(response?["result"]?["documentChanges"] != nil)
    }
}
