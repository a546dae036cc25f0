import Foundation
import PackagePlugin

/// Compiles the preview page into the `QuizPreview` target: the files of its `Page/` folder
/// (template, styles, the page's JavaScript modules) and the JavaScript runtime's modules
/// (`runtimes/js/src/*.js`) become `EmbeddedFiles.files`, written by `quizc-embed-files`.
/// The runtime is read from its one source, so the preview always runs the runtime the
/// web clients get.
@main
struct PreviewAssets: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        // The target's folder is the shallowest folder holding one of its Swift files (the
        // tools version 6.0 API has no URL of it); the package is two folders up from
        // Sources/QuizPreview.
        let folders = module.sourceFiles(withSuffix: "swift").map { $0.url.deletingLastPathComponent().standardizedFileURL }
        guard let folder = folders.min(by: { $0.pathComponents.count < $1.pathComponents.count }) else { return [] }
        let root = folder.deletingLastPathComponent().deletingLastPathComponent()
        let page = folder.appending(path: "Page", directoryHint: .isDirectory)
        let runtime = root.appending(path: "runtimes/js/src", directoryHint: .isDirectory)
        let inputs = try Self.files(in: page, extensions: ["html", "css", "js"])
            + Self.files(in: runtime, extensions: ["js"])
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedFiles.swift")
        return [
            .buildCommand(
                displayName: "Embedding the preview page and the JavaScript runtime (\(inputs.count) files)",
                executable: try context.tool(named: "quizc-embed-files").url,
                arguments: [output.path(percentEncoded: false), root.path(percentEncoded: false)]
                    + inputs.map { $0.path(percentEncoded: false) },
                inputFiles: inputs,
                outputFiles: [output]
            ),
        ]
    }

    /// Every file below `folder` with one of the extensions, sorted by path (none when the
    /// folder is missing: quizc then says which page file it lacks when it runs).
    static func files(in folder: URL, extensions: Set<String>) throws -> [URL] {
        guard FileManager.default.fileExists(atPath: folder.path(percentEncoded: false)) else { return [] }
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]) else {
            throw PreviewAssetsError("cannot list \(folder.path(percentEncoded: false))")
        }
        var found: [URL] = []
        for case let url as URL in walker where extensions.contains(url.pathExtension) {
            if (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true { found.append(url.standardizedFileURL) }
        }
        return found.sorted { $0.path(percentEncoded: false) < $1.path(percentEncoded: false) }
    }
}

struct PreviewAssetsError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
