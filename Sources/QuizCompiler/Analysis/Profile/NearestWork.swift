/// The work of one `nearest` outcome analysis (docs/analysis.md, "Budget"), counted in one
/// unit: a step of the product walk of `SeparableNearest` (`SeparableNearest.work`). A step
/// of a `FeatureSearch` (one choice applied to one state) costs `searchStepUnits` per feature
/// and one more; a trial of
/// the directed witness search (one answer tried for one profile) costs `trialUnits` per
/// feature and compared score, and checking the profile it reached `trialUnits` per
/// profile and compared score. Every search of the analysis, the witness search included,
/// is charged before it works, so `--analysis-budget N` bounds the whole analysis at
/// `unitsPerState × N` units: the exact searches may use `exactUnitsPerState × N` of them,
/// the witness search the rest. A budget above `largestMaxStates` acts as that budget
/// (docs/PERFORMANCE.md: at it, the slowest shape measured stays within a minute and 1 GB).
final class NearestWork {
    /// The largest budget a `nearest` analysis uses: its searches hold at most this many
    /// states, and its work is bounded by this many states' units.
    static let largestMaxStates = 1_000_000
    /// Units per state of the budget for the whole analysis: the exact searches' share and
    /// 1,024 for the directed witness search.
    static let unitsPerState = 1_280
    /// Units per state of the budget the exact searches (joint or by groups, and the walk) may use.
    static let exactUnitsPerState = 256
    /// Units of one step of a `FeatureSearch` per feature (and one more): copying, hashing
    /// and merging a state of 24 features took about 2 µs, 200 steps of the walk.
    static let searchStepUnits = 8
    /// Units of one trial of the directed search per feature and compared score: a score's
    /// value and its part of the distance are exact fractions (about 16 µs per feature and
    /// compared score measured, 1,000 steps of the walk).
    static let trialUnits = 1_024

    /// Units of one `FeatureSearch` step over `features` features.
    static func stepUnits(features: Int) -> Int { searchStepUnits * (features + 1) }

    /// The budget in states the analysis uses: `maxStates`, at most `largestMaxStates`.
    let maxStates: Int
    /// Most units the exact searches may use.
    let exactLimit: Int
    /// Most units in all.
    let limit: Int
    /// Units charged so far (never more than `limit`).
    private(set) var used = 0

    /// The work of an analysis within `maxStates` (`--analysis-budget`).
    init(maxStates: Int) {
        self.maxStates = min(max(maxStates, 0), Self.largestMaxStates)
        exactLimit = self.maxStates * Self.exactUnitsPerState
        limit = self.maxStates * Self.unitsPerState
    }

    /// Charges `units` before they are done: false (nothing charged) when they would take
    /// the exact searches past `exactLimit` (`exact`) or the analysis past `limit`.
    func charge(_ units: Int, exact: Bool) -> Bool {
        let ceiling = exact ? exactLimit : limit
        guard units >= 0, units <= ceiling - used else { return false }
        used += units
        return true
    }

    /// The smallest budget (in states) whose exact searches have `units` units, or `nil`
    /// when it is more than `largestMaxStates`.
    static func sufficientBudget(exactUnits units: Int, states: Int) -> Int? {
        guard units < Int.max - exactUnitsPerState else { return nil }
        let needed = max(states, (units + exactUnitsPerState - 1) / exactUnitsPerState, 1)
        return needed <= largestMaxStates ? needed : nil
    }

    /// The smallest budget (in states) under which the analysis has `units` units in all,
    /// or `nil` when it is more than `largestMaxStates`.
    static func sufficientBudget(totalUnits units: Int) -> Int? {
        guard units < Int.max - unitsPerState else { return nil }
        let needed = max((units + unitsPerState - 1) / unitsPerState, 1)
        return needed <= largestMaxStates ? needed : nil
    }
}
