import Foundation
import Testing

/// A plain `swift build` compiles only what users need: the benchmarks and the fuzzer are a
/// package of their own (build-tools/DevTools), and every script that runs them builds them
/// from there.
@Suite("Tools built on request")
struct OnRequestToolsTests {
    static func text(_ path: String) throws -> String {
        try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    /// The `name:` of every `.executableTarget(` in a manifest.
    static func executables(_ manifest: String) -> [String] {
        manifest.components(separatedBy: ".executableTarget(").dropFirst().compactMap { rest in
            guard let open = rest.range(of: "name: \"") else { return nil }
            return rest[open.upperBound...].split(separator: "\"", maxSplits: 1).first.map(String.init)
        }
    }

    @Test func theRootPackageBuildsOnlyQuizcAndItsBuildTools() throws {
        // quizc itself, the generator of the preview page's committed sources (the QuizPreview
        // tests run it to check them) and the generator of the tables read from the language's
        // vocabulary (`.ci/run` runs it with `--check`).
        #expect(
            Self.executables(try Self.text("Package.swift")) == ["quizc-embed-files", "quizc-language-tables", "quizc"])
        let tools = try Self.text("build-tools/DevTools/Package.swift")
        #expect(Self.executables(tools) == ["quizc-bench", "QuizFuzz"])
        #expect(tools.contains(".package(name: \"quizc\", path: \"../..\")"))
        #expect(
            FileManager.default.fileExists(
                atPath: packageRoot.appendingPathComponent("build-tools/DevTools/Benchmarks/main.swift").path))
        #expect(
            FileManager.default.fileExists(
                atPath: packageRoot.appendingPathComponent("build-tools/DevTools/Fuzz/QuizFuzz.swift").path))
    }

    /// Every script that runs a tool builds it from the tools' package.
    @Test func scriptsBuildTheToolsFromTheirPackage() throws {
        let folder = packageRoot.appendingPathComponent("build-tools")
        var checked = 0
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        where name.hasSuffix(".sh") {
            let script = try Self.text("build-tools/" + name)
            for tool in ["quizc-bench", "QuizFuzz"] where script.contains("--product \(tool)") {
                checked += 1
                let builds = script.split(separator: "\n").filter {
                    $0.contains("swift build") && $0.contains("--product \(tool)") && !$0.hasPrefix("#")
                }
                #expect(
                    !builds.isEmpty && builds.allSatisfy { $0.contains("--package-path build-tools/DevTools") },
                    "\(name): \(builds)")
            }
        }
        // bench.sh and runtime-bench-swift.sh build quizc-bench, fuzz.sh QuizFuzz.
        #expect(checked >= 3)
    }
}
