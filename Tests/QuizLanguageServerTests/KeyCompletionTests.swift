import QuizLanguageServer
@_spi(Tools) import QuizYAML
import Testing

@_spi(Tools) @testable import QuizCompiler

/// Key completion: at a key position, the vocabulary's keys of the mapping the cursor is in,
/// minus those it has, required keys first; nothing where a name or a value is expected.
@Suite struct KeyCompletionTests {
    /// The keys offered where `|` stands in `marked` (the bar removed).
    static func offered(_ marked: String, translation: Bool = false) -> [String]? {
        offer(marked, translation: translation)?.keys.map(\.name)
    }

    static func offer(_ marked: String, translation: Bool = false) -> (keys: [LanguageKey], range: SourceRange)? {
        let lines = marked.split(separator: "\n", omittingEmptySubsequences: false)
        guard let number = lines.firstIndex(where: { $0.contains("|") }),
            let bar = lines[number].unicodeScalars.firstIndex(of: "|")
        else { return nil }
        let column = lines[number].unicodeScalars.distance(from: lines[number].unicodeScalars.startIndex, to: bar) + 1
        var text = marked
        text.remove(at: text.firstIndex(of: "|")!)
        return KeyCompletion.at(
            SourcePosition(line: number + 1, column: column), in: SourceLines(bytes: Array(text.utf8)),
            isTranslation: translation)
    }

    @Test func atTheTopLevelTheMissingKeysRequiredFirst() throws {
        let keys = try #require(Self.offered("quiz: t\nversion: 1.0.0\ntraits: [a]\n|\n"))
        #expect(keys.prefix(3) == ["title", "scoring", "questions"])
        #expect(keys.contains("description") && keys.contains("outcomes") && keys.contains("suppress"))
        #expect(!keys.contains("quiz") && !keys.contains("traits"))
        let typed = try #require(Self.offer("quiz: t\nti|\n"))
        #expect(typed.keys.map(\.name).contains("title"))
        #expect(typed.range.start.column == 1 && typed.range.end.column == 3)
    }

    @Test func inAQuestionAndItsOptions() throws {
        let question = try #require(Self.offered("questions:\n  - id: q\n    |\n    type: single\n"))
        #expect(question.first == "text")
        #expect(question.contains("when") && question.contains("options") && !question.contains("type"))
        #expect(!question.contains("id") && !question.contains("label"))
        let flowOption = try #require(Self.offered("questions:\n  - id: q\n    options:\n      - {id: a, |}\n"))
        #expect(flowOption == ["label", "weights", "pin"])
        let valued = try #require(Self.offered("questions:\n  - id: q\n    options:\n      - value: 1\n        |\n"))
        #expect(valued == ["label", "weights", "pin"])
        let newOption = try #require(Self.offered("questions:\n  - id: q\n    options:\n      - |\n"))
        #expect(newOption == ["id", "label", "value", "weights", "pin"])
        // A new item in the list of questions: a question's keys, none taken from the item above.
        let next = try #require(Self.offered("questions:\n  - id: q\n    text: Q\n  - |\n"))
        #expect(next.prefix(2) == ["id", "text"])
    }

    @Test func inScoringByModelAResultAndADerivedScore() throws {
        let highest = try #require(Self.offered("scoring:\n  model: highest\n  |\n"))
        #expect(highest == ["initial", "ties", "secondary", "derived"])
        let result = try #require(Self.offered("scoring:\n  model: profile\n  results:\n    - id: r\n      |\n"))
        #expect(result == ["title", "score", "bands", "description", "parent"])
        let band = try #require(
            Self.offered("scoring:\n  results:\n    - id: r\n      bands:\n        - {id: low, below: 3, |}\n"))
        #expect(band == ["title", "max", "description", "recommendations"])
        let modelBand = try #require(Self.offered("scoring:\n  model: bands\n  bands:\n    - |\n"))
        #expect(modelBand == ["outcome", "max"])
        let derived = try #require(Self.offered("scoring:\n  derived:\n    - id: d\n      |\n"))
        #expect(derived.first == "mean" && derived.contains("sum") && derived.last == "digits")
        #expect(!derived.contains("id"))
        let condition = try #require(Self.offered("questions:\n  - id: q\n    when: {any: [{question: p, |}]}\n"))
        #expect(condition.contains("is") && condition.contains("answered") && !condition.contains("question"))
    }

    @Test func inATranslationFile() throws {
        let top = try #require(Self.offered("translation: t\n|\n", translation: true))
        #expect(top.first == "locale" && top.contains("questions") && !top.contains("translation"))
        let question = try #require(Self.offered("translation: t\nquestions:\n  q1:\n    |\n", translation: true))
        #expect(question == ["text", "low", "high", "options"])
        let sourced = try #require(
            Self.offered("translation: t\nquestions:\n  q1:\n    text:\n      |\n", translation: true))
        #expect(sourced == ["text", "source"])
    }

    /// Where a name (a trait, an outcome code, a question id) or a value stands, no key is offered.
    @Test func noKeysWhereANameOrAValueStands() {
        #expect(
            Self.offered("questions:\n  - id: q\n    options:\n      - id: a\n        weights:\n          |\n") == nil)
        #expect(Self.offered("outcomes:\n  |\n") == nil)
        #expect(Self.offered("translation: t\nquestions:\n  |\n", translation: true) == nil)
        #expect(Self.offered("quiz: |\n") == nil)
        #expect(Self.offered("traits:\n  - |\n") == nil)
        #expect(Self.offered("description: >\n  more text\n  |\n") == nil)
        #expect(Self.offered("questions:\n  - {id: q, text: |}\n") == nil)
        #expect(Self.offered("# |\n") == nil)
    }
}
