import QuizRuntime

/// Exact analysis of `model: bands`: one feature, the trait's total; a state is folded once
/// the remaining questions cannot move it into another band.
enum BandsAnalysis {
    static func run(_ context: AnalysisContext, trait: Int, bands: [QuizBundle.Scoring.Band]) -> OutcomeAnalysis {
        let codes = OutcomeCodes.formable(.bands(trait: context.bundle.traits[trait], bands: bands)) ?? []
        let questions: [(index: Int, choices: AnswerChoices)]
        switch context.choices(
            features: 1,
            relevant: { question in
                question.options.contains { option in option.weights.contains { context.traitIndex($0.trait) == trait }
                }
            },
            project: { [$0[trait]] })
        {
        case .success(let list): questions = list
        case .failure(let limit): return HighestAnalysis.unknown(codes, limit.message)
        }
        func band(_ total: Int) -> String {
            bands.first { band in band.max.map { total <= $0 } ?? true }?.outcome ?? ""
        }
        var low = [Int](repeating: 0, count: questions.count + 1), high = low
        for position in stride(from: questions.count - 1, through: 0, by: -1) {
            low[position] = low[position + 1] + (questions[position].choices.choices.map { $0.delta[0] }.min() ?? 0)
            high[position] = high[position + 1] + (questions[position].choices.choices.map { $0.delta[0] }.max() ?? 0)
        }
        var search = ScoreSpaceSearch(questions: questions, maxStates: context.maxStates, shared: context.shared)
        let (final, decided) = search.run(initial: [context.initial[trait]], normalize: { _, _ in }) { state, next in
            guard next < questions.count else { return nil }
            let lowest = band(state[0] + low[next]), highest = band(state[0] + high[next])
            return lowest.isExactly(highest) ? lowest : nil
        }
        var counts: [String: Count128] = [:]
        var witnesses: [String: OutcomeAnalysis.Witness] = [:]
        var overflow = search.overflow
        for (state, entry) in final {
            let code = band(state[0])
            HighestAnalysis.add(entry.count, to: code, &counts, &overflow)
            if witnesses[code] == nil {
                witnesses[code] = context.witness(context.picks(search, trail: entry.trail, questions: questions))
            }
        }
        for (code, buckets) in decided.sorted(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }) {
            for bucket in buckets {
                HighestAnalysis.add(bucket.count, to: code, &counts, &overflow)
                if witnesses[code] == nil {
                    witnesses[code] = context.witness(context.picks(search, trail: bucket.trail, questions: questions))
                }
            }
        }
        return HighestAnalysis.assemble(
            codes, counts: counts, witnesses: witnesses,
            others: context.otherQuestionsProduct(excluding: Set(questions.map(\.index))),
            overflow: overflow, ties: [],
            limitation: search.limitation)
    }
}
