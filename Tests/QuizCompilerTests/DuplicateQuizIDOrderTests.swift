import Foundation
import QuizRuntime
@_spi(Tools) import QuizYAML
import Testing

@_spi(Tools) @testable import QuizCompiler

/// The cross-file `duplicate-id` of a quiz id lands in report order among the file's other
/// diagnostics, like every other diagnostic.
@Suite("duplicate-id in report order")
struct DuplicateQuizIDOrderTests {
    static func quiz(_ id: String) -> String {
        """
        quiz: \(id)
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
              - {id: z, label: Not sure}
        outcomes:
          a: {title: A, description: Alpha}
          b: {title: B, description: Beta}

        """
    }

    @Test func theDuplicateQuizIDComesBeforeAWarningBelowIt() throws {
        let session = BuildSession(sources: [
            ("a.quiz.yaml", Array(Self.quiz("same").utf8)),
            ("b.quiz.yaml", Array(Self.quiz("same").utf8)),
        ])
        let second = try #require(session.files.last)
        // Line 1 (the id) before line 12 (the option without weights).
        #expect(codes(second) == ["duplicate-id@1:7", "dead-option@12:9"])
        #expect(second.diagnostics == second.diagnostics.sorted(by: Diagnostic.reportOrder))
        #expect(session.diagnostics == session.diagnostics.sorted(by: Diagnostic.reportOrder))
        #expect(second.resolved == nil)
    }
}
