import Foundation
@_spi(Tools) import QuizRuntime
import Testing

/// A cache can never change a verdict (docs/analysis.md, "Whose entries are trusted"): an
/// entry edited and sealed again with a hash anyone can compute is ignored, whatever it
/// claims, and a cache folder committed to the repository is not used.
@Suite("Cache forgery")
struct CacheForgeryCommandTests {
    /// The pets quiz with an error: fish is an outcome no answer reaches.
    static let quiz = """
        quiz: pets
        version: 1.0.0
        title: Pets
        locale: en
        traits: [cat, dog, fish]
        scoring:
          model: highest
          ties: [cat, dog, fish]
        questions:
          - id: q1
            text: "Morning?"
            type: single
            options:
              - {id: a, label: "Early", weights: {cat: 2}}
              - {id: b, label: "Late", weights: {dog: 2}}
          - id: q2
            text: "Evening?"
            type: single
            options:
              - {id: a, label: "Walk", weights: {dog: 1}}
              - {id: b, label: "Nap", weights: {cat: 1, fish: 1}}
        outcomes:
          cat: {title: Cat, description: "A cat."}
          dog: {title: Dog, description: "A dog."}
          fish: {title: Fish, description: "A fish."}
        """

    static func folderWithQuiz() throws -> URL {
        let folder = try temporaryFolder()
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("quizzes"), withIntermediateDirectories: true)
        try Data(quiz.utf8).write(to: folder.appendingPathComponent("quizzes/pets.quiz.yaml"))
        return folder
    }

    /// Every entry of the kind `suffix` in `folder`'s cache, edited by `edit` (on the body
    /// member `body`) and sealed again as anyone can: the old `checksum` and the `mac`
    /// both set to the SHA-256 of the edited body.
    static func forgeEntries(in folder: URL, suffix: String, body: String, _ edit: (JSONValue) -> JSONValue) throws {
        let cache = folder.appendingPathComponent(".quizc-cache")
        let names = try FileManager.default.contentsOfDirectory(atPath: cache.path).filter { name in
            name.hasSuffix(suffix) && (suffix == ".lint.json" || !name.hasSuffix(".lint.json"))
        }
        try #require(!names.isEmpty)
        for name in names {
            let url = cache.appendingPathComponent(name)
            guard case .object(var members) = try JSONParser().parse(Array(try Data(contentsOf: url))) else {
                throw CancellationError()
            }
            let index = try #require(members.firstIndex { $0.0 == body })
            members[index].1 = edit(members[index].1)
            let seal = SHA256.hex(JSONWriter.line.bytes(members[index].1))
            for field in ["checksum", "mac"] {
                if let at = members.firstIndex(where: { $0.0 == field }) { members[at].1 = .string(seal) }
            }
            try Data(JSONWriter.line.bytes(.object(members)) + [0x0A]).write(to: url)
        }
    }

    static func replacing(_ value: JSONValue, member: String, with replacement: (JSONValue) -> JSONValue) -> JSONValue {
        guard case .object(var members) = value, let index = members.firstIndex(where: { $0.0 == member }) else {
            return value
        }
        members[index].1 = replacement(members[index].1)
        return .object(members)
    }

    @Test("a lint result with its diagnostics emptied and its hash recomputed does not make lint --strict pass")
    func emptiedLintResult() throws {
        let folder = try Self.folderWithQuiz()
        defer { try? FileManager.default.removeItem(at: folder) }
        let honest = try runFrontend(["lint", "--strict", path("quizzes", under: folder)], with: folder)
        #expect(honest.status == 1 && honest.stdout.contains("unreachable-outcome"))
        try Self.forgeEntries(in: folder, suffix: ".lint.json", body: "result") { result in
            Self.replacing(result, member: "diagnostics") { _ in .array([]) }
        }
        let forged = try runFrontend(["lint", "--strict", path("quizzes", under: folder)], with: folder)
        #expect(forged.status == 1, "a forged lint result was believed: \(forged.stdout)")
        #expect(forged.stdout == honest.stdout)
    }

    @Test(
        "an analysis claiming fish is reached (another outcome's witness, hash recomputed) does not make build accept the quiz"
    )
    func forgedReachability() throws {
        let folder = try Self.folderWithQuiz()
        defer { try? FileManager.default.removeItem(at: folder) }
        let honest = try runFrontend(
            ["build", path("quizzes", under: folder), "-o", path("out", under: folder)], with: folder)
        #expect(honest.status == 1 && honest.stdout.contains("unreachable-outcome"))
        try Self.forgeEntries(in: folder, suffix: ".json", body: "analysis") { analysis in
            Self.replacing(analysis, member: "outcomes") { outcomes in
                guard case .array(let items) = outcomes, let cat = items.first(where: { $0["code"] == .string("cat") })
                else { return outcomes }
                return .array(
                    items.map { item in
                        guard item["code"] == .string("fish") else { return item }
                        return .object([
                            ("code", .string("fish")), ("reachable", .bool(true)), ("count", .string("0")),
                            ("witness", cat["witness"] ?? .null),
                        ])
                    })
            }
        }
        let quizzes = path("quizzes", under: folder)
        for command in [["build", quizzes, "-o", path("out", under: folder)], ["stats", quizzes]] {
            let forged = try runFrontend(command, with: folder)
            #expect(forged.status == 1, "\(command[0]): a forged analysis was believed: \(forged.stdout)")
            #expect(forged.stdout.contains("unreachable-outcome"), "\(command[0])")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }

    @Test(
        "a cache folder committed to the repository is not used, with a note saying why",
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/git")))
    func committedCache() throws {
        let folder = try Self.folderWithQuiz()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try runFrontend(["lint", path("quizzes", under: folder)], with: folder)
        for arguments in [["init", "-q"], ["add", "-f", ".quizc-cache", "quizzes"]] {
            let git = Process()
            git.executableURL = URL(fileURLWithPath: "/usr/bin/git")
            git.arguments = arguments
            git.currentDirectoryURL = folder
            try git.run()
            git.waitUntilExit()
            try #require(git.terminationStatus == 0)
        }
        let before = try FileManager.default.contentsOfDirectory(
            atPath: folder.appendingPathComponent(".quizc-cache").path
        ).sorted()
        let run = try runFrontend(["lint", path("quizzes", under: folder)], with: folder)
        #expect(run.status == 1)
        #expect(
            run.stderr.contains("quizc: note: the analysis cache .quizc-cache is not used: git tracks files in it"),
            "\(run.stderr)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(".quizc-cache").path)
                .sorted() == before)
    }
}
