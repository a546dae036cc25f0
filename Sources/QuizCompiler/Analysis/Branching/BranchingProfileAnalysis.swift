import BigInt
import QuizRuntime

/// The profile results of a quiz with conditions (docs/analysis.md, "Branching"): each
/// result analysed per answer scenario on its sub-bundle, then merged exactly — band counts
/// and the missing count scaled by the hidden questions' answer counts and summed, a band
/// reachable when some scenario reaches it (with that scenario's witness as a complete
/// answer path), the attainable values united, the mean weighted by the counts.
enum BranchingProfileAnalysis {
    static func run(_ bundle: QuizBundle, results: [QuizBundle.Scoring.ProfileResult], maxStates: Int)
        -> ProfileAnalysis
    {
        let reads = BranchingReads(bundle)
        let listing = BranchingScenarios.list(bundle, reads: reads, rules: VisibilityRules(bundle))
        guard listing.complete else {
            let reason = BranchingScenarios.tooMany("")
            return ProfileAnalysis(results: [], limitations: results.map { ($0.id, reason) })
        }
        let states = DrawnAnalysis.budget(maxStates, draws: listing.scenarios.count)
        let perScenario = listing.scenarios.map { scenario in
            (
                scenario,
                ProfileAnalysis.run(
                    scenario.subBundle(bundle, reads: reads), results: results, maxStates: states,
                    rules: ProfileRules(scenario.shownQuiz(bundle)))
            )
        }
        var merged = ProfileAnalysis(results: [], limitations: [])
        for result in results {
            if let limit = perScenario.lazy.compactMap({ $0.1.limitations.first { $0.result.isExactly(result.id) } })
                .first
            {
                merged.limitations.append((result.id, limit.reason))
                continue
            }
            var combined: ResultAnalysis?
            for (scenario, analysis) in perScenario {
                guard let own = analysis.analysis(of: result.id) else { continue }
                var found = own.scaled(by: scenario.hiddenFactor)
                for index in found.bands.indices {
                    found.bands[index].witness = found.bands[index].witness.map {
                        scenario.fullWitness($0, bundle, reads: reads)
                    }
                }
                found.missingWitness = found.missingWitness.map { scenario.fullWitness($0, bundle, reads: reads) }
                guard var sum = combined else { combined = found; continue }
                sum.add(found)
                combined = sum
            }
            guard var final = combined else { continue }
            final.describeValues(result, digits: ProfileAnalysis.digits(of: result.score, in: bundle))
            merged.results.append(final)
        }
        return merged
    }
}
