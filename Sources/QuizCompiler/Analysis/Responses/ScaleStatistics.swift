import BigInt

/// A scale's statistics, exactly from its sufficient statistics (`ScaleSums`): each one
/// in its declared decimal form (`ExactDecimal`), `nil` where it is undefined (too few
/// complete cases, or an item or the total that never varies). With Cᵢⱼ = n·Σxᵢxⱼ − Σxᵢ·Σxⱼ
/// (n² times the covariance), V = Σᵢⱼ Cᵢⱼ and D = Σᵢ Cᵢᵢ, docs/analytics.md gives each formula.
struct ScaleStatistics: Sendable {
    /// One item's statistics.
    struct Item: Sendable, Equatable {
        /// Its mean keyed value.
        var mean: String?
        /// Its sample standard deviation (n − 1).
        var sd: String?
        /// The corrected item–total correlation: with the total of the other items.
        var itemRest: String?
        /// Whether that correlation is below zero (exactly: the sign of its numerator).
        var negativeItemRest = false
        /// Raw alpha of the scale without this item.
        var alphaIfDeleted: String?
        /// Whether alpha without the item is above the scale's alpha (exactly).
        var raisesAlpha = false
    }

    /// Complete cases.
    var count: BigInt
    /// Raw alpha, and its exact value as numerator and denominator.
    var alpha: String?
    /// Raw alpha as an exact fraction `numerator/denominator` in lowest terms.
    var alphaFraction: String?
    /// Standardized alpha: k·r̄ / (1 + (k − 1)·r̄).
    var standardizedAlpha: String?
    /// The mean of the k(k − 1)/2 inter-item correlations (r̄).
    var meanInterItemCorrelation: String?
    /// Per item, in the scale's order.
    var items: [Item]

    /// The statistics of `sums`, whose values are in units of 1/`unit`.
    init(_ sums: ScaleSums, unit: Int) {
        let n = sums.count.value, k = sums.items
        let s = sums.sums.map(\.value)
        var c = [[BigInt]](repeating: [BigInt](repeating: 0, count: k), count: k)
        for i in 0..<k {
            for j in i..<k { c[i][j] = n * sums.products[sums.index(i, j)].value - s[i] * s[j]; c[j][i] = c[i][j] }
        }
        count = n
        let rowSums = c.map { $0.reduce(0, +) }
        let total = rowSums.reduce(0, +)
        let diagonal = (0..<k).reduce(BigInt(0)) { $0 + c[$1][$1] }
        let alphaValue = Self.alpha(items: k, total: total, diagonal: diagonal)
        alpha = alphaValue.map { ExactDecimal.text($0.0, $0.1) }
        alphaFraction = alphaValue.map(Self.fraction)
        let correlation = Self.meanCorrelation(c)
        meanInterItemCorrelation = correlation?.mean
        standardizedAlpha = correlation?.standardized
        items = (0..<k).map { i in
            var item = Item()
            let unit = BigInt(unit)
            if n > 0 { item.mean = ExactDecimal.text(s[i], n * unit) }
            if n > 1 { item.sd = ExactDecimal.squareRootText(negative: false, c[i][i], n * (n - 1) * unit * unit) }
            // The rest: the total without item i. Its covariance with item i is Σⱼ≠ᵢ Cᵢⱼ and
            // its variance Σⱼₗ≠ᵢ Cⱼₗ = V − 2·Σⱼ Cᵢⱼ + Cᵢᵢ (each n² times the real one).
            let withRest = rowSums[i] - c[i][i]
            let rest = total - 2 * rowSums[i] + c[i][i]
            if c[i][i] > 0 && rest > 0 {
                item.itemRest = ExactDecimal.squareRootText(
                    negative: withRest.sign == .minus && !withRest.isZero, withRest * withRest, c[i][i] * rest)
                item.negativeItemRest = withRest < 0
            }
            if let without = Self.alpha(items: k - 1, total: rest, diagonal: diagonal - c[i][i]) {
                item.alphaIfDeleted = ExactDecimal.text(without.0, without.1)
                if let alphaValue { item.raisesAlpha = without.0 * alphaValue.1 > alphaValue.0 * without.1 }
            }
            return item
        }
    }

    /// Raw alpha k/(k − 1)·(1 − D/V) as (numerator, denominator > 0); `nil` under two items
    /// or when the total never varies.
    static func alpha(items k: Int, total v: BigInt, diagonal d: BigInt) -> (BigInt, BigInt)? {
        guard k >= 2, v > 0 else { return nil }
        return (BigInt(k) * (v - d), BigInt(k - 1) * v)
    }

    /// `numerator/denominator` in lowest terms.
    static func fraction(_ value: (BigInt, BigInt)) -> String {
        let divisor = value.0.magnitude.greatestCommonDivisor(with: value.1.magnitude)
        let divisorValue = BigInt(divisor == 0 ? 1 : divisor)
        return "\(value.0 / divisorValue)/\(value.1 / divisorValue)"
    }

    /// r̄ and standardized alpha from the centred cross products `c`; `nil` under two items or
    /// when an item never varies. Each rᵢⱼ = Cᵢⱼ/√(CᵢᵢCⱼⱼ) is bounded to `p` digits by an
    /// integer square root; the sums of the bounds bound r̄, and standardized alpha, which
    /// rises with r̄, is bounded by its values at them (`ExactDecimal.text(bounds:)`).
    static func meanCorrelation(_ c: [[BigInt]]) -> (mean: String, standardized: String?)? {
        let k = c.count
        guard k >= 2, (0..<k).allSatisfy({ c[$0][$0] > 0 }) else { return nil }
        let pairs = BigInt(k * (k - 1) / 2)
        func bounds(_ precision: Int) -> (BigInt, BigInt, BigInt) {
            let scale = BigInt(10).power(precision)
            var low = BigInt(0), high = BigInt(0)
            for i in 0..<k {
                for j in (i + 1)..<k {
                    let floor = (c[i][j] * c[i][j] * scale * scale / (c[i][i] * c[j][j])).squareRoot()
                    if c[i][j] < 0 {
                        low -= floor + 1
                        high -= floor
                    } else {
                        low += floor
                        high += floor + 1
                    }
                }
            }
            return (low, high, pairs * scale)
        }
        let mean = ExactDecimal.text { precision in
            let (low, high, denominator) = bounds(precision)
            return ((low, denominator), (high, denominator))
        }
        // k·r̄ / (1 + (k − 1)·r̄) with r̄ = x/y is k·x / (y + (k − 1)·x); defined while the
        // denominator stays above zero over the bounds.
        let (low, _, denominator) = bounds(ExactDecimal.digits + 8)
        guard denominator + BigInt(k - 1) * low > 0 else { return (mean, nil) }
        let standardized = ExactDecimal.text { precision in
            let (low, high, y) = bounds(precision)
            let kk = BigInt(k)
            return ((kk * low, y + (kk - 1) * low), (kk * high, y + (kk - 1) * high))
        }
        return (mean, standardized)
    }
}
