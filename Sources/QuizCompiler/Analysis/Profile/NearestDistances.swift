import QuizRuntime

/// Each profile's distance from the point a scored result puts the respondent at, under a
/// `nearest` rule (docs/authoring.md, "Nearest profiles"), in tie order and exactly as the
/// runtime compares them (`ProfileRules.distance`): for the messages that name distances
/// and to check a tie's witness read back from the analysis cache.
struct NearestDistances {
    /// The profiles' outcomes in tie order, each with its exact distance (`euclidean`: the
    /// sum of squared differences, which orders like the distance itself).
    let profiles: [(outcome: String, distance: ExactRational)]
    /// Whether distances are sums of squares (`euclidean`).
    let squared: Bool

    /// The distances of `result`, a result of `bundle`; `nil` when `bundle` has no `nearest`.
    init?(_ result: ScoreResult, bundle: QuizBundle) {
        let rules = ProfileRules(bundle)
        guard let nearest = rules.nearest, !nearest.profiles.isEmpty else { return nil }
        let point: [ExactRational?] = nearest.over.map { coordinate in
            if coordinate.derived { return result.derived[safe: coordinate.index]?.value?.rational }
            return rules.traitValue(result.score(of: bundle.traits[coordinate.index]) ?? 0)
        }
        profiles = nearest.profiles.map {
            ($0.outcome, ProfileRules.distance(point, $0.at, manhattan: nearest.manhattan))
        }
        squared = !nearest.manhattan
    }

    /// The outcomes of the profiles at the smallest distance, in tie order: more than one is a tie.
    var nearest: [String] {
        guard var smallest = profiles.first?.distance else { return [] }
        for profile in profiles where profile.distance < smallest { smallest = profile.distance }
        return profiles.filter { !(smallest < $0.distance) }.map(\.outcome)
    }

    /// The distance of the profile of `outcome`, as a message writes it: `squared distance
    /// 1250` (euclidean) or `distance 50` (manhattan), exact (a fraction as `a/b`).
    func text(of outcome: String) -> String? {
        profiles.first { $0.outcome.isExactly(outcome) }.map { "\(squared ? "squared " : "")distance \($0.distance)" }
    }
}
