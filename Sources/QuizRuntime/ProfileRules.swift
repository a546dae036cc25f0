/// The rules of derived scores, profile results, nearest profiles and axis percentages, each
/// stated once (docs/runtime.md): both scoring paths reach them through
/// `ScoringPlan.result`. Values are exact rationals in real units (a trait total divided by
/// 10^weight_digits); `nil` is "no value". The compiler's analysis evaluates scores through
/// these same rules (package access), so each rule has one Swift statement.
package struct ProfileRules: Sendable {
    /// A compiled derived score.
    package enum Derived: Sendable {
        case mean(of: Int, divisor: Int)
        /// `questions`: those that weigh `of`.
        case meanAnswered(of: Int, questions: [Int])
        case percent(of: Int, min: ExactRational, span: ExactRational)
        case share(of: Int, against: Int)
        /// `of` a derived score's index when `ofDerived`, else a trait's.
        case linear(of: Int, ofDerived: Bool, times: ExactRational, plus: ExactRational)
        /// The traits' indices.
        case sum(of: [Int])
    }

    /// A compiled result: where its value comes from, its digits and its bands.
    struct Result: Sendable {
        let id: String
        let score: Int
        let scoreIsDerived: Bool
        let digits: Int
        let bands: [(id: String, limit: QuizBundle.Scoring.BandLimit?)]
    }

    /// 10^weight_digits: totals are integers in units of 1/`unit`.
    package let unit: Int
    let weightDigits: Int
    let derivedIDs: [String]
    let derivedDigits: [Int]
    package let derived: [Derived]
    /// Whether some derived score counts answered questions.
    let needsAnswered: Bool
    let results: [Result]
    /// The nearest rule with its profiles in tie order.
    package let nearest:
        (over: [(index: Int, derived: Bool)], manhattan: Bool, profiles: [(outcome: String, at: [ExactRational])])?
    /// The digits of axis percentages, when results report them.
    let axisPercentDigits: Int?

    /// Whether results of this bundle have any of the parts these rules compute.
    var isEmpty: Bool { derived.isEmpty && results.isEmpty && nearest == nil && axisPercentDigits == nil }

    init(_ scoring: QuizBundle.Scoring, traitIndex: (String) -> Int, weights: [[[(Int, Int)]]]) {
        var unit = 1
        for _ in 0..<scoring.weightDigits { unit *= 10 }
        self.unit = unit
        weightDigits = scoring.weightDigits
        derivedIDs = scoring.derived.map(\.id)
        derivedDigits = scoring.derived.map(\.digits)
        var derivedIndex: [ExactString: Int] = [:]
        for (index, score) in scoring.derived.enumerated() { derivedIndex[ExactString(score.id)] = index }
        derived = scoring.derived.map { score in
            switch score.kind {
            case .mean(let of, let count): return .mean(of: traitIndex(of), divisor: unit * count)
            case .meanAnswered(let of):
                let trait = traitIndex(of)
                return .meanAnswered(
                    of: trait,
                    questions: weights.indices.filter { question in
                        weights[question].contains { $0.contains { $0.0 == trait && $0.1 != 0 } }
                    })
            case .percent(let of, let min, let max):
                return .percent(
                    of: traitIndex(of), min: ExactRational(min), span: ExactRational(max) - ExactRational(min))
            case .share(let of, let against): return .share(of: traitIndex(of), against: traitIndex(against))
            case .linear(let of, let times, let plus):
                let earlier = derivedIndex[ExactString(of)]
                return .linear(
                    of: earlier ?? traitIndex(of), ofDerived: earlier != nil, times: ExactRational(times),
                    plus: ExactRational(plus))
            case .sum(let of): return .sum(of: of.map(traitIndex))
            }
        }
        needsAnswered = derived.contains {
            if case .meanAnswered = $0 { return true }
            return false
        }
        let derivedDigits = self.derivedDigits
        results = scoring.profileResults.map { result in
            let derived = derivedIndex[ExactString(result.score)]
            return Result(
                id: result.id, score: derived ?? traitIndex(result.score), scoreIsDerived: derived != nil,
                digits: derived.map { derivedDigits[$0] } ?? scoring.weightDigits,
                bands: result.bands.map { ($0.id, $0.limit) })
        }
        if case .profile(_, let nearest?) = scoring.rule {
            self.nearest = (
                over: nearest.over.map { name in
                    derivedIndex[ExactString(name)].map { ($0, true) } ?? (traitIndex(name), false)
                },
                manhattan: nearest.distance == .manhattan,
                profiles: nearest.ties.compactMap { outcome in
                    nearest.profiles.first { $0.outcome.isExactly(outcome) }.map {
                        (outcome, $0.at.map(ExactRational.init))
                    }
                }
            )
        } else {
            self.nearest = nil
        }
        axisPercentDigits = scoring.axisPercentDigits
    }

    /// A trait's total in real units.
    package func traitValue(_ total: Int) -> ExactRational { ExactRational(total, unit) }

    /// Every derived score's exact value, in declaration order. `answered` tells whether a
    /// question was answered; `nil` means every question was.
    func derivedValues(_ totals: [Int], answered: [Bool]?) -> [ExactRational?] {
        var values: [ExactRational?] = []
        values.reserveCapacity(derived.count)
        for rule in derived { values.append(Self.derivedValue(rule, totals, answered, earlier: values, self)) }
        return values
    }

    /// The exact value of the derived score at `position` (and of the earlier ones it may
    /// read), as `derivedValues` computes it.
    package func value(ofDerived position: Int, _ totals: [Int], answered: [Bool]?) -> ExactRational? {
        var values: [ExactRational?] = []
        values.reserveCapacity(position + 1)
        for rule in derived[...position] {
            values.append(Self.derivedValue(rule, totals, answered, earlier: values, self))
        }
        return values[position]
    }

    /// Each result's value and band index (`nil`: no band), in declaration order.
    func resultValues(_ totals: [Int], derived values: [ExactRational?]) -> [(value: ExactRational?, band: Int?)] {
        results.map { result in
            let value = result.scoreIsDerived ? values[result.score] : traitValue(totals[result.score])
            return (value, Self.band(result.bands.map(\.limit), of: value))
        }
    }

    /// The nearest profile's outcome and the runner-up's (`nil` with one profile).
    func nearestOutcome(_ totals: [Int], derived values: [ExactRational?]) -> (outcome: String, secondary: String?)? {
        guard let nearest, !nearest.profiles.isEmpty else { return nil }
        let point = nearest.over.map { $0.derived ? values[$0.index] : traitValue(totals[$0.index]) }
        let distances = nearest.profiles.map { Self.distance(point, $0.at, manhattan: nearest.manhattan) }
        let (best, second) = Self.twoNearest(distances)
        return (nearest.profiles[best].outcome, second.map { nearest.profiles[$0].outcome })
    }

    /// One derived score's value.
    static func derivedValue(
        _ rule: Derived, _ totals: [Int], _ answered: [Bool]?, earlier: [ExactRational?], _ rules: ProfileRules
    ) -> ExactRational? {
        switch rule {
        case .mean(let of, let divisor):
            return ExactRational(totals[of], divisor)
        case .meanAnswered(let of, let questions):
            let count = answered.map { answered in questions.filter { answered[$0] }.count } ?? questions.count
            return count == 0 ? nil : ExactRational(totals[of], rules.unit * count)
        case .percent(let of, let min, let span):
            return (rules.traitValue(totals[of]) - min) / span * ExactRational(100)
        case .share(let of, let against):
            return share(totals[of], totals[against])
        case .linear(let of, let ofDerived, let times, let plus):
            guard let x = ofDerived ? earlier[of] : rules.traitValue(totals[of]) else { return nil }
            return times * x + plus
        case .sum(let of):
            return rules.traitValue(of.reduce(0) { $0 + totals[$1] })
        }
    }

    /// total(T) / (total(T) + total(U)) × 100; exactly 50 when the sum is 0 (both totals 0).
    static func share(_ t: Int, _ u: Int) -> ExactRational {
        let sum = t + u
        return sum == 0 ? ExactRational(50) : ExactRational(ExactInteger(100) * ExactInteger(t), ExactInteger(sum))
    }

    /// The first band admitting `value` (`below`: strictly less; `max`: at most; no limit:
    /// any), or `nil` for no value.
    package static func band(_ limits: [QuizBundle.Scoring.BandLimit?], of value: ExactRational?) -> Int? {
        guard let value else { return nil }
        for (index, limit) in limits.enumerated() {
            switch limit {
            case nil: return index
            case .below(let bound): if value < ExactRational(bound) { return index }
            case .max(let bound): if value <= ExactRational(bound) { return index }
            }
        }
        return nil
    }

    /// Σ (v − t)² (euclidean: the same order as its root) or Σ |v − t| (manhattan). A
    /// coordinate without a value adds nothing (the compiler refuses such `over` scores).
    package static func distance(_ point: [ExactRational?], _ target: [ExactRational], manhattan: Bool) -> ExactRational
    {
        var sum = ExactRational(0)
        for (value, t) in zip(point, target) {
            guard let value else { continue }
            let difference = value - t
            sum = sum + (manhattan ? difference.magnitude : difference * difference)
        }
        return sum
    }

    /// The indices of the smallest and the next smallest distance, the earlier index first
    /// among equal ones (`nil` for the second when there is one distance).
    package static func twoNearest(_ distances: [ExactRational]) -> (Int, Int?) {
        var best = 0
        var second: Int?
        for index in distances.indices.dropFirst() {
            if distances[index] < distances[best] {
                second = best
                best = index
            } else if second.map({ distances[index] < distances[$0] }) ?? true {
                second = index
            }
        }
        return (best, second)
    }

    /// An axis's percentage: the share of the letter's pole; 50 for the tie letter or when
    /// both totals are 0. `side` as `ResultLayout.Axis.side`.
    static func axisPercent(side: Int, _ ta: Int, _ tb: Int) -> ExactRational {
        if side == 2 { return ExactRational(50) }
        return side == 0 ? share(ta, tb) : share(tb, ta)
    }
}

extension ProfileRules {
    /// The rules of `bundle`, exactly as its scorer holds them.
    package init(_ bundle: QuizBundle) {
        self = ScoringPlan(bundle).profile
    }
}
