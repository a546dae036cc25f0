import Foundation
import QuizBundleDiff
@_spi(Tools) import QuizCompiler
import QuizRuntime

/// The releases of a quiz (Tests/Conformance/releases/v1, v2, …, one folder a release, in
/// order), for sessions saved on one release and resumed on another.
extension BundleSet {
    /// The folders of Tests/Conformance/releases, in release order.
    static let releases = ["v1", "v2", "v3"]

    /// Compiles each release folder in order and adds each quiz as `<quiz>-<release>`, with
    /// the `migrations` `quizc build --earlier` writes when the earlier releases' bundles are
    /// in the folder it names: every later release lists every earlier one of its quiz.
    mutating func addReleases() throws {
        var earlier: [QuizBundle] = []
        for release in Self.releases {
            let folder = SuiteFormat.root.appendingPathComponent("releases").appendingPathComponent(release)
            var built: [QuizBundle] = []
            for (_, compiled) in try Self.build([folder.path]) {
                var bundle = compiled
                bundle.migrations = ResumeMigration.migrations(from: earlier, to: bundle)
                let bytes = bundle.fileBytes()
                try add("\(bundle.quiz)-\(release)", bytes: bytes)
                // Read back, as `--earlier` reads an earlier release from its file.
                built.append(try QuizBundle(jsonBytes: bytes, verifyHash: true))
            }
            earlier += built
        }
    }
}
