import BigInt

/// An exact integer sum: machine integers while they fit, a big integer past that, so a
/// long stream of responses costs an `Int` addition per value and is never rounded.
struct ExactSum: Equatable, Sendable {
    private var small = 0
    private var big = BigInt(0)

    /// A sum of `value`.
    init(_ value: BigInt = 0) { big = value }

    /// The sum.
    var value: BigInt { big + BigInt(small) }

    /// Adds `amount`.
    mutating func add(_ amount: Int) {
        let (sum, overflow) = small.addingReportingOverflow(amount)
        if overflow {
            big += BigInt(small)
            small = amount
        } else {
            small = sum
        }
    }

    /// Adds `a × b`, exactly.
    mutating func add(_ a: Int, times b: Int) {
        let (product, overflow) = a.multipliedReportingOverflow(by: b)
        if overflow { big += BigInt(a) * BigInt(b) } else { add(product) }
    }

    /// Adds another sum.
    mutating func add(_ other: ExactSum) { big += other.value }

    static func == (a: ExactSum, b: ExactSum) -> Bool { a.value == b.value }
}
