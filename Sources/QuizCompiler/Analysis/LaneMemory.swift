import Foundation

/// Large scratch memory for `HighestLaneSearch`: fixed-size chunks carved from big regions
/// that are kept for the whole search and handed out again level after level, so a level's
/// moves cost no allocation, no copying as buffers grow and, after the first large level,
/// no page faults. On Linux the regions ask for transparent huge pages: the moves of a
/// level are written to a thousand buckets at once, and with 4 KiB pages most of those
/// writes also miss the address-translation cache (and each page costs a fault to zero).
/// Regions go back to `LaneRegionCache` when the search ends, for the next quiz.
final class LaneChunkPool {
    /// Bytes of a chunk (a multiple of every record stride used).
    static let chunkBytes = 16 << 10
    /// Bytes of a region: a whole number of 2 MiB huge pages.
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

/// A region of `LaneChunkPool.regionBytes`: its usable start, and the mapping it lies in
/// (nil: allocated, not mapped).
struct LaneRegion {
    let base: UnsafeMutableRawPointer
    let mapping: UnsafeMutableRawPointer?

    /// A new region (on Linux, mapped on a huge-page boundary and advised to use them).
    static func reserve() -> LaneRegion {
        let bytes = LaneChunkPool.regionBytes
        #if os(Linux)
        // 2 MiB more than needed, so the region can start on a huge-page boundary.
        let mapped = mmap(nil, bytes + (2 << 20), PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
        if let mapped, mapped != MAP_FAILED {
            let aligned = (Int(bitPattern: mapped) + (2 << 20) - 1) & ~((2 << 20) - 1)
            let region = UnsafeMutableRawPointer(bitPattern: aligned).unsafelyUnwrapped
            _ = madvise(region, bytes, Int32(MADV_HUGEPAGE))
            return LaneRegion(base: region, mapping: mapped)
        }
        #endif
        return LaneRegion(base: UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 4096), mapping: nil)
    }

    /// Gives the memory back to the system.
    func release() {
        #if os(Linux)
        if let mapping {
            _ = munmap(mapping, LaneChunkPool.regionBytes + (2 << 20))
            return
        }
        #endif
        base.deallocate()
    }
}

/// Regions no search is using, kept for the next search of the process (`quizc lint`
/// analyses one quiz after another, and memory new to the process costs a page fault and
/// the kernel's zeroing on first touch). At most `retained` regions are kept: the memory a
/// process holds is that of its largest search, not the sum of all.
final class LaneRegionCache: @unchecked Sendable {
    static let shared = LaneRegionCache()
    /// Most regions kept (256 MiB).
    static let retained = 8
    private let lock = NSLock()
    private var free: [LaneRegion] = []

    func take() -> LaneRegion {
        lock.withLock { free.popLast() } ?? LaneRegion.reserve()
    }

    func give(_ regions: [LaneRegion]) {
        let surplus: [LaneRegion] = lock.withLock {
            free.append(contentsOf: regions)
            guard free.count > Self.retained else { return [] }
            defer { free.removeLast(free.count - Self.retained) }
            return Array(free[Self.retained...])
        }
        for region in surplus { region.release() }
    }
}
