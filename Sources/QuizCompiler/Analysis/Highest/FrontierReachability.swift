import QuizRuntime

/// Exact reachability for `highest` when counting every score combination is too much
/// work: for one target trait T, the search keeps only T's margins over the other traits
/// (d_o = t_T − t_o) and only the Pareto frontier of them — a state whose margins are all
/// at least another's can do everything that one can. Margins beyond what the remaining
/// questions can take back are capped, and states from which T can no longer win are
/// dropped. The answer is exact: T is reachable iff the frontier ends with a winning state.
enum FrontierReachability {
    /// Most frontier states kept per step before giving up.
    static let maxFrontier = 20_000

    /// A witness answer set for `target`, `.none` when proven unreachable, `nil` when too large
    /// (or when the draws' shared work runs out).
    static func witness(
        target: Int, order: [Int], questions: [(index: Int, choices: AnswerChoices)],
        initial: [Int], context: AnalysisContext
    ) -> OutcomeAnalysis.Witness?? {
        let count = initial.count
        let others = (0..<count).filter { $0 != target }
        let rank = Dictionary(order.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        // Needed final margin over o: > 0, or ≥ 0 when T comes first in the tie order.
        let needed = others.map { (rank[target] ?? 0) < (rank[$0] ?? 0) ? 0 : 1 }
        // Over questions p…end: the most o can gain on T (cap) and the most T can gain on o (hope).
        var cap = [[Int]](repeating: Array(repeating: 0, count: others.count), count: questions.count + 1)
        var hope = cap
        for position in stride(from: questions.count - 1, through: 0, by: -1) {
            for (k, o) in others.enumerated() {
                let deltas = questions[position].choices.choices.map { $0.delta[target] - $0.delta[o] }
                cap[position][k] = cap[position + 1][k] + max(0, -(deltas.min() ?? 0))
                hope[position][k] = hope[position + 1][k] + max(0, deltas.max() ?? 0)
            }
        }
        struct State { var margins: [Int]; var picks: [Int] }
        func clamp(_ margins: inout [Int], _ next: Int) -> Bool {
            for k in margins.indices {
                if margins[k] + hope[next][k] < needed[k] { return false }
                margins[k] = min(margins[k], cap[next][k] + needed[k])
            }
            return true
        }
        var start = others.map { initial[target] - initial[$0] }
        guard clamp(&start, 0) else { return .some(.none) }
        var frontier = [State(margins: start, picks: [])]
        for (position, question) in questions.enumerated() {
            var candidates: [State] = []
            if let shared = context.shared,
                !shared.charge(frontier.count * question.choices.choices.count * SharedWork.stepUnits)
            {
                return nil
            }
            for state in frontier {
                for (choiceIndex, choice) in question.choices.choices.enumerated() {
                    var margins = state.margins
                    for (k, o) in others.enumerated() { margins[k] += choice.delta[target] - choice.delta[o] }
                    if clamp(&margins, position + 1) {
                        candidates.append(State(margins: margins, picks: state.picks + [choiceIndex]))
                    }
                }
            }
            // Keep the Pareto frontier: best total margin first, then drop dominated states.
            candidates.sort { $0.margins.reduce(0, +) > $1.margins.reduce(0, +) }
            var kept: [State] = []
            for candidate in candidates {
                // Each comparison with a kept state is a step of the draws' shared work.
                if let shared = context.shared, !shared.charge((kept.count + 1) * SharedWork.stepUnits) { return nil }
                let dominated = kept.contains { keeper in zip(keeper.margins, candidate.margins).allSatisfy { $0 >= $1 }
                }
                if !dominated { kept.append(candidate) }
                if kept.count > maxFrontier { return nil }
            }
            frontier = kept
            if frontier.isEmpty { return .some(.none) }
        }
        guard
            let winner = frontier.first(where: { state in
                state.margins.indices.allSatisfy { state.margins[$0] >= needed[$0] }
            })
        else {
            return .some(.none)
        }
        var picks: [Int: QuizAnswer?] = [:]
        for (position, choice) in winner.picks.enumerated() {
            picks[questions[position].index] = questions[position].choices.choices[choice].answer
        }
        return .some(context.witness(picks))
    }
}
