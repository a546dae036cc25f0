/// The two rules of the `highest` analysis — forget hopeless traits and shift, and fold a
/// state whose winner is settled — over raw buffers for the fast search's inner loop. The
/// general search in `HighestAnalysis` calls the same rules.
extension HighestCountingSearch {
    /// The rules' tables, owned: allocated once per analysis, freed with the object.
    final class RuleTables {
        let rules: Rules
        let questionCount: Int

        /// `gain[(p * n + o) * n + l]`: the most trait o can gain on trait l over questions p…end
        /// (p from 0 to `questionCount`); `order`: the tie order, earliest first.
        init(traits n: Int, questionCount: Int, gain: [Int], order: [Int]) {
            self.questionCount = questionCount
            let square = n * n
            let gainTable = UnsafeMutablePointer<Int>.allocate(capacity: max(1, gain.count))
            gainTable.initialize(from: gain, count: gain.count)
            let leastGain = UnsafeMutablePointer<Int>.allocate(capacity: (questionCount + 1) * n)
            for position in 0...questionCount {
                for o in 0..<n {
                    var least = Int.max
                    for l in 0..<n where l != o { least = min(least, gain[position * square + o * n + l]) }
                    leastGain[position * n + o] = least
                }
            }
            let orderTable = UnsafeMutablePointer<Int>.allocate(capacity: max(1, order.count))
            orderTable.initialize(from: order.isEmpty ? [0] : order, count: max(1, order.count))
            rules = Rules(n: n, gain: gainTable, leastGain: leastGain, order: orderTable, orderCount: max(1, order.count))
        }

        deinit {
            rules.gain.deallocate()
            rules.leastGain.deallocate()
            rules.order.deallocate()
        }

        /// `Rules.normalize` on an array of totals (the general search's representation).
        func normalize(_ totals: inout [Int], next: Int) {
            totals.withUnsafeMutableBufferPointer { buffer in
                if let base = buffer.baseAddress { rules.normalize(base, next: next) }
            }
        }

        /// `Rules.settledWinner` on an array of totals, or -1.
        func settledWinner(_ totals: [Int], next: Int) -> Int {
            var copy = totals
            return copy.withUnsafeMutableBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return -1 }
                return rules.settledWinner(base, next: next)
            }
        }
    }

    /// Read-only tables of the rules.
    struct Rules {
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
                        result[other] = ScoreSpaceSearch.eliminated
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
}
