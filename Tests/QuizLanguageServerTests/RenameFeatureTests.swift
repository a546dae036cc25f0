import Foundation
import QuizRuntime
@_spi(Tools) import QuizYAML
import Testing

@_spi(Tools) @testable import QuizCompiler
@testable import QuizLanguageServer

/// `prepareRename` and `rename` through the server: internal names are renamed; a rename that
/// changes a wire key is refused (`-32803`, naming the key) unless the client supports change
/// annotations, and then comes back marked `needsConfirmation`. One test per kind of name.
@Suite struct RenameFeatureTests {
    typealias Nav = NavigationFeatureTests

    /// A `profile` quiz: a derived score, a result with bands, and a translation naming them.
    static let profileQuiz = """
        quiz: prof
        version: 1.0.0
        title: Prof
        traits: [N]
        scales:
          agree:
            options:
              - {value: 1, label: No}
              - {value: 2, label: Maybe}
              - {value: 3, label: Yes}
        scoring:
          model: profile
          derived:
            - {id: n_mean, mean: N}
          results:
            - id: calm
              title: Calm
              score: n_mean
              bands:
                - {id: low, below: 2, title: Low}
                - {id: high, title: High}
        questions:
          - {id: p1, text: Worried?, scale: agree, keyed: N}
        outcomes: {}

        """

    static let profileTranslation = """
        translation: prof
        locale: de
        results:
          calm:
            title: Ruhig
            bands:
              low: {title: Niedrig}

        """

    static let textKeyedQuiz = SemanticFixtures.tinyQuiz
        .replacingOccurrences(of: "quiz: tiny", with: "quiz: texty")
        .replacingOccurrences(of: "title: Tiny\n", with: "title: Texty\nanswer_key: text\n")

    /// The change-annotation capabilities of a client that can ask the author to confirm.
    static let confirming: [(String, JSONValue)] = [
        (
            "workspace",
            .object([
                (
                    "workspaceEdit",
                    .object([
                        ("documentChanges", .bool(true)),
                        ("changeAnnotationSupport", .object([("groupsOnLabel", .bool(true))])),
                    ])
                )
            ])
        ),
        ("textDocument", .object([("rename", .object([("prepareSupport", .bool(true))]))])),
    ]

    struct Renaming {
        let folder: TemporaryFolder
        var texts: [String: String] = [:]

        init() throws {
            folder = try TemporaryFolder()
            for (name, text) in [
                ("tiny.quiz.yaml", SemanticFixtures.tinyQuiz), ("tiny.de.yaml", SemanticFixtures.tinyTranslation),
                ("prof.quiz.yaml", RenameFeatureTests.profileQuiz),
                ("prof.de.yaml", RenameFeatureTests.profileTranslation),
                ("texty.quiz.yaml", RenameFeatureTests.textKeyedQuiz),
            ] {
                texts[try folder.write(name, text)] = text
            }
        }

        func path(_ name: String) -> String { (folder.path as NSString).appendingPathComponent(name) }

        /// `textDocument/rename` of the name at `needle` + `offset` in file `name`.
        func rename(
            _ name: String, _ needle: String, offset: Int, to newName: String, confirming: Bool = false
        ) -> JSONValue? {
            guard case .object(var members) = Nav.at(path(name), texts[path(name)]!, needle, offset: offset) else {
                return nil
            }
            members.append(("newName", .string(newName)))
            var client = ScriptedClient()
            client.initialize(root: folder.path, capabilities: confirming ? RenameFeatureTests.confirming : [])
            let id = client.request("textDocument/rename", .object(members))
            client.shutdownAndExit()
            return client.run().response(id)
        }
    }

    /// The number of text edits of a `changes` result, by file name.
    static func changeCounts(_ response: JSONValue?) -> [String: Int] {
        guard case .object(let members)? = response?["result"]?["changes"] else { return [:] }
        var counts: [String: Int] = [:]
        for (uri, edits) in members {
            if case .array(let items) = edits { counts[(uri as NSString).lastPathComponent] = items.count }
        }
        return counts
    }

    static func errorMessage(_ response: JSONValue?) -> String? {
        guard response?["error"]?["code"] == .integer(-32803), case .string(let text)? = response?["error"]?["message"]
        else { return nil }
        return text
    }

    @Test func aScaleIsRenamedWithoutConfirmation() throws {
        let renaming = try Renaming()
        let response = renaming.rename("tiny.quiz.yaml", "scale: agree", offset: 8, to: "agreement")
        #expect(Self.changeCounts(response) == ["tiny.quiz.yaml": 2])
    }

    @Test func aQuestionWithItsOwnKeyIsRenamedWithoutConfirmation() throws {
        let renaming = try Renaming()
        let response = renaming.rename("tiny.quiz.yaml", "id: q2", offset: 5, to: "mood")
        // Its id and the example's answer.
        #expect(Self.changeCounts(response) == ["tiny.quiz.yaml": 2])
    }

    @Test func underAnswerKeyTextAQuestionIsRenamedWithoutConfirmation() throws {
        let renaming = try Renaming()
        let response = renaming.rename("texty.quiz.yaml", "id: q1", offset: 5, to: "first")
        #expect(Self.changeCounts(response) == ["texty.quiz.yaml": 3])
    }

    @Test func aQuestionKeyedByItsIdIsRefusedNamingTheWireKey() throws {
        let renaming = try Renaming()
        let refused = renaming.rename("tiny.quiz.yaml", "id: q1", offset: 5, to: "first")
        let message = try #require(Self.errorMessage(refused), "\(String(describing: refused))")
        #expect(message.contains("wire key"))
        #expect(message.contains("`q1`"))
        #expect(message.contains("add `key: q1`"))
    }

    @Test func aQuestionKeyedByItsIdIsRenamedOnConfirmation() throws {
        let renaming = try Renaming()
        let response = renaming.rename("tiny.quiz.yaml", "id: q1", offset: 5, to: "first", confirming: true)
        let result = try #require(response?["result"])
        let annotation = try #require(result["changeAnnotations"]?[RenameFeature.annotationID])
        #expect(annotation["needsConfirmation"] == .bool(true))
        guard case .string(let label)? = annotation["label"] else {
            Issue.record("no label")
            return
        }
        #expect(label.contains("`q1`"))
        guard case .array(let changes)? = result["documentChanges"] else {
            Issue.record("no document changes")
            return
        }
        // The translation and the quiz, every edit under the annotation.
        #expect(changes.count == 2)
        for change in changes {
            guard case .array(let edits)? = change["edits"] else { continue }
            #expect(edits.allSatisfy { $0["annotationId"] == .string(RenameFeature.annotationID) })
        }
    }

    @Test(arguments: [
        // (file, needle, offset, new name, the wire key the refusal names)
        ("tiny.quiz.yaml", "is: sun", 5, "sunshine", "`sun`"),  // an option
        ("tiny.quiz.yaml", "keyed: warm", 8, "hot", "`warm`"),  // a trait (and, under highest, its outcome)
        ("tiny.de.yaml", "warm: {", 1, "hot", "`warm`"),  // an outcome, from the translation
        ("prof.quiz.yaml", "score: n_mean", 8, "n_avg", "`n_mean`"),  // a derived score
        ("prof.de.yaml", "calm:", 1, "relaxed", "`calm`"),  // a result
        ("prof.quiz.yaml", "id: low", 5, "lowest", "`low`"),  // a band
    ])
    func wireKeysAreRefusedThenConfirmed(file: String, needle: String, offset: Int, newName: String, key: String) throws
    {
        let renaming = try Renaming()
        let refused = renaming.rename(file, needle, offset: offset, to: newName)
        let message = try #require(Self.errorMessage(refused), "\(String(describing: refused))")
        #expect(message.contains(key))
        let confirmed = renaming.rename(file, needle, offset: offset, to: newName, confirming: true)
        #expect(
            confirmed?["result"]?["changeAnnotations"]?[RenameFeature.annotationID]?["needsConfirmation"] == .bool(true)
        )
    }

    @Test func aRenameReachesTheTranslation() throws {
        let renaming = try Renaming()
        let confirmed = renaming.rename("prof.quiz.yaml", "id: low", offset: 5, to: "lowest", confirming: true)
        guard case .array(let changes)? = confirmed?["result"]?["documentChanges"] else {
            Issue.record("no document changes")
            return
        }
        let files = changes.compactMap { change -> String? in
            guard case .string(let uri)? = change["textDocument"]?["uri"] else { return nil }
            return (uri as NSString).lastPathComponent
        }
        #expect(files == ["prof.de.yaml", "prof.quiz.yaml"])
    }

    @Test func prepareRenameGivesTheRangeOrRefuses() throws {
        let renaming = try Renaming()
        let path = renaming.path("tiny.quiz.yaml")
        let text = SemanticFixtures.tinyQuiz
        var client = ScriptedClient()
        client.initialize(root: renaming.folder.path, capabilities: Self.confirming)
        let onName = client.request("textDocument/prepareRename", Nav.at(path, text, "scale: agree", offset: 8))
        let onText = client.request("textDocument/prepareRename", Nav.at(path, text, "title: Tiny", offset: 8))
        client.shutdownAndExit()
        let run = client.run()
        #expect(run.response(1)?["result"]?["capabilities"]?["renameProvider"]?["prepareProvider"] == .bool(true))
        #expect(run.response(onName)?["result"]?["placeholder"] == .string("agree"))
        #expect(run.response(onName)?["result"]?["range"]?["start"]?["character"] == .integer(11))
        #expect(run.errorCode(onText) == -32803)
    }

    @Test func invalidNewNamesAreRefused() throws {
        let renaming = try Renaming()
        let response = renaming.rename("tiny.quiz.yaml", "scale: agree", offset: 8, to: " agree")
        #expect(Self.errorMessage(response)?.contains("white space") == true)
    }
}
