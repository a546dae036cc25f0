/// The two rules of the `highest` analysis — forget hopeless traits and shift, and fold a
/// state whose winner is settled — over raw buffers, for the general search's `highest`
/// analysis (`HighestLaneSearch` applies the same rules to its lanes; a property test
/// checks that both searches agree). Read-only; `HighestRuleTables` owns the memory.
struct HighestRules {
    let n: Int
    /// `gain[(p * n + o) * n + l]`: the most trait o can gain on trait l over questions p…end.
    let gain: UnsafeMutablePointer<Int>
    /// `leastGain[p * n + o]`: the least of `gain[p][o][l]` over l (a cheap pre-test).
    let leastGain: UnsafeMutablePointer<Int>
    /// The tie order: trait indices, earliest first.
    let order: UnsafeMutablePointer<Int>
    let orderCount: Int

    /// Forgets every trait sure to end strictly below another (`eliminated`), then shifts
    /// the live totals so the smallest is 0. `next` is the first question still to come.
    @inline(__always)
    func normalize(_ result: UnsafeMutablePointer<Int>, next: Int) {
        // Branch-free where the data decides (max/min compile to conditional moves):
        // dead totals are far below every live one, so they never count as the top.
        var top = Int.min
        for index in 0..<n { top = max(top, result[index]) }
        let square = n * n
        for other in 0..<n {
            let value = result[other]
            if value < Int.min / 4 || top - value <= leastGain[next * n + other] { continue }
            for rival in 0..<n where rival != other {
                let rivalValue = result[rival]
                if rivalValue < Int.min / 4 { continue }
                if rivalValue - value > gain[next * square + other * n + rival] {
                    result[other] = SearchMarks.eliminated
                    break
                }
            }
        }
        var low = Int.max
        for index in 0..<n {
            let value = result[index]
            low = min(low, value < Int.min / 4 ? Int.max : value)
        }
        if low != 0 && low != Int.max {
            for index in 0..<n {
                let value = result[index]
                result[index] = value < Int.min / 4 ? value : value - low
            }
        }
    }

    /// The trait that wins whatever the questions from `next` on are answered, or -1.
    @inline(__always)
    func settledWinner(_ state: UnsafeMutablePointer<Int>, next: Int) -> Int {
        var top = order[0]
        var best = state[top]
        for position in 1..<max(1, orderCount) {
            let trait = order[position]
            let value = state[trait]
            let better = value > best
            top = better ? trait : top
            best = better ? value : best
        }
        let square = n * n
        for other in 0..<n where other != top {
            let value = state[other]
            if value < Int.min / 4 { continue }
            if best - value <= gain[next * square + other * n + top] { return -1 }
        }
        return top
    }
}
