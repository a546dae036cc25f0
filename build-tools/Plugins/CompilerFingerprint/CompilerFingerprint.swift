import Foundation
import PackagePlugin

/// Gives the `QuizCompiler` target `CompilerFingerprint.sources`: the SHA-256 of its Swift
/// files and those of every target it depends on (QuizYAML, QuizRuntime), computed by
/// `quizc-fingerprint` whenever one of them changes. The analysis cache keys its entries
/// with it (docs/analysis.md), so a quizc built from other sources never reads them.
@main
struct CompilerFingerprint: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        var inputs: [URL] = []
        var seen: Set<String> = []
        var pending: [Target] = [target]
        while let next = pending.popLast() {
            guard seen.insert(next.id).inserted else { continue }
            if let module = next.sourceModule { inputs += module.sourceFiles(withSuffix: "swift").map { $0.url.standardizedFileURL } }
            for dependency in next.dependencies {
                if case .target(let inner) = dependency { pending.append(inner) }
            }
        }
        inputs.sort { $0.path(percentEncoded: false) < $1.path(percentEncoded: false) }
        let output = context.pluginWorkDirectoryURL.appending(path: "CompilerFingerprint.swift")
        return [
            .buildCommand(
                displayName: "Fingerprinting the compiler's sources (\(inputs.count) files)",
                executable: try context.tool(named: "quizc-fingerprint").url,
                arguments: [output.path(percentEncoded: false), context.package.directoryURL.path(percentEncoded: false)]
                    + inputs.map { $0.path(percentEncoded: false) },
                inputFiles: inputs,
                outputFiles: [output]
            ),
        ]
    }
}
