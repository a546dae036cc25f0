import Foundation
import QuizRuntime
@_spi(Tools) import QuizYAML
import Testing

@_spi(Tools) @testable import QuizCompiler

/// The build identity the analysis cache keys its entries by (docs/analysis.md, "The quizc
/// build"): the identity of the running binary, read without any build-time step.
@Suite("Executable identity")
struct ExecutableIdentityTests {
    /// `readelf`, when installed.
    static let readelf = ["/usr/bin/readelf", "/bin/readelf", "/usr/local/bin/readelf"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    /// The "Build ID" `readelf -n` prints for `path`.
    static func readelfBuildID(_ path: String) throws -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(readelf))
        process.arguments = ["-n", path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        for line in String(decoding: output, as: UTF8.self).split(separator: "\n") {
            let words = line.split(separator: " ")
            if words.count == 3, words[0] == "Build", words[1] == "ID:" { return String(words[2]) }
        }
        return nil
    }

    @Test(
        "on Linux the identity is the GNU build-id readelf -n prints for the running executable",
        .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/exe"), "not Linux: no /proc/self/exe"),
        .enabled(if: readelf != nil, "readelf is not installed"))
    func identityIsTheBuildID() throws {
        let executable = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        let expected = try #require(try Self.readelfBuildID(executable), "readelf -n \(executable) printed no Build ID")
        #expect(ExecutableIdentity.current() == expected)
        #expect(QuizcVersion.executableIdentity == expected)
        #expect(ELFBuildID.read(path: executable).map(LowercaseHex.string) == expected)
    }

    @Test("the build is the version, the binary's identity and the libyaml version, and keys both kinds of entry")
    func buildIdentity() throws {
        let identity = try #require(QuizcVersion.executableIdentity)
        #expect(QuizcVersion.build == "\(QuizcVersion.current)+build.\(identity) libyaml \(LibYAML.version)")
        #expect(LibYAML.version.split(separator: ".").count == 3)
        let bundle = RandomQuizzes.make(seed: 3)
        let settings = AnalysisSettings(maxStates: 10)
        #expect(
            AnalysisCacheKey(bundle: bundle, settings: settings, findTies: true).digest
                == AnalysisCacheKey(bundle: bundle, settings: settings, findTies: true, quizcBuild: QuizcVersion.build)
                .digest)
        #expect(
            AnalysisCacheKey(bundle: bundle, settings: settings, findTies: true).digest
                != AnalysisCacheKey(
                    bundle: bundle, settings: settings, findTies: true, quizcBuild: QuizcVersion.current
                ).digest)
        #expect(
            LintResultKey(path: "a", bytes: [], limits: .standard, settings: AnalysisSettings(maxStates: 1)).digest
                != LintResultKey(
                    path: "a", bytes: [], limits: .standard, settings: AnalysisSettings(maxStates: 1),
                    quizcBuild: QuizcVersion.current
                ).digest)
    }

    @Test("a file without a build-id is identified by its SHA-256, and a missing one not at all")
    func otherFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "quizc-identity-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("script")
        try Data("#!/bin/sh\n".utf8).write(to: script)
        #expect(ELFBuildID.read(path: script.path) == nil)
        #expect(ELFBuildID.read(path: folder.appendingPathComponent("missing").path) == nil)
    }
}
