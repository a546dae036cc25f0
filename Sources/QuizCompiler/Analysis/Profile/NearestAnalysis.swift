import BigInt
import QuizRuntime

/// Reachability and exact probabilities of the outcomes of a `profile` quiz's `nearest`
/// rule (docs/analysis.md, "Nearest profiles"): an exact joint search over the compared
/// scores' features when it fits the budget, else a directed search for a witness of each
/// profile (answers steered toward the profile's target), which proves reachability but
/// not unreachability.
enum NearestAnalysis {
    /// The outcome analysis of `nearest` in `bundle`.
    static func run(_ nearest: QuizBundle.Scoring.Nearest, bundle: QuizBundle, initial: [Int], maxStates: Int)
        -> OutcomeAnalysis
    {
        let codes = nearest.profiles.map(\.outcome)
        let formulas = nearest.over.compactMap { ScoreFormula.of($0, in: bundle) }
        guard formulas.count == nearest.over.count else {
            return HighestAnalysis.unknown(codes, "a compared score of `nearest` is unknown")
        }
        let joint = ScoreFormula.joint(formulas)
        let targets = nearest.profiles.map { $0.at.map(ExactRatio.init) }
        let order = nearest.ties.map { tie in nearest.profiles.firstIndex { $0.outcome.isExactly(tie) } ?? 0 }
        func ranking(_ state: [Int]) -> [Int]? {
            let values = joint.values(state)
            guard !values.contains(where: { $0 == nil }) else { return nil }
            let distances = targets.map { distance(values.map { $0! }, $0, nearest.distance) }
            return order.enumerated().sorted { a, b in
                distances[a.element] != distances[b.element]
                    ? distances[a.element] < distances[b.element] : a.offset < b.offset
            }.map(\.element)
        }
        let start = joint.features.map { feature -> Int in
            if case .total(let trait) = feature { return initial[trait] }
            return 0
        }
        switch FeatureSearch.run(bundle, features: joint.features, initial: start, maxStates: maxStates) {
        case .success(let search):
            var counts = [BigUInt](repeating: 0, count: codes.count)
            var witnesses = [OutcomeAnalysis.Witness?](repeating: nil, count: codes.count)
            for state in search.states {
                guard let first = ranking(state.values)?.first else { continue }
                counts[first] += state.count
                if witnesses[first] == nil { witnesses[first] = ProfileAnalysis.witness(bundle, search.picks(state)) }
            }
            let total = Count128(exactly: search.allAnswers)
            let outcomes = codes.indices.map { index in
                OutcomeAnalysis.OutcomeResult(
                    code: codes[index], reachable: witnesses[index] != nil,
                    count: total == nil ? nil : Count128(exactly: counts[index] * search.otherAnswers),
                    witness: witnesses[index])
            }
            return OutcomeAnalysis(
                outcomes: outcomes, total: total, ties: [], limitation: nil,
                probabilityLimitation: total == nil ? "there are more than 2^128 answer sets" : nil)
        case .failure(let limit):
            let found = steer(nearest, bundle: bundle, joint: joint, start: start, targets: targets, ranking: ranking)
            let outcomes = codes.indices.map { index in
                OutcomeAnalysis.OutcomeResult(
                    code: codes[index], reachable: found[index] != nil, count: nil, witness: found[index])
            }
            let proven = found.allSatisfy { $0 != nil }
            return OutcomeAnalysis(
                outcomes: outcomes, total: nil, ties: [],
                limitation: proven
                    ? nil : "\(limit.message); a directed search found a witness for some profiles but not all",
                probabilityLimitation: "\(limit.message), so probabilities were not computed")
        }
    }

    /// `Σ (v − t)²` or `Σ |v − t|`, exactly.
    static func distance(_ values: [ExactRatio], _ target: [ExactRatio], _ kind: QuizBundle.Scoring.Nearest.Distance)
        -> ExactRatio
    {
        zip(values, target).reduce(ExactRatio(0)) { sum, pair in
            let difference = pair.0 - pair.1
            return sum + (kind == .euclidean ? difference * difference : difference.magnitude)
        }
    }

    /// For each profile, answers steered toward its target by coordinate descent (each
    /// question in turn takes the answer that brings the scores nearest the target, until no
    /// answer changes), kept as a witness when the profile is then the nearest.
    private static func steer(
        _ nearest: QuizBundle.Scoring.Nearest, bundle: QuizBundle,
        joint: (features: [ScoreFormula.Feature], values: ([Int]) -> [ExactRatio?]), start: [Int],
        targets: [[ExactRatio]], ranking: ([Int]) -> [Int]?
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
            func gap(_ state: [Int]) -> ExactRatio? {
                let values = joint.values(state)
                guard !values.contains(where: { $0 == nil }) else { return nil }
                return distance(values.map { $0! }, targets[profile], nearest.distance)
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
            guard ranking(state())?.first == profile else { return nil }
            var answers: [Int: QuizAnswer?] = [:]
            for (position, pick) in picks.enumerated() {
                answers[questions[position].index] = questions[position].choices.choices[pick].answer
            }
            return ProfileAnalysis.witness(bundle, answers)
        }
    }
}
