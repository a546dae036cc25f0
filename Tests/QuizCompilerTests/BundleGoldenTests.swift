import Foundation
@_spi(Tools) import QuizRuntime
@_spi(Tools) import QuizYAML
import Testing

@_spi(Tools) @testable import QuizCompiler

@Suite("Shipped quizzes compile to the golden bundles")
struct BundleGoldenTests {
    static let quizzes = packageRoot.appendingPathComponent("quizzes").path

    @Test func shippedQuizzesAreClean() {
        let session = BuildSession(paths: [Self.quizzes])
        #expect(session.inputErrors.isEmpty)
        // Five quizzes and six translations.
        #expect(session.files.count == 11)
        #expect(session.files.filter { $0.translation != nil }.count == 6)
        #expect(
            session.files.compactMap(\.resolved).map { $0.bundle.locales.map(\.locale) } == [
                ["en", "es"], ["de", "en"], ["ar", "en"], ["ar", "de", "en"], ["de", "en"],
            ])
        #expect(session.diagnostics.map { "\($0.file):\($0.range.start) \($0.code.rawValue) \($0.message)" } == [])
    }

    @Test func bundlesMatchGoldenFiles() throws {
        let session = BuildSession(paths: [Self.quizzes])
        let outputs = BundleEmitter.outputs(for: session.files.compactMap(\.resolved))
        #expect(
            outputs.map(\.name) == [
                "animal.json", "big-five.json", "color.json", "fitcircle-persona.json", "index.json", "mbti.json",
            ]
            .sorted().filter { $0 != "index.json" } + ["index.json"])
        for output in outputs {
            try expectGolden(output.bytes, "QuizCompilerTests/Golden/bundles/\(output.name)")
        }
    }

    @Test func outputDoesNotDependOnArgumentOrderOrPathSpelling() {
        let files = [
            "animal.quiz", "animal.es", "big-five.quiz", "big-five.de", "color.quiz", "color.ar",
            "fitcircle-persona.quiz", "fitcircle-persona.ar",
            "fitcircle-persona.de", "mbti.quiz", "mbti.de",
        ].map { Self.quizzes + "/\($0).yaml" }
        let forward = BundleEmitter.outputs(for: BuildSession(paths: files).files.compactMap(\.resolved))
        let backward = BundleEmitter.outputs(for: BuildSession(paths: files.reversed()).files.compactMap(\.resolved))
        let viaFolder = BundleEmitter.outputs(
            for: BuildSession(paths: [Self.quizzes + "/"]).files.compactMap(\.resolved))
        #expect(forward == backward)
        #expect(forward == viaFolder)
    }

    @Test func hashIsSHA256OfTheCanonicalFormWithoutHash() throws {
        let session = BuildSession(paths: [Self.quizzes])
        for quiz in session.files.compactMap(\.resolved) {
            let canonical = JSONWriter.canonical.bytes(quiz.bundle.jsonValueWithoutHash())
            #expect(quiz.bundle.hash() == "sha256:" + SHA256.hex(canonical))
            #expect(!canonical.contains(UInt8(ascii: "\n")))
        }
    }
}
