import Foundation
import QuizCodegen
import QuizRuntime
import Testing

@_spi(Tools) @testable import QuizCompiler

/// The package's root folder, found from this file's path.
let packageRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The quizzes whose generated Swift is in Golden/: the shipped ones (quizzes/) and the
/// fixtures (the naming fixture, a nearest-profile quiz), compiled once, each with its path
/// relative to the package root.
enum GoldenQuizzes {
    /// The fixtures: ids that collide in generated code, a result with the next nearest profile.
    static let fixtures = "Tests/CodegenTests/Fixtures"

    /// Every quiz, sorted by path.
    static let compiled: [(path: String, bundle: QuizBundle)] = {
        let session = BuildSession(paths: [
            packageRoot.appendingPathComponent("quizzes").path, packageRoot.appendingPathComponent(fixtures).path,
        ])
        return session.files.compactMap { file in
            file.resolved.map { (relative(file.path), $0.bundle) }
        }
    }()

    /// The models the golden files are generated from.
    static var models: [CodegenModel] { compiled.map { CodegenModel(bundle: $0.bundle, sourcePath: $0.path) } }

    /// The bundle of the quiz `id`.
    static func bundle(_ id: String) throws -> QuizBundle {
        try #require(compiled.first { $0.bundle.quiz == id }?.bundle)
    }

    /// `path` relative to the package root.
    static func relative(_ path: String) -> String {
        let root = packageRoot.path + "/"
        return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
    }
}

/// Compares `actual` with the golden file at `relativePath` (under Tests/); with
/// `QUIZC_RECORD=1` in the environment, writes it instead.
func expectGolden(_ actual: [UInt8], _ relativePath: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let url = packageRoot.appendingPathComponent("Tests").appendingPathComponent(relativePath)
    if ProcessInfo.processInfo.environment["QUIZC_RECORD"] == "1" {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(actual).write(to: url)
        return
    }
    guard let expected = FileManager.default.contents(atPath: url.path) else {
        Issue.record(
            "missing golden file \(relativePath); run with QUIZC_RECORD=1 to create it", sourceLocation: sourceLocation)
        return
    }
    if [UInt8](expected) != actual {
        Issue.record(
            "\(relativePath) differs from the generated code; inspect, then re-record with QUIZC_RECORD=1 (then build again: the golden files are compiled into this target)",
            sourceLocation: sourceLocation)
    }
}

/// A fresh temporary folder.
func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("quizc-codegen-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
