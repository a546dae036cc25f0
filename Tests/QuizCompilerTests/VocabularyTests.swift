import QuizRuntime
import Testing

@_spi(Tools) @testable import QuizCompiler

/// The vocabulary is the one list of the language's names: the compiler's own enums of kinds
/// name exactly its tables, and its mappings are well formed.
@Suite("The language's vocabulary is defined once")
struct VocabularyTests {
    /// Each enum the compiler decodes a kind into has exactly the table's names, in order.
    @Test func compilerEnumsNameTheTables() {
        #expect(SourceQuestionType.allCases.map(\.rawValue) == Vocabulary.kindNames(.questionTypes))
        #expect(SourceScoringModel.allCases.map(\.rawValue) == Vocabulary.kindNames(.scoringModels))
        #expect(QuizBundle.derivedKinds.map(\.name) == Vocabulary.kindNames(.derivedKinds))
        #expect(SourceConditionTest.Operator.allCases.map(\.rawValue) == Vocabulary.kindNames(.conditionOperators))
        #expect(AnswerKeyMode.allCases.map(\.rawValue) == Vocabulary.kindNames(.answerKeyModes))
        #expect(SourceKeyedScoring.allCases.map(\.rawValue) == Vocabulary.kindNames(.keyedScorings))
        #expect(SourceNearest.Distance.allCases.map(\.rawValue) == Vocabulary.kindNames(.distances))
        #expect(TextDirection.allCases.map(\.rawValue) == Vocabulary.kindNames(.directions))
    }

    /// Each derived kind's definition and the runtime's entry agree on what its `of` names, and
    /// every parameter of the source is a member of the bundle (a trait's name, or a decimal).
    @Test func derivedKindsAgreeWithTheRuntimeTable() {
        for (definition, entry) in zip(Vocabulary.derivedKindDefinitions, QuizBundle.derivedKinds) {
            #expect(definition.of == entry.of, "\(definition.name)")
            for parameter in definition.parameters {
                let member = entry.members.first { $0.name == parameter.key }
                switch parameter.value {
                case .trait: #expect(member?.type == .trait, "\(definition.name).\(parameter.key)")
                case .decimal: #expect(member?.type == .decimal(below: nil), "\(definition.name).\(parameter.key)")
                }
            }
        }
    }

    @Test func everyMappingOnceWithDistinctDocumentedKeys() {
        #expect(Vocabulary.mappings.map(\.id) == LanguageMappingID.allCases)
        for mapping in Vocabulary.mappings {
            #expect(Set(mapping.keyNames).count == mapping.keys.count, "\(mapping.id) has a key twice")
            for key in mapping.keys {
                #expect(!key.doc.isEmpty && !key.doc.contains("\n"), "\(mapping.id).\(key.name) needs a one-line doc")
            }
        }
        for table in LanguageKindTable.allCases {
            #expect(Vocabulary.kinds(table).allSatisfy { !$0.doc.isEmpty && !$0.doc.contains("\n") })
        }
    }

    /// A derived score's keys are its kinds and their parameters; a condition's, its forms and operators.
    @Test func kindKeysFollowTheKindTables() {
        let derived = Vocabulary.mapping(.derived).keyNames
        #expect(Vocabulary.kindNames(.derivedKinds).allSatisfy(derived.contains))
        #expect(
            Vocabulary.mapping(.condition).keyNames
                == Vocabulary.kindNames(.conditionForms) + Vocabulary.kindNames(.conditionOperators))
        #expect(Vocabulary.scoringKeyNames(model: "axes") == ["model", "initial", "axes", "percent", "derived"])
        #expect(Vocabulary.scoringKeyNames(model: "profile") == ["model", "initial", "derived", "results", "nearest"])
    }
}
