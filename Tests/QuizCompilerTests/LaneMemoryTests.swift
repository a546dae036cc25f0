import Testing

@_spi(Tools) @testable import QuizCompiler

/// The scratch memory of the lane search: chunk chains, reuse from level to level, and the
/// process-wide cache of regions.
@Suite("Lane search memory")
struct LaneMemoryTests {
    @Test("A bucket's moves come back in order across chunks, and clearing reuses the chunks")
    func bucketsChainChunks() {
        let pool = LaneChunkPool()
        let buckets = MoveBuckets<UInt64>(pool: pool)
        let perChunk = MoveBuckets<UInt64>.movesPerChunk
        let total = perChunk * 3 + 17
        for round in 0..<2 {
            buckets.clear()
            pool.reset()
            for index in 0..<total {
                // Two buckets filled in turn, so their chunks interleave in the pool.
                buckets.append(
                    LaneMove(count: UInt64(index + round), key: UInt64(index), seq: UInt32(index)), to: index % 2)
            }
            for bucket in 0..<2 {
                var seen: [UInt64] = []
                buckets.forEachRun(in: bucket) { run in
                    for move in run {
                        #expect(move.count == move.key + UInt64(round))
                        seen.append(move.key)
                    }
                }
                #expect(seen == Array(stride(from: UInt64(bucket), to: UInt64(total), by: 2)))
                #expect(buckets.count(in: bucket) == seen.count)
            }
            #expect(buckets.count(in: 2) == 0)
            // Each bucket needs ceil(moves / perChunk) chunks; the second round takes the same ones.
            let chunks = 2 * ((total / 2 + perChunk) / perChunk)
            #expect(pool.used == chunks)
        }
    }

    @Test("Chunks past one region come from a second one, and every chunk is distinct")
    func poolSpansRegions() {
        let pool = LaneChunkPool()
        var bases = Set<UnsafeMutableRawPointer>()
        for _ in 0..<(LaneChunkPool.chunksPerRegion + 3) {
            let chunk = pool.take()
            let base = pool.base(of: chunk)
            base.storeBytes(of: UInt64(chunk), as: UInt64.self)
            bases.insert(base)
        }
        #expect(bases.count == LaneChunkPool.chunksPerRegion + 3)
        for chunk in 0..<pool.used { #expect(pool.base(of: chunk).load(as: UInt64.self) == UInt64(chunk)) }
    }

    @Test("The region cache keeps at most its limit")
    func cacheKeepsAtMostItsLimit() {
        let cache = LaneRegionCache()
        let regions = (0..<(LaneRegionCache.retained + 2)).map { _ in cache.take() }
        cache.give(regions)
        var again: [LaneRegion] = []
        for _ in 0..<LaneRegionCache.retained { again.append(cache.take()) }
        // The kept regions are the first ones given back; the surplus was released.
        #expect(Set(again.map(\.base)) == Set(regions.prefix(LaneRegionCache.retained).map(\.base)))
        cache.give(again)
    }
}
