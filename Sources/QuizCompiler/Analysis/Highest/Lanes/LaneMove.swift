/// A move waiting to be merged into the next level's states.
struct LaneMove<Count: LaneCount> {
    var count: Count
    var key: UInt64
    /// The move's generation number: its source state's rank × the question's choices + the choice.
    var seq: UInt32
}

/// The most buckets a level uses.
let laneMaxBuckets = 4096

/// The hash that spreads states over buckets (high bits) and table slots (the rest).
@inline(__always)
func laneHash(_ key: UInt64) -> UInt64 { key &* 0x9E37_79B9_7F4A_7C15 }
