import BigInt
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
        let counted = ExactCount.widening(overflowed: \.overflow) { countType in
            count(
                context, start: context.initial[trait], questions: questions, low: low, high: high, band: band,
                counting: countType)
        }
        return HighestAnalysis.assemble(
            codes, counts: counted.counts, witnesses: counted.witnesses,
            others: context.otherQuestionsProduct(excluding: Set(questions.map(\.index))),
            ties: [], limitation: counted.limitation)
    }

    /// Each band's count and first witness, and whether a `Count` overflowed.
    struct Counted {
        var counts: [String: BigUInt] = [:]
        var witnesses: [String: OutcomeAnalysis.Witness] = [:]
        var overflow = false
        var limitation: String?
    }

    /// Walks the trait's totals from `start` with counts of type `Count`, folding a state once `low` and
    /// `high` (what the questions from there on can add at least and at most) keep it in one band.
    static func count<Count: SearchCount>(
        _ context: AnalysisContext, start: Int, questions: [(index: Int, choices: AnswerChoices)], low: [Int],
        high: [Int], band: (Int) -> String, counting _: Count.Type
    ) -> Counted {
        var search = ScoreSpaceSearch<Count>(
            questions: questions, maxStates: context.maxStates, shared: context.shared)
        let (final, decided) = search.run(initial: [start], normalize: { _, _ in }) { state, next in
            guard next < questions.count else { return nil }
            let lowest = band(state[0] + low[next]), highest = band(state[0] + high[next])
            return lowest.isExactly(highest) ? lowest : nil
        }
        var counted = Counted(overflow: search.overflow, limitation: search.limitation)
        for (state, entry) in final {
            let code = band(state[0])
            HighestAnalysis.add(entry.count.exact, to: code, &counted.counts)
            if counted.witnesses[code] == nil {
                counted.witnesses[code] = context.witness(
                    context.picks(search, trail: entry.trail, questions: questions))
            }
        }
        for (code, buckets) in decided.sorted(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }) {
            for bucket in buckets {
                HighestAnalysis.add(bucket.count.exact, to: code, &counted.counts)
                if counted.witnesses[code] == nil {
                    counted.witnesses[code] = context.witness(
                        context.picks(search, trail: bucket.trail, questions: questions))
                }
            }
        }
        return counted
    }
}
