import Foundation
import QuizCodegen
@_spi(Tools) import QuizRuntime
import Testing

@_spi(Tools) @testable import QuizCompiler

/// The TypeScript and Python code generated for every shipped quiz, recorded under
/// Golden/codegen (re-record with QUIZC_RECORD=1). runtimes/js and runtimes/python check the
/// recorded files with tsc and mypy and score through them (docs/codegen.md).
@Suite("TypeScript and Python code generated for the shipped quizzes")
struct ScriptCodegenGoldenTests {
    /// The shipped quizzes' models, as `quizc generate quizzes` sees them.
    static func shippedQuizzes() -> [CodegenModel] {
        let session = BuildSession(paths: [packageRoot.appendingPathComponent("quizzes").path])
        return session.files.compactMap { file -> CodegenModel? in
            guard let quiz = file.resolved else { return nil }
            let source = "quizzes/" + URL(fileURLWithPath: file.path).lastPathComponent
            return CodegenModel(bundle: quiz.bundle, sourcePath: source)
        }
        .sorted { $0.quiz.unicodeScalars.lexicographicallyPrecedes($1.quiz.unicodeScalars) }
    }

    @Test func typeScriptMatchesGoldenFiles() throws {
        let quizzes = Self.shippedQuizzes()
        #expect(quizzes.map(\.quiz) == ["animal", "big-five", "color", "fitcircle-persona", "mbti"])
        for quiz in quizzes {
            for file in TypeScriptGenerator.files(for: quiz) {
                try expectGolden(Array(file.contents.utf8), "QuizCompilerTests/Golden/codegen/typescript/\(file.name)")
            }
        }
    }

    @Test func pythonMatchesGoldenFiles() throws {
        for quiz in Self.shippedQuizzes() {
            for file in PythonGenerator.files(for: quiz) {
                try expectGolden(Array(file.contents.utf8), "QuizCompilerTests/Golden/codegen/python/\(file.name)")
            }
        }
    }
}
