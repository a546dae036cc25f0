import Foundation

/// Large scratch memory for `HighestLaneSearch`: fixed-size chunks carved from big regions
/// that are kept for the whole search and handed out again level after level, so a level's
/// moves cost no allocation, no copying as buffers grow and, after the first large level,
/// no page faults. Regions go back to `LaneRegionCache` when the search ends, for the next
/// quiz. (Transparent huge pages for the regions were tried: no faster on the CI machine,
/// and slower for the first search of a process.)
final class LaneChunkPool {
    /// Bytes of a chunk: 682 moves with 64-bit counts, 512 with 128-bit ones. A region's
    /// memory is only touched chunk by chunk, so a small search costs a few pages.
    static let chunkBytes = 16 << 10
    /// Bytes of a region.
    static let regionBytes = 32 << 20
    static let chunksPerRegion = regionBytes / chunkBytes

    private var regions: [LaneRegion] = []
    /// Chunks handed out since the last `reset`.
    private(set) var used = 0

    init() {}

    deinit { LaneRegionCache.shared.give(regions) }

    /// Every chunk is free again (their memory is kept).
    func reset() { used = 0 }

    /// A free chunk's index (`base(of:)` gives its memory).
    func take() -> Int {
        if used == regions.count * Self.chunksPerRegion { regions.append(LaneRegionCache.shared.take()) }
        used += 1
        return used - 1
    }

    @inline(__always)
    func base(of chunk: Int) -> UnsafeMutableRawPointer {
        regions[chunk / Self.chunksPerRegion].base + (chunk % Self.chunksPerRegion) * Self.chunkBytes
    }
}
