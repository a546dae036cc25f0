import Foundation
import QuizRuntime
@_spi(Tools) import QuizYAML
import Testing

@_spi(Tools) @testable import QuizCompiler

/// One JSON layer: the previous `index.json` of an output folder is read with the project's
/// own parser.
@Suite("Output folder index")
struct OutputFolderIndexTests {
    static func names(_ text: String) -> [String] { OutputFolder.bundleNames(inIndex: Array(text.utf8)) }

    @Test func theIndexNamesItsBundlesInOrder() {
        #expect(
            Self.names(
                #"{"format": "quiz-index/1", "quizzes": [{"quiz": "b", "file": "b.json"}, {"file": "a.json", "hash": "x"}]}"#
            )
                == ["b.json", "a.json"])
        #expect(Self.names(#"{"quizzes": [{"file": "caf\u00e9.json"}, {"file": "tab\t.json"}]}"#) == ["café.json"])
    }

    @Test func onlyNamesABuildCouldHaveWrittenCount() {
        let listed = [
            "../outside.json", "/abs/outside.json", "sub/inner.json", ".hidden.json", "notes.txt", "index.json",
            "INDEX.JSON", ".json", "", "ok.json",
        ]
        let text =
            #"{"quizzes": ["# + listed.map { #"{"file": "\#($0)"}"# }.joined(separator: ", ")
            + #", {"file": 7}, {"file": null}, "x.json", ["y.json"], {"name": "z.json"}]}"#
        #expect(Self.names(text) == ["ok.json"])
    }

    @Test func anythingButAnIndexObjectGivesNothing() {
        for text in [
            "", "not json", #"["a.json"]"#, #"{"quizzes": {"file": "a.json"}}"#, #"{"quizzes": "a.json"}"#,
            #"{"other": [{"file": "a.json"}]}"#, #"{"quizzes": [{"file": "a.json"}]} trailing"#,
            #"{"quizzes": [{"file": "a.json"}]"#,
            // A member named twice is refused, as everywhere JSON is read.
            #"{"quizzes": [{"file": "a.json"}], "quizzes": []}"#,
        ] {
            #expect(Self.names(text).isEmpty, "\(text)")
        }
    }

    /// Nothing under Sources/ reads JSON with Foundation's `JSONSerialization`.
    @Test func theSourcesHaveOneJSONLayer() throws {
        let sources = packageRoot.appendingPathComponent("Sources")
        let walker = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        var swiftFiles = 0
        var users: [String] = []
        while let url = walker?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            swiftFiles += 1
            if try String(contentsOf: url, encoding: .utf8).contains("JSON" + "Serialization") {
                users.append(url.lastPathComponent)
            }
        }
        #expect(swiftFiles > 100)
        #expect(users.isEmpty, "\(users)")
    }
}
