import Foundation
@_spi(Tools) import QuizCompiler
import Testing

/// The files generated from the vocabulary are committed fresh, and the schemas agree with it
/// (what `swift run quizc-language-tables --check` checks in CI).
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

    @Test func schemasAgreeWithTheVocabulary() throws {
        let drift = try LanguageTables.schemaDrift { try Data(contentsOf: packageRoot.appendingPathComponent($0)) }
        #expect(drift == [])
    }

    /// A derived kind the schema lacks, or a key the vocabulary lacks, is reported with its place.
    @Test func schemaDriftIsReported() throws {
        let drift = try LanguageTables.schemaDrift { path in
            var text = try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
            if path == LanguageTables.quizSchema {
                text = text.replacingOccurrences(of: "\"mean_answered\":", with: "\"median\":")
                text = text.replacingOccurrences(of: "\"single\",", with: "\"single\", \"slider\",")
            }
            return Data(text.utf8)
        }
        #expect(
            drift.contains {
                $0.contains("/definitions/derived: keys [\"median\"] are not in the vocabulary, [\"mean_answered\"]")
            })
        #expect(drift.contains { $0.contains("/definitions/question/properties/type/enum") })
    }
}
