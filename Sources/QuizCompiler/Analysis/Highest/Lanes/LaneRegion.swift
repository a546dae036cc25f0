import Foundation

/// A region of `LaneChunkPool.regionBytes`.
struct LaneRegion {
    let base: UnsafeMutableRawPointer

    /// A new region.
    static func reserve() -> LaneRegion {
        LaneRegion(base: UnsafeMutableRawPointer.allocate(byteCount: LaneChunkPool.regionBytes, alignment: 4096))
    }

    /// Gives the memory back to the system.
    func release() { base.deallocate() }
}
