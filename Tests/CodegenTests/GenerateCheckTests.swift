import Foundation
import QuizCodegen
import Testing

@_spi(Tools) @testable import QuizCompiler

/// `quizc generate`, in process: writing one set of files, and `--check` naming each stale or
/// missing file, for teams that commit the generated code.
@Suite("quizc generate: writing and --check")
struct GenerateCheckTests {
    static let quiz = packageRoot.appendingPathComponent("quizzes/fitcircle-persona.quiz.yaml").path
    static let translations = [
        packageRoot.appendingPathComponent("quizzes/fitcircle-persona.de.yaml").path,
        packageRoot.appendingPathComponent("quizzes/fitcircle-persona.ar.yaml").path,
    ]

    func run(
        _ language: CodegenLanguage = .swift, paths: [String], output: String, check: Bool = false,
        nameByFile: Bool = false
    ) -> (status: QuizCompiler.ExitStatus, stdout: String, stderr: String) {
        let settings = DiagnosticSettings(
            compilation: CompilationSettings(cache: AnalysisCacheSettings(disabled: true, environment: [:])),
            currentDirectory: FileManager.default.currentDirectoryPath)
        let options = GenerateFrontend.Options(
            language: language, paths: paths, output: output, check: check, nameByFile: nameByFile,
            diagnostics: settings)
        let streams = CapturedStreams()
        let status = GenerateFrontend(options).run(output: streams)
        return (status, streams.stdout, streams.stderr)
    }

    @Test func checkPassesOnFreshCodeAndNamesStaleAndMissingFiles() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("Generated").path
        let paths = [Self.quiz] + Self.translations
        let written = run(paths: paths, output: output)
        #expect(written.status == .success)
        #expect(written.stderr.contains("wrote 1 swift file to \(output)"))
        let file = output + "/FitcirclePersona.swift"
        #expect(FileManager.default.fileExists(atPath: file))

        let fresh = run(paths: paths, output: output, check: true)
        #expect(fresh.status == .success)
        #expect(fresh.stderr.contains("\(output) is up to date (1 file)"))

        // A quiz edit (here: a translation, which is part of the bundle and its hash) makes it stale.
        let stale = run(paths: [Self.quiz] + Self.translations.prefix(1), output: output, check: true)
        #expect(stale.status == .failure)
        let command = "quizc generate swift -o \(output) \(Self.quiz) \(Self.translations[0])"
        #expect(stale.stderr.contains("\(file) is stale: run `\(command)`"))

        try FileManager.default.removeItem(atPath: file)
        let missing = run(paths: paths, output: output, check: true)
        #expect(missing.status == .failure)
        #expect(missing.stderr.contains("\(file) is missing: run `quizc generate swift -o \(output) "))
        #expect(!FileManager.default.fileExists(atPath: file), "--check writes nothing")
    }

    @Test func anEditedGeneratedFileIsStale() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("Generated").path
        let paths = [Self.quiz] + Self.translations
        #expect(run(paths: paths, output: output).status == .success)
        let file = output + "/FitcirclePersona.swift"
        try (try String(contentsOfFile: file, encoding: .utf8) + "// edited\n").write(
            toFile: file, atomically: true, encoding: .utf8)
        let checked = run(paths: paths, output: output, check: true)
        #expect(checked.status == .failure)
        #expect(checked.stderr.contains("\(file) is stale"))
    }

    @Test func aQuizWithErrorsWritesNothing() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bad = folder.appendingPathComponent("bad.quiz.yaml")
        try "quiz: bad\nversion: 1.0.0\n".write(to: bad, atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("Generated").path
        let result = run(paths: [bad.path], output: output)
        #expect(result.status == .failure)
        #expect(result.stdout.contains("error"))
        #expect(result.stderr.contains("nothing written"))
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test func nameByFileNamesTheFileAfterTheQuizSource() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("Generated").path
        #expect(run(paths: [Self.quiz] + Self.translations, output: output, nameByFile: true).status == .success)
        let text = try String(contentsOfFile: output + "/fitcircle-persona.swift", encoding: .utf8)
        #expect(text.contains("public enum FitcirclePersona {"))
    }

    @Test func twoQuizzesGivingOneFileNameAreAnError() throws {
        let models = GoldenQuizzes.models.filter { $0.quiz == "animal" }
        var twin = try #require(models.first)
        twin.quiz = "ANIMAL"
        twin.sourcePath = "elsewhere/animal.quiz.yaml"
        guard case .failure(let clashes) = GenerateOptions.files(for: models + [twin], generator: SwiftGenerator.self)
        else {
            Issue.record("expected a clash")
            return
        }
        #expect(
            clashes.messages == [
                "elsewhere/animal.quiz.yaml and quizzes/animal.quiz.yaml would both be generated as Animal.swift; rename one quiz"
            ])
    }
}
