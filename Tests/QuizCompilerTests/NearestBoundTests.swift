@_spi(Tools) import QuizRuntime
import Testing

@_spi(Tools) @testable import QuizCompiler

/// Every `nearest` analysis within its documented work (docs/analysis.md, "Budget"): the
/// exact searches, the walk and the directed witness search are all charged to one
/// `NearestWork`, which never goes past `unitsPerState` units a state of the budget, and a
/// budget above `NearestWork.largestMaxStates` acts as that one. Asserted by the units
/// counted, never by time; and each figure left out says what would compute it, with a
/// budget only when that budget does.
@Suite("Nearest analysis bounded by its work")
struct NearestBoundTests {
    /// `scores` percentage scores over `questions` five-option items (item `i` weighs score
    /// `i mod scores` by -10 … 10, and with `chained` the next score the other way, which
    /// joins every score in one group), and `profiles` profiles spread over 0 … 100.
    static func quiz(scores: Int, questions: Int, profiles: Int, chained: Bool = true) -> String {
        let traits = (0..<scores).map { "t\($0)" }
        let items = (0..<questions).map { index in
            let own = traits[index % scores], next = traits[(index + 1) % scores]
            let options = (0..<5).map { k in
                var weights = k == 2 ? [] : ["\(own): \(5 * (k - 2))"]
                if chained, k != 2, next != own { weights.append("\(next): \(5 * (2 - k))") }
                return "{id: o\(k), label: O\(k), weights: {\(weights.joined(separator: ", "))}}"
            }
            return "  - {id: q\(index), text: Item \(index), options: [\(options.joined(separator: ", "))]}"
        }
        let profileLines = (0..<profiles).map { profile in
            let at = (0..<scores).map { "s\($0): \((profile * (7 + 13 * $0) * 37 + 11 * $0) % 101)" }
            return "      - {outcome: p\(profile), at: {\(at.joined(separator: ", "))}}"
        }
        return """
            quiz: bound
            version: 1.0.0
            title: Bound
            traits: [\(traits.joined(separator: ", "))]
            scoring:
              model: profile
              derived:
            \(traits.indices.map { "    - {id: s\($0), percent: t\($0)}" }.joined(separator: "\n"))
              results:
                - {id: r0, title: R, score: s0, bands: [{id: low, below: 50, title: Low}, {id: high, title: High}]}
              nearest:
                over: [\(traits.indices.map { "s\($0)" }.joined(separator: ", "))]
                profiles:
            \(profileLines.joined(separator: "\n"))
            questions:
            \(items.joined(separator: "\n"))
            outcomes:
            \((0..<profiles).map { "  p\($0): {title: P\($0), description: P\($0).}" }.joined(separator: "\n"))

            """
    }

    /// The analysis of `text` within `budget`, with the work it counted.
    static func analyze(_ text: String, budget: Int) throws -> (analysis: OutcomeAnalysis, work: NearestWork) {
        let bundle = try #require(compile(text).analyzed?.resolved.bundle)
        guard case .profile(_, let nearest?) = bundle.scoring.rule else {
            Issue.record("not a nearest quiz")
            throw CancellationError()
        }
        let work = NearestWork(maxStates: budget)
        let analysis = NearestAnalysis.run(
            nearest, bundle: bundle, initial: Array(repeating: 0, count: bundle.traits.count), maxStates: budget,
            work: work)
        let scorer = Scorer(bundle: bundle)
        for outcome in analysis.outcomes {
            guard let witness = outcome.witness else { continue }
            let scored = try scorer.score(witness.map { ($0.key, $0.answer) }).get()
            #expect(scored.outcome == outcome.code, "witness of \(outcome.code)")
        }
        return (analysis, work)
    }

    /// The attack's shapes (scores × questions × profiles) at a small budget (a debug build
    /// runs these tests; docs/PERFORMANCE.md has the default and the maximum in a release
    /// build): the work counted stays within the budget's units, the directed search stops
    /// when its share runs out, and the witnesses it found stay.
    @Test(arguments: [(24, 48, 25), (24, 48, 100), (24, 48, 400), (6, 48, 200)])
    func attackShapesStayWithinTheirBudget(shape: (scores: Int, questions: Int, profiles: Int)) throws {
        let budget = 2_000
        let (analysis, work) = try Self.analyze(
            Self.quiz(scores: shape.scores, questions: shape.questions, profiles: shape.profiles), budget: budget)
        #expect(work.used <= budget * NearestWork.unitsPerState)
        #expect(analysis.total == nil)
        #expect(analysis.outcomes.allSatisfy { $0.count == nil })
        let reason = try #require(analysis.probabilityLimitation)
        #expect(!reason.contains("a larger `--analysis-budget`"))
        #expect(reason.contains("more than the largest `--analysis-budget` (\(NearestWork.largestMaxStates))"))
    }

    /// At a budget above the largest a `nearest` analysis uses, the work is that of the
    /// largest: the maximum `--analysis-budget` is bounded too.
    @Test func theMaximumBudgetActsAsTheLargestNearestBudget() throws {
        let work = NearestWork(maxStates: OutcomeAnalyzer.largestMaxStates)
        #expect(work.maxStates == NearestWork.largestMaxStates)
        #expect(work.limit == NearestWork.largestMaxStates * NearestWork.unitsPerState)
        let (analysis, counted) = try Self.analyze(
            Self.quiz(scores: 3, questions: 12, profiles: 20), budget: OutcomeAnalyzer.largestMaxStates)
        #expect(counted.used <= NearestWork.largestMaxStates * NearestWork.unitsPerState)
        #expect(analysis.probabilityLimitation == nil, "3 chained scores over 12 items fit the largest budget")
    }

    /// A joint search beyond a small budget names the budget that computes it, and that
    /// budget does compute every figure.
    @Test func theBudgetNamedComputesTheFigures() throws {
        let text = Self.quiz(scores: 2, questions: 8, profiles: 6)
        let small = try Self.analyze(text, budget: 40)
        let reason = try #require(small.analysis.probabilityLimitation)
        let hint = try #require(reason.firstMatch(of: /`--analysis-budget (\d+)` computes it/))
        let sufficient = try #require(Int(hint.output.1))
        #expect(sufficient <= NearestWork.largestMaxStates)
        let large = try Self.analyze(text, budget: sufficient)
        #expect(large.analysis.probabilityLimitation == nil)
        #expect(large.analysis.total != nil)
        #expect(large.work.used <= sufficient * NearestWork.unitsPerState)
    }

    /// The directed search stopped at its share of the work says so, and names one budget:
    /// the exact search's when that one computes everything (the advice is given once, and
    /// that budget leaves the directed search nothing to do), else the budget that lets it
    /// try every profile when that is within the largest, else what to change in the quiz.
    @Test func theDirectedSearchSaysWhatWouldLetItTryEveryProfile() throws {
        let text = Self.quiz(scores: 2, questions: 8, profiles: 6)
        let small = try Self.analyze(text, budget: 40)
        let stopped = try #require(small.analysis.limitation)
        #expect(stopped.contains("stopped at its work budget after"))
        #expect(stopped.ranges(of: "--analysis-budget").count == 1, "\(stopped)")
        #expect(!stopped.contains("lets it try every profile"))
        let hint = try #require(stopped.firstMatch(of: /`--analysis-budget (\d+)` computes it/))
        let sufficient = try #require(Int(hint.output.1))
        let large = try Self.analyze(text, budget: sufficient)
        #expect(!(large.analysis.limitation ?? "").contains("stopped at its work budget"))
        for (before, after) in zip(small.analysis.outcomes, large.analysis.outcomes) where before.reachable {
            #expect(after.reachable, "a witness found at the small budget is found at the larger")
        }

        let wide = try Self.analyze(Self.quiz(scores: 24, questions: 48, profiles: 400), budget: 1_000)
        let beyond = try #require(wide.analysis.limitation)
        #expect(beyond.contains("stopped at its work budget after"))
        #expect(!beyond.contains("lets it try every profile"))
        #expect(beyond.contains("fewer profiles or fewer questions per compared score would let it try them all"))
    }

    /// Independent groups (8values-like): the walk is charged to the same counter, and a
    /// walk beyond the budget leaves the joint search to decide, within the budget.
    @Test func theWalkOfIndependentGroupsIsCharged() throws {
        let text = Self.quiz(scores: 4, questions: 40, profiles: 20, chained: false)
        let exact = try Self.analyze(text, budget: OutcomeAnalyzer.defaultMaxStates)
        #expect(exact.analysis.probabilityLimitation == nil)
        #expect(exact.work.used > 0 && exact.work.used <= exact.work.exactLimit)
        let small = try Self.analyze(text, budget: 100)
        #expect(small.work.used <= 100 * NearestWork.unitsPerState)
        #expect(small.analysis.probabilityLimitation != nil)
    }
}
