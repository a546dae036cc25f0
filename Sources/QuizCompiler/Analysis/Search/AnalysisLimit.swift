import QuizRuntime

/// Why an analysis could not be carried out exactly (said in the analysis' `limitation`).
struct AnalysisLimit: Error {
    var message: String

    /// Whether the message ends with a budget that computes the figure
    /// (`AnalysisRemedy.budget`), so no other budget needs naming beside it.
    var namesASufficientBudget: Bool {
        message.hasSuffix(AnalysisRemedy.computesIt) && message.contains("`--analysis-budget")
    }
}

/// What would compute a figure the analysis left out, said with the reason it was left out
/// (docs/analysis.md, "Which figures are exact"): every reason an analysis gives ends with one.
enum AnalysisRemedy {
    /// A reason for which a larger `--analysis-budget` computes the figure: the search
    /// stopped at its work budget (`sufficient`: a budget known to be enough).
    static func budget(_ reason: String, sufficient: Int? = nil) -> String {
        guard let sufficient else { return "\(reason); a larger `--analysis-budget` \(computesIt)" }
        return "\(reason); `--analysis-budget \(sufficient)` \(computesIt)"
    }

    /// How a budget remedy ends.
    static let computesIt = "computes it"

    /// A reason no budget lifts, with what would compute the figure instead.
    static func bound(_ reason: String, _ remedy: String) -> String {
        "\(reason); \(remedy) (no `--analysis-budget` lifts this bound)"
    }
}
