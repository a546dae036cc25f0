import QuizRuntime

/// How the exact value of a trait or derived score follows from a few totals of one answer
/// set: the features the analysis tracks for it, and the value as a function of them. The
/// value is the runtime's own (`ProfileRules`), so the analysis and every scorer state each
/// rule once.
struct ScoreFormula {
    /// A quantity of an answer set that a score's value depends on.
    enum Feature: Hashable {
        /// The total of the trait (scaled by `10^weightDigits`, as the bundle's weights are).
        case total(trait: Int)
        /// How many of these questions are answered: those a `mean_answered` score counts,
        /// as the runtime's rules list them.
        case answered(questions: [Int])
    }

    /// The features the value depends on, each once.
    var features: [Feature]
    /// The value from the features' values (in `features` order); `nil` when it has none.
    var value: ([Int]) -> ExactRational?

    /// The formula of the trait or derived score named `score` in `bundle` (whose rules are
    /// `rules`), or `nil` when the name is neither (the compiler's resolve stage has reported
    /// that already) or the score cannot be computed.
    static func of(_ score: String, in bundle: QuizBundle, rules: ProfileRules) -> ScoreFormula? {
        if let trait = bundle.traits.firstIndex(where: { $0.isExactly(score) }) {
            return ScoreFormula(features: [.total(trait: trait)]) { rules.traitValue($0[0]) }
        }
        guard let position = bundle.scoring.derived.firstIndex(where: { $0.id.isExactly(score) }),
            position < rules.derived.count, let features = features(ofDerived: position, rules)
        else { return nil }
        let traitCount = max(1, bundle.traits.count), questionCount = bundle.questions.count
        return ScoreFormula(features: features) { state in
            // Only the features' traits and questions matter to this score; the rest stay 0.
            var totals = [Int](repeating: 0, count: traitCount)
            var answered = [Bool](repeating: false, count: questionCount)
            for (feature, value) in zip(features, state) {
                switch feature {
                case .total(let trait): totals[trait] = value
                case .answered(let questions): for question in questions.prefix(value) { answered[question] = true }
                }
            }
            return rules.value(ofDerived: position, totals, answered: answered)
        }
    }

    /// The features the derived score at `position` reads, each once (an earlier score's
    /// own features in its place), as its rule (`ProfileRules.derived`) lists them; `nil` when
    /// it has no value anywhere (a zero divisor or span, or a forward reference in a malformed
    /// bundle).
    private static func features(ofDerived position: Int, _ rules: ProfileRules) -> [Feature]? {
        let rule = rules.derived[position]
        guard rule.hasValue else { return nil }
        var features: [Feature] = []
        for reading in rule.reads {
            let read: [Feature]
            switch reading {
            case .total(let trait): read = [.total(trait: trait)]
            case .answered(let questions): read = [.answered(questions: questions)]
            case .derived(let index):
                guard index < position, let earlier = self.features(ofDerived: index, rules) else { return nil }
                read = earlier
            }
            for feature in read where !features.contains(feature) { features.append(feature) }
        }
        return features
    }

    /// The formulas of `scores` over one shared feature list (the union, in first-seen order),
    /// each reading its own features from a state of that list.
    static func joint(_ formulas: [ScoreFormula]) -> (features: [Feature], values: ([Int]) -> [ExactRational?]) {
        var features: [Feature] = []
        var positions: [[Int]] = []
        for formula in formulas {
            positions.append(
                formula.features.map { feature in
                    if let index = features.firstIndex(of: feature) { return index }
                    features.append(feature)
                    return features.count - 1
                })
        }
        return (
            features,
            { state in zip(formulas, positions).map { formula, at in formula.value(at.map { state[$0] }) } }
        )
    }
}
