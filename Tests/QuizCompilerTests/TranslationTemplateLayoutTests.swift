import Foundation
@_spi(Tools) import QuizYAML
import Testing

@_spi(Tools) @testable import QuizCompiler
@testable import QuizTranslationTemplate

/// Files written with explicit keys (`? key`) or with comments inside flow collections:
/// completing them gives a file that lints clean and keeps every comment, or nothing.
@Suite("Translation template: explicit keys and comments in flow style")
struct TranslationTemplateLayoutTests {
    /// Lint's diagnostics (notes aside) for the small quiz with `translation`.
    static func problems(_ translation: String) -> [String] {
        let session = BuildSession(sources: [
            (path: "small.quiz.yaml", bytes: Array(TemplateTesting.smallQuiz.utf8)),
            (path: "small.de.yaml", bytes: Array(translation.utf8)),
        ])
        return session.files.flatMap { file in
            file.diagnostics.filter { $0.severity != .note }.map {
                "\(file.path):\($0.code.rawValue)@\($0.range.start): \($0.message)"
            }
        }
    }

    static func comments(_ text: String) -> [String] {
        let bytes = Array(text.utf8)
        return YAMLComments(index: TextIndex(bytes: bytes), root: YAMLLoader().load(bytes).root).all
    }

    @Test func entriesWithExplicitKeysGetTheirNewSiblingsAndChildrenAtTheRightDepth() throws {
        let existing = """
            translation: small
            locale: de
            questions:
              ? q2
              : options:
                  x: Raute
              ? q3
              :
                # the amount
                options: {-1: Weniger, 1: Mehr}
            """
        let output = try TranslationTemplateUpdateTests.update(existing)
        let text = TemplateTesting.text(output.bytes)
        #expect(Self.problems(text) == [], "\(text)")
        #expect(
            text.contains(
                """
                questions:
                  q1:
                    text:
                      text: ""
                      source: "Mornings: good or bad?"
                """))
        #expect(
            text.contains(
                """
                  ? q2
                  : options:
                      x: Raute
                      "10":
                        text: ""
                        source: "10 apples"
                    text:
                      text: ""
                      source: Pick one
                  ? q3
                  :
                    text:
                      text: ""
                      source: How much?
                    # the amount
                    options: {-1: Weniger, 1: Mehr}
                outcomes:
                """))
        #expect(TemplateTesting.keepsLines(of: existing, in: text))
        #expect(try TranslationTemplateUpdateTests.update(text).bytes == output.bytes)
    }

    @Test func aFlowCollectionRewrittenInBlockStyleKeepsEveryComment() throws {
        let existing = """
            translation: small
            locale: de
            questions: {  # the questions
              q2: {text: Wähle,  # short
                options: {x: Raute, # hash
                  # the number
                  "10": Zehn}},
              # last
              q3: {text: Wie viel?}   # amount
            }  # end
            outcomes:
              a: {recommendations: [Ruhe,  # rest
                Lies]}
            """
        let output = try TranslationTemplateUpdateTests.update(existing)
        let text = TemplateTesting.text(output.bytes)
        #expect(Self.problems(text) == [], "\(text)")
        #expect(Self.comments(text).sorted() == Self.comments(existing).sorted())
        #expect(Self.comments(existing).count == 8)
        #expect(
            text.contains(
                """
                questions:  # end
                  # the questions
                  q1:
                """))
        #expect(
            text.contains(
                """
                  q2:
                    text: Wähle  # short
                    options:
                      x: Raute  # hash
                      # the number
                      "10": Zehn
                  # last
                  q3:  # amount
                    text: Wie viel?
                    options:
                """))
        #expect(
            text.contains(
                """
                    recommendations:
                      - Ruhe  # rest
                      - Lies
                """))
    }

    /// What the splicer wrote for explicit keys before they were understood: the new
    /// sibling `q3` one level too deep, inside `q2`'s value. The last check refuses it.
    @Test func aResultThatReadsBackElsewhereOrLosesACommentIsRefused() throws {
        let template = try TranslationTemplateUpdateTests.template()
        let before = "translation: small\nlocale: de\nquestions:\n  ? q2\n  : text: Zwei  # two\n"
        let right = TemplateTesting.text(try template.update(Array(before.utf8)).get().bytes)
        // Every line of the q3 entry two columns deeper, as the old splicer wrote it.
        var lines = right.components(separatedBy: "\n")
        let q3 = try #require(lines.firstIndex(of: "  q3:"))
        let end = try #require(lines.firstIndex(of: "outcomes:"))
        for line in q3..<end { lines[line] = "  " + lines[line] }
        let misplaced = lines.joined(separator: "\n")
        let uncommented = "translation: small\nlocale: de\nquestions:\n  q2:\n    text: Zwei\n"
        func problem(_ after: String) throws -> String? {
            let old = Array(before.utf8), new = Array(after.utf8)
            let check = CompletionCheck(
                before: try #require(YAMLLoader().load(old).root), beforeIndex: TextIndex(bytes: old),
                after: try #require(YAMLLoader().load(new).root), afterIndex: TextIndex(bytes: new))
            return check.problem(template: template.entries)
        }
        #expect(try problem(right) == nil)
        #expect(try problem(misplaced) == "the new entries would not all stand where the quiz's ids put them")
        #expect(try problem(uncommented) == "the comment `# two` (line 5) would be lost")
        // An explicit key without a value cannot be completed: nothing is written.
        let update = template.update(Array("translation: small\nlocale: de\nquestions:\n  ? q2\n".utf8))
        guard case .failure = update else {
            Issue.record("an explicit key without a value was completed: \(update)")
            return
        }
    }
}
