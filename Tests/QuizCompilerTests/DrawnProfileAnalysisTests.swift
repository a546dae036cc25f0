import BigInt
@_spi(Tools) import QuizRuntime
import Testing

@_spi(Tools) @testable import QuizCompiler

/// The results of a `profile` quiz that draws its questions (`DrawnProfileAnalysis`,
/// docs/analysis.md, "Drawn quizzes"): each band's probability is the mean over the draws of
/// its probability in each, equal to brute force (every draw × every answer set, scored by
/// the runtime) on a small quiz and to a convolution over each draw's questions on a
/// 24-question one; every witness answers only one draw's questions and the scorer gives
/// it the witnessed band.
@Suite("Drawn profile analysis equals brute force")
struct DrawnProfileAnalysisTests {
    /// A profile quiz over N and E with `draw` under `presentation`: `N` banded on its total,
    /// `worry` (the mean of N) and `calm` (the mean of N over answered questions) banded too.
    static func quiz(draw: String, questions: [(id: String, pool: String?, n: [Int], e: [Int])]) -> String {
        let lines = questions.map { question -> String in
            let options = zip(question.n, question.e).enumerated().map { index, weights in
                "{id: o\(index), label: O\(index), weights: {N: \(weights.0), E: \(weights.1)}}"
            }
            let pool = question.pool.map { ", pool: \($0)" } ?? ""
            return
                "  - {id: \(question.id), text: \(question.id)\(pool), options: [\(options.joined(separator: ", "))]}"
        }
        return """
            quiz: demo
            version: 1.0.0
            title: Demo
            traits: [N, E]
            presentation:
              draw: \(draw)
            scoring:
              model: profile
              derived:
                - {id: worry, mean: N, digits: 2}
                - {id: calm, mean_answered: E, digits: 2}
              results:
                - id: total
                  title: Total
                  score: N
                  bands: [{id: lo, below: 3, title: Low}, {id: mid, max: 6, title: Mid}, {id: hi, title: High}]
                - id: mean
                  title: Mean
                  score: worry
                  bands: [{id: lo, below: 0.5, title: Low}, {id: hi, title: High}]
                - id: answered
                  title: Answered
                  score: calm
                  bands: [{id: lo, max: 0.5, title: Low}, {id: mid, max: 1, title: Mid}, {id: hi, title: High}]
            questions:
            \(lines.joined(separator: "\n"))

            """
    }

    /// A fraction `numerator / denominator`, summed exactly.
    struct Fraction {
        var numerator: BigUInt = 0
        var denominator: BigUInt = 1
        mutating func add(_ count: BigUInt, over total: BigUInt) {
            numerator = numerator * total + count * denominator
            denominator *= total
            let common = numerator.greatestCommonDivisor(with: denominator)
            if common > 1 {
                numerator /= common
                denominator /= common
            }
        }
        /// Whether this sum over `draws` draws, divided by `draws` (their mean), is `count / total`.
        func mean(over draws: Int, equals count: BigUInt, over total: BigUInt) -> Bool {
            numerator * total == count * denominator * BigUInt(draws)
        }
    }

    /// Each draw's presented questions (bundle indices), by the runtime's pools.
    static func draws(_ bundle: QuizBundle) -> [[Int]] {
        var draws: [[Int]] = []
        let drawn = DrawnAnalysis.pools(bundle)!
        DrawnAnalysis.forEachDraw(drawn.pools, always: drawn.always) { _, presented in
            draws.append(presented)
            return true
        }
        return draws
    }

    /// Every witness answers only the questions of one draw and the scorer puts its result
    /// in the witnessed band.
    static func expectWitnesses(_ profile: ProfileAnalysis, _ bundle: QuizBundle, draws: [[Int]]) throws {
        let scorer = Scorer(bundle: bundle)
        let drawnKeys = Set(draws.map { Set($0.map { bundle.questions[$0].key }) })
        for (position, result) in profile.results.enumerated() {
            for band in result.bands where band.reachable {
                let witness = try #require(band.witness, "witness of \(result.result) \(band.band)")
                #expect(drawnKeys.contains(Set(witness.map(\.key))), "witness answers one draw: \(witness)")
                let scored = try scorer.score(witness).get()
                #expect(scored.results[position].band == band.band, "witness of \(result.result) \(band.band)")
            }
        }
    }

    static let small = quiz(
        draw: "[{pool: a, count: 2}]",
        questions: [
            ("q1", "a", [0, 1, 2], [1, 0, 0]), ("q2", "a", [0, 3], [0, 1]), ("q3", "a", [1, 2], [2, 0]),
            ("q4", "a", [0, 2, 4], [0, 0, 1]), ("q5", nil, [0, 1], [1, 1]),
        ])

    @Test func bandsEqualBruteForceOverDrawsAndAnswerSets() throws {
        let file = compile(Self.small)
        let analyzed = try #require(file.analyzed, "\(codes(file))")
        let bundle = analyzed.resolved.bundle
        let scorer = Scorer(bundle: bundle)
        let draws = Self.draws(bundle)
        #expect(draws.count == 6)
        var bands: [[String: Fraction]] = [[:], [:], [:]]
        var missing = [Fraction](repeating: Fraction(), count: 3)
        for presented in draws {
            var counts: [[String: BigUInt]] = [[:], [:], [:]]
            var noValue = [BigUInt](repeating: 0, count: 3)
            var all: BigUInt = 0
            func visit(_ position: Int, _ answers: [(key: String, answer: QuizAnswer)]) throws {
                guard position < presented.count else {
                    let result = try scorer.score(answers).get()
                    all += 1
                    for (index, entry) in result.results.enumerated() {
                        if let band = entry.band { counts[index][band, default: 0] += 1 } else { noValue[index] += 1 }
                    }
                    return
                }
                let question = bundle.questions[presented[position]]
                for option in question.options {
                    try visit(position + 1, answers + [(question.key, .option(option.id ?? ""))])
                }
            }
            try visit(0, [])
            for index in 0..<3 {
                for (band, count) in counts[index] { bands[index][band, default: Fraction()].add(count, over: all) }
                missing[index].add(noValue[index], over: all)
            }
        }
        let profile = try #require(analyzed.profile)
        #expect(profile.limitations.isEmpty, "\(profile.limitations)")
        #expect(profile.results.count == 3)
        for (index, result) in profile.results.enumerated() {
            #expect(result.probabilityLimitation == nil)
            for band in result.bands {
                let expected = bands[index][band.band] ?? Fraction()
                #expect(
                    expected.mean(over: draws.count, equals: band.count, over: result.total),
                    "\(result.result) \(band.band)")
                #expect(band.reachable == (expected.numerator > 0), "\(result.result) \(band.band) reachable")
            }
            #expect(
                missing[index].mean(over: draws.count, equals: result.missingCount, over: result.total),
                "\(result.result) no value")
        }
        try Self.expectWitnesses(profile, bundle, draws: draws)
    }

    /// 24 questions: pools of 6 drawing 5, 5 and 1 (216 draws, 11 drawn questions) and 6
    /// always presented, weights varied so that the results spread over their bands.
    static let large = quiz(
        draw: "[{pool: a, count: 5}, {pool: b, count: 5}, {pool: c, count: 1}]",
        questions: (0..<24).map { index in
            let pool = index < 18 ? ["a", "b", "c"][index / 6] : nil
            let n = [0, index % 3, (index * 7) % 5 - 1].map { $0 }
            let e = [(index + 1) % 2, 0, index % 4 == 0 ? 2 : 1]
            return ("q\(index)", pool, n, e)
        })

    @Test func bandsOfTwentyFourQuestionsEqualConvolution() throws {
        let file = compile(Self.large)
        let analyzed = try #require(file.analyzed, "\(codes(file))")
        let bundle = analyzed.resolved.bundle
        let rules = ProfileRules(bundle)
        let draws = Self.draws(bundle)
        #expect(draws.count == 216)
        #expect(draws.allSatisfy { $0.count == 17 })
        let limits = (0..<3).map { index -> [QuizBundle.Scoring.BandLimit?] in
            guard case .profile(let results, _) = bundle.scoring.rule else { return [] }
            return results[index].bands.map(\.limit)
        }
        var bands = [[Fraction]](repeating: [Fraction](repeating: Fraction(), count: 3), count: 3)
        for presented in draws {
            // (N total, E total) → answer sets: each presented question's options convolved.
            var states: [[Int]: BigUInt] = [[0, 0]: 1]
            for question in presented.map({ bundle.questions[$0] }) {
                var next: [[Int]: BigUInt] = [:]
                for (state, count) in states {
                    for option in question.options {
                        let n = option.weights.first { $0.trait == "N" }?.amount ?? 0
                        let e = option.weights.first { $0.trait == "E" }?.amount ?? 0
                        next[[state[0] + n, state[1] + e], default: 0] += count
                    }
                }
                states = next
            }
            let all = states.values.reduce(0, +)
            var counts = [[BigUInt]](repeating: [0, 0, 0], count: 3)
            for (state, count) in states {
                // Every presented question is answered, no other.
                let answered = bundle.questions.indices.map { presented.contains($0) }
                let totals = state
                let values = [
                    rules.traitValue(state[0]), rules.value(ofDerived: 0, totals, answered: nil),
                    rules.value(ofDerived: 1, totals, answered: answered),
                ]
                for index in 0..<3 {
                    if let band = ProfileRules.band(limits[index], of: values[index]) { counts[index][band] += count }
                }
            }
            for index in 0..<3 {
                for band in limits[index].indices { bands[index][band].add(counts[index][band], over: all) }
            }
        }
        let profile = try #require(analyzed.profile)
        #expect(profile.limitations.isEmpty, "\(profile.limitations)")
        for (index, result) in profile.results.enumerated() {
            #expect(result.probabilityLimitation == nil)
            for (position, band) in result.bands.enumerated() {
                #expect(
                    bands[index][position].mean(over: draws.count, equals: band.count, over: result.total),
                    "\(result.result) \(band.band)")
            }
        }
        try Self.expectWitnesses(profile, bundle, draws: draws)
    }

    /// Beyond `DrawnAnalysis.maxDraws` draws (14 questions drawing 7: 3,432 draws), the bands
    /// reached in the draws analysed are reachable with a witness the scorer accepts; nothing
    /// is claimed unreachable, no probability is given, and lint says so in a note.
    @Test func beyondTheDrawBoundOnlyReachability() throws {
        let text = Self.quiz(
            draw: "7",
            questions: (0..<14).map { ("q\($0)", nil, [0, 1], [1, 0]) })
        let file = compile(text)
        let analyzed = try #require(file.analyzed, "\(codes(file))")
        let profile = try #require(analyzed.profile)
        let total = try #require(profile.analysis(of: "total"))
        let limitation = try #require(total.probabilityLimitation)
        #expect(limitation.contains("more than 2000 different question sets"))
        // N's total over 7 answers is 0...7: every band is reached in the first draw already.
        #expect(total.bands.map(\.reachable) == [true, true, true])
        let scorer = Scorer(bundle: analyzed.resolved.bundle)
        for band in total.bands {
            let witness = try #require(band.witness)
            #expect(witness.count == 7)
            #expect(try scorer.score(witness).get().results[0].band == band.band)
        }
        // `answered` (a mean of E over the 7 answered questions, each 0 or 1): never above 1.
        let answered = try #require(profile.analysis(of: "answered"))
        #expect(answered.bands.map(\.reachable) == [true, true, false])
        #expect(!file.diagnostics.contains { $0.code == .unreachableBand || $0.code == .bandSkew })
        #expect(
            file.diagnostics.filter { $0.code == .analysisIncomplete && $0.message.contains("checked only in part") }
                .count == 3)
    }
}
