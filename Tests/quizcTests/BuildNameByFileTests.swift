import Foundation
import Testing

/// `quizc build --name-by-file`, which the QuizBundlePlugin uses so that SwiftPM knows each
/// command's outputs (`<file stem>.json`) before the quiz ids are read.
@Suite("quizc build --name-by-file, run as a process")
struct BuildNameByFileTests {
    @Test func bundlesAreNamedAfterTheirSourceFiles() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = try String(
            contentsOf: packageRoot.appendingPathComponent("quizzes/color.quiz.yaml"), encoding: .utf8)
        try source.write(to: folder.appendingPathComponent("Colours.quiz.yml"), atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("out")
        // Translation files are compiled with the quizzes and give no bundle of their own.
        let result = try runFrontend([
            "build", "--name-by-file", "-o", out.path,
            "quizzes/fitcircle-persona.quiz.yaml", "quizzes/fitcircle-persona.ar.yaml",
            "quizzes/fitcircle-persona.de.yaml",
            "quizzes/color.ar.yaml", folder.appendingPathComponent("Colours.quiz.yml").path,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        #expect(names == ["Colours.json", "fitcircle-persona.json", "index.json"])
        // The bundle bytes are the same whatever the file is called; the index names the files.
        let golden = FileManager.default.contents(
            atPath: packageRoot.appendingPathComponent("Tests/QuizCompilerTests/Golden/bundles/color.json").path)
        #expect(FileManager.default.contents(atPath: out.appendingPathComponent("Colours.json").path) == golden)
        let index = try String(contentsOf: out.appendingPathComponent("index.json"), encoding: .utf8)
        #expect(index.contains("\"file\": \"Colours.json\""))
        #expect(index.contains("\"file\": \"fitcircle-persona.json\""))
        // --check agrees with what was written.
        let check = try runFrontend([
            "build", "--name-by-file", "--check", "-o", out.path,
            "quizzes/fitcircle-persona.quiz.yaml", "quizzes/fitcircle-persona.ar.yaml",
            "quizzes/fitcircle-persona.de.yaml",
            "quizzes/color.ar.yaml", folder.appendingPathComponent("Colours.quiz.yml").path,
        ])
        #expect(check.status == 0, "\(check.stderr)")
        // Without its translations the bundle is another one: --check says it is stale.
        let untranslated = try runFrontend([
            "build", "--name-by-file", "--check", "-o", out.path,
            "quizzes/fitcircle-persona.quiz.yaml", "quizzes/fitcircle-persona.ar.yaml",
            "quizzes/fitcircle-persona.de.yaml",
            folder.appendingPathComponent("Colours.quiz.yml").path,
        ])
        #expect(untranslated.status == 1)
        #expect(untranslated.stderr.contains("stale: \(out.path)/Colours.json"))
    }

    @Test func twoSourcesWithOneStemOrAnIndexStemWriteNothing() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let color = try String(
            contentsOf: packageRoot.appendingPathComponent("quizzes/color.quiz.yaml"), encoding: .utf8)
        let animal = try String(
            contentsOf: packageRoot.appendingPathComponent("quizzes/animal.quiz.yaml"), encoding: .utf8)
        for sub in ["a", "b"] {
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent(sub), withIntermediateDirectories: true)
        }
        try color.write(to: folder.appendingPathComponent("a/quiz.quiz.yaml"), atomically: true, encoding: .utf8)
        try animal.write(to: folder.appendingPathComponent("b/Quiz.yaml"), atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("out")
        let clash = try runFrontend([
            "build", "--name-by-file", "-o", out.path, folder.appendingPathComponent("a").path,
            folder.appendingPathComponent("b").path,
        ])
        #expect(clash.status == 1)
        #expect(clash.stderr.contains("would both be written as Quiz.json"), "\(clash.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out.path))

        try color.write(to: folder.appendingPathComponent("index.quiz.yaml"), atomically: true, encoding: .utf8)
        let index = try runFrontend([
            "build", "--name-by-file", "-o", out.path, folder.appendingPathComponent("index.quiz.yaml").path,
        ])
        #expect(index.status == 1)
        #expect(index.stderr.contains("would be written as index.json, the index"), "\(index.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }
}
