import Foundation
import QuizRuntime
import Testing

@_spi(Tools) @testable import QuizCompiler

/// The files generated from the vocabulary, and the parts of the schemas it owns, are
/// committed fresh (what `swift run quizc-language-tables --check` checks in CI).
@Suite("Files generated from the language's vocabulary are up to date")
struct LanguageTablesTests {
    private func read(_ path: String) throws -> String {
        try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    @Test(arguments: LanguageTables.files.map(\.path))
    func generatedFileIsFresh(path: String) throws {
        let file = try #require(LanguageTables.files.first { $0.path == path })
        #expect(try read(path) == file.text, "\(path) is stale; run swift run quizc-language-tables")
    }

    @Test func authoringGuideFieldReferenceIsFresh() throws {
        let guide = try read("docs/authoring.md")
        let updated = try #require(LanguageTables.authoringGuide(replacingIn: guide), "no field reference markers")
        #expect(guide == updated, "docs/authoring.md's field reference is stale; run swift run quizc-language-tables")
        #expect(guide.contains("| `mean_answered` | exactly one kind | name |"))
    }

    private func schemas(editing edit: (String) -> String = { $0 }) throws -> (
        files: [LanguageTables.File], problems: [String]
    ) {
        try LanguageTables.schemaFiles { path in
            let text = try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
            return Data((path == LanguageTables.quizSchema ? edit(text) : text).utf8)
        }
    }

    /// The committed schemas are what the generator writes from the vocabulary.
    @Test func schemasAreFresh() throws {
        let (files, problems) = try schemas()
        #expect(problems == [])
        #expect(
            files.map(\.path) == [
                LanguageTables.quizSchema, LanguageTables.translationSchema, LanguageTables.bundleSchema,
            ])
        for file in files {
            #expect(try read(file.path) == file.text, "\(file.path) is stale; run swift run quizc-language-tables")
        }
    }

    /// The generator writes the vocabulary's key sets, `required` lists, descriptions and
    /// enums over whatever the schema has, keeps the hand-written rules, and writes a key the
    /// schema lacks with a value schema from its shape; writing its own output changes nothing.
    @Test func schemaGenerationRewritesTheVocabularysParts() throws {
        let (files, _) = try schemas { text in
            text.replacingOccurrences(of: "\"mean_answered\":", with: "\"median\":")
                .replacingOccurrences(of: "\"single\",", with: "\"single\", \"slider\",")
                .replacingOccurrences(of: "\"Display title of the quiz.\"", with: "\"Old words.\"")
                .replacingOccurrences(of: "\"pin\": {", with: "\"pinned\": {")
        }
        let quiz = try #require(files.first { $0.path == LanguageTables.quizSchema })
        let tree = try JSONParser().parse(quiz.text)
        let definitions = try #require(tree["definitions"])
        #expect(definitions["derived"]?["properties"]?.objectMembers?.map(\.0) == Vocabulary.mapping(.derived).keyNames)
        #expect(
            definitions["question"]?["properties"]?["type"]?["enum"]
                == .array(Vocabulary.kindNames(.questionTypes).map { .string($0) }))
        #expect(tree["properties"]?["title"]?["description"] == .string("Display title of the quiz."))
        #expect(tree["properties"]?["quiz"]?["pattern"] == .string("^[a-z][a-z0-9-]*$"))
        let pin = try #require(definitions["option"]?["properties"]?["pin"])
        #expect(
            pin
                == .object([
                    ("description", .string("Keep this option's position when the others shuffle.")),
                    ("type", .string("boolean")),
                ]))
        #expect(definitions["option"]?["properties"]?["pinned"] == nil)
        #expect(
            definitions["derived"]?["oneOf"]
                == .array(Vocabulary.kindNames(.derivedKinds).map { .object([("required", .array([.string($0)]))]) }))
        let again = try LanguageTables.schemaFiles { path in
            Data(try #require(files.first { $0.path == path }).text.utf8)
        }
        #expect(again.files == files)
    }

    /// A scoring model without its object schema is a problem to fix by hand.
    @Test func aMissingPlaceIsReported() throws {
        let (_, problems) = try schemas {
            $0.replacingOccurrences(of: "\"const\": \"bands\"", with: "\"const\": \"band\"")
        }
        #expect(problems.contains { $0.contains("`model` `const` bands") })
    }
}
