import BigInt

/// A count of answer sets a search keeps per state: `Count128` (no allocation in the inner
/// loop; reports an overflow) or `BigUInt` (exact at any size, never overflows). A search
/// counts in 128 bits first and again in `BigUInt` only when a count overflowed
/// (`ExactCount.widening`), so a quiz whose counts fit pays nothing for exactness beyond.
protocol SearchCount: UnsignedInteger, Sendable {
    /// The sum, and whether it did not fit.
    func addingReportingOverflow(_ other: Self) -> (partialValue: Self, overflow: Bool)
    /// The product, and whether it did not fit.
    func multipliedReportingOverflow(by other: Self) -> (partialValue: Self, overflow: Bool)
    /// The value as an exact big integer.
    var exact: BigUInt { get }
}

extension Count128: SearchCount {
    /// The value as an exact big integer.
    var exact: BigUInt { BigUInt(self) }
}

extension BigUInt: SearchCount {
    /// The exact sum: a big integer never overflows.
    func addingReportingOverflow(_ other: BigUInt) -> (partialValue: BigUInt, overflow: Bool) {
        (self + other, false)
    }

    /// The exact product: a big integer never overflows.
    func multipliedReportingOverflow(by other: BigUInt) -> (partialValue: BigUInt, overflow: Bool) {
        (self * other, false)
    }

    /// The value itself.
    var exact: BigUInt { self }
}

/// Running a counting search with the narrowest count type that holds its counts.
enum ExactCount {
    /// `run` with 128-bit counts, and again with big integers when its result says a count
    /// overflowed: the counts of the result are then exact however large.
    static func widening<Result>(overflowed: (Result) -> Bool, _ run: (any SearchCount.Type) -> Result) -> Result {
        let narrow = run(Count128.self)
        return overflowed(narrow) ? run(BigUInt.self) : narrow
    }
}
