import Testing

@testable import QuizRuntime

/// The Swift runtime's decoder tables against the language's names (`LanguageNames`, generated
/// from the compiler's vocabulary): a kind added to one reader and not the others fails here.
@Suite("The runtime's kind tables name exactly the language's kinds")
struct LanguageNamesTests {
    @Test func everyKindHasARuleAndEveryRuleAName() {
        #expect(QuizBundle.scoringModels.map(\.name) == LanguageNames.scoringModels)
        #expect(QuizBundle.derivedKinds.map(\.name) == LanguageNames.derivedKinds)
        #expect(QuizBundle.conditionOperators.map(\.name) == LanguageNames.conditionOperators)
        #expect(QuizBundle.QuestionType.allCases.map(\.rawValue) == LanguageNames.questionTypes)
    }
}
