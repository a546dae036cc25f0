import QuizRuntime

/// Presentation orders: the four fixed seeds for every bundle, more for quizzes that move.
enum OrderCases {
    static let seeds: [UInt64] = [0, 1, 42, UInt64.max]

    static func all(_ bundles: BundleSet) -> [CaseSpec] {
        var cases: [CaseSpec] = []
        for name in bundles.names {
            let presentation = bundles.bundle(name).presentation
            let moves = presentation.shuffleQuestions || presentation.shuffleOptions || !presentation.draw.isEmpty
            // More seeds where the order depends on them: every bit pattern region of the 64-bit seed.
            let extra: [UInt64] =
                moves
                ? [
                    2, 3, 7, 1000, 65_535, 4_294_967_295, 4_294_967_296, 9_007_199_254_740_993,
                    9_223_372_036_854_775_807, 9_223_372_036_854_775_808, 12_345_678_901_234_567_890,
                    UInt64.max - 1,
                ] : []
            for seed in seeds + extra {
                cases.append(.order("order/\(name)/\(seed)", bundle: name, seed: seed))
            }
        }
        return cases
    }
}
