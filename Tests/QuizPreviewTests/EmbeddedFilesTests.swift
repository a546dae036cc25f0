import Foundation
import QuizPreview
import Testing

/// `Sources/QuizPreview/Generated/EmbeddedFiles.swift` is committed (no build-tool plugin
/// writes it: SwiftPM does not run those when it builds quizc as a plugin's tool), so
/// `swift test` checks it is what `quizc-embed-files` writes from the current page and runtime.
@Suite("Embedded preview files")
struct EmbeddedFilesTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let generated = "Sources/QuizPreview/Generated/EmbeddedFiles.swift"
    static let regenerate = "build-tools/embed-preview-assets.sh"
    /// What the script embeds: the page's folder and the JavaScript runtime's sources.
    static let inputs = ["Sources/QuizPreview/Page", "runtimes/js/src"]

    /// The `quizc-embed-files` built beside the test bundle (the test target depends on it).
    static func tool() throws -> URL {
        var candidates: [URL] = []
        if let executable = Bundle.main.executableURL { candidates.append(executable.deletingLastPathComponent()) }
        candidates.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
        for bundle in Bundle.allBundles { candidates.append(bundle.bundleURL.deletingLastPathComponent()) }
        let tools = candidates.map { $0.appendingPathComponent("quizc-embed-files") }
        return try #require(
            tools.first { FileManager.default.isExecutableFile(atPath: $0.path) },
            "quizc-embed-files is not built beside the tests: looked at \(tools.map(\.path))")
    }

    /// Runs the tool; its exit status and standard error.
    static func embed(_ arguments: [String]) throws -> (status: Int32, stderr: String) {
        let process = Process()
        process.executableURL = try tool()
        process.arguments = arguments
        let pipe = Pipe()
        process.standardError = pipe
        try process.run()
        let stderr = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: stderr, as: UTF8.self))
    }

    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quizc-embed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test("the committed file is what quizc-embed-files writes from the current page and runtime")
    func committedFileIsCurrent() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("EmbeddedFiles.swift")
        let run = try Self.embed([output.path, Self.packageRoot.path] + Self.inputs)
        #expect(run.status == 0, "quizc-embed-files failed: \(run.stderr)")
        let written = try Data(contentsOf: output)
        let committed = try Data(contentsOf: Self.packageRoot.appendingPathComponent(Self.generated))
        #expect(written == committed, "\(Self.generated) is stale: run \(Self.regenerate) and commit the result")
    }

    @Test("the regeneration script embeds the same folders")
    func scriptEmbedsTheSameFolders() throws {
        let script = try String(contentsOf: Self.packageRoot.appendingPathComponent(Self.regenerate), encoding: .utf8)
        #expect(script.contains("quizc-embed-files \(Self.generated) \"$PWD\" \(Self.inputs.joined(separator: " "))"))
    }

    @Test("the compiled-in files make the page")
    func embeddedAssetsMakeThePage() throws {
        let assets = try PreviewAssets.embedded()
        #expect(assets.template.contains("/*@quizc:script*/"))
    }

    @Test(
        "text that would end or change the element it is inlined into is refused",
        arguments: [
            ("page/a.js", "let a = '</SCRIPT>';\n", "contains `</script`"),
            ("page/a.js", "let a = '<!--';\n", "contains `<!--`"),
            ("page/a.css", "a::after { content: '</style>'; }\n", "contains `</style`"),
            ("page/a.js", "let a = 1;\r\n", "carriage return"),
        ])
    func refusesUnsafeText(path: String, text: String, message: String) throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("page"), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: folder.appendingPathComponent(path))
        try Data("<p>'</script>' is fine in the template</p>\n".utf8).write(
            to: folder.appendingPathComponent("page/t.html"))
        let output = folder.appendingPathComponent("out.swift")
        let run = try Self.embed([output.path, folder.path, "page"])
        #expect(run.status == 1)
        #expect(run.stderr.contains(message), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }
}
