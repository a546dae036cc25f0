import QuizRuntime

/// A scale of stored answers: a trait and the questions that weigh it (two or more).
struct ResponseScale: Sendable, Equatable {
    /// The trait's index in the bundle.
    var trait: Int
    /// The trait's name.
    var name: String
    /// The questions weighing it, in bundle order.
    var items: [Int]

    /// Every trait of `bundle` that two or more questions weigh, in the bundle's trait order.
    static func scales(of bundle: QuizBundle, scorer: Scorer) -> [ResponseScale] {
        bundle.traits.enumerated().compactMap { trait, name in
            let items = bundle.questions.indices.filter { scorer.weighs(question: $0, trait: trait) }
            return items.count >= 2 ? ResponseScale(trait: trait, name: name, items: items) : nil
        }
    }
}

/// What a run has read of stored answers, in memory bounded by the quiz (never by the number
/// of responses): how many answer sets were accepted and rejected, each scale's sufficient
/// statistics over its complete cases, and how often each option was chosen.
struct ResponseTally: Sendable, Equatable {
    /// The scales, each with its sums.
    var scales: [ResponseScale]
    /// `sums[s]` are scale `s`'s sufficient statistics.
    var sums: [ScaleSums]
    /// `optionCounts[q][o]`: accepted answer sets whose answer to question `q` chose option `o`.
    var optionCounts: [[ExactSum]]
    /// Answer sets the runtime's per-answer checks accepted.
    var accepted = ExactSum()
    /// Answer sets rejected (not JSON, not an object, an unknown key or a wrong answer).
    var rejected = ExactSum()
    /// `answered[q]`: accepted answer sets that answer question `q`.
    var answered: [ExactSum]
    /// What the scorer gave the responses it scores; `nil` when part of the sums came
    /// without it (a `--stats-in` file from SQL).
    var observed: ObservedOutcomes?

    /// An empty tally of `bundle`'s scales.
    init(_ bundle: QuizBundle, scorer: Scorer) {
        scales = ResponseScale.scales(of: bundle, scorer: scorer)
        sums = scales.map { ScaleSums(items: $0.items.count) }
        optionCounts = bundle.questions.map { Array(repeating: ExactSum(), count: $0.options.count) }
        answered = Array(repeating: ExactSum(), count: bundle.questions.count)
        observed = ObservedOutcomes(bundle)
    }

    /// Counts one answers object: the runtime's error when it is rejected, else its score
    /// when the scorer scores it (`nil`: a required answer is missing). A scale counts it
    /// only when it answers every item of the scale (complete cases, docs/analytics.md).
    mutating func add(_ answers: JSONValue, scorer: Scorer) -> Result<ScoreResult?, AnswerError> {
        let chosen: [[Int]?]
        switch scorer.chosenOptions(json: answers) {
        case .success(let options): chosen = options
        case .failure(let error):
            rejected.add(1)
            return .failure(error)
        }
        accepted.add(1)
        for (question, options) in chosen.enumerated() {
            if options != nil { answered[question].add(1) }
            for option in options ?? [] { optionCounts[question][option].add(1) }
        }
        addScales(chosen, scorer: scorer)
        guard case .success(let result) = scorer.score(json: answers) else { return .success(nil) }
        observed?.add(result, scorer.bundle)
        return .success(result)
    }

    /// Adds an accepted answer set's item values to the scales it answers completely.
    private mutating func addScales(_ chosen: [[Int]?], scorer: Scorer) {
        for (index, scale) in scales.enumerated() {
            var values: [Int] = []
            values.reserveCapacity(scale.items.count)
            for item in scale.items {
                guard let options = chosen[item] else { break }
                values.append(scorer.itemValue(question: item, chosen: options, trait: scale.trait))
            }
            if values.count == scale.items.count { sums[index].add(values) }
        }
    }

    /// Adds the tally of other answer sets of the same bundle.
    mutating func merge(_ other: ResponseTally) {
        accepted.add(other.accepted)
        rejected.add(other.rejected)
        for question in answered.indices { answered[question].add(other.answered[question]) }
        if let counts = other.observed { observed?.merge(counts) } else { observed = nil }
        for index in sums.indices { sums[index].merge(other.sums[index]) }
        for question in optionCounts.indices {
            for option in optionCounts[question].indices {
                optionCounts[question][option].add(other.optionCounts[question][option])
            }
        }
    }
}
