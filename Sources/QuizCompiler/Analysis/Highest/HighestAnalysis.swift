import BigInt
import QuizRuntime

/// Exact analysis of `model: highest`: the outcome is the trait with the largest total,
/// ties broken by `ties` order. States are shifted so their smallest total is 0 (the
/// winner is unchanged), and a state is folded once its leader's margin over every other
/// trait exceeds what the remaining questions could give that trait. `secondary: true`
/// changes nothing here: the runner-up is extra information in a result, not part of the
/// outcome code, so reachability, probabilities and ties are the winner's alone.
enum HighestAnalysis {
    /// Which counting search to use; both give the same result (tests compare them).
    enum Search: Sendable {
        /// `HighestLaneSearch` when the quiz fits it (up to eight traits whose totals spread
        /// less than 255), else the general one.
        case fastest(HighestLaneSearch.Tuning = .init())
        /// `ScoreSpaceSearch` with the `highest` rules (`HighestRules`): the reference.
        case general
    }

    /// `findTies: false` (for a quiz whose `ties:` the author gave, where a tie is no
    /// diagnostic) leaves `ties` empty and lets the search forget a trait that can at best
    /// tie a rival ahead of it in `ties` — it loses that tie — as well as one sure to end
    /// below a rival: the same counts and reachability from fewer states (about a tenth
    /// fewer moves on the 30-question benchmark quizzes).
    static func run(
        _ context: AnalysisContext, ties order: [Int], search kind: Search = .fastest(),
        findTies: Bool = true
    ) -> OutcomeAnalysis {
        let traits = context.bundle.traits
        let count = traits.count
        let codes = order.map { traits[$0] }
        let relevant: (QuizBundle.Question) -> Bool = { question in question.options.contains { !$0.weights.isEmpty } }
        let questions: [(index: Int, choices: AnswerChoices)]
        switch context.choices(features: count, relevant: relevant, project: { $0 }) {
        case .success(let list): questions = searchOrder(list, traits: count)
        case .failure(let limit): return unknown(codes, limit.message)
        }
        let gain = gainTable(questions, traits: count, order: order, findTies: findTies)
        let counted: CountedStates
        switch countStates(context, questions: questions, order: order, gain: gain, search: kind) {
        case .success(let states): counted = states
        case .failure(let limited):
            return reachabilityOnly(
                context, codes: codes, order: order, questions: questions, limitation: limited.message)
        }
        return tally(counted, context, codes: codes, order: order, questions: questions)
    }

    /// The open final states and settled buckets a counting search reached, with the way
    /// back from a trail to the answers that led there.
    private struct CountedStates {
        /// The counted outcome of every open final state and every settled bucket, with one
        /// trail per outcome for its witness (final states first, in their sorted order).
        var finals: [(state: [Int], count: BigUInt, trail: Int32)]
        var settled: [(code: String, count: BigUInt, trail: Int32)]
        let path: (Int32) -> [(question: Int, choice: Int)]
        /// Whether a count overflowed the search's count type (then it runs again, wider).
        var overflow: Bool
    }

    /// Why a counting search stopped before the end: its limitation's message.
    private struct SearchLimited: Error {
        let message: String
    }

    /// The questions in the order the search takes them.
    ///
    /// Questions with many distinct answers last: the search branches most on them, and
    /// late in the search most states are already settled or have lost hopeless traits.
    /// Among questions with as many answers, the widest spread of totals first: the
    /// questions left at the end then move totals least, so hopeless traits are recognised
    /// sooner. (On the 30-question benchmark quizzes with six multiple-choice questions:
    /// 54 → 45 and 37 → 35 million moves.) Stable, so the order is the same on every run.
    private static func searchOrder(
        _ list: [(index: Int, choices: AnswerChoices)], traits count: Int
    ) -> [(index: Int, choices: AnswerChoices)] {
        let spreads = list.map { entry in
            (0..<count).reduce(0) { total, trait in
                let values = entry.choices.choices.map { $0.delta[trait] }
                return total + (values.max() ?? 0) - (values.min() ?? 0)
            }
        }
        return list.indices.sorted {
            (list[$0].choices.choices.count, -spreads[$0], $0) < (list[$1].choices.choices.count, -spreads[$1], $1)
        }.map { list[$0] }
    }

    /// `gain[(p * count + o) * count + l]`: the most trait o can gain on trait l over
    /// questions p…end (one less on a rival ahead of it in `ties` when `findTies` is false).
    private static func gainTable(
        _ questions: [(index: Int, choices: AnswerChoices)], traits count: Int, order: [Int], findTies: Bool
    ) -> [Int] {
        let square = count * count
        var gain = [Int](repeating: 0, count: (questions.count + 1) * square)
        for position in stride(from: questions.count - 1, through: 0, by: -1) {
            for o in 0..<count {
                for l in 0..<count where o != l {
                    let best = questions[position].choices.choices.map { $0.delta[o] - $0.delta[l] }.max() ?? 0
                    gain[position * square + o * count + l] = gain[(position + 1) * square + o * count + l] + best
                }
            }
        }
        // (Only where `ties` orders every trait once, as the compiler ensures: otherwise the
        // strict rule, which never depends on the order.)
        if !findTies, order.count == count, Set(order) == Set(0..<count) {
            // A trait behind a rival that comes before it in `ties` must pass it, not only
            // catch up: what it can gain on that rival is one less. Every rule built on
            // `gain` (forgetting, settling, the lanes' limits) then treats the tie as lost.
            var place = [Int](repeating: 0, count: count)
            for (position, trait) in order.enumerated() { place[trait] = position }
            for position in 0...questions.count {
                for o in 0..<count {
                    for l in 0..<count where place[o] > place[l] { gain[position * square + o * count + l] -= 1 }
                }
            }
        }
        return gain
    }

    /// Counts the states by the lane search when `kind` asks for the fastest and the quiz
    /// fits it, else by the general search with the same rules.
    private static func countStates(
        _ context: AnalysisContext, questions: [(index: Int, choices: AnswerChoices)], order: [Int], gain: [Int],
        search kind: Search
    ) -> Result<CountedStates, SearchLimited> {
        let traits = context.bundle.traits
        var fastSearch: HighestLaneSearch?
        if case .fastest(let tuning) = kind {
            fastSearch = HighestLaneSearch(
                questions: questions, traits: traits.count, order: order, initial: context.initial,
                gain: gain, tuning: tuning)
        }
        guard var fast = fastSearch else {
            return countStatesInGeneral(context, questions: questions, order: order, gain: gain)
        }
        let (final, buckets) = fast.run(
            maxStates: context.maxStates * Self.fastStateFactor,
            maxWork: context.maxStates * Self.fastWorkFactor, shared: context.shared)
        if let limitation = fast.limitation { return .failure(SearchLimited(message: limitation)) }
        // The lane search counts in 128 bits: beyond, the general search counts exactly.
        if fast.overflow { return countStatesInGeneral(context, questions: questions, order: order, gain: gain) }
        let search = fast
        return .success(
            CountedStates(
                finals: final.map { ($0.state, BigUInt($0.count), $0.trail) },
                settled: buckets.map { (traits[$0.key], BigUInt($0.value.count), $0.value.trail) },
                path: { search.path($0) }, overflow: false))
    }

    /// Counts the states by `ScoreSpaceSearch` with the same rules as the lane search, on
    /// arrays: in 128 bits, or exact big integers when those overflow.
    private static func countStatesInGeneral(
        _ context: AnalysisContext, questions: [(index: Int, choices: AnswerChoices)], order: [Int], gain: [Int]
    ) -> Result<CountedStates, SearchLimited> {
        ExactCount.widening(overflowed: { (try? $0.get())?.overflow == true }) { countType in
            countStatesInGeneral(context, questions: questions, order: order, gain: gain, counting: countType)
        }
    }

    /// `countStatesInGeneral` with counts of type `Count`.
    private static func countStatesInGeneral<Count: SearchCount>(
        _ context: AnalysisContext, questions: [(index: Int, choices: AnswerChoices)], order: [Int], gain: [Int],
        counting _: Count.Type
    ) -> Result<CountedStates, SearchLimited> {
        let traits = context.bundle.traits
        let tables = HighestRuleTables(traits: traits.count, questionCount: questions.count, gain: gain, order: order)
        var search = ScoreSpaceSearch<Count>(questions: questions, maxStates: context.maxStates, shared: context.shared)
        let (final, decided) = search.run(initial: context.initial, normalize: { tables.normalize(&$0, next: $1) }) {
            state, next in
            guard next < questions.count else { return nil }
            let winner = tables.settledWinner(state, next: next)
            return winner >= 0 ? traits[winner] : nil
        }
        if let limitation = search.limitation { return .failure(SearchLimited(message: limitation)) }
        var settled: [(code: String, count: BigUInt, trail: Int32)] = []
        for (code, buckets) in decided {
            for bucket in buckets { settled.append((code, bucket.count.exact, bucket.trail)) }
        }
        let finished = search
        return .success(
            CountedStates(
                finals: final.map { ($0.0, $0.1.count.exact, $0.1.trail) }, settled: settled,
                path: { finished.path($0) }, overflow: search.overflow))
    }

    /// The analysis from the counted states: each final state's leader (the first in `ties`
    /// order among the largest totals) and each settled bucket's code, with a witness per
    /// outcome and the first tie found.
    private static func tally(
        _ counted: CountedStates, _ context: AnalysisContext, codes: [String], order: [Int],
        questions: [(index: Int, choices: AnswerChoices)]
    ) -> OutcomeAnalysis {
        let traits = context.bundle.traits
        var counts: [String: BigUInt] = [:]
        var witnesses: [String: OutcomeAnalysis.Witness] = [:]
        var tie: OutcomeAnalysis.Witness?
        let others = context.otherQuestionsProduct(excluding: Set(questions.map(\.index)))
        func witness(_ trail: Int32) -> OutcomeAnalysis.Witness {
            context.witness(context.picks(path: counted.path(trail), questions: questions))
        }
        func leader(_ state: [Int]) -> Int {
            var best = order[0]
            for trait in order where state[trait] > state[best] { best = trait }
            return best
        }
        for entry in counted.finals {
            let top = leader(entry.state)
            let code = traits[top]
            add(entry.count, to: code, &counts)
            if witnesses[code] == nil { witnesses[code] = witness(entry.trail) }
            if tie == nil, traits.indices.contains(where: { $0 != top && entry.state[$0] == entry.state[top] }) {
                tie = witness(entry.trail)
            }
        }
        // Settled buckets by code (stable: within a code, in the order they were reached).
        let byCode = counted.settled.enumerated().sorted { a, b in
            a.element.code.utf8.elementsEqual(b.element.code.utf8)
                ? a.offset < b.offset : a.element.code.utf8.lexicographicallyPrecedes(b.element.code.utf8)
        }
        for (_, bucket) in byCode {
            add(bucket.count, to: bucket.code, &counts)
            if witnesses[bucket.code] == nil { witnesses[bucket.code] = witness(bucket.trail) }
        }
        return assemble(
            codes, counts: counts, witnesses: witnesses, others: others,
            ties: tie.map { [OutcomeAnalysis.Tie(axis: nil, witness: $0)] } ?? [],
            limitation: nil)
    }

    /// The lane search's budgets, as multiples of the analysis' `maxStates`: counted in
    /// moves, not time, so every machine decides the same quizzes. That is about a third of
    /// a second of work for `HighestLaneSearch` (the general search, about 0.5 µs a move,
    /// has `maxStates` states: under a second in a release build).
    static let fastStateFactor = 4
    static let fastWorkFactor = 32

    /// When counting is beyond reach: exact reachability per trait by the frontier search;
    /// probabilities (and, without `ties`, tie detection) are left undecided and say so.
    static func reachabilityOnly(
        _ context: AnalysisContext, codes: [String], order: [Int],
        questions: [(index: Int, choices: AnswerChoices)], limitation: String
    ) -> OutcomeAnalysis {
        // The draws' shared work is spent: no frontier search either.
        if context.shared?.isExhausted == true { return unknown(codes, limitation) }
        var results: [OutcomeAnalysis.OutcomeResult] = []
        for target in order {
            guard
                let found = FrontierReachability.witness(
                    target: target, order: order, questions: questions,
                    initial: context.initial, context: context)
            else {
                return unknown(codes, limitation)
            }
            results.append(
                OutcomeAnalysis.OutcomeResult(
                    code: context.bundle.traits[target], reachable: found != nil, count: nil, witness: found))
        }
        return OutcomeAnalysis(
            outcomes: results, total: nil, ties: [], limitation: nil,
            probabilityLimitation: "exact probabilities were not computed: \(limitation)")
    }

    static func add(_ value: BigUInt, to code: String, _ counts: inout [String: BigUInt]) {
        counts[code, default: 0] += value
    }

    /// Turns per-code counts and witnesses into the analysis, multiplying by the questions left out.
    static func assemble(
        _ codes: [String], counts: [String: BigUInt], witnesses: [String: OutcomeAnalysis.Witness],
        others: BigUInt, ties: [OutcomeAnalysis.Tie], limitation: String?
    ) -> OutcomeAnalysis {
        var total: BigUInt = 0
        var results: [OutcomeAnalysis.OutcomeResult] = []
        for code in codes {
            let count = counts[code, default: 0] * others
            total += count
            results.append(
                OutcomeAnalysis.OutcomeResult(
                    code: code, reachable: witnesses[code] != nil, count: count, witness: witnesses[code]))
        }
        return OutcomeAnalysis(
            outcomes: results, total: limitation == nil ? total : nil, ties: ties,
            limitation: limitation,
            probabilityLimitation: limitation)
    }

    static func unknown(_ codes: [String], _ reason: String) -> OutcomeAnalysis {
        OutcomeAnalysis(
            outcomes: codes.map { OutcomeAnalysis.OutcomeResult(code: $0, reachable: false, count: nil, witness: nil) },
            total: nil, ties: [], limitation: reason, probabilityLimitation: reason)
    }
}
