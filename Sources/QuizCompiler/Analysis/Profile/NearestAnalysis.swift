import BigInt
import QuizRuntime

/// Reachability and exact probabilities of the outcomes of a `profile` quiz's `nearest`
/// rule (docs/analysis.md, "Nearest profiles"): an exact joint search over the compared
/// scores' features when it fits the budget, else a directed search for a witness of each
/// profile (answers steered toward the profile's target), which proves reachability but
/// not unreachability. The exact search also finds a tie of the nearest profiles (with
/// `findTies`), the witness of `tie-reachable`.
enum NearestAnalysis {
    /// The outcome analysis of `nearest` in `bundle`. `rules`: the runtime's rules when they
    /// are not `bundle`'s own (a branching scenario's quiz: those of its shown questions with
    /// every option, `BranchingScenario.shownQuiz`). `findTies`: look for answers that put
    /// two profiles at the nearest distance (when the quiz has no `ties:`). `work`: the
    /// analysis's work counter (a new one within `maxStates` when `nil`; tests read it).
    static func run(
        _ nearest: QuizBundle.Scoring.Nearest, bundle: QuizBundle, initial: [Int], maxStates: Int,
        findTies: Bool = true, rules given: ProfileRules? = nil, work counter: NearestWork? = nil
    ) -> OutcomeAnalysis {
        let work = counter ?? NearestWork(maxStates: maxStates)
        let codes = nearest.profiles.map(\.outcome)
        let rules = given ?? ProfileRules(bundle)
        let formulas = nearest.over.compactMap { ScoreFormula.of($0, in: bundle, rules: rules) }
        guard formulas.count == nearest.over.count, let planned = rules.nearest else {
            return HighestAnalysis.unknown(codes, "a compared score of `nearest` is unknown")
        }
        let joint = ScoreFormula.joint(formulas)
        let manhattan = planned.manhattan
        // The runtime's profiles are in tie order; `targets` and the outcomes found are in `codes`' order.
        let targets = nearest.profiles.map { $0.at.map(ExactRational.init) }
        let tieOrder = planned.profiles.map { tied in codes.firstIndex { $0.isExactly(tied.outcome) } ?? 0 }
        /// The profile nearest to the state's scores (by the runtime's rule) and whether another
        /// is as near, or `nil` when a compared score has no value.
        func nearestOf(_ state: [Int]) -> (winner: Int, tied: Bool)? {
            let values = joint.values(state)
            guard !values.contains(where: { $0 == nil }) else { return nil }
            let distances = planned.profiles.map { ProfileRules.distance(values, $0.at, manhattan: manhattan) }
            let (best, second) = ProfileRules.twoNearest(distances)
            return (tieOrder[best], second.map { !(distances[best] < distances[$0]) } ?? false)
        }
        func winner(_ state: [Int]) -> Int? { nearestOf(state)?.winner }
        let start = joint.features.map { feature -> Int in
            if case .total(let trait) = feature { return initial[trait] }
            return 0
        }
        if let separable = separable(
            formulas, bundle: bundle, targets: planned.profiles.map(\.at), manhattan: manhattan, initial: initial,
            work: work, findTies: findTies)
        {
            return separable.analysis(codes: codes, tieOrder: tieOrder, bundle: bundle, joint: joint.features)
        }
        let before = max(work.used, groupsBound(formulas, bundle: bundle, profiles: targets.count))
        switch FeatureSearch.run(
            bundle, features: joint.features, initial: start, maxStates: work.maxStates, work: work, before: before)
        {
        case .success(let search):
            var counts = [BigUInt](repeating: 0, count: codes.count)
            var witnesses = [OutcomeAnalysis.Witness?](repeating: nil, count: codes.count)
            var tie: OutcomeAnalysis.Witness?
            // A cancelled task (the language server's analysis after an edit) stops here too.
            for state in search.states where !Task.isCancelled {
                guard let (first, tied) = nearestOf(state.values) else { continue }
                counts[first] += state.count
                if witnesses[first] == nil { witnesses[first] = ProfileAnalysis.witness(bundle, search.picks(state)) }
                if findTies, tied, tie == nil { tie = ProfileAnalysis.witness(bundle, search.picks(state)) }
            }
            let outcomes = codes.indices.map { index in
                OutcomeAnalysis.OutcomeResult(
                    code: codes[index], reachable: witnesses[index] != nil, count: counts[index] * search.otherAnswers,
                    witness: witnesses[index])
            }
            return OutcomeAnalysis(
                outcomes: outcomes, total: search.allAnswers,
                ties: tie.map { [OutcomeAnalysis.Tie(axis: nil, witness: $0)] } ?? [],
                limitation: nil, probabilityLimitation: nil)
        case .failure(let limit):
            let steered = steer(
                bundle, manhattan: manhattan, joint: joint, start: start, targets: targets, winner: winner, work: work)
            let found = steered.witnesses
            let outcomes = codes.indices.map { index in
                OutcomeAnalysis.OutcomeResult(
                    code: codes[index], reachable: found[index] != nil, count: nil, witness: found[index])
            }
            let proven = found.allSatisfy { $0 != nil }
            return OutcomeAnalysis(
                outcomes: outcomes, total: nil, ties: [],
                limitation: proven ? nil : directedReason(limit, steered),
                probabilityLimitation: "probabilities were not computed: \(limit.message)")
        }
    }

    /// The exact counts by independent groups of scores (`SeparableNearest`), when the
    /// compared scores fall into two or more and the walk fits `maxStates`; else `nil`, and
    /// the joint search decides.
    private static func separable(
        _ formulas: [ScoreFormula], bundle: QuizBundle, targets: [[ExactRational]], manhattan: Bool, initial: [Int],
        work: NearestWork, findTies: Bool
    ) -> SeparableNearest? {
        guard !targets.isEmpty, let grouping = SeparableNearest.grouping(formulas, bundle: bundle) else { return nil }
        let start = { (feature: ScoreFormula.Feature) -> Int in
            if case .total(let trait) = feature { return initial[trait] }
            return 0
        }
        guard
            let (found, scaled) = SeparableNearest.groups(
                grouping, formulas: formulas, targets: targets, manhattan: manhattan, bundle: bundle, initial: start,
                work: work)
        else { return nil }
        var groups = found
        // The group swept last: one coordinate (a line per profile) and the most states.
        let sweepable = groups.indices.filter { !manhattan && groups[$0].coordinates == 1 }
        let last =
            sweepable.max { groups[$0].parts.count < groups[$1].parts.count }
            ?? groups.indices.max { groups[$0].parts.count < groups[$1].parts.count }!
        var order = grouping
        order.append(order.remove(at: last))
        groups.append(groups.remove(at: last))
        let sweep = sweepable.contains(last)
        guard work.charge(SeparableNearest.work(groups, profiles: targets.count, sweep: sweep), exact: true)
        else { return nil }
        return SeparableNearest(
            groups: groups, scaled: scaled, lastCoordinate: order.last![0], sweep: sweep, findTies: findTies)
    }
}
