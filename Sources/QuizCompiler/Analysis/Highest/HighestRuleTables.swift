/// The rules' tables, owned: allocated once per analysis, freed with the object.
final class HighestRuleTables {
    let rules: HighestRules
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
        rules = HighestRules(
            n: n, gain: gainTable, leastGain: leastGain, order: orderTable, orderCount: max(1, order.count))
    }

    deinit {
        rules.gain.deallocate()
        rules.leastGain.deallocate()
        rules.order.deallocate()
    }

    /// `HighestRules.normalize` on an array of totals (the general search's representation).
    func normalize(_ totals: inout [Int], next: Int) {
        totals.withUnsafeMutableBufferPointer { buffer in
            if let base = buffer.baseAddress { rules.normalize(base, next: next) }
        }
    }

    /// `HighestRules.settledWinner` on an array of totals, or -1.
    func settledWinner(_ totals: [Int], next: Int) -> Int {
        var copy = totals
        return copy.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return -1 }
            return rules.settledWinner(base, next: next)
        }
    }
}
