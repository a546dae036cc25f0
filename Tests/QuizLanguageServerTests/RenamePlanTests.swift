import Foundation
import QuizLanguageServer
import QuizRuntime
@_spi(Tools) import QuizYAML
import Testing

@_spi(Tools) @testable import QuizCompiler

/// Renames across a quiz and its translation, and the wire keys they change.
@Suite struct RenamePlanTests {
    let index = SemanticFixtures.tinyIndex()

    func symbol(_ kind: SymbolKind, _ name: String, owner: String? = nil, scope: String = "tiny") -> SymbolID {
        SymbolID(
            scope: .quiz(ExactString(scope)), kind: kind, owner: owner.map(ExactString.init), name: ExactString(name))
    }

    func plan(_ symbol: SymbolID, _ name: String, in index: SymbolIndex? = nil) throws -> RenamePlan {
        try (index ?? self.index).renamePlanResult(symbol, name).get()
    }

    /// The files of `index` after applying `plan`.
    func applied(_ plan: RenamePlan, to index: SymbolIndex) -> [String: String] {
        var texts: [String: String] = [:]
        for (path, file) in index.files {
            var bytes = file.bytes
            let slice = SourceLines(bytes: file.bytes)
            for edit in plan.edits.filter({ $0.file == path }).reversed() {
                bytes.replaceSubrange(
                    slice.offset(edit.range.start)..<slice.offset(edit.range.end), with: Array(edit.newText.utf8))
            }
            texts[path] = String(decoding: bytes, as: UTF8.self)
        }
        return texts
    }

    @Test func aScaleRenameChangesNoWireKey() throws {
        let plan = try plan(symbol(.scale, "agree"), "agreement")
        #expect(plan.wireKeyChanges.isEmpty)
        #expect(plan.edits.map(\.newText) == ["agreement", "agreement"])
    }

    @Test func aQuestionWithItsOwnKeyRenamesWithoutChangingTheWireKey() throws {
        let plan = try plan(symbol(.question, "q2"), "mood")
        #expect(plan.wireKeyChanges.isEmpty)
    }

    @Test func aQuestionKeyedByItsIdChangesItsWireKey() throws {
        let plan = try plan(symbol(.question, "q1"), "first")
        #expect(plan.wireKeyChanges.map(\.wireKey) == ["q1"])
        // The id, the condition, the example and the translation.
        #expect(plan.edits.count == 4)
        #expect(Set(plan.edits.map(\.file)) == ["tiny.quiz.yaml", "tiny.de.yaml"])
        let texts = applied(plan, to: index)
        #expect(texts["tiny.de.yaml"]?.contains("  first:\n") == true)
        #expect(texts["tiny.quiz.yaml"]?.contains("when: {question: first, is: sun}") == true)
    }

    @Test func underAnswerKeyTextAQuestionsIdIsNoWireKey() throws {
        let quiz = SemanticFixtures.tinyQuiz.replacingOccurrences(
            of: "title: Tiny\n", with: "title: Tiny\nanswer_key: text\n")
        let index = SemanticFixtures.tinyIndex(quiz: quiz)
        #expect(try plan(symbol(.question, "q1"), "first", in: index).wireKeyChanges.isEmpty)
    }

    @Test func optionsTraitsOutcomesAndResultKeysAreWireKeys() throws {
        #expect(try plan(symbol(.option, "sun", owner: "q1"), "sunshine").wireKeyChanges.map(\.wireKey) == ["sun"])
        // Under `highest` the trait and the outcome of one name are renamed together.
        let trait = try plan(symbol(.trait, "warm"), "hot")
        #expect(trait.wireKeyChanges.map(\.wireKey) == ["warm", "warm"])
        #expect(trait.edits.count == 5 + 3)
        let outcome = try plan(symbol(.outcome, "cool"), "cold")
        #expect(outcome.edits.count == 1 + 4)
    }

    @Test func aQuotedNameStaysQuotedAndANameThatNeedsQuotesGetsThem() throws {
        let quoted = try plan(symbol(.option, "yes", owner: "q3"), "sure")
        #expect(quoted.edits.map(\.newText) == ["\"sure\"", "\"sure\""])
        let plain = try plan(symbol(.option, "nope", owner: "q3"), "no")
        #expect(plain.edits.map(\.newText) == ["\"no\""])
    }

    @Test func invalidNamesAndClashesAreRefused() {
        #expect(throws: RenameRefusal.self) { try plan(symbol(.trait, "warm"), "2hot") }
        #expect(throws: RenameRefusal.self) { try plan(symbol(.question, "q1"), "q3") }
        #expect(throws: RenameRefusal.self) { try plan(symbol(.option, "sun", owner: "q1"), "snow") }
        #expect(throws: RenameRefusal.self) { try plan(symbol(.option, "sun", owner: "q1"), " sun") }
    }

    @Test func anAxisPoleIsRefused() throws {
        let quiz = """
            quiz: axes
            version: 1.0.0
            title: Axes
            traits: [E, I]
            scoring:
              model: axes
              axes: [{poles: [E, I]}]
            questions:
              - id: q
                text: Q
                options:
                  - {id: a, label: A, weights: {E: 1}}
                  - {id: b, label: B, weights: {I: 1}}
            outcomes:
              E: {title: E, description: E.}
              I: {title: I, description: I.}

            """
        let index = SymbolIndex(files: [SemanticFile(path: "axes.quiz.yaml", bytes: Array(quiz.utf8))])
        let result = index.renamePlanResult(symbol(.trait, "E", scope: "axes"), "X")
        guard case .failure(let refusal) = result else {
            Issue.record("renamed an axis pole")
            return
        }
        #expect(refusal.message.contains("axis pole"))
    }
}

extension SymbolIndex {
    fileprivate func renamePlanResult(_ symbol: SymbolID, _ name: String) -> Result<RenamePlan, RenameRefusal> {
        RenamePlan.make(symbol, to: name, in: self)
    }
}
