import BigInt
import QuizRuntime

/// The profile results of a quiz that draws its questions (docs/analysis.md, "Drawn
/// quizzes"): each draw's quiz (`DrawnAnalysis.restricted`) is analysed by the engines of an
/// undrawn quiz, then merged like the outcomes of `DrawnAnalysis`: a band is reachable when
/// some draw reaches it (with that draw's witness, which answers only its presented
/// questions), and its probability is the mean over the draws of its probability in each —
/// with L the least common multiple of the draws' answer-set counts and N the number of
/// draws, `total` is N × L and a band's count the sum of its count × L / (that draw's count).
/// Beyond `DrawnAnalysis.maxDraws` draws, the first `maxDraws` draws decide which bands are
/// reachable and nothing else (`ResultAnalysis.probabilityLimitation`).
enum DrawnProfileAnalysis {
    static func run(
        _ bundle: QuizBundle, results: [QuizBundle.Scoring.ProfileResult], pools: [DrawnAnalysis.Pool],
        always: [Int], maxStates: Int
    ) -> ProfileAnalysis {
        let draws = DrawnAnalysis.drawCount(pools)
        let states = DrawnAnalysis.budget(maxStates, draws: draws ?? DrawnAnalysis.maxDraws)
        var perDraw: [ProfileAnalysis] = []
        DrawnAnalysis.forEachDraw(pools, always: always) { _, presented in
            let quiz = DrawnAnalysis.restricted(bundle, presented: presented)
            perDraw.append(
                ProfileAnalysis.run(quiz, maxStates: states) ?? ProfileAnalysis(results: [], limitations: []))
            return perDraw.count < DrawnAnalysis.maxDraws && !Task.isCancelled
        }
        let limited =
            draws == nil
            ? AnalysisRemedy.bound(
                "the draws allow more than \(DrawnAnalysis.maxDraws) different question sets, so only the first \(DrawnAnalysis.maxDraws) decided which bands are reachable and no probability was computed",
                "smaller pools or counts would let it run")
            : nil
        var merged = ProfileAnalysis(results: [], limitations: [])
        for result in results {
            if let limit = perDraw.lazy.compactMap({ $0.limitations.first { $0.result.isExactly(result.id) } }).first {
                merged.limitations.append((result.id, limit.reason))
                continue
            }
            let found = perDraw.compactMap { $0.analysis(of: result.id) }
            guard found.count == perDraw.count, var final = merge(found, limitation: limited) else { continue }
            final.describeValues(result, digits: ProfileAnalysis.digits(of: result.score, in: bundle))
            merged.results.append(final)
        }
        return merged
    }

    /// One result's analyses, one per draw, merged: reachability with the first reaching
    /// draw's witness, the values united, and (without `limitation`) every count scaled to
    /// the draws' common denominator and summed.
    static func merge(_ draws: [ResultAnalysis], limitation: String?) -> ResultAnalysis? {
        guard var sum = draws.first else { return nil }
        var common: BigUInt = 1
        for draw in draws where draw.total > 0 {
            common = common / common.greatestCommonDivisor(with: draw.total) * draw.total
        }
        func scaled(_ draw: ResultAnalysis) -> ResultAnalysis {
            draw.scaled(by: draw.total > 0 ? common / draw.total : 0)
        }
        sum = scaled(sum)
        for draw in draws.dropFirst() { sum.add(scaled(draw)) }
        sum.probabilityLimitation = limitation
        return sum
    }
}
