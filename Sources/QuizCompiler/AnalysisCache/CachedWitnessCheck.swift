import QuizRuntime

/// Every witness a cache entry holds, scored again by the runtime's `Scorer` before the
/// entry is used: an outcome's witness must give that outcome, a `highest` tie's witness a
/// top total shared by two traits or more, a `nearest` tie's witness two profiles or more at
/// the nearest distance, an axis tie's witness equal totals on that axis. What scoring cannot re-check cheaply (an outcome no answer reaches, the counts) is
/// covered by the entry's MAC (`CacheEntrySignature`).
enum CachedWitnessCheck {
    /// Throws unless every witness of `analysis` gives what it claims on `bundle`.
    static func check(_ analysis: OutcomeAnalysis, against bundle: QuizBundle) throws(AnalysisCacheEntry.Rejection) {
        let scorer = Scorer(bundle: bundle)
        func score(_ witness: OutcomeAnalysis.Witness, _ claim: String) throws(AnalysisCacheEntry.Rejection)
            -> ScoreResult
        {
            switch scorer.score(witness) {
            case .success(let result): return result
            case .failure(let error):
                throw AnalysisCacheEntry.Rejection(
                    "the witness of \(claim) is rejected by the scorer (\(error.code.rawValue))")
            }
        }
        for outcome in analysis.outcomes {
            guard let witness = outcome.witness else { continue }
            let result = try score(witness, "`\(outcome.code)`")
            guard (result.outcome ?? "").isExactly(outcome.code) else {
                throw AnalysisCacheEntry.Rejection("the witness of `\(outcome.code)` gives `\(result.outcome ?? "")`")
            }
        }
        for tie in analysis.ties {
            let result = try score(tie.witness, "a tie")
            if let axis = tie.axis {
                guard result.axes.indices.contains(axis), result.axes[axis].totals.0 == result.axes[axis].totals.1
                else {
                    throw AnalysisCacheEntry.Rejection("the witness of a tie on axis \(axis) does not tie it")
                }
            } else if let distances = NearestDistances(result, bundle: bundle) {
                guard distances.nearest.count > 1 else {
                    throw AnalysisCacheEntry.Rejection("the witness of a tie does not tie the nearest profiles")
                }
            } else {
                let scores = result.scores.map(\.amount)
                let top = scores.max() ?? 0
                guard scores.filter({ $0 == top }).count > 1 else {
                    throw AnalysisCacheEntry.Rejection("the witness of a tie does not tie the highest traits")
                }
            }
        }
    }
}
