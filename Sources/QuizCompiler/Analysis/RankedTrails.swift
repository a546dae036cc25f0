/// The witnesses' memory of a level-by-level counting search. Level p holds the states
/// after question p in rank order — the order of their earliest move, where moves are
/// numbered source rank × choices + choice — so a state's first move (`seq`) names both
/// its parent (rank `seq / choices` one level up) and the choice taken (`seq % choices`).
/// A trail is an index into `seqs`; the settled moves kept as witnesses follow a level's states.
struct RankedTrails {
    private(set) var seqs: [UInt32] = []
    /// Per level: where its entries start in `seqs`, and the choices of its question.
    private(set) var starts: [Int] = []
    private(set) var choices: [Int] = []

    /// Opens the next level with room for `states` entries (filled by rank) and returns
    /// where they start.
    mutating func beginLevel(choices count: Int, states: Int) -> Int {
        starts.append(seqs.count)
        choices.append(max(1, count))
        seqs.append(contentsOf: repeatElement(0, count: states))
        return starts[starts.count - 1]
    }

    /// Calls `body` with the entries' storage (to fill a level's entries by rank).
    mutating func withSeqs<R>(_ body: (UnsafeMutablePointer<UInt32>) -> R) -> R {
        seqs.withUnsafeMutableBufferPointer { buffer in body(buffer.baseAddress.unsafelyUnwrapped) }
    }

    /// Adds a witness move of the current level after its states; returns its trail.
    mutating func appendMove(_ seq: UInt32) -> Int32 {
        seqs.append(seq)
        return Int32(truncatingIfNeeded: seqs.count - 1)
    }

    /// The (question position, choice) pairs of a trail, first question first.
    func path(_ trail: Int32) -> [(position: Int, choice: Int)] {
        var result: [(Int, Int)] = []
        var cursor = Int(trail)
        while cursor >= 0, cursor < seqs.count {
            // The level whose entries include `cursor`: the last start at or before it.
            var low = 0, high = starts.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if starts[middle] <= cursor { low = middle } else { high = middle - 1 }
            }
            let seq = Int(seqs[cursor])
            result.append((low, seq % choices[low]))
            cursor = low == 0 ? -1 : starts[low - 1] + seq / choices[low]
        }
        return result.reversed()
    }
}
