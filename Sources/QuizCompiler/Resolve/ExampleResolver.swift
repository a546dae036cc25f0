import QuizRuntime
@_spi(Tools) import QuizYAML

/// Resolves `examples:`: question ids become wire keys, `expect` must name an outcome
/// (`unknown-reference`), expected scores must name traits, numbers must be ones a double
/// carries exactly (`invalid-value`). Whether the answers are valid and give the expected
/// result is the examples check's job (it runs the runtime scorer).
struct ExampleResolver {
    let questions: [QuizBundle.Question]
    /// Every question id written in the source, including those of questions that did not
    /// resolve: an answer to one of them is left out without a (follow-on) diagnostic.
    let writtenIDs: Set<ExactString>
    /// Whether some question has no id (its own error says so): an unknown id in an
    /// example may be the one it lacks, so it is not reported either.
    let someQuestionLacksID: Bool
    let outcomes: [ExactString: SourceRange]
    let traits: TraitTable
    /// Expected scores are written in units of `10^-weightDigits`.
    var weightDigits = 0
    /// Whether the scoring gives an outcome (every model but a profile without `nearest`).
    var expectRequired = true
    /// The traits and derived scores, for `expect_values`.
    var names = ScoreNames()
    /// The profile results, for `expect_results`.
    var results: [QuizBundle.Scoring.ProfileResult] = []
    let diagnostics: DiagnosticCollector

    /// The resolved examples, each with the index of its source example.
    func resolve(_ examples: [SourceExample]) -> [(source: Int, example: QuizBundle.Example)] {
        var byID: [ExactString: Int] = [:]
        for (index, question) in questions.enumerated() where byID[ExactString(question.id)] == nil {
            byID[ExactString(question.id)] = index
        }
        return examples.enumerated().compactMap { index, source in resolve(source, byID: byID).map { (index, $0) } }
    }

    private func resolve(_ source: SourceExample, byID: [ExactString: Int]) -> QuizBundle.Example? {
        var valid = true
        var answers: [(key: String, answer: QuizAnswer)] = []
        for (question, answer) in source.answers {
            guard let index = byID[ExactString(question.value)] else {
                // A question that was written but not resolved has its own diagnostic; the
                // examples check leaves out what depends on it.
                if writtenIDs.contains(ExactString(question.value)) || someQuestionLacksID { continue }
                reportUnknownQuestion(question)
                valid = false
                continue
            }
            guard let converted = convert(answer) else {
                valid = false
                continue
            }
            answers.append((questions[index].key, converted))
        }
        let outcomeCodes = outcomes.keys.map(\.string).sorted()
        if !expectRequired, let expect = source.expect {
            diagnostics.report(
                .invalidValue,
                "a profile without `nearest` gives no outcome, so there is nothing to `expect`; remove `expect: \(expect.value)` and check the results with `expect_results`",
                at: expect.range)
            valid = false
        }
        for code in [expectRequired ? source.expect : nil, source.expectSecondary].compactMap({ $0 })
        where outcomes[ExactString(code.value)] == nil {
            var fixes: [Diagnostic.Fix] = []
            var message = "the example expects `\(code.value)`, which is not an outcome"
            if let suggestion = Suggestion.closest(to: code.value, among: outcomeCodes) {
                message += "; did you mean `\(suggestion)`?"
                fixes = [.replacing(code.value, at: code.range, with: suggestion, in: diagnostics.file)]
            }
            diagnostics.report(.unknownReference, message, at: code.range, fixes: fixes)
            valid = false
        }
        var scores: [TraitAmount]?
        if let expected = source.expectScores {
            scores = expected.compactMap { entry in
                traits.check(entry.trait, "`expect_scores`")
                    ? TraitAmount(trait: entry.trait.value, amount: entry.value.value.scaled(to: weightDigits)) : nil
            }
        }
        if !checkExpectedResults(source) { valid = false }
        if !checkExpectedValues(source) { valid = false }
        guard valid, source.expect != nil || !expectRequired else { return nil }
        return QuizBundle.Example(
            name: source.name.map { TextNormalization.nfc($0.value) }, answers: answers,
            expect: expectRequired ? source.expect?.value : nil,
            expectSecondary: source.expectSecondary?.value, expectsNoSecondary: source.expectsNoSecondary != nil,
            expectScores: scores,
            expectResults: source.expectResults?.map { ($0.result.value, $0.band?.value) },
            expectValues: source.expectValues?.map { ($0.derived.value, $0.value?.value.bundleDecimal) })
    }

    /// Reports an answer keyed by something that is not a question id: an option's id
    /// (keyed by its question instead), or a near miss of a question id.
    private func reportUnknownQuestion(_ question: Located<String>) {
        var fixes: [Diagnostic.Fix] = []
        var message = "the example answers `\(question.value)`, which is not a question id"
        if let owner = questions.first(where: {
            $0.options.contains { $0.id?.isExactly(question.value) ?? false }
        }) {
            // An option id written where its question's id belongs (`x: ` for `q1: x`).
            message +=
                "; `\(question.value)` is an option of question `\(owner.id)`: key the answer by the question, `\(owner.id): \(question.value)`"
        } else if let suggestion = Suggestion.closest(to: question.value, among: questions.map(\.id)) {
            message += "; did you mean `\(suggestion)`?"
            fixes = [.replacing(question.value, at: question.range, with: suggestion, in: diagnostics.file)]
        } else {
            message += "; examples key answers by question id"
        }
        diagnostics.report(.unknownReference, message, at: question.range, fixes: fixes)
    }

    /// The answer as the bundle carries it; nil (reported) for a decimal that a binary double
    /// cannot carry exactly.
    private func convert(_ answer: Located<SourceAnswer>) -> QuizAnswer? {
        switch answer.value {
        case .integer(let value): return .integer(value)
        case .number(let literal):
            // A decimal literal travels in its shortest round-trip form, which must have
            // the same value so every runtime picks the same anchor.
            guard let canonical = JSONNumber.canonicalLiteral(literal) else {
                let message: String
                if let shortest = Double(literal).flatMap(JSONNumber.ecmaScriptString) {
                    message =
                        "the number \(literal) cannot be carried exactly by a binary double, which apps use for numbers (it becomes \(shortest)); write \(shortest), or another number a double holds exactly in at most 17 significant digits"
                } else {
                    message =
                        "the number \(literal) is beyond what a binary double, which apps use for numbers, can hold; write a number from the question's range"
                }
                diagnostics.report(.invalidValue, message, at: answer.range)
                return nil
            }
            return Int(canonical).map(QuizAnswer.integer) ?? .number(canonical)
        case .text(let text): return .option(text)
        case .list(let ids): return .options(ids.map(\.value))
        }
    }

    /// `expect_results` names results and their bands (`unknown-reference`).
    private func checkExpectedResults(_ source: SourceExample) -> Bool {
        var valid = true
        for (resultID, band) in source.expectResults ?? [] {
            guard let result = results.first(where: { $0.id.isExactly(resultID.value) }) else {
                var fixes: [Diagnostic.Fix] = []
                var message = "`expect_results` names `\(resultID.value)`, which is not a result"
                if results.isEmpty {
                    message += "; only `model: profile` reports results, under `scoring.results`"
                } else if let suggestion = Suggestion.closest(to: resultID.value, among: results.map(\.id)) {
                    message += "; did you mean `\(suggestion)`?"
                    fixes = [.replacing(resultID.value, at: resultID.range, with: suggestion, in: diagnostics.file)]
                } else {
                    message += "; the results are " + results.prefix(12).map { "`\($0.id)`" }.joined(separator: ", ")
                }
                diagnostics.report(.unknownReference, message, at: resultID.range, fixes: fixes)
                valid = false
                continue
            }
            guard let band, !result.bands.contains(where: { $0.id.isExactly(band.value) }) else { continue }
            var fixes: [Diagnostic.Fix] = []
            var message = "`expect_results` expects the band `\(band.value)` of `\(result.id)`, which it does not have"
            if let suggestion = Suggestion.closest(to: band.value, among: result.bands.map(\.id)) {
                message += "; did you mean `\(suggestion)`?"
                fixes = [.replacing(band.value, at: band.range, with: suggestion, in: diagnostics.file)]
            } else {
                message += "; its bands are " + result.bands.map { "`\($0.id)`" }.joined(separator: ", ")
                message += ", or `null` for none"
            }
            diagnostics.report(.unknownReference, message, at: band.range, fixes: fixes)
            valid = false
        }
        return valid
    }

    /// `expect_values` names derived scores (`unknown-score`).
    private func checkExpectedValues(_ source: SourceExample) -> Bool {
        var valid = true
        for (derived, _) in source.expectValues ?? [] {
            if case .derived = names[derived.value] { continue }
            valid = false
            if names.isBroken(derived.value) { continue }
            if case .trait = names[derived.value] {
                diagnostics.report(
                    .unknownScore,
                    "`expect_values` names the trait `\(derived.value)`; check a trait's total with `expect_scores`",
                    at: derived.range)
            } else {
                ScoreNames.reportUnknown(
                    derived, usage: "`expect_values`", expected: "a derived score", candidates: names.derivedIDs,
                    diagnostics: diagnostics)
            }
            valid = false
        }
        return valid
    }
}
