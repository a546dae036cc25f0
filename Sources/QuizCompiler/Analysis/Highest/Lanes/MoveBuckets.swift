/// The storage of `HighestLaneSearch`'s levels: moves are written to buckets by a hash of
/// the state they lead to, then each bucket is merged on its own in a table small enough
/// to stay in the processor's cache, instead of every move probing one table the size of
/// the whole level.

/// The count type of a level's moves: `UInt64` while every count of the level fits (a
/// quarter less memory traffic), `Count128` after.
typealias LaneCount = FixedWidthInteger & UnsignedInteger

/// One thread's moves of a level, bucketed by the hash of the state they lead to. A bucket
/// is a chain of chunks from the worker's `LaneChunkPool`, so no buffer is ever copied
/// to grow, and the memory is reused from level to level.
final class MoveBuckets<Count: LaneCount> {
    typealias Move = LaneMove<Count>
    /// Where the bucket's next move goes and where its current chunk ends (one cache line
    /// holds what an append reads), and its first and current chunks (-1: none yet).
    private struct Bucket {
        var cursor: UnsafeMutablePointer<Move>?
        var end: UnsafeMutablePointer<Move>?
        var first: Int32
        var last: Int32
    }

    private let buckets: UnsafeMutablePointer<Bucket>
    private let pool: LaneChunkPool
    /// `nextChunk[c]`: the chunk after chunk `c` in its bucket's chain (-1: the last).
    private var nextChunk: [Int32] = []
    /// Moves a chunk holds.
    static var movesPerChunk: Int { LaneChunkPool.chunkBytes / MemoryLayout<Move>.stride }

    init(pool: LaneChunkPool) {
        self.pool = pool
        buckets = .allocate(capacity: laneMaxBuckets)
        buckets.initialize(repeating: Bucket(cursor: nil, end: nil, first: -1, last: -1), count: laneMaxBuckets)
    }

    deinit { buckets.deallocate() }

    /// Empties every bucket. The chunks go back to the pool, which the worker resets.
    func clear() {
        for bucket in 0..<laneMaxBuckets { buckets[bucket] = Bucket(cursor: nil, end: nil, first: -1, last: -1) }
    }

    /// The number of moves in a bucket.
    func count(in bucket: Int) -> Int {
        var total = 0
        forEachRun(in: bucket) { total += $0.count }
        return total
    }

    /// Calls `body` with each run of a bucket's moves, in the order they were appended.
    @inline(__always)
    func forEachRun(in bucket: Int, _ body: (UnsafeBufferPointer<Move>) -> Void) {
        var chunk = buckets[bucket].first
        while chunk >= 0 {
            let start = pool.base(of: Int(chunk)).assumingMemoryBound(to: Move.self)
            let count =
                chunk == buckets[bucket].last ? buckets[bucket].cursor.unsafelyUnwrapped - start : Self.movesPerChunk
            body(UnsafeBufferPointer(start: start, count: count))
            chunk = nextChunk[Int(chunk)]
        }
    }

    @inline(__always)
    func append(_ move: Move, to bucket: Int) {
        if buckets[bucket].cursor == buckets[bucket].end { newChunk(bucket) }
        let cursor = buckets[bucket].cursor.unsafelyUnwrapped
        cursor.initialize(to: move)
        buckets[bucket].cursor = cursor + 1
    }

    private func newChunk(_ bucket: Int) {
        let chunk = pool.take()
        while nextChunk.count <= chunk { nextChunk.append(-1) }
        nextChunk[chunk] = -1
        if buckets[bucket].last >= 0 {
            nextChunk[Int(buckets[bucket].last)] = Int32(chunk)
        } else {
            buckets[bucket].first = Int32(chunk)
        }
        let start = pool.base(of: chunk).bindMemory(to: Move.self, capacity: Self.movesPerChunk)
        buckets[bucket].cursor = start
        buckets[bucket].end = start + Self.movesPerChunk
        buckets[bucket].last = Int32(chunk)
    }
}
