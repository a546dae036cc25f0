import Foundation
import QuizBundleDiff
import QuizRuntime
import Testing

@_spi(Tools) @testable import QuizCompiler

/// Each thing README.md says quizc catches, shown on a small quiz. A claim without a test
/// here does not belong in the README.
@Suite("README claims")
struct ReadmeClaimsTests {
    /// A two-question `highest` quiz; `questions` replaces the question list, `header` adds top-level fields.
    static func quiz(header: String = "", questions: String, outcomes: String? = nil) -> String {
        """
        quiz: demo
        version: 1.0.0
        title: Demo
        \(header)traits: [a, b]
        scoring: {model: highest, ties: [a, b]}
        questions:
        \(questions)
        outcomes:
        \(outcomes ?? "  a: {title: A, description: Alpha}\n  b: {title: B, description: Beta}")
        """
    }

    static let options = "options: [{id: x, label: X, weights: {a: 1}}, {id: y, label: Y, weights: {b: 1}}]"

    func codes(_ text: String) -> [String] {
        compile(text).diagnostics.map(\.code.rawValue)
    }

    @Test func aWireKeyWithAnInvisibleCharacter() {
        let text = Self.quiz(
            questions: """
                  - {id: q1, key: "favourite\u{200B}colour", text: Pick one, \(Self.options)}
                """)
        #expect(codes(text) == ["key-not-normalized"])
    }

    @Test func twoWireKeysThatDifferOnlyByACurlyApostrophe() {
        let text = Self.quiz(
            header: "answer_key: text\n",
            questions: """
                  - {id: q1, text: "I don't plan ahead", \(Self.options)}
                  - {id: q2, text: "I don\u{2019}t plan ahead", \(Self.options)}
                """)
        #expect(codes(text) == ["confusable-keys"])
    }

    @Test func aWireKeyChangedSinceTheReleaseABackendStores() throws {
        // `quizc diff` against the released bundle: a straight apostrophe made curly is a new key.
        func bundle(_ key: String, version: String) throws -> QuizBundle {
            let text = Self.quiz(
                questions: """
                      - {id: q1, key: "\(key)", text: Pick one, \(Self.options)}
                    """
            ).replacingOccurrences(of: "version: 1.0.0", with: "version: \(version)")
            let file = compile(text)
            #expect(!file.hasErrors, "\(file.diagnostics.map(\.message))")
            return try #require(file.resolved?.bundle)
        }
        let diff = BundleDiff.compare(
            old: try bundle("don't", version: "1.0.0"), new: try bundle("don\u{2019}t", version: "1.1.0"))
        #expect(diff.verdict == .breakingWithoutMajorBump)
    }

    @Test func aQuestionKeyedTwice() {
        let text = Self.quiz(
            questions: """
                  - {id: q1, key: goal, text: Pick one, \(Self.options)}
                  - {id: q2, key: goal, text: Pick another, \(Self.options)}
                """)
        #expect(codes(text) == ["duplicate-answer-key"])
    }

    @Test func anOutcomeWithoutContent() {
        let missing = Self.quiz(
            questions: "  - {id: q1, text: Pick one, \(Self.options)}", outcomes: "  a: {title: A, description: Alpha}")
        #expect(codes(missing) == ["missing-outcome"])
        let blank = Self.quiz(
            questions: "  - {id: q1, text: Pick one, \(Self.options)}",
            outcomes: "  a: {title: A, description: Alpha}\n  b: {title: \" \", description: \"\"}")
        #expect(codes(blank) == ["invalid-value", "invalid-value"])
    }

    @Test func aYesThatYAMLWouldTurnIntoABoolean() throws {
        // Where a boolean is expected, `yes` is an error; where text is expected, it stays the text "yes".
        let flag = Self.quiz(questions: "  - {id: q1, text: Pick one, required: yes, \(Self.options)}")
        #expect(codes(flag) == ["type-mismatch"])
        let label = Self.quiz(
            questions:
                "  - {id: q1, text: Ready?, options: [{id: x, label: yes, weights: {a: 1}}, {id: y, label: no, weights: {b: 1}}]}"
        )
        let file = compile(label)
        #expect(codes(label) == [])
        #expect(file.resolved?.bundle.questions.first?.options.map(\.label) == ["yes", "no"])
    }

    @Test func aShuffledLikertScale() {
        let text = """
            quiz: demo
            version: 1.0.0
            title: Demo
            traits: [E, I]
            scoring: {model: axes, axes: [{poles: [E, I], tie: I}]}
            scales:
              agree: {options: [{value: 1, label: Disagree}, {value: 2, label: Neutral}, {value: 3, label: Agree}]}
            questions:
              - {id: q1, text: I love parties, scale: agree, keyed: E, shuffle: true}
              - {id: q2, text: I recharge alone, scale: agree, keyed: I}
            outcomes:
              E: {title: E, description: Outgoing}
              I: {title: I, description: Reserved}
            """
        #expect(codes(text) == ["shuffle-ordered"])
    }
}
