import Foundation
@_spi(Tools) import QuizYAML
import Testing

@_spi(Tools) @testable import QuizCompiler

/// The package's root folder, found from this file's path.
let packageRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Compiles YAML text as one file named `quiz.yaml`.
func compile(_ text: String, path: String = "quiz.yaml") -> CompiledFile {
    QuizCompilation().compile(path: path, bytes: Array(text.utf8))
}

/// `code@line:column` for each diagnostic.
func codes(_ file: CompiledFile) -> [String] {
    file.diagnostics.map { "\($0.code.rawValue)@\($0.range.start)" }
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
            "\(relativePath) differs from the golden file; inspect, then re-record with QUIZC_RECORD=1\n--- actual:\n\(String(decoding: actual, as: UTF8.self).prefix(3000))",
            sourceLocation: sourceLocation)
    }
}
