public import QuizRuntime

/// Builds `OutcomeAnalysis` for a bundle.
@_spi(Tools) public enum OutcomeAnalyzer {
    /// More distinct score states than this in one search (or more than eight times as many
    /// search steps) and the analysis stops, saying so: under a second in a release build.
    public static let defaultMaxStates = 250_000

    /// The largest `maxStates` a command accepts (`--analysis-budget`): beyond it one quiz
    /// could take many minutes and more memory than a CI machine has.
    public static let largestMaxStates = 10_000_000

    /// Analyses `bundle` within `maxStates`. `findTies: false` is for callers that do not
    /// need `ties` of a `model: highest` quiz or of `nearest` profiles (their `ties:`
    /// resolves them): ties are then not looked for (`ties` is empty even where some are
    /// reachable) and the exact search of `highest` needs fewer states; counts,
    /// probabilities and reachability are the same. Axes ties are always found.
    public static func analyze(_ bundle: QuizBundle, maxStates: Int = defaultMaxStates, findTies: Bool = true)
        -> OutcomeAnalysis
    {
        analyze(bundle, maxStates: maxStates, highest: .fastest(), findTies: findTies)
    }

    /// `highest` chooses the counting search for `model: highest` (tests compare them).
    /// `shared`: the work shared by the draws of a drawn quiz (`DrawnAnalysis`). `rules`: the
    /// runtime's profile rules when they are not `bundle`'s own (a branching scenario's quiz).
    static func analyze(
        _ bundle: QuizBundle, maxStates: Int, highest: HighestAnalysis.Search,
        findTies: Bool = true, shared: SharedWork? = nil, rules: ProfileRules? = nil
    ) -> OutcomeAnalysis {
        if bundle.questions.contains(where: { $0.condition != nil }) {
            return BranchingAnalysis.run(bundle, maxStates: maxStates) {
                analyze($0, maxStates: $1, highest: highest, findTies: findTies, shared: $2, rules: $3)
            }
        }
        if let drawn = DrawnAnalysis.pools(bundle) {
            return DrawnAnalysis.run(bundle, pools: drawn.pools, always: drawn.always, maxStates: maxStates) {
                analyze($0, maxStates: $1, highest: highest, findTies: findTies, shared: $2)
            }
        }
        let traitIndex = Dictionary(
            bundle.traits.enumerated().map { (ExactString($1), $0) }, uniquingKeysWith: { a, _ in a })
        func index(_ trait: String) -> Int { traitIndex[ExactString(trait)] ?? 0 }
        var initial = [Int](repeating: 0, count: bundle.traits.count)
        for entry in bundle.scoring.initial { initial[index(entry.trait)] += entry.amount }
        let context = AnalysisContext(
            bundle: bundle, traitIndex: index, initial: initial, maxStates: maxStates, shared: shared)
        switch bundle.scoring.rule {
        case .axes(let axes): return AxesAnalysis.run(context, axes: axes)
        case .highest(let ties, _):
            return HighestAnalysis.run(context, ties: ties.map(index), search: highest, findTies: findTies)
        case .bands(let trait, let bands): return BandsAnalysis.run(context, trait: index(trait), bands: bands)
        case .profile(_, let nearest):
            guard let nearest else { return ProfileAnalysis.noOutcome(bundle) }
            return NearestAnalysis.run(
                nearest, bundle: bundle, initial: initial, maxStates: maxStates, findTies: findTies, rules: rules)
        }
    }
}
