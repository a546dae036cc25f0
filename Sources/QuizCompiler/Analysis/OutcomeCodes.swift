public import QuizRuntime

/// The outcome codes a scoring rule can form: what the analysis reports on, and what
/// `OutcomeContentCheck` compares the outcome entries with.
enum OutcomeCodes {
    /// More formable codes than this is refused rather than enumerated.
    static let maximum = 4096

    /// Every code the rule can form, in a stable order; `nil` when there are too many.
    static func formable(_ rule: QuizBundle.Scoring.Rule) -> [String]? {
        switch rule {
        case .axes(let axes):
            var codes = [""]
            for axis in axes {
                var letters = [axis.poles.0, axis.poles.1]
                if !letters.contains(where: { $0.isExactly(axis.tie) }) { letters.append(axis.tie) }
                guard codes.count * letters.count <= maximum else { return nil }
                codes = codes.flatMap { prefix in letters.map { prefix + $0 } }
            }
            return codes
        case .highest(let ties, _):
            return ties
        case .bands(_, let bands):
            var seen: Set<ExactString> = []
            return bands.map(\.outcome).filter { seen.insert(ExactString($0)).inserted }
        case .profile(_, let nearest):
            return nearest?.profiles.map(\.outcome) ?? []
        }
    }
}
