import Foundation
import QuizRuntime
import Testing

@_spi(Tools) @testable import QuizCompiler

/// The compile core's typed boundaries: one payload per compiled file, and what lint keeps.
@Suite struct PipelineTests {
    @Test func aCleanQuizIsCheckedAndATranslationIsItsOwnPayload() throws {
        let session = compileWithTranslations(TranslationTests.scaleQuiz, [("demo.de.yaml", TranslationTests.german)])
        guard case .quiz(let quiz) = session.files[0].content, case .checked(let checked) = quiz.stage else {
            Issue.record("the quiz did not check clean: \(session.diagnostics)")
            return
        }
        #expect(checked.translations.map(\.locale) == ["de"])
        #expect(session.files[0].resolved?.bundle.translations.map(\.locale) == ["de"])
        #expect(session.files[0].analyzed?.resolved.bundle.translations.isEmpty == true)
        guard case .translation = session.files[1].content else {
            Issue.record("the translation file is not a translation payload")
            return
        }
    }

    @Test func lintKeepsACleanQuizsBytesAndResolvesItInMemoryForItsTranslation() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pipeline-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let quizFile = folder.appendingPathComponent("demo.quiz.yaml")
        try TranslationTests.scaleQuiz.write(to: quizFile, atomically: true, encoding: .utf8)
        try TranslationTests.german.replacingOccurrences(of: "text: Wähle eins", with: "text: \"\"")
            .write(to: folder.appendingPathComponent("demo.de.yaml"), atomically: true, encoding: .utf8)
        let lean = BuildSession(paths: [folder.path], keepQuizzes: false)
        let quizIndex = try #require(lean.files.firstIndex { $0.path.hasSuffix("demo.quiz.yaml") })
        guard case .quiz(let quiz) = lean.files[quizIndex].content, case .linted(let linted) = quiz.stage else {
            Issue.record("lint kept more than the lint result")
            return
        }
        #expect(linted.isClean)
        #expect(linted.source == Array(TranslationTests.scaleQuiz.utf8))
        // The kept bytes resolve without the disk: the translation stage's input.
        try FileManager.default.removeItem(at: quizFile)
        let resolved = Pipeline.resolveKept(
            InputFile(path: lean.files[quizIndex].path, bytes: try #require(linted.source)),
            compilation: QuizCompilation())
        #expect(resolved?.source.quiz?.value == "demo")
        #expect(lean.diagnostics.count == 2)
    }
}
