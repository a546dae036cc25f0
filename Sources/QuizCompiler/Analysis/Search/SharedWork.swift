/// The work that the analyses of a drawn quiz's draws share (docs/analysis.md): every
/// search of every draw is charged for its moves, so `--analysis-budget` bounds the work of
/// all the draws together, as it bounds the one search of a quiz without a draw.
///
/// The unit is one move of `HighestLaneSearch`; a step of `ScoreSpaceSearch` or of
/// `FrontierReachability` costs `stepUnits`, and each level of a lane search and each
/// draw costs a fixed amount for the work that does not depend on its states.
final class SharedWork {
    /// Units per state of the budget: a lane search of a quiz without a draw may make
    /// `maxStates × HighestAnalysis.fastWorkFactor` moves, and a general search
    /// `maxStates × 8` steps, so every draw together may do what one such search does.
    static let unitsPerState = HighestAnalysis.fastWorkFactor
    /// Units of one step of the general search (8 steps a state, as `ScoreSpaceSearch` allows).
    static let stepUnits = unitsPerState / 8
    /// Units of one level of a lane search besides its moves (its workers empty their
    /// buckets and set the level up).
    static let laneLevelUnits = 1 << 10

    /// Most units in all.
    let limit: Int
    /// Units charged so far (never more than `limit`).
    private(set) var used = 0
    /// Whether a charge was refused: the work ran out, and the search that asked stopped.
    private(set) var isExhausted = false

    /// The work of `searches` searches of a quiz without draws or conditions, each within `maxStates`.
    init(maxStates: Int, searches: Int = 1) {
        let (product, overflow) = maxStates.multipliedReportingOverflow(by: Self.unitsPerState)
        let (scaled, overflowScaled) = product.multipliedReportingOverflow(by: max(searches, 1))
        limit = overflow || overflowScaled ? Int.max : scaled
    }

    /// Charges `units` before they are done; false (nothing charged, and the work is
    /// exhausted from then on) when they would take the work past the limit.
    func charge(_ units: Int) -> Bool {
        guard !isExhausted, units <= limit - used else {
            isExhausted = true
            return false
        }
        used += units
        return true
    }

    /// Why a search stopped when the shared work ran out.
    var reason: String {
        "the draws together would take more than \(limit) steps of the exact search"
    }
}
