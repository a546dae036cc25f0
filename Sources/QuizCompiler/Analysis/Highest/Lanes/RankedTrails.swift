/// The witnesses' memory of a level-by-level counting search. Level p holds the states
/// after question p in rank order — the order of their earliest move, where moves are
/// numbered source rank × choices + choice — so a state's first move (`seq`) names both
/// its parent (rank `seq / choices` one level up) and the choice taken (`seq % choices`).
/// A trail numbers the entries of all levels in turn; the settled moves kept as witnesses
/// follow a level's states. Each level has its own storage, so no level is ever copied.
struct RankedTrails {
    private(set) var levels: [[UInt32]] = []
    /// Per level: the trail of its first entry, and the choices of its question.
    private(set) var starts: [Int] = []
    private(set) var choices: [Int] = []
    private var count = 0

    /// Opens the next level with `states` entries, written by `fill` (which must write
    /// every one of them: a rank is given to every state), and returns its first trail.
    mutating func beginLevel(
        choices choiceCount: Int, states: Int,
        fill: (UnsafeMutableBufferPointer<UInt32>) -> Void
    ) -> Int {
        starts.append(count)
        choices.append(max(1, choiceCount))
        levels.append(
            [UInt32](unsafeUninitializedCapacity: states) { buffer, initialized in
                fill(buffer)
                initialized = states
            })
        count += states
        return starts[starts.count - 1]
    }

    /// Adds a witness move to the current level, after its states; returns its trail.
    mutating func appendMove(_ seq: UInt32) -> Int32 {
        levels[levels.count - 1].append(seq)
        count += 1
        return Int32(truncatingIfNeeded: count - 1)
    }

    /// The (question position, choice) pairs of a trail, first question first.
    func path(_ trail: Int32) -> [(position: Int, choice: Int)] {
        var result: [(Int, Int)] = []
        var cursor = Int(trail)
        while cursor >= 0, cursor < count {
            let level = lastStart(atOrBefore: cursor, in: starts)
            let seq = Int(levels[level][cursor - starts[level]])
            result.append((level, seq % choices[level]))
            cursor = level == 0 ? -1 : starts[level - 1] + seq / choices[level]
        }
        return result.reversed()
    }
}

/// The index of the last of `starts` (ascending, first 0) at or before `position`: which
/// question position or level a step numbered `position` belongs to.
func lastStart(atOrBefore position: Int, in starts: [Int]) -> Int {
    var low = 0, high = starts.count - 1
    while low < high {
        let middle = (low + high + 1) / 2
        if starts[middle] <= position { low = middle } else { high = middle - 1 }
    }
    return low
}
