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
    /// two profiles at the nearest distance (when the quiz has no `ties:`).
    static func run(
        _ nearest: QuizBundle.Scoring.Nearest, bundle: QuizBundle, initial: [Int], maxStates: Int,
        findTies: Bool = true, rules given: ProfileRules? = nil
    ) -> OutcomeAnalysis {
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
            maxStates: maxStates, findTies: findTies)
        {
            return separable.analysis(codes: codes, tieOrder: tieOrder, bundle: bundle, joint: joint.features)
        }
        switch FeatureSearch.run(bundle, features: joint.features, initial: start, maxStates: maxStates) {
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
            let found = steer(
                bundle, manhattan: manhattan, joint: joint, start: start, targets: targets, winner: winner)
            let outcomes = codes.indices.map { index in
                OutcomeAnalysis.OutcomeResult(
                    code: codes[index], reachable: found[index] != nil, count: nil, witness: found[index])
            }
            let proven = found.allSatisfy { $0 != nil }
            return OutcomeAnalysis(
                outcomes: outcomes, total: nil, ties: [],
                limitation: proven
                    ? nil : "\(limit.message); a directed search found a witness for some profiles but not all",
                probabilityLimitation: "probabilities were not computed: \(limit.message)")
        }
    }

    /// How many units of the product walk (`SeparableNearest.work`) one state of the budget
    /// buys: the 8values shape's walk (about 49 million) fits the default budget, which
    /// runs in under a second (docs/PERFORMANCE.md).
    static let workPerState = 256

    /// The exact counts by independent groups of scores (`SeparableNearest`), when the
    /// compared scores fall into two or more and the walk fits `maxStates`; else `nil`, and
    /// the joint search decides.
    private static func separable(
        _ formulas: [ScoreFormula], bundle: QuizBundle, targets: [[ExactRational]], manhattan: Bool, initial: [Int],
        maxStates: Int, findTies: Bool
    ) -> SeparableNearest? {
        guard !targets.isEmpty, let grouping = SeparableNearest.grouping(formulas, bundle: bundle) else { return nil }
        let start = { (feature: ScoreFormula.Feature) -> Int in
            if case .total(let trait) = feature { return initial[trait] }
            return 0
        }
        guard
            let (found, scaled) = SeparableNearest.groups(
                grouping, formulas: formulas, targets: targets, manhattan: manhattan, bundle: bundle, initial: start,
                maxStates: maxStates)
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
        guard SeparableNearest.work(groups, profiles: targets.count, sweep: sweep) / workPerState <= maxStates
        else { return nil }
        return SeparableNearest(
            groups: groups, scaled: scaled, lastCoordinate: order.last![0], sweep: sweep, findTies: findTies)
    }

    /// For each profile, answers steered toward its target by coordinate descent (each
    /// question in turn takes the answer that brings the scores nearest the target, until no
    /// answer changes), kept as a witness when the profile is then the nearest.
    private static func steer(
        _ bundle: QuizBundle, manhattan: Bool,
        joint: (features: [ScoreFormula.Feature], values: ([Int]) -> [ExactRational?]), start: [Int],
        targets: [[ExactRational]], winner: ([Int]) -> Int?
    ) -> [OutcomeAnalysis.Witness?] {
        guard case .success(let prepared) = FeatureSearch.prepare(bundle, features: joint.features) else {
            return targets.map { _ in nil }
        }
        let questions = prepared.questions
        return targets.indices.map { profile in
            var picks = questions.map { _ in 0 }
            func state() -> [Int] {
                var values = start
                for (position, pick) in picks.enumerated() {
                    for feature in values.indices {
                        values[feature] += questions[position].choices.choices[pick].delta[feature]
                    }
                }
                return values
            }
            func gap(_ state: [Int]) -> ExactRational? {
                let values = joint.values(state)
                guard !values.contains(where: { $0 == nil }) else { return nil }
                return ProfileRules.distance(values, targets[profile], manhattan: manhattan)
            }
            for _ in 0..<32 {
                let before = picks
                for position in questions.indices {
                    var best = picks[position], bestGap = gap(state())
                    for choice in questions[position].choices.choices.indices where choice != best {
                        picks[position] = choice
                        if let candidate = gap(state()), bestGap == nil || candidate < bestGap! {
                            best = choice
                            bestGap = candidate
                        }
                    }
                    picks[position] = best
                }
                if picks == before { break }
            }
            guard winner(state()) == profile else { return nil }
            var answers: [Int: QuizAnswer?] = [:]
            for (position, pick) in picks.enumerated() {
                answers[questions[position].index] = questions[position].choices.choices[pick].answer
            }
            return ProfileAnalysis.witness(bundle, answers)
        }
    }
}
