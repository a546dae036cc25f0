import Foundation
import QuizLanguageServer
import QuizRuntime
@_spi(Tools) import QuizYAML
import Testing

@_spi(Tools) @testable import QuizCompiler

/// Definitions and references over a quiz and its translation (the symbol index).
@Suite struct SymbolIndexTests {
    let quiz = SemanticFixtures.tinyQuiz
    let index = SemanticFixtures.tinyIndex()

    func symbol(at needle: String, occurrence: Int = 1, offset: Int = 1, file: String = "tiny.quiz.yaml") -> SymbolID? {
        let text = file == "tiny.quiz.yaml" ? quiz : SemanticFixtures.tinyTranslation
        let position = SemanticFixtures.position(of: needle, in: text, occurrence: occurrence, offset: offset)
        return index.occurrence(in: file, at: position)?.symbol
    }

    @Test func aWeightNamesTheTraitDeclaredInTraits() throws {
        let warm = try #require(symbol(at: "warm: 1"))
        #expect(warm.kind == .trait && warm.name == ExactString("warm") && warm.scope == .quiz(ExactString("tiny")))
        let definitions = index.definitions(of: warm)
        #expect(definitions.map(\.range.start) == [SemanticFixtures.position(of: "warm", in: quiz)])
        // traits, ties, two weights, keyed: the outcome `warm` is its own symbol.
        #expect(index.references(of: warm).count == 5)
        #expect(index.references(of: warm, includeDefinitions: false).count == 4)
    }

    @Test func everyKindResolvesToItsDefinition() throws {
        let cases: [(String, Int, SymbolKind, String?)] = [
            ("scale: agree", 8, .scale, nil),
            ("question: q1", 11, .question, nil),
            ("is: sun", 5, .option, "q1"),  // the condition's operand
            ("q3: \"yes\"", 6, .option, "q3"),  // a quoted example answer
            ("expect: warm", 9, .outcome, nil),
        ]
        for (needle, offset, kind, owner) in cases {
            let found = try #require(symbol(at: needle, offset: offset), "\(needle)")
            #expect(found.kind == kind, "\(needle)")
            #expect(found.owner == owner.map(ExactString.init), "\(needle)")
            #expect(index.definitions(of: found).count == 1, "\(needle)")
        }
    }

    @Test func aTranslationNamesItsQuizsQuestionsOptionsAndOutcomes() throws {
        let file = "tiny.de.yaml"
        let question = try #require(symbol(at: "q1:", file: file))
        #expect(question.kind == .question)
        #expect(index.definitions(of: question).first?.file == "tiny.quiz.yaml")
        let option = try #require(symbol(at: "snow:", file: file))
        #expect(option.kind == .option && option.owner == ExactString("q1"))
        #expect(index.references(of: option).map(\.file) == ["tiny.de.yaml", "tiny.quiz.yaml"])
        let outcome = try #require(symbol(at: "warm: {", file: file))
        #expect(outcome.kind == .outcome)
        // `expect: warm`, the outcome's key and the translation's key.
        #expect(index.references(of: outcome).count == 3)
    }

    @Test func aScaleQuestionsValuesNameNoOption() {
        // `q2: 2` in the example answers a scale question by value.
        let position = SemanticFixtures.position(of: "q2: 2", in: quiz, offset: 4)
        #expect(index.occurrence(in: "tiny.quiz.yaml", at: position) == nil)
    }

    @Test func aQuizWithErrorsIsStillNavigable() throws {
        let broken = quiz.replacingOccurrences(of: "model: highest", with: "model: nonsense")
        let index = SemanticFixtures.tinyIndex(quiz: broken)
        let position = SemanticFixtures.position(of: "cool: 1", in: broken, offset: 1)
        let cool = try #require(index.occurrence(in: "tiny.quiz.yaml", at: position)?.symbol)
        #expect(index.definitions(of: cool).count == 1)
    }

    @Test func theShippedQuizzesAndTranslationsLink() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("quizzes")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yaml") }
        let files = try names.sorted().map {
            SemanticFile(path: $0, bytes: Array(try Data(contentsOf: folder.appendingPathComponent($0))))
        }
        let index = SymbolIndex(files: files)
        let translations = files.filter { $0.translation != nil }
        #expect(translations.count == 6)
        for file in translations {
            #expect(index.occurrences(in: file.path).count > 10, "\(file.path)")
            for occurrence in index.occurrences(in: file.path) {
                // Every name a shipped translation writes resolves to its quiz.
                #expect(index.definitions(of: occurrence.symbol).count == 1, "\(file.path) \(occurrence.range)")
            }
        }
    }
}
