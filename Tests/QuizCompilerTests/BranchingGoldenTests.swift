import Foundation
@_spi(Tools) import QuizRuntime
@_spi(Tools) import QuizYAML
import Testing

@_spi(Tools) @testable import QuizCompiler

/// A quiz with every condition operator on every question type it applies to (and `all`,
/// `any`, `not` as written) compiles without errors to a golden bundle whose `when`s are in
/// the normalized form, which the runtime reads back to the same bundle.
@Suite("Branching: a quiz with every operator and type compiles to a golden bundle")
struct BranchingGoldenTests {
    static let folder = packageRoot.appendingPathComponent("Tests/QuizCompilerTests/Golden/language")

    @Test func compilesCleanlyToTheGoldenBundle() throws {
        let path = Self.folder.appendingPathComponent("branching.quiz.yaml").path
        let session = BuildSession(paths: [path])
        #expect(
            session.diagnostics.filter { $0.severity == .error }.map {
                "\($0.range.start) \($0.code.rawValue) \($0.message)"
            } == [])
        let outputs = BundleEmitter.outputs(for: session.files.compactMap(\.resolved)).filter {
            $0.name != "index.json"
        }
        #expect(outputs.map(\.name) == ["branching.json"])
        for output in outputs {
            try expectGolden(output.bytes, "QuizCompilerTests/Golden/language/\(output.name)")
            let decoded = try QuizBundle(jsonBytes: output.bytes, verifyHash: true)
            let resolved = try #require(session.files.compactMap(\.resolved).first?.bundle)
            #expect(decoded.questions.map(\.condition) == resolved.questions.map(\.condition))
            #expect(
                JSONWriter.canonical.bytes(decoded.jsonValueWithoutHash())
                    == JSONWriter.canonical.bytes(resolved.jsonValueWithoutHash()))
            // Only the conditional questions carry `when`.
            let text = String(decoding: output.bytes, as: UTF8.self)
            #expect(text.components(separatedBy: "\"when\":").count - 1 == 9)
        }
    }
}
