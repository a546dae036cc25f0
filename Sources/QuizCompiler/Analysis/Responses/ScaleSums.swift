import BigInt

/// The sufficient statistics of one scale: how many complete cases, and per item the sum of
/// its keyed values and, per pair of items, the sum of their products. Every statistic of
/// `ScaleStatistics` follows exactly from these integers, and two sets of sums over disjoint
/// responses add up to the sums of all of them (`merge`).
struct ScaleSums: Equatable, Sendable {
    /// Complete cases: responses that answered every item of the scale.
    var count = ExactSum()
    /// Σ xᵢ per item.
    var sums: [ExactSum]
    /// Σ xᵢxⱼ for i ≤ j, row by row of the upper triangle (`index(i, j)`).
    var products: [ExactSum]

    /// Empty sums over `items` items.
    init(items: Int) {
        sums = Array(repeating: ExactSum(), count: items)
        products = Array(repeating: ExactSum(), count: items * (items + 1) / 2)
    }

    /// The number of items.
    var items: Int { sums.count }

    /// Where Σ xᵢxⱼ (i ≤ j) is kept in `products`.
    func index(_ i: Int, _ j: Int) -> Int {
        let (low, high) = i <= j ? (i, j) : (j, i)
        return low * items - low * (low - 1) / 2 + (high - low)
    }

    /// Adds one complete case: `values[i]` is item i's keyed value.
    mutating func add(_ values: [Int]) {
        values.withUnsafeBufferPointer { add($0) }
    }

    /// Adds one complete case: `values[i]` is item i's keyed value.
    mutating func add(_ values: UnsafeBufferPointer<Int>) {
        count.add(1)
        sums.withUnsafeMutableBufferPointer { sums in
            for i in values.indices { sums[i].add(values[i]) }
        }
        products.withUnsafeMutableBufferPointer { products in
            var slot = 0
            for i in values.indices {
                let value = values[i]
                for j in i..<values.count {
                    products[slot].add(value, times: values[j])
                    slot += 1
                }
            }
        }
    }

    /// Adds the sums of other responses of the same scale.
    mutating func merge(_ other: ScaleSums) {
        count.add(other.count)
        for i in sums.indices { sums[i].add(other.sums[i]) }
        for i in products.indices { products[i].add(other.products[i]) }
    }
}
