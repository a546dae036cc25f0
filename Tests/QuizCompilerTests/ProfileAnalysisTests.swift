import BigInt
@_spi(Tools) import QuizRuntime
import Testing

@_spi(Tools) @testable import QuizCompiler

/// The profile analysis against brute force: every answer set of small random quizzes is
/// enumerated, each result's value computed independently (plain integer fractions), and
/// the per-band counts and reachability must equal the analysis's.
@Suite struct ProfileAnalysisTests {
    /// A fraction of small integers, compared by cross-multiplication (the test's own arithmetic).
    struct Fraction: Comparable {
        var numerator: Int
        var denominator: Int
        static func < (a: Fraction, b: Fraction) -> Bool { a.numerator * b.denominator < b.numerator * a.denominator }
        static func == (a: Fraction, b: Fraction) -> Bool {
            a.numerator * b.denominator == b.numerator * a.denominator
        }
    }

    struct Quiz {
        var bundle: QuizBundle
        var results: [QuizBundle.Scoring.ProfileResult]
        /// Per result, the value from (total A, total B, answered A-questions); `nil` for none.
        var value: [(Int, Int, Int) -> Fraction?]
    }

    static func randomQuiz(_ random: inout SplitMix64) -> Quiz {
        func next(_ range: ClosedRange<Int>) -> Int { range.lowerBound + Int(random.next() % UInt64(range.count)) }
        let nonNegative = next(0...1) == 0
        var questions: [QuizBundle.Question] = []
        var weighsA = 0
        for index in 0..<next(2...5) {
            let options = (0..<next(2...4)).map { value in
                QuizBundle.Option(
                    id: nil, value: value,
                    label: "\(value)",
                    weights: [
                        TraitAmount(trait: "A", amount: next(nonNegative ? 0...3 : -2...3)),
                        TraitAmount(trait: "B", amount: next(0...2)),
                    ].filter { $0.amount != 0 }, pin: false)
            }
            if options.contains(where: { $0.weights.contains { $0.trait == "A" } }) { weighsA += 1 }
            questions.append(
                QuizBundle.Question(
                    id: "q\(index)", key: "q\(index)", text: "Q", type: .scale, required: next(0...2) != 0,
                    shuffle: false, pin: false, pool: nil, min: nil, max: nil, options: options))
        }
        weighsA = max(weighsA, 1)
        func bands() -> [QuizBundle.Scoring.ResultBand] {
            var limits: [QuizBundle.Scoring.BandLimit] = []
            var at = next(-4...2)
            for _ in 0..<next(1...3) {
                let bound = BundleDecimal(units: at * 5, scale: 1)!
                limits.append(next(0...1) == 0 ? .below(bound) : .max(bound))
                at += next(1...3)
            }
            return limits.enumerated().map {
                QuizBundle.Scoring.ResultBand(
                    id: "b\($0)", limit: $1, title: "B", description: nil, recommendations: [])
            } + [
                QuizBundle.Scoring.ResultBand(id: "last", limit: nil, title: "L", description: nil, recommendations: [])
            ]
        }
        var derived: [QuizBundle.Scoring.DerivedScore] = [
            .init(id: "meanA", kind: .mean(of: "A", count: weighsA), digits: 2),
            .init(id: "answeredA", kind: .meanAnswered(of: "A"), digits: 2),
            .init(
                id: "halfMean",
                kind: .linear(of: "meanA", times: BundleDecimal(units: 5, scale: 1)!, plus: BundleDecimal(-1)),
                digits: 2),
        ]
        var value: [(Int, Int, Int) -> Fraction?] = [
            { a, _, _ in Fraction(numerator: a, denominator: weighsA) },
            { a, _, n in n == 0 ? nil : Fraction(numerator: a, denominator: n) },
            { a, _, _ in Fraction(numerator: a - 2 * weighsA, denominator: 2 * weighsA) },
            { a, _, _ in Fraction(numerator: a, denominator: 1) },
        ]
        derived.append(.init(id: "sumAB", kind: .sum(of: ["A", "B"]), digits: 0))
        value.append { a, b, _ in Fraction(numerator: a + b, denominator: 1) }
        if nonNegative {
            derived.append(.init(id: "shareA", kind: .share(of: "A", against: "B"), digits: 0))
            value.append { a, b, _ in
                a + b == 0 ? Fraction(numerator: 50, denominator: 1) : Fraction(numerator: 100 * a, denominator: a + b)
            }
        }
        let scores = ["meanA", "answeredA", "halfMean", "A", "sumAB"] + (nonNegative ? ["shareA"] : [])
        let results = scores.enumerated().map { index, score in
            QuizBundle.Scoring.ProfileResult(
                id: "r\(index)", title: "R", description: nil, score: score, parent: nil, bands: bands())
        }
        let bundle = QuizBundle(
            quiz: "p", version: "1.0.0", title: "P", description: nil, sourceLocale: "en", traits: ["A", "B"],
            scoring: QuizBundle.Scoring(
                initial: [], rule: .highest(ties: ["A", "B"], secondary: false), derived: derived),
            presentation: QuizBundle.Presentation(
                pageSize: 1, shuffleQuestions: false, shuffleOptions: false, timeLimit: nil, draw: []),
            questions: questions, outcomes: [], examples: [])
        return Quiz(bundle: bundle, results: results, value: value)
    }

    /// Every answer set: per question an option index, or `nil` for an optional one left out.
    static func answerSets(_ questions: [QuizBundle.Question]) -> [[Int?]] {
        questions.reduce([[]]) { sets, question in
            let picks: [Int?] = question.options.indices.map { $0 } + (question.required ? [] : [nil])
            return sets.flatMap { set in picks.map { set + [$0] } }
        }
    }

    @Test func bandCountsAndReachabilityEqualBruteForce() throws {
        var random = SplitMix64(seed: 29)
        for _ in 0..<60 {
            let quiz = Self.randomQuiz(&random)
            let analysis = ProfileAnalysis.run(quiz.bundle, results: quiz.results, maxStates: 100_000)
            #expect(analysis.limitations.isEmpty)
            for (index, result) in quiz.results.enumerated() {
                var counts = [Int](repeating: 0, count: result.bands.count)
                var reachable = [Bool](repeating: false, count: result.bands.count)
                var total = 0
                for set in Self.answerSets(quiz.bundle.questions) {
                    var a = 0, b = 0, answered = 0
                    for (question, pick) in zip(quiz.bundle.questions, set) {
                        guard let pick else { continue }
                        let option = question.options[pick]
                        a += option.weights.first { $0.trait == "A" }?.amount ?? 0
                        b += option.weights.first { $0.trait == "B" }?.amount ?? 0
                        if question.options.contains(where: { $0.weights.contains { $0.trait == "A" } }) {
                            answered += 1
                        }
                    }
                    let complete = !set.contains { $0 == nil }
                    if complete { total += 1 }
                    guard let value = quiz.value[index](a, b, answered) else { continue }
                    let band = result.bands.firstIndex { band in
                        switch band.limit {
                        case nil: return true
                        case .below(let bound)?:
                            return value < Fraction(numerator: bound.units, denominator: bound.scale == 0 ? 1 : 10)
                        case .max(let bound)?:
                            return value <= Fraction(numerator: bound.units, denominator: bound.scale == 0 ? 1 : 10)
                        }
                    }!
                    reachable[band] = true
                    if complete { counts[band] += 1 }
                }
                let found = try #require(analysis.analysis(of: result.id))
                #expect(found.bands.map(\.reachable) == reachable, "reachability of \(result.id)")
                #expect(found.bands.map { Int($0.count) } == counts, "counts of \(result.id)")
                #expect(Int(found.total) == total)
            }
        }
    }

    @Test func aHundredAndTwentyItemInventoryIsCountedExactly() throws {
        // 24 five-point items per domain: the domain's band counts sum to 5^120 exactly.
        var questions: [QuizBundle.Question] = []
        let domains = ["N", "E", "O", "A", "C"]
        for index in 0..<120 {
            let options = (1...5).map {
                QuizBundle.Option(
                    id: nil, value: $0, label: "\($0)",
                    weights: [TraitAmount(trait: domains[index % 5], amount: index % 2 == 0 ? $0 : 6 - $0)], pin: false)
            }
            questions.append(
                QuizBundle.Question(
                    id: "i\(index)", key: "i\(index)", text: "I", type: .scale, required: true, shuffle: false,
                    pin: false, pool: nil, min: nil, max: nil, options: options))
        }
        let derived = domains.map {
            QuizBundle.Scoring.DerivedScore(id: "\($0)_mean", kind: .mean(of: $0, count: 24), digits: 2)
        }
        let bundle = QuizBundle(
            quiz: "b5", version: "1.0.0", title: "B5", description: nil, sourceLocale: "en", traits: domains,
            scoring: QuizBundle.Scoring(initial: [], rule: .highest(ties: domains, secondary: false), derived: derived),
            presentation: QuizBundle.Presentation(
                pageSize: 1, shuffleQuestions: false, shuffleOptions: false, timeLimit: nil, draw: []),
            questions: questions, outcomes: [], examples: [])
        let three = BundleDecimal(3)
        let results = domains.map { domain in
            QuizBundle.Scoring.ProfileResult(
                id: domain, title: domain, description: nil, score: "\(domain)_mean", parent: nil,
                bands: [
                    .init(id: "low", limit: .below(three), title: "Low", description: nil, recommendations: []),
                    .init(id: "neutral", limit: .max(three), title: "Neutral", description: nil, recommendations: []),
                    .init(id: "high", limit: nil, title: "High", description: nil, recommendations: []),
                ])
        }
        let analysis = ProfileAnalysis.run(bundle, results: results, maxStates: 250_000)
        let all = BigUInt(5).power(120)
        for result in analysis.results {
            #expect(result.total == all)
            #expect(result.bands.reduce(BigUInt(0)) { $0 + $1.count } == all)
            // Symmetric items: low and high are equally likely; neutral is the 72 sum exactly.
            #expect(result.bands[0].count == result.bands[2].count)
            #expect(result.lowest == "1.00" && result.highest == "5.00" && result.mean == "3.00")
        }
    }
}
