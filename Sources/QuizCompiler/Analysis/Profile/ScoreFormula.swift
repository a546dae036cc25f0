import BigInt
import QuizRuntime

/// How the exact value of a trait or derived score follows from a few totals of one answer
/// set: the features the analysis tracks for it, and the value as a function of them.
struct ScoreFormula {
    /// A quantity of an answer set that a score's value depends on.
    enum Feature: Hashable {
        /// The total of the trait (scaled by `10^weightDigits`, as the bundle's weights are).
        case total(trait: Int)
        /// How many of the questions that weigh the trait are answered.
        case answered(trait: Int)
    }

    /// The features the value depends on, each once.
    var features: [Feature]
    /// The value from the features' values (in `features` order); `nil` when it has none.
    var value: ([Int]) -> ExactRatio?

    /// The formula of the trait or derived score named `score` in `bundle`, or `nil` when the
    /// name is neither (the compiler's resolve stage has reported that already).
    static func of(_ score: String, in bundle: QuizBundle) -> ScoreFormula? {
        let scale = ExactRatio(BigInt(10).power(bundle.scoring.weightDigits))
        func trait(_ name: String) -> Int? { bundle.traits.firstIndex { $0.isExactly(name) } }
        func total(_ name: String) -> (features: [Feature], value: ([Int]) -> ExactRatio?)? {
            guard let index = trait(name) else { return nil }
            return ([.total(trait: index)], { ExactRatio(BigInt($0[0])) / scale })
        }
        guard trait(score) == nil else {
            return total(score).map { ScoreFormula(features: $0.features, value: $0.value) }
        }
        guard let position = bundle.scoring.derived.firstIndex(where: { $0.id.isExactly(score) }) else { return nil }
        let derived = bundle.scoring.derived[position]
        switch derived.kind {
        case .mean(let of, let count):
            guard let index = trait(of), count > 0 else { return nil }
            let divisor = ExactRatio(BigInt(count))
            return ScoreFormula(features: [.total(trait: index)]) { ExactRatio(BigInt($0[0])) / scale / divisor }
        case .meanAnswered(let of):
            guard let index = trait(of) else { return nil }
            return ScoreFormula(features: [.total(trait: index), .answered(trait: index)]) { values in
                values[1] == 0 ? nil : ExactRatio(BigInt(values[0])) / scale / ExactRatio(BigInt(values[1]))
            }
        case .percent(let of, let min, let max):
            guard let index = trait(of), min != max else { return nil }
            let low = ExactRatio(min), width = ExactRatio(max) - ExactRatio(min), hundred = ExactRatio(100)
            return ScoreFormula(features: [.total(trait: index)]) {
                (ExactRatio(BigInt($0[0])) / scale - low) / width * hundred
            }
        case .share(let of, let against):
            guard let first = trait(of), let second = trait(against) else { return nil }
            return ScoreFormula(features: [.total(trait: first), .total(trait: second)]) { values in
                let sum = values[0] + values[1]
                return sum == 0 ? ExactRatio(50) : ExactRatio(BigInt(values[0]) * 100, BigInt(sum))
            }
        case .linear(let of, let times, let plus):
            // Only a trait or an earlier derived score: a malformed bundle cannot make this loop.
            let earlier = bundle.scoring.derived[..<position].contains { $0.id.isExactly(of) }
            guard trait(of) != nil || earlier, let inner = ScoreFormula.of(of, in: bundle) else { return nil }
            let factor = ExactRatio(times), offset = ExactRatio(plus)
            return ScoreFormula(features: inner.features) { values in inner.value(values).map { $0 * factor + offset } }
        }
    }

    /// The formulas of `scores` over one shared feature list (the union, in first-seen order),
    /// each reading its own features from a state of that list.
    static func joint(_ formulas: [ScoreFormula]) -> (features: [Feature], values: ([Int]) -> [ExactRatio?]) {
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
