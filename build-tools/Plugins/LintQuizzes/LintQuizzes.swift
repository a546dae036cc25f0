import Foundation
import PackagePlugin

/// `swift package lint-quizzes [--target NAME]... [quizc lint options] [PATH...]`
///
/// Runs `quizc lint` from the package's directory. Without paths it lints every
/// `*.quiz.yaml` / `*.quiz.yml` file of the package's targets (or of the `--target`s
/// named) and, when no target is named, the package's `quizzes/` folder if there is one.
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

    /// The quiz files of the selected targets (all by default), relative to the package
    /// directory, plus `quizzes/` when no target was named and the folder exists.
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
            for file in module.sourceFiles {
                let name = file.url.lastPathComponent
                guard name.hasSuffix(".quiz.yaml") || name.hasSuffix(".quiz.yml") else { continue }
                let path = file.url.standardizedFileURL.path(percentEncoded: false)
                paths.insert(path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path)
            }
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

struct LintFailed: Error, CustomStringConvertible {
    var status: Int32
    var description: String { "quizc lint failed with exit status \(status)" }
}
