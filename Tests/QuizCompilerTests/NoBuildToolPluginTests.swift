import Foundation
import Testing

/// SwiftPM builds quizc a second time, as the tool of `QuizBundlePlugin`, `QuizCodegenPlugin`
/// and `LintQuizzes`, in a build that does not run build-tool plugins; a target quizc is built
/// from that relies on one's generated sources fails there, and a consumer build prints hundreds of `error:`
/// lines and retries on every build (docs/plugins.md). So no target of the package uses one.
@Suite("No build-tool plugin in quizc's targets")
struct NoBuildToolPluginTests {
    @Test func noTargetUsesAPlugin() throws {
        let manifest = try String(contentsOf: packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(!manifest.contains("plugins:"), "a target of Package.swift applies a plugin")
        // The build-tool plugins the package declares are for its users only.
        let buildTools = manifest.components(separatedBy: ".plugin(").dropFirst().filter {
            $0.contains("capability: .buildTool()")
        }
        let names = buildTools.map { $0.split(separator: "\"").dropFirst().first.map(String.init) ?? "" }
        #expect(names == ["QuizBundlePlugin", "QuizCodegenPlugin"])
    }
}
