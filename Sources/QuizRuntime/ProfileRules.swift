/// The rules of derived scores, profile results, nearest profiles and axis percentages, each
/// stated once (docs/runtime.md): both scoring paths reach them through
/// `ScoringPlan.result`. Values are exact rationals in real units (a trait total divided by
/// 10^weight_digits); `nil` is "no value". The compiler's analysis evaluates scores through
/// these same rules (package access), so each rule has one Swift statement.
package struct ProfileRules: Sendable {
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
    /// Each derived score's rule, from its kind's entry in `QuizBundle.derivedKinds`.
    package let derived: [DerivedRule]
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
            Self.rule(of: score.kind, traitIndex: traitIndex, derived: derivedIndex, weights: weights)
        }
        needsAnswered = derived.contains { rule in
            rule.reads.contains {
                if case .answered = $0 { return true }
                return false
            }
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

    /// The rule of a derived score of `kind`: its kind's rule over what its names read (an
    /// `of` name is an earlier derived score when one has that id, else a trait).
    private static func rule(
        of kind: QuizBundle.Scoring.DerivedScore.Kind, traitIndex: (String) -> Int,
        derived derivedIndex: [ExactString: Int], weights: [[[(Int, Int)]]]
    ) -> DerivedRule {
        guard let entry = QuizBundle.derivedKind(named: kind.name), !kind.of.isEmpty else { return .noValue }
        return withoutActuallyEscaping(traitIndex) { traitIndex in
            let of = kind.of.map { name in
                derivedIndex[ExactString(name)].map { DerivedReading.derived(index: $0) }
                    ?? .total(trait: traitIndex(name))
            }
            let input = DerivedRuleInput(
                kind: kind, of: of, traitReading: { .total(trait: traitIndex($0)) },
                weighing: { trait in
                    weights.indices.filter { question in
                        weights[question].contains { $0.contains { $0.0 == trait && $0.1 != 0 } }
                    }
                })
            return entry.rule(input) ?? .noValue
        }
    }

    /// One derived score's value: its rule over the values of what it reads.
    static func derivedValue(
        _ rule: DerivedRule, _ totals: [Int], _ answered: [Bool]?, earlier: [ExactRational?], _ rules: ProfileRules
    ) -> ExactRational? {
        rule.value(
            rule.reads.map { reading in
                switch reading {
                case .total(let trait): return rules.traitValue(totals[trait])
                case .derived(let index): return index < earlier.count ? earlier[index] : nil
                case .answered(let questions):
                    return ExactRational(
                        answered.map { answered in questions.filter { answered[$0] }.count }
                            ?? questions.count)
                }
            })
    }

    /// total(T) / (total(T) + total(U)) × 100; exactly 50 when the sum is 0 (both totals 0).
    static func share(_ t: ExactRational, _ u: ExactRational) -> ExactRational {
        let sum = t + u
        return sum.isZero ? ExactRational(50) : ExactRational(100) * t / sum
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
    /// among equal ones (`nil` for the second when there is one distance). Any ordered
    /// distance: the analysis compares integers scaled from the exact ones.
    package static func twoNearest<Distance: Comparable>(_ distances: [Distance]) -> (Int, Int?) {
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
        let (a, b) = (ExactRational(ta), ExactRational(tb))
        return side == 0 ? share(a, b) : share(b, a)
    }
}

extension ProfileRules {
    /// The rules of `bundle`, exactly as its scorer holds them.
    package init(_ bundle: QuizBundle) {
        self = ScoringPlan(bundle).profile
    }
}
