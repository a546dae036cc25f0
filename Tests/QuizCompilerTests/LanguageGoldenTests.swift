import Foundation
@_spi(Tools) import QuizRuntime
@_spi(Tools) import QuizYAML
import Testing

@_spi(Tools) @testable import QuizCompiler

/// Quizzes of the issue-29 language (a profile with every derived kind and the nearest
/// profile, fractional weights, axes with percentages) compile without errors to golden
/// bundles (the analysis's warnings and notes are its own tests').
@Suite("Profile, derived-score, fractional-weight and axis-percent quizzes compile to golden bundles")
struct LanguageGoldenTests {
    static let folder = packageRoot.appendingPathComponent("Tests/QuizCompilerTests/Golden/language")
    static let names = ["axes-percent", "fractional-weights", "keyed-map", "profile-nearest"]

    /// An inventory with an item keyed both ways and unscored filler items passes `lint
    /// --strict`: no diagnostic at all.
    @Test func anInventoryWithFillerItemsIsStrictClean() throws {
        let path = Self.folder.appendingPathComponent("keyed-map.quiz.yaml").path
        let session = BuildSession(paths: [path])
        #expect(session.diagnostics.map { "\($0.range.start) \($0.code.rawValue) \($0.message)" } == [])
    }

    @Test(arguments: names)
    func compilesCleanlyToTheGoldenBundle(_ name: String) throws {
        let path = Self.folder.appendingPathComponent("\(name).quiz.yaml").path
        let session = BuildSession(paths: [path])
        #expect(
            session.diagnostics.filter { $0.severity == .error }.map {
                "\($0.range.start) \($0.code.rawValue) \($0.message)"
            }
                == [])
        let outputs = BundleEmitter.outputs(for: session.files.compactMap(\.resolved)).filter {
            $0.name != "index.json"
        }
        #expect(outputs.map(\.name) == ["\(name).json"])
        for output in outputs {
            try expectGolden(output.bytes, "QuizCompilerTests/Golden/language/\(output.name)")
            // The runtime reads the bundle back and writes the same JSON.
            let decoded = try QuizBundle(jsonBytes: output.bytes, verifyHash: true)
            let resolved = try #require(session.files.compactMap(\.resolved).first?.bundle)
            #expect(
                JSONWriter.canonical.bytes(decoded.jsonValueWithoutHash())
                    == JSONWriter.canonical.bytes(resolved.jsonValueWithoutHash()))
        }
    }
}
