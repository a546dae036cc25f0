import Foundation
import QuizLanguageServer
import QuizRuntime
@_spi(Tools) import QuizYAML
import Testing

@_spi(Tools) @testable import QuizCompiler

/// Hover texts and completion contexts.
@Suite struct HoverAndCompletionTests {
    let index = SemanticFixtures.tinyIndex()

    func symbol(_ kind: SymbolKind, _ name: String, owner: String? = nil) -> SymbolID {
        SymbolID(
            scope: .quiz(ExactString("tiny")), kind: kind, owner: owner.map(ExactString.init), name: ExactString(name))
    }

    @Test func aTraitsHoverListsWhatWeighsIt() {
        let text = SymbolHover.markdown(for: symbol(.trait, "cool"), in: index, analyzed: nil)
        #expect(text.contains("- `q1` → `snow`: +1"))
        #expect(text.contains("- `q3` → `nope`: +1"))
        #expect(text.contains("score key"))
    }

    @Test func anOutcomesHoverGivesItsExactProbabilityAndAWitness() throws {
        let compiled = QuizCompilation().compile(path: "tiny.quiz.yaml", bytes: Array(SemanticFixtures.tinyQuiz.utf8))
        let analyzed = try #require(compiled.analyzed, "\(compiled.diagnostics)")
        let text = SymbolHover.markdown(for: symbol(.outcome, "warm"), in: index, analyzed: analyzed)
        #expect(text.contains("Probability: "), "\(text)")
        #expect(text.contains("Witness answers: `{"), "\(text)")
        let none = SymbolHover.markdown(for: symbol(.outcome, "warm"), in: index, analyzed: nil)
        #expect(none.contains("No analysis"))
    }

    @Test func aQuestionsHoverNamesItsWireKey() {
        #expect(
            SymbolHover.markdown(for: symbol(.question, "q1"), in: index, analyzed: nil).contains(
                "Wire key: `q1` (its id)"))
        #expect(
            SymbolHover.markdown(for: symbol(.question, "q2"), in: index, analyzed: nil).contains(
                "Wire key: `legacy_q2` (its `key:`)"))
    }

    @Test func derivedScoresAndResultsSayWhatTheyAre() {
        let index = SymbolIndex(files: [
            SemanticFile(path: "prof.quiz.yaml", bytes: Array(RenameFeatureTests.profileQuiz.utf8))
        ])
        func hover(_ kind: SymbolKind, _ name: String) -> String {
            let symbol = SymbolID(scope: .quiz(ExactString("prof")), kind: kind, name: ExactString(name))
            return SymbolHover.markdown(for: symbol, in: index, analyzed: nil)
        }
        #expect(hover(.derivedScore, "n_mean").contains("`mean` of `N`."))
        #expect(hover(.result, "calm").contains("Score `n_mean`; bands `low`, `high`."))
    }

    @Test func aSumReferencesEachTraitItListsAndItsHoverNamesThem() {
        let text = """
            quiz: s
            version: 1.0.0
            title: S
            traits: [N, E]
            scoring:
              model: highest
              ties: [N, E]
              derived:
                - {id: both, sum: [N, E]}
            questions:
              - {id: q, text: Q, options: [{id: a, label: A, weights: {N: 1}}, {id: b, label: B, weights: {E: 1}}]}
            outcomes:
              N: {title: N, description: N}
              E: {title: E, description: E}

            """
        let index = SymbolIndex(files: [SemanticFile(path: "s.quiz.yaml", bytes: Array(text.utf8))])
        let inSum = index.occurrences(in: "s.quiz.yaml").filter { $0.role == .reference && $0.range.start.line == 9 }
        #expect(inSum.map(\.symbol.kind) == [.trait, .trait])
        #expect(inSum.map(\.symbol.name.string) == ["N", "E"])
        let both = SymbolID(scope: .quiz(ExactString("s")), kind: .derivedScore, name: ExactString("both"))
        #expect(SymbolHover.markdown(for: both, in: index, analyzed: nil).contains("`sum` of `N`, `E`."))
    }

    @Test func aDiagnosticCodeHasItsReferenceText() throws {
        let text = try #require(CodeReferenceText.markdown(for: .unknownTrait))
        #expect(text.hasPrefix("**`unknown-trait`**"))
    }

    func context(_ text: String, at needle: String, offset: Int, translation: Bool = false) -> CompletionContext? {
        let position = SemanticFixtures.position(of: needle, in: text, offset: offset)
        return CompletionContext.at(position, in: SourceLines(bytes: Array(text.utf8)), isTranslation: translation)
    }

    @Test func completionKnowsWhichNameIsExpected() throws {
        let quiz = SemanticFixtures.tinyQuiz
        let cases: [(String, Int, [SymbolKind], String?)] = [
            ("weights: {warm", 12, [.trait], nil),  // a flow mapping's key
            ("ties: [warm, co", 15, [.trait], nil),  // a flow list's item
            ("scale: agree", 10, [.scale], nil),
            ("keyed: warm", 9, [.trait], nil),
            ("question: q1", 11, [.question], nil),
            ("is: sun", 5, [.option], "q1"),
            ("answers: {q1: s", 15, [.option], "q1"),
            ("answers: {q1", 11, [.question], nil),
            ("expect: w", 9, [.outcome], nil),
        ]
        for (needle, offset, kinds, owner) in cases {
            let found = try #require(context(quiz, at: needle, offset: offset), "\(needle)")
            #expect(found.kinds == kinds, "\(needle)")
            #expect(found.owner == owner, "\(needle)")
        }
        #expect(context(quiz, at: "title: Tiny", offset: 8) == nil)
        #expect(context(quiz, at: "label: Sun", offset: 8) == nil)
    }

    /// `keyed: {T: 1, U: -1}`: the map's keys are traits, as in a flow map and a block map.
    @Test func completionOfAKeyedMapsTraits() throws {
        let flow = "questions:\n  - {id: q, text: Q, scale: agree, keyed: {warm: 1, co}}\n"
        let inFlow = try #require(context(flow, at: "co}", offset: 2))
        #expect(inFlow.kinds == [.trait] && inFlow.prefix == "co")
        let block = "questions:\n  - id: q\n    keyed:\n      warm: 1\n      co\n"
        let inBlock = try #require(context(block, at: "      co", offset: 8))
        #expect(inBlock.kinds == [.trait] && inBlock.prefix == "co")
    }

    @Test func completionInBlockMappingsAndTranslations() throws {
        let block = "questions:\n  - id: q\n    options:\n      - id: a\n        weights:\n          wa\n"
        let weights = try #require(context(block, at: "wa", offset: 2))
        #expect(weights.kinds == [.trait] && weights.prefix == "wa")
        let translation = SemanticFixtures.tinyTranslation
        #expect(try #require(context(translation, at: "  q1:", offset: 3, translation: true)).kinds == [.question])
        let option = try #require(context(translation, at: "sn", offset: 2, translation: true))
        #expect(option.kinds == [.option] && option.owner == "q1")
        let names = CompletionCandidates.symbols(
            for: option, in: .quiz(ExactString("tiny")), index: index, path: "tiny.de.yaml")
        #expect(names.map(\.name.string) == ["sun", "snow"])
    }

    /// A derived score's operand is what the resolver accepts there: a trait after `mean:`,
    /// `percent:` (and `share:`, `against:`), a trait or a derived score after `linear:`; an
    /// example's `expect_scores:` keys are traits; the `axes` model's `percent:` names nothing.
    @Test func completionOfDerivedScoresOffersWhatTheResolverAccepts() throws {
        let quiz = """
            scoring:
              model: profile
              derived:
                - {id: a, mean: N}
                - {id: b, percent: N}
                - id: c
                  linear: a
            examples:
              - answers: {p1: 1}
                expect_scores: {N: 1}

            """
        #expect(try #require(context(quiz, at: "mean: N", offset: 7)).kinds == [.trait])
        #expect(try #require(context(quiz, at: "percent: N", offset: 10)).kinds == [.trait])
        #expect(try #require(context(quiz, at: "linear: a", offset: 9)).kinds == [.trait, .derivedScore])
        #expect(try #require(context(quiz, at: "{N: 1}", offset: 2)).kinds == [.trait])
        let axes = "scoring:\n  model: axes\n  percent: tr\n"
        #expect(context(axes, at: "percent: tr", offset: 11) == nil)
    }

    /// A flow mapping over several lines, a name typed after its opening quote, and the
    /// question of the condition whose mapping holds the cursor.
    @Test func completionInMultiLineFlowsQuotesAndNestedConditions() throws {
        let multiLine = "examples:\n  - answers: {q1: sun,\n      q2: 2,\n      q3\n"
        let key = try #require(context(multiLine, at: "      q3", offset: 8))
        #expect(key.kinds == [.question] && key.prefix == "q3")
        let value = try #require(context(multiLine, at: "q2: 2", offset: 5))
        #expect(value.kinds == [.option] && value.owner == "q2")
        let quoted = "  when: {question: q1, is: \"s"
        let inQuotes = try #require(context(quoted, at: "\"s", offset: 2))
        #expect(inQuotes.kinds == [.option] && inQuotes.owner == "q1" && inQuotes.prefix == "s")
        let nested = "  when: {any: [{question: q1, is: sun}, {question: q3, is: ye"
        let second = try #require(context(nested, at: "is: ye", offset: 6))
        #expect(second.owner == "q3")
        let bracketInText = "questions:\n  - text: \"Pick [one\"\n    scale: ag\n"
        #expect(try #require(context(bracketInText, at: "scale: ag", offset: 9)).kinds == [.scale])
    }

    /// Hovering a key that names symbols shows its slot's doc from the compiler's table; any
    /// other key, its doc in the vocabulary.
    @Test func aKeysHoverSaysWhatItNames() throws {
        func hover(_ text: String, at needle: String, offset: Int) -> String? {
            let position = SemanticFixtures.position(of: needle, in: text, offset: offset)
            return KeyHover.at(position, in: SourceLines(bytes: Array(text.utf8)), isTranslation: false)?.markdown
        }
        let derived = "scoring:\n  derived:\n    - {id: a, mean: N}\n"
        let mean = try #require(hover(derived, at: "mean:", offset: 2))
        let slot = try #require(ReferenceSlots.slot("mean", .value, in: .quiz, within: "derived"))
        #expect(mean == "**`mean:`** names trait. \(slot.doc)")
        // Every other key: its doc in the vocabulary, in the mapping that holds it.
        let percent = try #require(Vocabulary.mapping(.scoring).key("percent"))
        #expect(
            hover("scoring:\n  model: axes\n  percent: true\n", at: "percent:", offset: 1)
                == "**`percent:`** \(percent.doc)")
        #expect(
            hover(SemanticFixtures.tinyQuiz, at: "title: Tiny", offset: 1) == "**`title:`** Display title of the quiz.")
        let outcome = "outcomes:\n  warm:\n    title: Warm\n"
        #expect(hover(outcome, at: "title: Warm", offset: 1) == "**`title:`** Outcome title.")
        let type = try #require(hover(SemanticFixtures.tinyQuiz, at: "type: single", offset: 1))
        #expect(type == "**`type:`** \(try #require(Vocabulary.mapping(.question).key("type")).doc)")
        let band = "scoring:\n  results:\n    - id: a\n      bands:\n        - {id: low, below: 3, title: Low}\n"
        #expect(hover(band, at: "title: Low", offset: 1) == "**`title:`** Display title (translatable).")
        #expect(hover(SemanticFixtures.tinyQuiz, at: "quiz: tiny", offset: 1)?.hasPrefix("**`quiz:`** Quiz id") == true)
        let weights = try #require(hover(SemanticFixtures.tinyQuiz, at: "weights:", offset: 1))
        #expect(weights.hasPrefix("**`weights:`** names trait."))
    }

    /// A key whose name is also a condition operator (a result band's `below:`) hovers with the
    /// doc of the key in its own mapping; a condition's `below:`, in a `when:` or an `all:`
    /// item, with its reference slot's.
    @Test func aBandsBelowIsNotAConditionsBelow() throws {
        func hover(_ text: String, at needle: String) -> String? {
            let position = SemanticFixtures.position(of: needle, in: text, offset: 1)
            return KeyHover.at(position, in: SourceLines(bytes: Array(text.utf8)), isTranslation: false)?.markdown
        }
        let band = try #require(Vocabulary.mapping(.resultBand).key("below")).doc
        let flow = "scoring:\n  results:\n    - id: a\n      bands:\n        - {id: low, below: 3, title: Low}\n"
        #expect(hover(flow, at: "below:") == "**`below:`** \(band)")
        let block = "scoring:\n  results:\n    - id: a\n      bands:\n        - id: low\n          below: 3\n"
        #expect(hover(block, at: "below:") == "**`below:`** \(band)")
        let slot = try #require(ReferenceSlots.slot("below", .value, in: .quiz, within: "when"))
        let condition = "questions:\n  - id: q\n    when: {question: p, below: 3}\n"
        #expect(hover(condition, at: "below:") == "**`below:`** names option. \(slot.doc)")
        let nested = "questions:\n  - id: q\n    when:\n      all:\n        - question: p\n          below: 3\n"
        #expect(hover(nested, at: "below:") == "**`below:`** names option. \(slot.doc)")
        #expect(ReferenceSlots.slot("below", .value, in: .quiz, within: "bands") == nil)
    }

    /// After a key whose value is a kind, completion offers the vocabulary's names of that kind.
    @Test func kindNamesAreOfferedAfterKindKeys() throws {
        func offered(_ text: String, at needle: String, offset: Int) -> [String]? {
            let position = SemanticFixtures.position(of: needle, in: text, offset: offset)
            return KindCompletion.at(position, in: SourceLines(bytes: Array(text.utf8)), isTranslation: false)?.kinds
                .map(\.name)
        }
        #expect(
            offered(SemanticFixtures.tinyQuiz, at: "type: single", offset: 7) == Vocabulary.kindNames(.questionTypes))
        #expect(
            offered(SemanticFixtures.tinyQuiz, at: "model: highest", offset: 8) == Vocabulary.kindNames(.scoringModels))
        #expect(
            offered("scoring:\n  nearest:\n    distance: e\n", at: "distance: e", offset: 11) == [
                "euclidean", "manhattan",
            ])
        #expect(offered(SemanticFixtures.tinyQuiz, at: "title: Tiny", offset: 8) == nil)
        #expect(offered(SemanticFixtures.tinyQuiz, at: "scale: agree", offset: 8) == nil)
    }
}
