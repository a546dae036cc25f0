import Foundation
import Testing

/// `quizc generate --check` run as a process in the quiz's folder: the generated header names
/// the quiz by its file name, so however the path is spelled (docs/codegen.md, "The command")
/// committed code stays up to date.
@Suite("quizc generate: the spelling of a quiz's path")
struct GenerateCommandTests {
    @Test(arguments: ["swift", "typescript", "python"])
    func codeGeneratedWithOneSpellingIsUpToDateWithEveryOther(language: String) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let quiz = folder.appendingPathComponent("animal.quiz.yaml")
        try FileManager.default.copyItem(
            at: packageRoot.appendingPathComponent("quizzes/animal.quiz.yaml"), to: quiz)
        let generated = try runQuizc(["generate", language, "-o", "generated", "animal.quiz.yaml"], in: folder)
        #expect(generated.status == 0, "\(generated.stderr)")
        for spelling in ["animal.quiz.yaml", "./animal.quiz.yaml", quiz.standardizedFileURL.path] {
            let checked = try runQuizc(["generate", language, "--check", "-o", "generated", spelling], in: folder)
            #expect(checked.status == 0, "\(spelling): \(checked.stderr)")
            #expect(checked.stderr.contains("generated is up to date"), "\(spelling): \(checked.stderr)")
        }
        // From the parent folder, the same quiz by a longer path.
        let parent = folder.deletingLastPathComponent()
        let fromParent = try runQuizc(
            [
                "generate", language, "--check", "-o", folder.lastPathComponent + "/generated",
                folder.lastPathComponent + "/animal.quiz.yaml",
            ], in: parent)
        #expect(fromParent.status == 0, "\(fromParent.stderr)")
    }
}
