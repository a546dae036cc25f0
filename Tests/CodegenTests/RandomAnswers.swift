@_spi(Tools) import QuizRuntime

/// Seeded random answer sets for a bundle, in question order: mostly sets the runtime takes
/// (only shown questions answered, optional ones sometimes left out), and now and then one it
/// rejects (an unknown option id, a multiple answer with too many options, a value outside the scale
/// or the range).
struct RandomAnswers {
    var generator: SplitMix64

    init(seed: UInt64) {
        generator = SplitMix64(seed: seed)
    }

    mutating func below(_ count: Int) -> Int { Int(generator.uniform(UInt64(max(count, 1)))) }

    mutating func chance(_ percent: Int) -> Bool { below(100) < percent }

    /// One answer set for `bundle`.
    mutating func answers(for bundle: QuizBundle) -> [(key: String, answer: QuizAnswer)] {
        let scorer = Scorer(bundle: bundle)
        let spoil = chance(10)
        var answers: [(key: String, answer: QuizAnswer)] = []
        for question in bundle.questions {
            if question.condition != nil {
                var given: [String: QuizAnswer] = [:]
                for (key, answer) in answers { given[key] = answer }
                guard case .success(let visibility) = scorer.visibility(answers: given),
                    visibility.visible.contains(question.id)
                else { continue }
            }
            if (!question.required || question.condition != nil) && chance(30) { continue }
            answers.append((question.key, answer(to: question, spoil: spoil && chance(30))))
        }
        return answers
    }

    mutating func answer(to question: QuizBundle.Question, spoil: Bool) -> QuizAnswer {
        switch question.type {
        case .single:
            let ids = question.options.compactMap(\.id)
            return .option(ids[below(ids.count)] + (spoil ? "-renamed" : ""))
        case .multiple:
            var ids = question.options.compactMap(\.id)
            let total = ids.count
            let low = question.min ?? 1
            let high = question.max ?? total
            let count = spoil ? total : low + below(high - low + 1)
            var chosen: [String] = []
            for _ in 0..<min(count, total) { chosen.append(ids.remove(at: below(ids.count))) }
            return .options(chosen)
        case .scale:
            let values = question.options.compactMap(\.value)
            return .integer(spoil ? (values.max() ?? 0) + 1 : values[below(values.count)])
        case .range:
            let low = question.min ?? 0
            let high = question.max ?? 0
            return .integer(spoil ? high + 1 : low + below(high - low + 1))
        }
    }
}
