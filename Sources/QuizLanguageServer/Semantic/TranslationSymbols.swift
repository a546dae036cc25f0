@_spi(Tools) package import QuizCompiler
package import QuizRuntime
@_spi(Tools) import QuizYAML

/// Every name a translation file writes, as references to the symbols of the quiz it
/// translates (`translation: QUIZ`): scales, questions, their options, outcomes, results and
/// their bands. Option labels keyed by value (a scale question's) name no option.
package struct TranslationSymbols {
    /// The occurrences, in file order; empty when the file names no quiz.
    package private(set) var occurrences: [SymbolOccurrence] = []

    /// Walks `translation`, written in `file`; `optionQuestions` are the ids of the questions
    /// of the translated quiz whose options have ids (all but scale questions), or `nil` when
    /// that quiz is not in the workspace (every option key then counts as an id).
    package init(_ translation: SourceTranslation, file: String, optionQuestions: Set<ExactString>?) {
        guard let quiz = translation.quiz, !quiz.value.isEmpty else { return }
        let scope = QuizScope.quiz(ExactString(quiz.value))
        func add(_ kind: SymbolKind, _ name: Located<String>, owner: String? = nil) {
            guard !name.value.isEmpty else { return }
            let symbol = SymbolID(
                scope: scope, kind: kind, owner: owner.map(ExactString.init), name: ExactString(name.value))
            occurrences.append(SymbolOccurrence(symbol: symbol, file: file, range: name.range, role: .reference))
        }
        for scale in translation.scales { add(.scale, scale.name) }
        for question in translation.questions {
            add(.question, question.id)
            guard optionQuestions?.contains(ExactString(question.id.value)) ?? true else { continue }
            for option in question.options ?? [] { add(.option, option.key, owner: question.id.value) }
        }
        for outcome in translation.outcomes { add(.outcome, outcome.code) }
        for result in translation.results {
            add(.result, result.id)
            for band in result.bands { add(.band, band.id, owner: result.id.value) }
        }
    }
}
