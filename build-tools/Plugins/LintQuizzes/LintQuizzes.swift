import Foundation
import PackagePlugin

/// `swift package lint-quizzes [--target NAME]... [quizc lint options] [PATH...]`
///
/// Runs `quizc lint` from the package's directory. Without paths it lints every
/// `*.quiz.yaml` / `*.quiz.yml` file of the package's targets (or of the `--target`s
/// named) and, when no target is named, the package's `quizzes/` folder if there is one.
/// Other options (`--strict`, `--format text|json|github|sarif`) go to `quizc lint`. Fails
/// when the lint fails.
@main
struct LintQuizzes: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let (options, explicitPaths) = Self.split(extractor.remainingArguments)

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
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw LintFailed(status: process.terminationStatus)
        }
    }

    /// Splits the arguments left for `quizc lint` into options (with `--format`'s value)
    /// and paths; everything after `--` is a path.
    static func split(_ arguments: [String]) -> (options: [String], paths: [String]) {
        var options: [String] = []
        var paths: [String] = []
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            if argument == "--" {
                paths += arguments[(index + 1)...]
                break
            } else if argument == "--format" {
                options.append(argument)
                if index + 1 < arguments.endIndex {
                    options.append(arguments[index + 1])
                    index += 1
                }
            } else if argument.hasPrefix("-") {
                options.append(argument)
            } else {
                paths.append(argument)
            }
            index += 1
        }
        return (options, paths)
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
