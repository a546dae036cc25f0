/// The weight precision of a quiz (docs/authoring.md, "Fractional weights"): the largest
/// number of decimal places any weight-like number uses (option weights, a scale question's
/// `weight` and the weights of its `keyed: {T: N}`, `initial`, a `bands` model's `max`, examples' `expect_scores`), 0…3. The bundle
/// writes each of them as an integer times `10^digits`.
enum WeightDigits {
    static func of(_ source: SourceQuiz) -> Int {
        var digits = 0
        func see(_ value: SourceDecimal?) {
            if let value { digits = max(digits, value.scale) }
        }
        for question in source.questions {
            see(question.weight?.value)
            for entry in question.keyed?.traits ?? [] { see(entry.weight?.value) }
            for option in question.options ?? [] {
                for weight in option.weights ?? [] { see(weight.amount.value) }
            }
        }
        if let scoring = source.scoring {
            for entry in scoring.initial { see(entry.value.value) }
            for band in scoring.bands { see(band.max?.value) }
        }
        for example in source.examples {
            for entry in example.expectScores ?? [] { see(entry.value.value) }
        }
        return min(digits, 3)
    }
}
