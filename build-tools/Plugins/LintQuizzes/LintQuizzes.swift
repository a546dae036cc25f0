import Foundation
import PackagePlugin

/// `swift package lint-quizzes [--target NAME]... [quizc lint options] [PATH...]`
///
/// Runs `quizc lint` from the package's directory. Without paths it lints the folder of
/// every target of the package (or of the `--target`s named) that holds a `*.quiz.yaml` /
/// `*.quiz.yml` file, as `quizc lint FOLDER` does (quizzes and their translations alike),
/// and, when no target is named, the package's `quizzes/` folder if there is one.
/// Other options (`--strict`, `--format text|json|github|sarif`, `--analysis-budget N`,
/// `--cache-dir DIR`, `--no-cache`) go to `quizc lint`; the analysis cache is
/// `<plugin work folder>/quizc-cache` unless `--cache-dir`, `--no-cache` or `QUIZC_CACHE_DIR`
/// chooses otherwise, and the key that signs its entries is `<plugin work folder>/cache-key`
/// unless `QUIZC_CACHE_KEY_FILE` names one. Fails when the lint fails.
@main
struct LintQuizzes: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let (given, explicitPaths) = LintArguments.split(extractor.remainingArguments)
        // The analysis cache goes to the plugin's work folder unless the user chose one.
        let options = LintArguments.withCache(
            given,
            defaultCache: context.pluginWorkDirectoryURL.appending(path: "quizc-cache").path(percentEncoded: false),
            environment: ProcessInfo.processInfo.environment)

        var paths = explicitPaths
        if paths.isEmpty {
            paths = try Self.defaultPaths(in: context.package, targetNames: targetNames)
        }
        guard !paths.isEmpty else {
            print("lint-quizzes: no quiz files in this package")
            return
        }

        let quizc = try context.tool(named: "quizc")
        let process = Process()
        process.executableURL = quizc.url
        process.arguments = ["lint"] + options + paths
        process.currentDirectoryURL = context.package.directoryURL
        // The cache's signing key beside it, in the plugin's work folder (a sandboxed
        // plugin cannot write the home folder's), unless the user chose a key file.
        var environment = ProcessInfo.processInfo.environment
        if environment["QUIZC_CACHE_KEY_FILE", default: ""].isEmpty {
            environment["QUIZC_CACHE_KEY_FILE"] = context.pluginWorkDirectoryURL.appending(path: "cache-key").path(
                percentEncoded: false)
        }
        process.environment = environment
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw LintFailed(status: process.terminationStatus)
        }
    }

    /// The folders of the selected targets (all by default) that hold a quiz file, relative
    /// to the package directory, plus `quizzes/` when no target was named and the folder
    /// exists. quizc lints a folder by its own rule (every `*.yaml` / `*.yml` under it), so
    /// a target's translation files are linted with its quizzes, as `swift build` compiles
    /// them; the plugin only decides which targets hold quizzes.
    static func defaultPaths(in package: Package, targetNames: [String]) throws -> [String] {
        let targets: [Target]
        if targetNames.isEmpty {
            targets = package.targets
        } else {
            targets = try package.targets(named: targetNames)
        }
        let root = package.directoryURL.standardizedFileURL.path(percentEncoded: false)
        let prefix = root.hasSuffix("/") ? root : root + "/"
        var paths = Set<String>()
        for target in targets {
            guard let module = target.sourceModule else { continue }
            let files = module.sourceFiles.map { $0.url.standardizedFileURL }
            guard files.contains(where: { Self.isQuizSource($0.lastPathComponent) }),
                let folder = Self.commonFolder(of: files)
            else { continue }
            paths.insert(folder.hasPrefix(prefix) ? String(folder.dropFirst(prefix.count)) : folder)
        }
        var result = paths.sorted()
        if targetNames.isEmpty {
            var isDirectory: ObjCBool = false
            let quizzes = package.directoryURL.appending(path: "quizzes").path(percentEncoded: false)
            if FileManager.default.fileExists(atPath: quizzes, isDirectory: &isDirectory), isDirectory.boolValue {
                result.insert("quizzes", at: 0)
            }
        }
        return result
    }
}

extension LintQuizzes {
    /// Whether a file name is a quiz source, as `QuizBundlePlugin` compiles it.
    static func isQuizSource(_ name: String) -> Bool {
        name.hasSuffix(".quiz.yaml") || name.hasSuffix(".quiz.yml")
    }

    /// The deepest folder that holds every file: the target's folder, or a subfolder of it
    /// that holds all of its files (so every YAML file of the target). `Target.directoryURL`
    /// needs tools version 6.1, and the 6.0 `directory` is a `Path`, whose text is deprecated.
    static func commonFolder(of files: [URL]) -> String? {
        guard var common = files.first?.deletingLastPathComponent().pathComponents else { return nil }
        for file in files.dropFirst() {
            let components = file.deletingLastPathComponent().pathComponents
            common = Array(zip(common, components).prefix { $0.0 == $0.1 }.map(\.0))
        }
        guard !common.isEmpty else { return nil }
        return NSString.path(withComponents: common)
    }
}

struct LintFailed: Error, CustomStringConvertible {
    var status: Int32
    var description: String { "quizc lint failed with exit status \(status)" }
}
