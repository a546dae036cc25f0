import QuizRuntime
import QuizYAML

/// Resolves `examples:`: question ids become wire keys, `expect` must name an outcome
/// (`unknown-reference`), expected scores must name traits. Whether the answers are valid
/// and give the expected result is the examples check's job (it runs the runtime scorer).
struct ExampleResolver {
    let questions: [Question]
    let sources: [SourceQuestion]
    let outcomes: [ExactString: SourceRange]
    let traits: TraitTable
    let diagnostics: DiagnosticCollector

    func resolve(_ examples: [SourceExample]) -> [Example] {
        examples.compactMap(resolve)
    }

    private func resolve(_ source: SourceExample) -> Example? {
        var valid = true
        var answers: [(key: String, answer: Answer)] = []
        let ids = questions.map(\.id)
        for (question, answer) in source.answers {
            guard let index = questions.firstIndex(where: { $0.id.isExactly(question.value) }) else {
                var message = "the example answers `\(question.value)`, which is not a question id"
                if let suggestion = Suggestion.closest(to: question.value, among: ids) { message += "; did you mean `\(suggestion)`?" }
                else { message += "; examples key answers by question id" }
                diagnostics.report(.unknownReference, message, at: question.range)
                valid = false
                continue
            }
            let converted: Answer
            switch answer.value {
            case .integer(let value): converted = .integer(value)
            case .text(let text): converted = .option(text)
            case .list(let ids): converted = .options(ids.map(\.value))
            }
            answers.append((questions[index].key, converted))
        }
        let outcomeCodes = outcomes.keys.map(\.string).sorted()
        for code in [source.expect, source.expectSecondary].compactMap({ $0 }) where outcomes[ExactString(code.value)] == nil {
            var message = "the example expects `\(code.value)`, which is not an outcome"
            if let suggestion = Suggestion.closest(to: code.value, among: outcomeCodes) { message += "; did you mean `\(suggestion)`?" }
            diagnostics.report(.unknownReference, message, at: code.range)
            valid = false
        }
        var scores: [TraitAmount]?
        if let expected = source.expectScores {
            scores = expected.compactMap { entry in
                traits.check(entry.trait, "`expect_scores`") ? TraitAmount(trait: entry.trait.value, amount: entry.value.value) : nil
            }
        }
        guard valid, let expect = source.expect else { return nil }
        return Example(name: source.name.map { TextNormalization.nfc($0.value) }, answers: answers, expect: expect.value,
                       expectSecondary: source.expectSecondary?.value, expectScores: scores)
    }
}
