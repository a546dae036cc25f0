/// Growable columns of states: key, answer-set count and a tag (while merging, the state's
/// first move; afterwards its rank).
final class StateColumns {
    private(set) var keys: UnsafeMutablePointer<UInt64>
    private(set) var counts: UnsafeMutablePointer<Count128>
    private(set) var tags: UnsafeMutablePointer<UInt32>
    var count = 0
    private var capacity: Int

    init(capacity: Int = 1024) {
        self.capacity = capacity
        keys = .allocate(capacity: capacity)
        counts = .allocate(capacity: capacity)
        tags = .allocate(capacity: capacity)
    }

    deinit {
        keys.deallocate()
        counts.deallocate()
        tags.deallocate()
    }

    @inline(__always)
    func append(key: UInt64, count added: Count128, tag: UInt32) {
        if count == capacity { grow() }
        keys[count] = key
        counts[count] = added
        tags[count] = tag
        count += 1
    }

    /// Makes room for `extra` more states.
    func reserve(_ extra: Int) {
        while capacity - count < extra { grow() }
    }

    private func grow() {
        keys = reallocated(keys, count: count, capacity: capacity * 2)
        counts = reallocated(counts, count: count, capacity: capacity * 2)
        tags = reallocated(tags, count: count, capacity: capacity * 2)
        capacity *= 2
    }
}
