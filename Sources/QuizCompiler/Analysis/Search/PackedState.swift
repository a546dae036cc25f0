/// A state packed into 128 bits: `bits` per feature, value + offset, all ones = eliminated.
struct PackedState: Hashable {
    var low: UInt64
    var high: UInt64
}
