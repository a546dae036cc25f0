import BigInt
@_spi(Tools) import QuizRuntime
import Testing

@_spi(Tools) @testable import QuizCompiler

/// `nearest` over scores no question shares (docs/analysis.md, "Nearest profiles"): counted
/// group by group, equal to a convolution over every combination of the traits' totals
/// whose outcome QuizRuntime's scorer gives (and to brute force where small), ties and
/// witnesses included; a question shared between scores falls back to the joint search.
@Suite("Nearest profiles by independent groups")
struct SeparableNearestTests {
    /// A quiz of `perAxis` five-option items per axis, each weighing its axis only (-10 … 10
    /// by 5, as 8values' items), a `percent` score per axis, and `profiles` over them.
    static func quiz(
        axes: [String], perAxis: Int, profiles: [[Int]], manhattan: Bool = false, shared: Bool = false,
        ties: [Int]? = nil
    ) -> String {
        let options = { (axis: String) in
            (0..<5).map { k in
                "{id: o\(k), label: O\(k), weights: \(k == 2 ? "{}" : "{\(axis): \(5 * (k - 2))}")}"
            }.joined(separator: ", ")
        }
        var questions = (0..<(perAxis * axes.count)).map { index in
            "  - {id: q\(index), text: Item \(index), options: [\(options(axes[index % axes.count]))]}"
        }
        if shared {
            questions.append(
                "  - {id: both, text: Both, options: [{id: x, label: X, weights: {\(axes[0]): 5, \(axes[1]): -5}}, {id: y, label: Y, weights: {}}]}"
            )
        }
        let profileLines = profiles.enumerated().map { index, at in
            "      - {outcome: p\(index), at: {\(zip(axes, at).map { "\($0)_pct: \($1)" }.joined(separator: ", "))}}"
        }
        let order = (ties ?? Array(profiles.indices)).map { "p\($0)" }.joined(separator: ", ")
        return """
            quiz: separable
            version: 1.0.0
            title: Separable
            traits: [\(axes.joined(separator: ", "))]
            scoring:
              model: profile
              derived:
            \(axes.map { "    - {id: \($0)_pct, percent: \($0)}" }.joined(separator: "\n"))
              results:
            \(axes.map { "    - {id: \($0)_side, title: \($0), score: \($0)_pct, bands: [{id: low, below: 50, title: Low}, {id: high, title: High}]}" }.joined(separator: "\n"))
              nearest:
                over: [\(axes.map { "\($0)_pct" }.joined(separator: ", "))]
                distance: \(manhattan ? "manhattan" : "euclidean")
                profiles:
            \(profileLines.joined(separator: "\n"))
                ties: [\(order)]
            questions:
            \(questions.joined(separator: "\n"))
            outcomes:
            \(profiles.indices.map { "  p\($0): {title: P\($0), description: P\($0).}" }.joined(separator: "\n"))

            """
    }

    /// Per outcome, the answer sets the scorer gives it, over every combination of trait
    /// totals (one answer set scored for each), and whether some combination is a tie.
    static func reference(_ bundle: QuizBundle) -> (counts: [String: BigUInt], total: BigUInt, tie: Bool) {
        typealias Entry = (count: BigUInt, answers: [(key: String, answer: QuizAnswer)])
        var states: [[Int]: Entry] = [Array(repeating: 0, count: bundle.traits.count): (1, [])]
        for question in bundle.questions {
            var next: [[Int]: Entry] = [:]
            for answer in RandomQuizzes.answers(question) {
                var delta = Array(repeating: 0, count: bundle.traits.count)
                for option in ExactAtSizeTests.chosen(question, answer) {
                    for weight in option.weights { delta[bundle.traits.firstIndex(of: weight.trait)!] += weight.amount }
                }
                for (totals, entry) in states {
                    let key = zip(totals, delta).map { $0 + $1 }
                    if next[key] != nil {
                        next[key]!.count += entry.count
                    } else {
                        next[key] = (entry.count, entry.answers + [(question.key, answer)])
                    }
                }
            }
            states = next
        }
        let scorer = Scorer(bundle: bundle)
        var counts: [String: BigUInt] = [:]
        var total: BigUInt = 0
        var tie = false
        for entry in states.values {
            guard let result = try? scorer.score(entry.answers).get() else { continue }
            counts[result.outcome ?? "", default: 0] += entry.count
            total += entry.count
            if let distances = NearestDistances(result, bundle: bundle), distances.nearest.count > 1 { tie = true }
        }
        return (counts, total, tie)
    }

    /// The analysis of `text` checked against the reference: counts, total, reachability,
    /// each witness scoring to its outcome, and a tie found exactly when there is one.
    static func expectExact(_ text: String, separable: Bool, brute: Bool = false, _ label: String) throws {
        let bundle = try #require(compile(text).analyzed?.resolved.bundle, "\(label)")
        let rules = ProfileRules(bundle)
        let formulas = try #require(rules.nearest).over.map { coordinate in
            ScoreFormula.of(bundle.scoring.derived[coordinate.index].id, in: bundle, rules: rules)!
        }
        #expect((SeparableNearest.grouping(formulas, bundle: bundle) != nil) == separable, "\(label): grouping")
        let analysis = OutcomeAnalyzer.analyze(bundle, maxStates: OutcomeAnalyzer.defaultMaxStates, findTies: true)
        #expect(analysis.probabilityLimitation == nil, "\(label): \(analysis.probabilityLimitation ?? "")")
        let reference = reference(bundle)
        #expect(analysis.total == reference.total, "\(label): total")
        let scorer = Scorer(bundle: bundle)
        for outcome in analysis.outcomes {
            #expect(outcome.count == reference.counts[outcome.code, default: 0], "\(label): \(outcome.code)")
            #expect(outcome.reachable == (reference.counts[outcome.code, default: 0] > 0), "\(label): reachable")
            if let witness = outcome.witness {
                let scored = try scorer.score(witness.map { ($0.key, $0.answer) }).get()
                #expect(scored.outcome == outcome.code, "\(label): witness of \(outcome.code)")
            }
        }
        #expect(!analysis.ties.isEmpty == reference.tie, "\(label): tie")
        if let witness = analysis.ties.first?.witness {
            let scored = try scorer.score(witness.map { ($0.key, $0.answer) }).get()
            #expect((NearestDistances(scored, bundle: bundle)?.nearest.count ?? 0) > 1, "\(label): tie witness")
        }
        if brute, let counts = ExactAtSizeTests.bruteForce(bundle, limit: 20_000) {
            #expect(counts.total == reference.total && counts.counts == reference.counts, "\(label): brute force")
        }
    }

    /// Profiles spread out, two mirrored about the middle of the first axis (a tie on its
    /// centre) and two mirrored on the first axes with the same last target (the same line
    /// of the last coordinate, equal wherever the other parts are), in a tie order that is
    /// not the written one: euclidean and manhattan, two to four axes.
    static let profiles: [[Int]] = [
        [20, 80, 50, 50], [40, 60, 50, 50], [60, 40, 50, 50], [75, 30, 90, 10], [25, 30, 90, 10],
    ]

    @Test(arguments: [false, true])
    func equalsTheReferenceOnSmallShapes(manhattan: Bool) throws {
        for axes in [["a", "b"], ["a", "b", "c"], ["a", "b", "c", "d"]] {
            let profiles = Self.profiles.map { Array($0.prefix(axes.count)) }
            let text = Self.quiz(
                axes: axes, perAxis: axes.count == 4 ? 2 : 3, profiles: profiles, manhattan: manhattan,
                ties: [3, 2, 0, 4, 1])
            try Self.expectExact(text, separable: true, brute: true, "\(axes.count) axes, manhattan \(manhattan)")
        }
    }

    @Test func equalsTheReferenceAtEightValuesProportions() throws {
        let profiles = (0..<12).map { p in (0..<4).map { j in (p * (7 + 13 * j) * 37) % 101 } }
        try Self.expectExact(
            Self.quiz(axes: ["econ", "dipl", "govt", "scty"], perAxis: 2, profiles: profiles), separable: true,
            "8values proportions")
    }

    @Test func aSharedQuestionFallsBackToTheJointSearch() throws {
        let profiles = Self.profiles.map { Array($0.prefix(2)) }
        try Self.expectExact(
            Self.quiz(axes: ["a", "b"], perAxis: 3, profiles: profiles, shared: true), separable: false,
            brute: true, "shared question")
    }
}
