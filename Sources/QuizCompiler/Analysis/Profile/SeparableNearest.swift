import BigInt
import QuizRuntime

/// The exact counts of a `nearest` rule whose compared scores fall into independent groups
/// (docs/analysis.md, "Nearest profiles"): no question weighs the features of two groups,
/// so the answer sets are the product of each group's own, and a profile's distance is the
/// sum of each group's part of it. Each group is searched alone (`FeatureSearch`, a few
/// hundred states for an 8values axis instead of their product); the product is then
/// walked over every group but one, the last, whose states are swept at once: with one
/// euclidean coordinate each profile's distance is a line in the coordinate's value (its
/// square is common to all profiles), so the nearest profile over the sorted values follows
/// the lower envelope of the profiles' lines. Distances are integers: every value and
/// target multiplied by the common denominator. Equal distances (an envelope's corner, or
/// two profiles on one line) are decided by the runtime's own rule
/// (`ProfileRules.twoNearest`).
struct SeparableNearest {
    /// One independent group: its search, and per searched state the sum of its
    /// coordinates' distance parts to each profile (in tie order), `nil` for a state where
    /// one of its scores has no value.
    struct Group {
        var search: FeatureSearch
        var parts: [[Int]?]
        /// The state's value of its one coordinate (scaled), when the group has one.
        var values: [Int]
        var coordinates: Int
    }

    /// The answer sets each profile is the nearest of (tie order) and where the walk found
    /// the first of them: one state index per group.
    var counts: [BigUInt]
    var witnesses: [[Int]?]
    /// A combination where two profiles are as near, when looked for and found.
    var tie: [Int]?
    let groups: [Group]

    /// How many units of work the walk of `groups` takes (`Int.max` when more): per
    /// combination of all groups but the last, a unit per profile and per state of the last
    /// group when it is swept (an envelope of the profiles, then a search of the states),
    /// else a unit per profile for each state of the last group.
    static func work(_ groups: [Group], profiles: Int, sweep: Bool) -> Int {
        var product = 1
        for group in groups.dropLast() {
            let (next, overflow) = product.multipliedReportingOverflow(by: group.parts.count)
            if overflow { return .max }
            product = next
        }
        let last = groups.last?.parts.count ?? 0
        let perCombination = sweep ? profiles + last : profiles * (last + 1)
        let (total, overflow) = product.multipliedReportingOverflow(by: perCombination)
        return overflow ? .max : total
    }

    /// The answers of the combination `states` (one state index per group).
    func picks(_ states: [Int]) -> [Int: QuizAnswer?] {
        var picks: [Int: QuizAnswer?] = [:]
        for (group, state) in zip(groups, states) {
            picks.merge(group.search.picks(group.search.states[state])) { first, _ in first }
        }
        return picks
    }
}

extension SeparableNearest {
    /// The scores' groups, `nil` when there are fewer than two (a question weighs two
    /// scores' features, or one score reads them all): then only the joint search is exact.
    static func grouping(_ formulas: [ScoreFormula], bundle: QuizBundle) -> [[Int]]? {
        var questions: [Set<Int>] = []
        for formula in formulas {
            guard case .success(let prepared) = FeatureSearch.prepare(bundle, features: formula.features) else {
                return nil
            }
            questions.append(Set(prepared.questions.map(\.index)))
        }
        var groups: [[Int]] = []
        var groupQuestions: [Set<Int>] = []
        var groupFeatures: [Set<ScoreFormula.Feature>] = []
        for (score, formula) in formulas.enumerated() {
            var merged = [score], mergedQuestions = questions[score], mergedFeatures = Set(formula.features)
            for index in groups.indices.reversed()
            where !groupQuestions[index].isDisjoint(with: mergedQuestions)
                || !groupFeatures[index].isDisjoint(with: mergedFeatures)
            {
                merged = groups.remove(at: index) + merged
                mergedQuestions.formUnion(groupQuestions.remove(at: index))
                mergedFeatures.formUnion(groupFeatures.remove(at: index))
            }
            groups.append(merged.sorted())
            groupQuestions.append(mergedQuestions)
            groupFeatures.append(mergedFeatures)
        }
        return groups.count >= 2 ? groups : nil
    }

    /// Each group searched, with its distance parts scaled to integers; `nil` when a
    /// group's search stops (the joint search would stop too) or the integers could overflow.
    static func groups(
        _ grouping: [[Int]], formulas: [ScoreFormula], targets: [[ExactRational]], manhattan: Bool,
        bundle: QuizBundle, initial: (ScoreFormula.Feature) -> Int, work: NearestWork
    ) -> (groups: [Group], scale: Scaled)? {
        var searches: [(search: FeatureSearch, values: [[ExactRational?]])] = []
        var denominators = targets.flatMap { $0.map(\.denominator) }
        for scores in grouping {
            let joint = ScoreFormula.joint(scores.map { formulas[$0] })
            guard
                case .success(let search) = FeatureSearch.run(
                    bundle, features: joint.features, initial: joint.features.map(initial),
                    maxStates: work.maxStates, work: work, before: work.used)
            else { return nil }
            let values = search.states.map { joint.values($0.values) }
            denominators += values.flatMap { $0.compactMap { $0?.denominator } }
            searches.append((search, values))
        }
        guard let scale = Scaled(denominators: denominators, targets: targets, manhattan: manhattan) else { return nil }
        var groups: [Group] = []
        for ((search, values), scores) in zip(searches, grouping) {
            // Each state's distance part to every profile, a trial's work per profile.
            let trials = values.count * max(targets.count, 1) * scores.count
            guard work.charge(trials * NearestWork.trialUnits, exact: true) else { return nil }
            var parts: [[Int]?] = []
            var coordinateValues: [Int] = []
            for point in values {
                guard let scaled = scale.point(point) else { return nil }
                coordinateValues.append(scaled.first ?? 0)
                parts.append(scale.parts(scaled, coordinates: scores, valid: !point.contains { $0 == nil }))
            }
            groups.append(Group(search: search, parts: parts, values: coordinateValues, coordinates: scores.count))
        }
        return (groups, scale)
    }

    /// The outcome analysis from the walk: counts by outcome (`codes`' order; `tieOrder`
    /// maps the walk's tie order to it) times the answers of the questions no compared score
    /// reads, over all answer sets (`joint`: every compared score's features).
    func analysis(codes: [String], tieOrder: [Int], bundle: QuizBundle, joint: [ScoreFormula.Feature])
        -> OutcomeAnalysis
    {
        guard case .success(let all) = FeatureSearch.prepare(bundle, features: joint) else {
            return HighestAnalysis.unknown(codes, "a compared score of `nearest` is unknown")
        }
        var byCode = [(count: BigUInt, witness: OutcomeAnalysis.Witness?)](repeating: (0, nil), count: codes.count)
        for (profile, code) in tieOrder.enumerated() {
            byCode[code].count += counts[profile] * all.otherAnswers
            if byCode[code].witness == nil, let states = witnesses[profile] {
                byCode[code].witness = ProfileAnalysis.witness(bundle, picks(states))
            }
        }
        let outcomes = codes.indices.map { index in
            OutcomeAnalysis.OutcomeResult(
                code: codes[index], reachable: byCode[index].witness != nil, count: byCode[index].count,
                witness: byCode[index].witness)
        }
        return OutcomeAnalysis(
            outcomes: outcomes, total: all.allAnswers,
            ties: tie.map { [OutcomeAnalysis.Tie(axis: nil, witness: ProfileAnalysis.witness(bundle, picks($0)))] }
                ?? [],
            limitation: nil, probabilityLimitation: nil)
    }
}

/// Values and targets as integers over one common denominator, and each profile's distance
/// part from them, within bounds that keep every sum of distances inside `Int`.
struct Scaled {
    let factor: Int
    let targets: [[Int]]
    let manhattan: Bool
    /// The largest magnitude a scaled value or target may have.
    let limit: Int

    init?(denominators: [ExactInteger], targets: [[ExactRational]], manhattan: Bool) {
        var factor = 1
        for denominator in Set(denominators) {
            guard let value = denominator.intValue, value > 0 else { return nil }
            let (product, overflow) = (factor / Self.gcd(factor, value)).multipliedReportingOverflow(by: value)
            guard !overflow else { return nil }
            factor = product
        }
        let coordinates = max(1, targets.first?.count ?? 1)
        // A distance sums `coordinates` squares of differences of two values of at most `limit`.
        var limit = 1 << 28
        while limit > 1, Int.max / 16 / coordinates / limit < limit { limit /= 2 }
        self.factor = factor
        self.manhattan = manhattan
        self.limit = limit
        var scaledTargets: [[Int]] = []
        for target in targets {
            var row: [Int] = []
            for value in target {
                guard let scaled = Self.scale(value, factor), abs(scaled) <= limit else { return nil }
                row.append(scaled)
            }
            scaledTargets.append(row)
        }
        self.targets = scaledTargets
    }

    private static func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }

    private static func scale(_ value: ExactRational, _ factor: Int) -> Int? {
        guard let numerator = value.numerator.intValue, let denominator = value.denominator.intValue else { return nil }
        let (product, overflow) = numerator.multipliedReportingOverflow(by: factor / denominator)
        return overflow ? nil : product
    }

    /// The point's values scaled (0 for a missing one); `nil` when one is out of bounds.
    func point(_ values: [ExactRational?]) -> [Int]? {
        var scaled: [Int] = []
        for value in values {
            guard let value else {
                scaled.append(0)
                continue
            }
            guard let integer = Self.scale(value, factor), abs(integer) <= limit else { return nil }
            scaled.append(integer)
        }
        return scaled
    }

    /// Per profile, the sum over the group's coordinates (`coordinates`: their positions in
    /// the rule's `over`) of the distance part: squared difference, or its magnitude.
    func parts(_ point: [Int], coordinates: [Int], valid: Bool) -> [Int]? {
        guard valid else { return nil }
        return targets.map { target in
            zip(point, coordinates).reduce(0) { sum, pair in
                let difference = pair.0 - target[pair.1]
                return sum + (manhattan ? abs(difference) : difference * difference)
            }
        }
    }
}
