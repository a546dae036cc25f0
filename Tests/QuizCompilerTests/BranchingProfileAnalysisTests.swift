import BigInt
@_spi(Tools) import QuizRuntime
import Testing

@_spi(Tools) @testable import QuizCompiler

/// The results and `nearest` outcomes of a `profile` quiz with conditions
/// (`BranchingProfileAnalysis`, docs/analysis.md, "Branching") equal brute force over every
/// answer path: each band's reachability and count, the missing count, the outcomes' counts,
/// and every witness is a path the scorer accepts with the witnessed band or outcome.
@Suite("Branching profile analysis equals brute force")
struct BranchingProfileAnalysisTests {
    /// A profile quiz: `worry` is the `mean_answered` of N, a result bands it, `nearest`
    /// compares it. `questions` is the YAML of its questions.
    static func quiz(_ questions: String) -> String {
        """
        quiz: demo
        version: 1.0.0
        title: Demo
        traits: [N, E]
        scoring:
          model: profile
          derived:
            - {id: worry, mean_answered: N, digits: 2}
          results:
            - id: r
              title: R
              score: worry
              bands: [{id: lo, below: 1, title: Low}, {id: mid, below: 2, title: Mid}, {id: hi, title: High}]
          nearest:
            over: [worry]
            profiles:
              - {outcome: calm, at: {worry: 0.5}}
              - {outcome: tense, at: {worry: 2}}
        questions:
        \(questions)
        outcomes:
          calm: {title: Calm, description: Rarely worried}
          tense: {title: Tense, description: Often worried}

        """
    }

    /// A `multiple` read by `includes late`, where `late` is its only option that weighs N:
    /// in the scenarios where the answer includes `late`, the sub-bundle keeps only `run`, yet
    /// the runtime still counts `habits` as a question that weighs N.
    static let multipleRead = quiz(
        """
          - id: habits
            text: Which apply?
            type: multiple
            min: 0
            options:
              - {id: late, label: Late nights, weights: {N: 2}}
              - {id: run, label: Running, weights: {E: 1}}
          - id: sleep
            text: How do you sleep?
            when: {question: habits, includes: late}
            options:
              - {id: bad, label: Badly, weights: {N: 3}}
              - {id: ok, label: Fine, weights: {E: 1}}
          - id: mood
            text: How is your mood?
            options:
              - {id: low, label: Low, weights: {N: 1}}
              - {id: up, label: Up, weights: {E: 1}}
        """)

    /// A `single` read by `is: calm_day`, whose class keeps no option that weighs N, an
    /// optional follow-up (so `worry` can have no value), and a chain.
    static let singleRead = quiz(
        """
          - id: day
            text: How was your day?
            options:
              - {id: calm_day, label: Calm, weights: {E: 1}}
              - {id: rough, label: Rough, weights: {N: 2}}
              - {id: busy, label: Busy, weights: {N: 1, E: 1}}
          - id: why
            text: Why?
            required: false
            when: {question: day, in: [rough, busy]}
            options:
              - {id: work, label: Work, weights: {N: 3}}
              - {id: home, label: Home, weights: {N: 1}}
          - id: rest
            text: Did you rest?
            when: {not: {question: why, is: work}}
            options:
              - {id: yes, label: Yes, weights: {E: 2}}
              - {id: no, label: No, weights: {N: 1}}
        """)

    @Test(arguments: [multipleRead, singleRead])
    func resultsAndOutcomesEqualBruteForce(text: String) throws {
        let file = compile(text)
        let analyzed = try #require(file.analyzed, "\(codes(file))")
        let bundle = analyzed.resolved.bundle
        let scorer = Scorer(bundle: bundle)
        var bands: [String: BigUInt] = [:]
        var missing: BigUInt = 0
        var outcomes: [String: BigUInt] = [:]
        var total: BigUInt = 0
        BranchingQuizzes.paths(bundle) { answers, _, weight in
            guard case .success(let result) = scorer.score(answers) else {
                Issue.record("the scorer rejected an answer path: \(answers)")
                return
            }
            let count = BigUInt(weight)
            total += count
            if let band = result.results.first?.band { bands[band, default: 0] += count } else { missing += count }
            if let outcome = result.outcome { outcomes[outcome, default: 0] += weight }
        }
        let profile = try #require(analyzed.profile)
        #expect(profile.limitations.isEmpty, "\(profile.limitations)")
        let result = try #require(profile.analysis(of: "r"))
        #expect(result.total == total)
        #expect(result.missingCount == missing)
        for band in result.bands {
            #expect(band.count == bands[band.band, default: 0], "count of band \(band.band)")
            #expect(band.reachable == (bands[band.band, default: 0] > 0), "band \(band.band) reachable")
            if let witness = band.witness {
                let scored = try? scorer.score(witness).get()
                #expect(scored?.results.first?.band == band.band, "witness of band \(band.band): \(witness)")
            }
        }
        let analysis = analyzed.analysis
        #expect(analysis.isExact, "\(analysis.limitation ?? "")")
        for outcome in analysis.outcomes {
            #expect(outcome.count == outcomes[outcome.code, default: 0], "count of outcome \(outcome.code)")
            #expect(outcome.reachable == (outcomes[outcome.code, default: 0] > 0), "\(outcome.code) reachable")
            if let witness = outcome.witness {
                #expect((try? scorer.score(witness).get().outcome) == outcome.code, "witness of \(outcome.code)")
            }
        }
    }
}
