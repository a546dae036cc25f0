import Foundation
import PackagePlugin

/// Compiles a target's `*.quiz.yaml` (and `*.quiz.yml`) files into quiz bundles at build
/// time, so they ship as resources of the target (`Bundle.module`).
///
/// One build command per target runs
/// `quizc build --name-by-file -o <work dir>/QuizBundles --cache-dir <work dir>/AnalysisCache FILE...`. With `--name-by-file`
/// each bundle is named after its source file (`fitcircle-persona.quiz.yaml` →
/// `fitcircle-persona.json`), not after the quiz id inside it, so the outputs are known
/// before the build (a build command has to declare them; a prebuild command cannot run
/// an executable built from source). The outputs are one `<stem>.json` per quiz and
/// `index.json`; SwiftPM copies them into the target's resource bundle. All of a target's
/// quizzes are compiled together, so quizc's cross-file checks (unique quiz ids) apply and
/// a lint error in any of them fails the build with `path:line:col: error:` diagnostics.
@main
struct QuizBundlePlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        let sources = module.sourceFiles
            .map(\.url)
            .filter { Self.isQuizSource($0.lastPathComponent) }
            .sorted { $0.path(percentEncoded: false) < $1.path(percentEncoded: false) }
        guard !sources.isEmpty else {
            Diagnostics.warning(
                "QuizBundlePlugin: target '\(target.name)' has no *.quiz.yaml files; nothing to compile")
            return []
        }
        // Translation files (`mbti.de.yaml`, first field `translation:`) have no bundle of
        // their own: they are compiled with the quizzes and become locales of their bundles.
        let translations = module.sourceFiles
            .map(\.url)
            .filter { !Self.isQuizSource($0.lastPathComponent) && Self.isTranslationSource($0) }
            .sorted { $0.path(percentEncoded: false) < $1.path(percentEncoded: false) }
        let outputDirectory = context.pluginWorkDirectoryURL.appending(path: "QuizBundles", directoryHint: .isDirectory)
        let names = sources.map { Self.bundleName(forSource: $0.lastPathComponent) }
        try Self.checkDistinct(names: names, sources: sources, target: target.name)
        let outputs =
            names.map { outputDirectory.appending(path: $0) } + [outputDirectory.appending(path: "index.json")]
        return [
            .buildCommand(
                displayName:
                    "Compiling \(sources.count) quiz\(sources.count == 1 ? "" : "zes") for \(target.name) with quizc",
                executable: try context.tool(named: "quizc").url,
                // The analysis cache lives in the plugin's work folder, not in the package.
                arguments: [
                    "build", "--name-by-file", "-o", outputDirectory.path(percentEncoded: false),
                    "--cache-dir",
                    context.pluginWorkDirectoryURL.appending(path: "AnalysisCache").path(percentEncoded: false),
                ]
                    + (sources + translations).map { $0.path(percentEncoded: false) },
                environment: [:],
                inputFiles: sources + translations,
                outputFiles: outputs
            )
        ]
    }

    /// Whether a file name is a quiz source the plugin compiles.
    static func isQuizSource(_ name: String) -> Bool {
        name.hasSuffix(".quiz.yaml") || name.hasSuffix(".quiz.yml")
    }

    /// Whether a `*.yaml`/`*.yml` file is a translation: its first field (the first line that
    /// is neither blank, a comment nor `---`) is `translation:`. quizc itself decides by the
    /// parsed document; a plugin cannot link it, and translation files start this way.
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

    /// The bundle name `quizc build --name-by-file` writes for a source file; keep in step
    /// with `BundleEmitter.fileNamedBundle(forSource:)` (a plugin cannot link QuizCompiler).
    static func bundleName(forSource name: String) -> String {
        for suffix in [".quiz.yaml", ".quiz.yml", ".yaml", ".yml"] where name.hasSuffix(suffix) {
            return String(name.dropLast(suffix.count)) + ".json"
        }
        return name + ".json"
    }

    /// Two quizzes in one target must not give one bundle name (ignoring case, as on
    /// macOS), and none may be called like the index.
    static func checkDistinct(names: [String], sources: [URL], target: String) throws {
        var first: [String: URL] = [:]
        var problems: [String] = []
        for (name, source) in zip(names, sources) {
            let folded = name.lowercased()
            if folded == "index.json" {
                problems.append(
                    "\(source.path(percentEncoded: false)) would be compiled to \(name), which is the bundle index; rename the file"
                )
            } else if let earlier = first[folded] {
                problems.append(
                    "\(earlier.path(percentEncoded: false)) and \(source.path(percentEncoded: false)) would both be compiled to \(name); rename one"
                )
            } else {
                first[folded] = source
            }
        }
        if !problems.isEmpty {
            throw PluginError(message: "QuizBundlePlugin (target '\(target)'): " + problems.joined(separator: "; "))
        }
    }
}

struct PluginError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
