import Dispatch

extension HighestLaneSearch {
    /// Runs the search. `maxStates`: most open states after a question; `maxWork`: most
    /// moves in all; `shared`: the work shared with other draws' searches, charged for
    /// each level. Past any, `limitation` says so and the results are empty.
    mutating func run(maxStates: Int, maxWork requestedWork: Int, shared: SharedWork? = nil)
        -> (final: [Final], settled: [Int: Settled])
    {
        // Moves are numbered in 32 bits: no budget may let more of them be made.
        let maxWork = min(requestedWork, Int(Int32.max) / 2)
        let n = traits
        let (remaining, productOverflow) = CountingBudget.answerSetsFrom(questions)
        if productOverflow { overflow = true }
        // Settled answer sets per winning lane; trail -2 while none.
        var settledCounts = [Count128](repeating: 0, count: n)
        var settledTrails = [Int32](repeating: -2, count: n)
        var work = 0
        let workers = [LaneWorker(index: 0, lanes: n), LaneWorker(index: 1, lanes: n)]
        workers[0].current.append(key: startKey(), count: 1, tag: 0)
        var lastStart = -1
        // The answer sets of the questions so far (saturating).
        var answered: Count128 = 1

        for (position, question) in questions.enumerated() {
            let choices = question.choices.choices
            let sources = workers[0].current.count + workers[1].current.count
            let moves = sources * choices.count
            work += moves
            if let reason = CountingBudget.stopBefore(
                position: position, of: questions.count, work: work, maxWork: maxWork, states: sources)
            {
                limitation = reason
                return ([], [:])
            }
            if let shared, !shared.charge(moves + SharedWork.laneLevelUnits) {
                limitation = AnalysisRemedy.budget(shared.reason)
                return ([], [:])
            }
            let next = position + 1
            let (upTo, wide) = answered.multipliedReportingOverflow(by: Count128(question.choices.total))
            answered = wide ? .max : upTo
            let level = LaneLevel(
                search: self, position: position, moves: moves, after: remaining[next],
                wide: tuning.alwaysWide || answered > Count128(UInt64.max))
            let parallel = moves >= tuning.parallelMoves
            for pass in 0..<level.passes {
                Self.onWorkers(parallel) { workers[$0].makeMoves(level, pass: pass) }
                Self.onWorkers(parallel) { workers[$0].merge(level, pass: pass, all: workers) }
            }
            let total: UInt32
            (lastStart, total) = rankStates(level, workers: workers, choices: choices.count, parallel: parallel)
            addSettled(workers, counts: &settledCounts, trails: &settledTrails)
            for worker in workers { worker.advance() }
            if let reason = CountingBudget.stopAfter(
                next: next, questions: questions, states: Int(total), work: work,
                maxStates: maxStates, maxWork: maxWork)
            {
                limitation = reason
                return ([], [:])
            }
        }
        var final = finalStates(workers, lastStart: lastStart)
        final.sort { $0.state.lexicographicallyPrecedes($1.state) }
        var settled: [Int: Settled] = [:]
        for lane in 0..<n where settledTrails[lane] != -2 {
            settled[laneTrait[lane]] = Settled(count: settledCounts[lane], trail: settledTrails[lane])
        }
        return (final, settled)
    }

    /// Ranks the level's new states (a state's rank is the number of first moves before its
    /// own) and begins the level's trails: the level's first trail and its number of states.
    private mutating func rankStates(
        _ level: LaneLevel, workers: [LaneWorker], choices: Int, parallel: Bool
    ) -> (lastStart: Int, states: UInt32) {
        let words = level.bitmapWords
        let prefix = UnsafeMutablePointer<UInt32>.allocate(capacity: words + 1)
        defer { prefix.deallocate() }
        var total: UInt32 = 0
        for word in 0..<words {
            prefix[word] = total
            total &+= UInt32((workers[0].firstMoves[word] | workers[1].firstMoves[word]).nonzeroBitCount)
        }
        prefix[words] = total
        nonisolated(unsafe) let counts = prefix
        let lastStart = trails.beginLevel(choices: choices, states: Int(total)) { entries in
            nonisolated(unsafe) let target = entries.baseAddress
            Self.onWorkers(parallel) { workers[$0].rank(prefix: counts, workers: workers, into: target) }
        }
        return (lastStart, total)
    }

    /// Adds the answer sets the workers settled at this level to each winning lane's count,
    /// and gives a lane settled for the first time its trail.
    private mutating func addSettled(
        _ workers: [LaneWorker], counts settledCounts: inout [Count128], trails settledTrails: inout [Int32]
    ) {
        for worker in workers {
            if worker.overflow { overflow = true }
            for lane in 0..<traits {
                let (sum, overflowed) = settledCounts[lane].addingReportingOverflow(worker.settledCounts[lane])
                if overflowed { overflow = true }
                settledCounts[lane] = sum
            }
        }
        for lane in 0..<traits where settledTrails[lane] == -2 {
            let first = min(workers[0].settledSeqs[lane], workers[1].settledSeqs[lane])
            if first != UInt32.max { settledTrails[lane] = trails.appendMove(first) }
        }
    }

    /// The open states after the last question, with their counts and trails (unsorted).
    private func finalStates(_ workers: [LaneWorker], lastStart: Int) -> [Final] {
        var final: [Final] = []
        for worker in workers {
            let states = worker.current
            for index in 0..<states.count {
                let trail = lastStart < 0 ? -1 : Int32(truncatingIfNeeded: lastStart + Int(states.tags[index]))
                final.append(Final(state: totals(states.keys[index]), count: states.counts[index], trail: trail))
            }
        }
        return final
    }

    /// The packed start state: the initial totals after the rules at the first question.
    private func startKey() -> UInt64 {
        let low = initial.min() ?? 0
        var start = SIMD8<UInt8>(repeating: UInt8(Self.forgotten))
        for lane in 0..<traits { start[lane] = UInt8(initial[laneTrait[lane]] - low) }
        let (base, live) = Self.unpack(unsafeBitCast(start, to: UInt64.self))
        let limits = Self.limits(deltas: [Lanes(repeating: 0)], towardNext: toward[0..<8])
        let leads = UnsafeMutablePointer<Lanes>.allocate(capacity: 8)
        defer { leads.deallocate() }
        Self.rivalLeads(base, traits: traits, into: leads)
        return limits.withUnsafeBufferPointer { limits in
            Self.move(
                base, live: live, delta: Lanes(repeating: 0), leads: leads,
                limits: limits.baseAddress.unsafelyUnwrapped, traits: traits, settle: false
            ).key
        }
    }

    /// Runs `body` for worker 0 and 1, at once when `parallel`. The split of the work is
    /// the same either way, so the results are too.
    static func onWorkers(_ parallel: Bool, _ body: @Sendable (Int) -> Void) {
        if parallel {
            DispatchQueue.concurrentPerform(iterations: 2, execute: body)
        } else {
            body(0)
            body(1)
        }
    }
}
