import Foundation
import QuizRuntime
import Testing

@_spi(Tools) @testable import QuizCompiler

/// A warning a suppression accepted is not published, as `quizc lint` does not report it.
@Suite struct SuppressedDiagnosticsTests {
    static let quiz = """
        quiz: demo
        version: 1.0.0
        title: Demo
        traits: [a, b]
        scoring: {model: highest, ties: [a, b]}
        questions:
          - id: q1
            text: Pick one
            options:
              - {id: x, label: X, weights: {a: 1}}
              - {id: y, label: Y, weights: {b: 1}}
              - {id: z, label: Not sure}COMMENT
        outcomes:
          a: {title: A, description: Alpha}
          b: {title: B, description: Beta}

        """

    /// The codes the server publishes for the quiz with `comment` after its option `z`.
    static func publishedCodes(comment: String) throws -> [String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quizc-lsp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(quiz.replacingOccurrences(of: "COMMENT", with: comment).utf8)
            .write(to: folder.appendingPathComponent("demo.quiz.yaml"))
        let served = LintIdentityTests.served(folder.path, encoding: "utf-16")
        return served.values.flatMap { $0 }.compactMap { item -> String? in
            guard case .string(let code)? = item["code"] else { return nil }
            return code
        }
    }

    @Test func anAcceptedWarningIsNotPublished() throws {
        #expect(try Self.publishedCodes(comment: "") == ["dead-option"])
        #expect(try Self.publishedCodes(comment: "  # quizc: ignore[dead-option] reason: neutral on purpose") == [])
    }
}
