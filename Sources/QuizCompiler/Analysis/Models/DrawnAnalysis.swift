import BigInt
import QuizRuntime

/// The analysis of a quiz that presents a draw of its questions (docs/analysis.md): every
/// possible draw — each choice of `count` questions of each pool — is equally likely, and
/// then every presented question is answered, each valid answer equally likely.
///
/// Each draw is analysed exactly, as the quiz of its presented questions. An outcome is
/// reachable when some draw reaches it; its witness is that draw's answer set, which names
/// the presented questions. An outcome's probability is the mean over the draws of its
/// probability in each draw: with L the least common multiple of the draws' answer-set
/// counts and N the number of draws, `total` is N × L and an outcome's `count` is the sum
/// over the draws of its count × L / (that draw's count), so count / total is exact.
enum DrawnAnalysis {
    /// Most distinct draws analysed one by one (beyond, the analysis says it is not exact).
    static let maxDraws = 2_000

    typealias Pool = DrawRule.Pool

    /// The pools of `bundle`'s draw (the runtime's, so scoring and analysis agree on them)
    /// and the questions always presented, or `nil` when every question is always presented
    /// (no draw, or draws of whole pools).
    static func pools(_ bundle: QuizBundle) -> (pools: [Pool], always: [Int])? {
        let rule = DrawRule(bundle)
        guard rule.pools.contains(where: { $0.count < $0.members.count }) else { return nil }
        return (rule.pools, rule.poolOf.indices.filter { rule.poolOf[$0] == -1 })
    }

    /// The number of distinct draws, or `nil` beyond `maxDraws`.
    static func drawCount(_ pools: [Pool]) -> Int? {
        var count = 1
        for pool in pools {
            let (product, overflow) = count.multipliedReportingOverflow(by: binomial(pool.members.count, pool.count))
            if overflow || product > maxDraws { return nil }
            count = product
        }
        return count
    }

    /// Calls `body` with each draw's presented questions (bundle order), the pools' picks
    /// in odometer order; stops when `body` returns false.
    static func forEachDraw(_ pools: [Pool], always: [Int], _ body: ([[Int]], [Int]) -> Bool) {
        var choice = pools.map { Array($0.members.prefix($0.count)) }
        while true {
            guard body(choice, (choice.flatMap { $0 } + always).sorted()) else { return }
            var advanced = false
            for index in choice.indices.reversed() {
                if nextCombination(&choice[index], from: pools[index].members) { advanced = true; break }
                choice[index] = Array(pools[index].members.prefix(pools[index].count))
            }
            guard advanced else { return }
        }
    }

    /// `bundle` reduced to the presented questions, without a draw.
    static func restricted(_ bundle: QuizBundle, presented: [Int]) -> QuizBundle {
        var result = bundle
        result.questions = presented.map { bundle.questions[$0] }
        result.presentation.draw = []
        return result
    }

    /// `analyze` gets a draw's bundle, its state budget — the whole budget shared over the
    /// draws (four times over), at least `minimumStates` each — and the work all the draws
    /// share (`SharedWork`): the draws together do at most what the search of one quiz
    /// without a draw may do, whatever the number of draws. Each draw is also charged for
    /// setting up its questions.
    static let minimumStates = 10_000

    static func budget(_ maxStates: Int, draws: Int) -> Int {
        min(maxStates, max(minimumStates, maxStates / max(draws, 1) * 4))
    }

    static func run(
        _ bundle: QuizBundle, pools: [Pool], always: [Int], maxStates: Int,
        analyze: (QuizBundle, Int, SharedWork?) -> OutcomeAnalysis
    ) -> OutcomeAnalysis {
        guard let draws = drawCount(pools) else {
            let message = AnalysisRemedy.bound(
                "the draws allow more than \(maxDraws) different question sets, so the outcomes were not analysed over every draw",
                "smaller pools or counts would let it run")
            var whole = analyze(restricted(bundle, presented: Array(bundle.questions.indices)), maxStates, nil)
            whole.limitation = whole.limitation ?? message
            whole.probabilityLimitation = whole.probabilityLimitation ?? message
            for index in whole.outcomes.indices { whole.outcomes[index].count = nil }
            whole.total = nil
            return whole
        }
        var results: [OutcomeAnalysis] = []
        var reaches: [OutcomeAnalysis.DrawReach] = []
        let states = budget(maxStates, draws: draws)
        let shared = SharedWork(maxStates: maxStates)
        var stopped = false
        forEachDraw(pools, always: always) { picks, presented in
            let setup = presented.reduce(0) { $0 + bundle.questions[$1].options.count + 1 }
            _ = shared.charge(setup * SharedWork.stepUnits)
            let result = analyze(restricted(bundle, presented: presented), states, shared)
            results.append(result)
            reaches.append(
                OutcomeAnalysis.DrawReach(
                    picks: picks, reachable: result.isExact ? result.outcomes.map(\.reachable) : nil))
            stopped = shared.isExhausted
            return !stopped
        }
        if stopped { return partial(results, draws: draws, reason: shared.reason) }
        guard var merged = results.first else {
            return analyze(restricted(bundle, presented: Array(bundle.questions.indices)), maxStates, nil)
        }
        merged.draws = reaches
        merged.limitation = results.lazy.compactMap(\.limitation).first
        merged.probabilityLimitation = results.lazy.compactMap(\.probabilityLimitation).first ?? merged.limitation
        // Reachable in some draw, with the first such draw's witness.
        for index in merged.outcomes.indices {
            let reaching = results.first { $0.outcomes.indices.contains(index) && $0.outcomes[index].reachable }
            merged.outcomes[index].reachable = reaching != nil
            merged.outcomes[index].witness = reaching?.outcomes[index].witness
        }
        // Ties: the first found for each axis (or for `highest`).
        var ties: [OutcomeAnalysis.Tie] = []
        for result in results {
            for tie in result.ties where !ties.contains(where: { $0.axis == tie.axis }) { ties.append(tie) }
        }
        merged.ties = ties
        mergeProbabilities(results, draws: draws, into: &merged)
        if merged.total == nil && merged.probabilityLimitation == nil {
            merged.probabilityLimitation = "a draw's probabilities were not computed"
        }
        return merged
    }

    /// Probabilities: the mean over the draws, over their least common denominator, exact
    /// at any size. When a draw has no count, the counts and total are left out.
    private static func mergeProbabilities(_ results: [OutcomeAnalysis], draws: Int, into merged: inout OutcomeAnalysis)
    {
        var common: BigUInt? = 1
        for result in results {
            guard let current = common, let total = result.total, total > 0 else { common = nil; break }
            common = current / current.greatestCommonDivisor(with: total) * total
        }
        if let common {
            merged.total = common * BigUInt(draws)
            for index in merged.outcomes.indices {
                var sum: BigUInt? = 0
                for result in results {
                    guard let current = sum, let count = result.outcomes[safe: index]?.count,
                        let drawTotal = result.total
                    else { sum = nil; break }
                    sum = current + count * (common / drawTotal)
                }
                merged.outcomes[index].count = sum
            }
            if merged.outcomes.contains(where: { $0.count == nil }) { merged.total = nil }
        } else {
            merged.total = nil
            for index in merged.outcomes.indices { merged.outcomes[index].count = nil }
        }
    }

    /// What the draws analysed before the shared work ran out prove: an outcome reached in
    /// one of them is reachable (with that draw's witness); nothing else is decided, so
    /// reachability is not exact and there are no probabilities and no draws listed.
    static func partial(_ results: [OutcomeAnalysis], draws: Int, reason: String) -> OutcomeAnalysis {
        let message = AnalysisRemedy.budget("\(reason) (stopped after \(results.count) of \(draws) draws)")
        guard var merged = results.first else {
            return OutcomeAnalysis(
                outcomes: [], total: nil, ties: [], limitation: message, probabilityLimitation: message)
        }
        for index in merged.outcomes.indices {
            let reaching = results.first { $0.outcomes.indices.contains(index) && $0.outcomes[index].reachable }
            merged.outcomes[index].reachable = reaching != nil
            merged.outcomes[index].witness = reaching?.outcomes[index].witness
            merged.outcomes[index].count = nil
        }
        var ties: [OutcomeAnalysis.Tie] = []
        for result in results {
            for tie in result.ties where !ties.contains(where: { $0.axis == tie.axis }) { ties.append(tie) }
        }
        merged.ties = ties
        merged.total = nil
        merged.limitation = message
        merged.probabilityLimitation = message
        merged.draws = []
        return merged
    }

    /// n choose k, `Int.max` when it overflows.
    static func binomial(_ n: Int, _ k: Int) -> Int {
        guard k >= 0, k <= n else { return 0 }
        var result = 1
        for i in 0..<min(k, n - k) {
            let (product, overflow) = result.multipliedReportingOverflow(by: n - i)
            if overflow { return Int.max }
            result = product / (i + 1)
        }
        return result
    }

    /// The next `picked.count`-combination of `members` after `picked`, in lexicographic
    /// order of positions; false after the last.
    static func nextCombination(_ picked: inout [Int], from members: [Int]) -> Bool {
        var positions = picked.compactMap { members.firstIndex(of: $0) }
        let n = members.count, k = positions.count
        var i = k - 1
        while i >= 0 && positions[i] == n - k + i { i -= 1 }
        guard i >= 0 else { return false }
        positions[i] += 1
        for j in (i + 1)..<max(k, i + 1) { positions[j] = positions[j - 1] + 1 }
        picked = positions.map { members[$0] }
        return true
    }
}
