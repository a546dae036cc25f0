import Foundation
import PackagePlugin

/// Generates typed Swift client code for a target's `*.quiz.yaml` (and `*.quiz.yml`) files at
/// build time (docs/codegen.md), so renaming an outcome or an option id in a quiz fails the
/// app's build where its code names the old id.
///
/// One build command per target runs
/// `quizc generate swift --name-by-file -o <work dir>/GeneratedSources --cache-dir <work dir>/AnalysisCache FILE...`.
/// With `--name-by-file` each quiz's code is named after its source file
/// (`fitcircle-persona.quiz.yaml` → `fitcircle-persona.swift`; the type inside is named after the
/// quiz id, `FitcirclePersona`), so the outputs are known before the build, as a build command
/// must declare them. SwiftPM compiles the generated files into the target. Translation files
/// beside the quizzes are inputs too: they are part of each bundle, so of its hash, and a
/// changed translation regenerates the code with the new hash. A target that also applies
/// QuizBundlePlugin ships the bundles the generated code checks against.
@main
struct QuizCodegenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        let sources = module.sourceFiles
            .map(\.url)
            .filter { Self.isQuizSource($0.lastPathComponent) }
            .sorted { $0.path(percentEncoded: false) < $1.path(percentEncoded: false) }
        guard !sources.isEmpty else {
            Diagnostics.warning(
                "QuizCodegenPlugin: target '\(target.name)' has no *.quiz.yaml files; nothing to generate")
            return []
        }
        let translations = module.sourceFiles
            .map(\.url)
            .filter { !Self.isQuizSource($0.lastPathComponent) && Self.isTranslationSource($0) }
            .sorted { $0.path(percentEncoded: false) < $1.path(percentEncoded: false) }
        let outputDirectory = context.pluginWorkDirectoryURL.appending(
            path: "GeneratedSources", directoryHint: .isDirectory)
        let names = sources.map { Self.swiftFileName(forSource: $0.lastPathComponent) }
        try Self.checkDistinct(names: names, sources: sources, target: target.name)
        return [
            .buildCommand(
                displayName:
                    "Generating Swift for \(sources.count) quiz\(sources.count == 1 ? "" : "zes") of \(target.name) with quizc",
                executable: try context.tool(named: "quizc").url,
                arguments: [
                    "generate", "swift", "--name-by-file", "-o", outputDirectory.path(percentEncoded: false),
                    "--cache-dir",
                    context.pluginWorkDirectoryURL.appending(path: "AnalysisCache").path(percentEncoded: false),
                ]
                    + (sources + translations).map { $0.path(percentEncoded: false) },
                environment: [:],
                inputFiles: sources + translations,
                outputFiles: names.map { outputDirectory.appending(path: $0) }
            )
        ]
    }

    /// Whether a file name is a quiz source the plugin generates code for.
    static func isQuizSource(_ name: String) -> Bool {
        name.hasSuffix(".quiz.yaml") || name.hasSuffix(".quiz.yml")
    }

    /// Whether a `*.yaml`/`*.yml` file is a translation: its first field (the first line that
    /// is neither blank, a comment nor `---`) is `translation:`. Kept in step with
    /// QuizBundlePlugin (a plugin cannot share code with another plugin).
    static func isTranslationSource(_ url: URL) -> Bool {
        let name = url.lastPathComponent
        guard name.hasSuffix(".yaml") || name.hasSuffix(".yml"),
            let handle = try? FileHandle(forReadingFrom: url)
        else { return false }
        defer { try? handle.close() }
        let head = String(decoding: (try? handle.read(upToCount: 4096)) ?? Data(), as: UTF8.self)
        for line in head.split(whereSeparator: \.isNewline) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") || trimmed == "---" || trimmed == "\u{FEFF}" { continue }
            return trimmed.hasPrefix("translation:")
        }
        return false
    }

    /// The file `quizc generate swift --name-by-file` writes for a source file; keep in step
    /// with `BundleEmitter.fileNamedBundle(forSource:)` (a plugin cannot link QuizCompiler).
    static func swiftFileName(forSource name: String) -> String {
        for suffix in [".quiz.yaml", ".quiz.yml", ".yaml", ".yml"] where name.hasSuffix(suffix) {
            return String(name.dropLast(suffix.count)) + ".swift"
        }
        return name + ".swift"
    }

    /// Two quizzes in one target must not give one file name (ignoring case, as on macOS).
    static func checkDistinct(names: [String], sources: [URL], target: String) throws {
        var first: [String: URL] = [:]
        var problems: [String] = []
        for (name, source) in zip(names, sources) {
            let folded = name.lowercased()
            if let earlier = first[folded] {
                problems.append(
                    "\(earlier.path(percentEncoded: false)) and \(source.path(percentEncoded: false)) would both be generated as \(name); rename one"
                )
            } else {
                first[folded] = source
            }
        }
        if !problems.isEmpty {
            throw PluginError(message: "QuizCodegenPlugin (target '\(target)'): " + problems.joined(separator: "; "))
        }
    }
}

struct PluginError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
