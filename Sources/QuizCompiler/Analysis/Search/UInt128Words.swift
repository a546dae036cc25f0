/// The machine words of a `UInt128`, least significant first, without an allocation.
public struct UInt128Words: RandomAccessCollection, Sendable {
    /// The value whose words these are.
    public var value: UInt128
    /// The words of `value`.
    @inlinable
    public init(value: UInt128) {
        self.value = value
    }
    /// 0.
    public var startIndex: Int { 0 }
    /// 128 / `UInt.bitWidth`.
    public var endIndex: Int { 128 / UInt.bitWidth }
    /// The word at `position`.
    public subscript(position: Int) -> UInt {
        let offset = position * UInt.bitWidth
        return UInt(truncatingIfNeeded: (offset < 64 ? value.low : value.high) >> UInt64(offset % 64))
    }
}
