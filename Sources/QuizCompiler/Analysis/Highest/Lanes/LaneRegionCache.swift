import Foundation

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
            let surplus = Array(free.dropFirst(Self.retained))
            free.removeLast(surplus.count)
            return surplus
        }
        for region in surplus { region.release() }
    }
}
