import BigInt
import QuizRuntime

/// Exact analysis of `model: axes`. Each axis depends only on the difference between its
/// poles' totals. Axes that no question links are independent: each group of linked axes
/// is searched on its own (its difference vector), and the groups' results are combined as
/// a product — exact for reachability (disjoint questions) and for probabilities
/// (independent uniform answers).
enum AxesAnalysis {
    struct GroupResult {
        var axes: [Int]
        var questions: Set<Int>
        /// Letters of the group's axes (in `axes` order) → count and witness picks.
        var outcomes: [[String]: (count: BigUInt, picks: [Int: QuizAnswer?])]
        /// Whether a count of the search overflowed its count type (then it is run wider).
        var overflow: Bool
        var limitation: String?
    }

    static func run(_ context: AnalysisContext, axes: [QuizBundle.Scoring.Axis]) -> OutcomeAnalysis {
        let codes = OutcomeCodes.formable(.axes(axes)) ?? []
        let poles = axes.map { (context.traitIndex($0.poles.0), context.traitIndex($0.poles.1)) }
        // Which axes each question touches; link them with union–find.
        var parent = Array(axes.indices)
        func find(_ axis: Int) -> Int {
            var axis = axis
            while parent[axis] != axis { parent[axis] = parent[parent[axis]]; axis = parent[axis] }
            return axis
        }
        var touched: [[Int]] = []
        for question in context.bundle.questions {
            let traits = Set(question.options.flatMap { $0.weights.map { context.traitIndex($0.trait) } })
            let hit = poles.indices.filter { traits.contains(poles[$0].0) || traits.contains(poles[$0].1) }
            touched.append(hit)
            for axis in hit.dropFirst() { parent[find(axis)] = find(hit[0]) }
        }
        var groups: [Int: [Int]] = [:]
        for axis in axes.indices { groups[find(axis), default: []].append(axis) }
        var results: [GroupResult] = []
        for groupAxes in groups.values.sorted(by: { $0[0] < $1[0] }) {
            switch search(context, axes: axes, poles: poles, group: groupAxes, touched: touched) {
            case .success(let result): results.append(result)
            case .failure(let limit): return HighestAnalysis.unknown(codes, limit.message)
            }
        }
        // Combine: every code is one letter choice per group.
        var counts: [String: BigUInt] = [:]
        var witnesses: [String: OutcomeAnalysis.Witness] = [:]
        var combinations: [([String], BigUInt, [Int: QuizAnswer?])] = [
            (Array(repeating: "", count: axes.count), 1, [:])
        ]
        for group in results {
            var next: [([String], BigUInt, [Int: QuizAnswer?])] = []
            for (letters, count, picks) in combinations {
                for (groupLetters, outcome) in group.outcomes.sorted(by: {
                    $0.key.joined().utf8.lexicographicallyPrecedes($1.key.joined().utf8)
                }) {
                    var combined = letters
                    for (position, axis) in group.axes.enumerated() {
                        let letter = groupLetters[position]
                        combined[axis] = letter.hasPrefix("=") ? String(letter.dropFirst()) : letter
                    }
                    next.append((combined, count * outcome.count, picks.merging(outcome.picks) { a, _ in a }))
                }
            }
            combinations = next
            if combinations.count > OutcomeCodes.maximum {
                return HighestAnalysis.unknown(
                    codes,
                    AnalysisRemedy.bound(
                        "more than \(OutcomeCodes.maximum) outcome codes", "fewer axes would let the analysis run"))
            }
        }
        for (letters, count, picks) in combinations {
            let code = letters.joined()
            HighestAnalysis.add(count, to: code, &counts)
            if witnesses[code] == nil { witnesses[code] = context.witness(picks) }
        }
        // Ties on axes whose tie letter is implicit are reported with a witness.
        var ties: [OutcomeAnalysis.Tie] = []
        for group in results {
            for (position, axis) in group.axes.enumerated() {
                let tieLetter = axes[axis].tie
                // A tie gives the tie letter; when that letter is the first pole, only a
                // zero difference tells the tie apart, which the search recorded separately.
                if let (_, outcome) = group.outcomes.first(where: { $0.key[position] == "=" + tieLetter }) {
                    ties.append(OutcomeAnalysis.Tie(axis: axis, witness: context.witness(outcome.picks)))
                }
            }
        }
        let limitation = results.compactMap(\.limitation).first
        return HighestAnalysis.assemble(
            codes, counts: counts, witnesses: witnesses,
            others: context.otherQuestionsProduct(excluding: Set(results.flatMap(\.questions))),
            ties: ties, limitation: limitation)
    }

    /// Searches one group of linked axes over the vector of its pole differences, with
    /// 128-bit counts, or exact big ones when those overflow.
    static func search(
        _ context: AnalysisContext, axes: [QuizBundle.Scoring.Axis], poles: [(Int, Int)], group: [Int],
        touched: [[Int]]
    ) -> Result<GroupResult, AnalysisLimit> {
        ExactCount.widening(overflowed: { (try? $0.get())?.overflow == true }) { countType in
            search(context, axes: axes, poles: poles, group: group, touched: touched, counting: countType)
        }
    }

    /// `search` with counts of type `Count`.
    static func search<Count: SearchCount>(
        _ context: AnalysisContext, axes: [QuizBundle.Scoring.Axis], poles: [(Int, Int)], group: [Int],
        touched: [[Int]], counting _: Count.Type
    ) -> Result<GroupResult, AnalysisLimit> {
        let inGroup = Set(group)
        let questionsResult = context.choices(
            features: group.count, relevant: { _ in true },
            project: { vector in
                group.map { vector[poles[$0].0] - vector[poles[$0].1] }
            })
        guard case .success(let allQuestions) = questionsResult else {
            if case .failure(let limit) = questionsResult { return .failure(limit) }
            return .failure(AnalysisLimit(message: "unknown"))
        }
        let questions = allQuestions.filter { !Set(touched[$0.index]).isDisjoint(with: inGroup) }
        var low = [[Int]](repeating: Array(repeating: 0, count: group.count), count: questions.count + 1), high = low
        for position in stride(from: questions.count - 1, through: 0, by: -1) {
            for feature in 0..<group.count {
                let deltas = questions[position].choices.choices.map { $0.delta[feature] }
                low[position][feature] = low[position + 1][feature] + (deltas.min() ?? 0)
                high[position][feature] = high[position + 1][feature] + (deltas.max() ?? 0)
            }
        }
        let start = group.map { context.initial[poles[$0].0] - context.initial[poles[$0].1] }
        var search = ScoreSpaceSearch<Count>(
            questions: questions, maxStates: context.maxStates, shared: context.shared)
        let (final, decided) = search.run(initial: start, normalize: { _, _ in }) { state, next in
            guard next < questions.count else { return nil }
            var letters: [String] = []
            for feature in 0..<group.count {
                let lowest = state[feature] + low[next][feature], highest = state[feature] + high[next][feature]
                if lowest > 0 {
                    letters.append(axes[group[feature]].poles.0)
                } else if highest < 0 {
                    letters.append(axes[group[feature]].poles.1)
                } else {
                    return nil
                }
            }
            return letters.joined(separator: "\u{0}")
        }
        var outcomes: [[String]: (count: BigUInt, picks: [Int: QuizAnswer?])] = [:]
        func record(_ letters: [String], _ count: Count, _ trail: Int32) {
            if outcomes[letters] != nil {
                outcomes[letters]?.count += count.exact
            } else {
                outcomes[letters] = (count.exact, context.picks(search, trail: trail, questions: questions))
            }
        }
        for (state, entry) in final {
            // A zero difference is marked "=" + tie letter so ties stay distinguishable.
            let letters = group.indices.map { feature -> String in
                let axis = axes[group[feature]]
                return state[feature] > 0 ? axis.poles.0 : state[feature] < 0 ? axis.poles.1 : "=" + axis.tie
            }
            record(letters, entry.count, entry.trail)
        }
        for (key, buckets) in decided.sorted(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }) {
            let letters = key.split(separator: "\u{0}", omittingEmptySubsequences: false).map(String.init)
            for bucket in buckets { record(letters, bucket.count, bucket.trail) }
        }
        return .success(
            GroupResult(
                axes: group, questions: Set(questions.map(\.index)), outcomes: outcomes,
                overflow: search.overflow, limitation: search.limitation))
    }
}
