import Foundation
import QuizRuntime
import Testing

@testable import QuizClient

@Suite("A session saved by one quiz-client process and finished by another")
struct SessionProcessTests {
    /// The folder of the built products: the test runner's own (Linux), or the `.xctest`
    /// bundle's (macOS).
    static var productsFolder: URL {
        #if os(macOS)
        if let tests = Bundle.allBundles.first(where: { $0.bundlePath.hasSuffix(".xctest") }) {
            return tests.bundleURL.deletingLastPathComponent()
        }
        #endif
        return Bundle.main.bundleURL
    }

    /// Runs the built `quiz-client` with `arguments` as a process of its own: its exit status
    /// and standard output.
    func quizClient(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let executable = Self.productsFolder.appendingPathComponent("quiz-client")
        #expect(
            FileManager.default.isExecutableFile(atPath: executable.path),
            "build the example first (swift build --build-tests): no \(executable.path)")
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test func aSessionSavedToAFileFinishesInANewProcessAsIfUninterrupted() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quiz-client-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("session.json").path

        let started = try quizClient(["session", "start", file])
        #expect(started.status == 0)
        let token = try String(contentsOfFile: file, encoding: .utf8)
        #expect(token.contains(#""format":"quiz-session/1""#))
        let answered = PersonaSession.answers.filter { token.contains("\"\($0.key)\":\"\($0.value)\"") }
        #expect(answered.count == 2, "the first process answers two questions only")

        let resumed = try quizClient(["session", "resume", file])
        #expect(resumed.status == 0)
        let uninterrupted = try PersonaSession.uninterrupted()
        #expect(resumed.output == uninterrupted + "\n")
        #expect(uninterrupted.contains(#""outcome":"casey""#))
        #expect(try quizClient(["session", "run"]).output == resumed.output)
    }

    @Test func aDamagedSessionFileIsRefusedWithItsCode() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quiz-client-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("session.json")
        try Data("{\"format\": \"quiz-session/1\"".utf8).write(to: file)
        let resumed = try quizClient(["session", "resume", file.path])
        #expect(resumed.status == 1)
        #expect(resumed.output.isEmpty)
        #expect(
            throws: SessionError(
                code: "token-damaged",
                message: "the token is not JSON: expected a member name in double quotes at byte 1")
        ) {
            try PersonaSession.resume("{")
        }
    }

    @Test func theTokenHoldsOnlyTheAnswersGivenBeforeTheSave() throws {
        let token = try PersonaSession.start(answering: 2, clock: { 1000 })
        let answered = PersonaSession.answers.filter { token.contains("\"\($0.key)\":\"\($0.value)\"") }
        #expect(answered.count == 2)
        #expect(try PersonaSession.resume(token, clock: { 2000 }) == (try PersonaSession.uninterrupted(clock: { 0 })))
    }
}
