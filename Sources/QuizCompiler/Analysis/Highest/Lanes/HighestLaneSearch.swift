/// The counting search of `model: highest` for up to eight traits whose shifted totals stay
/// below 255: the same states, order, rules and witnesses as `ScoreSpaceSearch` driven by
/// `HighestRules` (a property test checks the two searches agree), with
/// a state held as eight 16-bit lanes (one per trait, in `ties` order) so a move — add the
/// choice, forget hopeless traits, shift, test for a settled winner — is a handful of
/// vector operations instead of loops over pairs of traits. Packed, a state is one byte a
/// lane (255 = forgotten). `init` returns `nil` when the quiz does not fit. A level's moves
/// are made on two threads and merged by bucket (`MoveBuckets`, `MergeTable`); the result is the
/// same whatever the threads' timing.
struct HighestLaneSearch {
    /// A state still open after the last question: its totals (forgotten = `SearchMarks.eliminated`).
    struct Final {
        var state: [Int]
        var count: Count128
        var trail: Int32
    }

    /// All answer sets whose outcome was settled before the last question, for one trait.
    struct Settled {
        var count: Count128
        var trail: Int32
    }

    /// When a level is worth two threads, and how much memory its moves may take at once
    /// (tests make both small, to exercise the paths large quizzes take).
    struct Tuning: Sendable {
        /// Levels with fewer moves run on one thread (starting threads would cost more than it saves).
        var parallelMoves = 65_536
        /// Past this, a level's moves are bucketed in several passes, each over a share of the buckets.
        var bytesPerPass = 512 << 20
        /// Moves carry 128-bit counts even where 64 bits hold every count of the level.
        var alwaysWide = false
    }

    typealias Lanes = SIMD8<Int16>
    typealias Mask = SIMDMask<Lanes.MaskStorage>

    let questions: [(index: Int, choices: AnswerChoices)]
    let traits: Int
    /// `laneTrait[lane]`: the trait in that lane (the `ties` order, earliest first).
    let laneTrait: [Int]
    let initial: [Int]
    /// `toward[p * 8 + l]`, lane o: the most lane o can gain on lane l over questions p…end.
    let toward: [Lanes]
    let tuning: Tuning
    var trails = RankedTrails()
    var overflow = false
    var limitation: String?

    /// The packed code of a forgotten (or unused) lane.
    static let forgotten: Int16 = 255
    /// What a forgotten lane holds while a move is computed: so far below every live total
    /// that its lead over any lane is below every gain (gains are clipped to ±8,000).
    static let sunk: Int16 = -16_000
    static let laneIndex = Lanes(0, 1, 2, 3, 4, 5, 6, 7)

    init?(
        questions: [(index: Int, choices: AnswerChoices)], traits n: Int, order: [Int], initial: [Int], gain: [Int],
        tuning: Tuning = Tuning()
    ) {
        guard n > 0, n <= 8, order.count == n, Set(order) == Set(0..<n),
            questions.allSatisfy({ $0.choices.choices.count <= Int(UInt16.max) })
        else { return nil }
        var spread = (initial.max() ?? 0) - (initial.min() ?? 0)
        for question in questions {
            spread += question.choices.choices.map { ($0.delta.max() ?? 0) - ($0.delta.min() ?? 0) }.max() ?? 0
            if spread >= Int(Self.forgotten) { return nil }
        }
        func clipped(_ value: Int) -> Int16 { Int16(max(-8_000, min(8_000, value))) }
        let square = n * n
        var toward: [Lanes] = []
        for position in 0...questions.count {
            for l in 0..<8 {
                var most = Lanes(repeating: .max)
                if l < n {
                    for o in 0..<n where o != l { most[o] = clipped(gain[position * square + order[o] * n + order[l]]) }
                }
                toward.append(most)
            }
        }
        self.questions = questions
        self.traits = n
        self.laneTrait = order
        self.initial = initial
        self.toward = toward
        self.tuning = tuning
    }

    /// One move from a state by a choice. `base`: the state's lanes, forgotten ones sunk;
    /// `live`: the lanes not forgotten; `leads[l]`: lane l's lead over every lane
    /// (`rivalLeads`); `limits[l]`: the most each lane may trail lane l before this choice
    /// and not be hopeless after it (`limits(deltas:towardNext:)`). Returns the next state's packed key and the lane
    /// whose win is settled from then on (-1 if none, or if `settle` is false).
    @inline(__always)
    static func move(
        _ base: Lanes, live: Mask, delta: Lanes, leads: UnsafePointer<Lanes>, limits: UnsafePointer<Lanes>,
        traits n: Int, settle: Bool
    ) -> (key: UInt64, winner: Int) {
        var dead = .!live
        // A lane is hopeless when a rival leads it by more than it can still gain. Every
        // rival is tried, without branches: a forgotten rival is sunk so far below that it
        // never leads, and the unused lanes' limits are never exceeded.
        for rival in 0..<n { dead .|= leads[rival] .> limits[rival] }
        var totals = base &+ delta
        let low = smallest(totals.replacing(with: .max, where: dead))
        totals &-= Lanes(repeating: low)
        // The win is settled exactly when one lane is left: a settled leader's margin over
        // every other lane exceeds what that lane can gain on it, so the rule above forgets
        // them all; and a lone lane wins, since every forgotten lane ends below another.
        var winner = -1
        if settle, unsafeBitCast(dead, to: Lanes.self).wrappedSum() == -7 {
            winner = Int(smallest(laneIndex.replacing(with: 8, where: dead)))
        }
        // A dead lane's bits all set: its low byte is 255, `forgotten`.
        return (narrow(totals | unsafeBitCast(dead, to: Lanes.self)), winner)
    }

    /// `leads[l]` = lane l's total minus each lane's, for the first `n` lanes (computed once
    /// per state, used by all its moves).
    @inline(__always)
    static func rivalLeads(_ base: Lanes, traits n: Int, into leads: UnsafeMutablePointer<Lanes>) {
        for rival in 0..<n { leads[rival] = Lanes(repeating: base[rival]) &- base }
    }

    /// `limits[c * 8 + l]`, lane o: the most lane o may trail lane l before choice c and not be
    /// hopeless after it — what o can gain on l after the question, less the lead choice c
    /// gives l over o. `towardNext`: the 8 rows of `toward` after the question.
    static func limits(deltas: [Lanes], towardNext: ArraySlice<Lanes>) -> [Lanes] {
        var result: [Lanes] = []
        result.reserveCapacity(deltas.count * 8)
        let rows = Array(towardNext)
        for delta in deltas {
            for rival in 0..<8 {
                var row = Lanes(repeating: .max)
                for lane in 0..<8 where rows[rival][lane] != .max {
                    let limit = Int(rows[rival][lane]) - (Int(delta[rival]) - Int(delta[lane]))
                    row[lane] = Int16(clamping: limit)
                }
                result.append(row)
            }
        }
        return result
    }

    /// The smallest lane, by halving (the library's reduction compiles to a chain of branches).
    @inline(__always)
    static func smallest(_ lanes: Lanes) -> Int16 {
        let four = pointwiseMin(lanes.lowHalf, lanes.highHalf)
        let two = pointwiseMin(four.lowHalf, four.highHalf)
        return Swift.min(two[0], two[1])
    }

    /// The eight bytes of a key as 16-bit lanes (one `punpcklbw` with zero; `narrow` undoes it).
    @inline(__always)
    static func widen(_ key: UInt64) -> Lanes {
        Lanes(truncatingIfNeeded: unsafeBitCast(key, to: SIMD8<UInt8>.self))
    }

    /// The low bytes of 16-bit lanes as the bytes of a key (one `packuswb` after a mask:
    /// a byte shuffle written out lane by lane compiled to a scalar loop through memory).
    @inline(__always)
    static func narrow(_ lanes: Lanes) -> UInt64 {
        unsafeBitCast(SIMD8<UInt8>(truncatingIfNeeded: lanes), to: UInt64.self)
    }

    /// A packed key's lanes, forgotten ones sunk, and which lanes are live.
    @inline(__always)
    static func unpack(_ key: UInt64) -> (base: Lanes, live: Mask) {
        let lanes = widen(key)
        let live = lanes .!= Lanes(repeating: forgotten)
        return (lanes.replacing(with: sunk, where: .!live), live)
    }

    /// A choice's effect on the lanes, shifted so its smallest entry is 0 (states are
    /// totals up to a common shift, so this changes nothing).
    func laneDelta(_ delta: [Int]) -> Lanes {
        let low = delta.min() ?? 0
        var lanes = Lanes(repeating: 0)
        for lane in 0..<traits { lanes[lane] = Int16(delta[laneTrait[lane]] - low) }
        return lanes
    }

    /// The totals of a packed key by trait (forgotten = `SearchMarks.eliminated`).
    func totals(_ key: UInt64) -> [Int] {
        let lanes = unsafeBitCast(key, to: SIMD8<UInt8>.self)
        var state = [Int](repeating: SearchMarks.eliminated, count: traits)
        for lane in 0..<traits where lanes[lane] != UInt8(Self.forgotten) { state[laneTrait[lane]] = Int(lanes[lane]) }
        return state
    }

    /// The (question, choice) pairs of a trail, in question order.
    func path(_ trail: Int32) -> [(question: Int, choice: Int)] {
        trails.path(trail).map { (questions[$0.position].index, $0.choice) }
    }
}
