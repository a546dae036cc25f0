import Foundation
import QuizLanguageServer
import QuizRuntime
@_spi(Tools) import QuizYAML

@_spi(Tools) @testable import QuizCompiler

/// Small in-memory workspaces for the semantic tests: a quiz with a translation, and a way to
/// point at a name by the text around it.
enum SemanticFixtures {
    /// A `highest` quiz with a shared scale, a keyed question with its own `key:`, a
    /// condition, a quoted option id and an example.
    static let tinyQuiz = """
        quiz: tiny
        version: 1.0.0
        title: Tiny
        traits: [warm, cool]
        scoring:
          model: highest
          ties: [warm, cool]
        scales:
          agree:
            options:
              - {value: 1, label: No}
              - {value: 2, label: Yes}
        questions:
          - id: q1
            text: Pick one
            type: single
            options:
              - {id: sun, label: Sun, weights: {warm: 1}}
              - {id: snow, label: Snow, weights: {cool: 1}}
          - id: q2
            text: Agree?
            key: legacy_q2
            scale: agree
            keyed: warm
          - id: q3
            text: After the sun
            when: {question: q1, is: sun}
            options:
              - {id: "yes", label: Yes, weights: {warm: 1}}
              - {id: nope, label: No, weights: {cool: 1}}
        outcomes:
          warm: {title: Warm, description: You like it warm.}
          cool: {title: Cool, description: You like it cool.}
        examples:
          - name: sunny
            answers: {q1: sun, q2: 2, q3: "yes"}
            expect: warm

        """

    /// A German translation of `tinyQuiz`.
    static let tinyTranslation = """
        translation: tiny
        locale: de
        title: Winzig
        questions:
          q1:
            text: Wähle eins
            options:
              sun: Sonne
              snow: Schnee
        outcomes:
          warm: {title: Warm, description: Du magst es warm.}

        """

    /// The index of `tinyQuiz` (at `tiny.quiz.yaml`) and `tinyTranslation` (at `tiny.de.yaml`),
    /// with `extra` files.
    static func tinyIndex(quiz: String = tinyQuiz, extra: [(String, String)] = []) -> SymbolIndex {
        var files = [
            SemanticFile(path: "tiny.quiz.yaml", bytes: Array(quiz.utf8)),
            SemanticFile(path: "tiny.de.yaml", bytes: Array(tinyTranslation.utf8)),
        ]
        files += extra.map { SemanticFile(path: $0.0, bytes: Array($0.1.utf8)) }
        return SymbolIndex(files: files)
    }

    /// The position of the `occurrence`-th (1-based) `needle` in `text`, plus `offset` scalars.
    static func position(of needle: String, in text: String, occurrence: Int = 1, offset: Int = 0) -> SourcePosition {
        var seen = 0
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var rest = Substring(line)
            var column = 1
            while let found = rest.range(of: needle) {
                column += rest.unicodeScalars.distance(from: rest.startIndex, to: found.lowerBound)
                seen += 1
                if seen == occurrence { return SourcePosition(line: index + 1, column: column + offset) }
                column += needle.unicodeScalars.count
                rest = rest[found.upperBound...]
            }
        }
        fatalError("`\(needle)` #\(occurrence) is not in the text")
    }
}
