/// What one answers object gives each item, for the analysis of stored answers: the
/// options each question's answer chose, by the scorer's own per-answer checks, and an
/// item's keyed value for a trait, by the scorer's own weights (reverse keying and
/// weights as the bundle declares them), so the analysis states neither rule again.
extension Scorer {
    /// Per question, the options its answer chose (`nil`: no answer); an unknown key or an
    /// answer the runtime rejects is the error `score` would report first for it. Missing
    /// answers are not errors here: whether an incomplete answer set counts is the
    /// analysis's rule.
    package func chosenOptions(json: JSONValue) -> Result<[[Int]?], AnswerError> {
        guard case .object(let members) = json else { return .failure(Self.notAnObject) }
        let read = read(raw: members.lazy.map { ($0.0, RawAnswer($0.1)) })
        if let error = read.unknownKey { return .failure(error) }
        if let (_, error) = read.firstError { return .failure(error) }
        return .success(read.options)
    }

    /// `chosenOptions(json:)` read straight from a JSON answers text, without building a
    /// `JSONValue`, for plain valid texts (`JSONAnswersScanner`): the chosen options as global
    /// option indices (question q's options are `optionStart[q] ..< optionStart[q + 1]`)
    /// written to `picks`, which has room for every option, and `answered[q]` 1 when question
    /// q was answered. The number written, or `nil` when `chosenOptions(json:)` must decide
    /// (any error, and everything unusual); when it answers, it is what that would give.
    package func chosenOptions(
        jsonText bytes: UnsafeBufferPointer<UInt8>, picks: UnsafeMutableBufferPointer<Int>,
        answered: UnsafeMutableBufferPointer<UInt8>
    ) -> Int? {
        var scanner = JSONAnswersScanner(tables: plan.fast, bytes: bytes)
        return scanner.choices(into: picks, state: answered)
    }

    /// Where each question's options start in the global numbering of `chosenOptions(jsonText:)`,
    /// and, last, how many options there are.
    package var optionStart: [Int] { plan.fast.optionStart }

    /// The keyed value the options `chosen` of question `question` add to trait `trait`
    /// (in units of `10^-weightDigits`): the sum of their weights for that trait.
    package func itemValue(question: Int, chosen: [Int], trait: Int) -> Int {
        let weights = plan.questions[question].weights
        var value = 0
        for option in chosen { for (weighed, amount) in weights[option] where weighed == trait { value += amount } }
        return value
    }

    /// Whether some option of question `question` weighs trait `trait` (a nonzero weight).
    package func weighs(question: Int, trait: Int) -> Bool {
        plan.questions[question].weights.contains { $0.contains { $0.0 == trait && $0.1 != 0 } }
    }
}
