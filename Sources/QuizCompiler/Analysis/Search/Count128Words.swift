/// The machine words of a `Count128`, least significant first, without an allocation.
@_spi(Tools) public struct Count128Words: RandomAccessCollection, Sendable {
    /// The value whose words these are.
    @usableFromInline var value: Count128
    /// The words of `value`.
    @inlinable
    @usableFromInline init(value: Count128) {
        self.value = value
    }
    /// 0.
    @_spi(Tools) public var startIndex: Int { 0 }
    /// 128 / `UInt.bitWidth`.
    @_spi(Tools) public var endIndex: Int { 128 / UInt.bitWidth }
    /// The word at `position`.
    @_spi(Tools) public subscript(position: Int) -> UInt {
        let offset = position * UInt.bitWidth
        return UInt(truncatingIfNeeded: (offset < 64 ? value.low : value.high) >> UInt64(offset % 64))
    }
}
