import QuizRuntime

/// Why an analysis could not be carried out exactly (said in the analysis' `limitation`).
struct AnalysisLimit: Error {
    var message: String
}

/// What would compute a figure the analysis left out, said with the reason it was left out
/// (docs/analysis.md, "Which figures are exact"): every reason an analysis gives ends with one.
enum AnalysisRemedy {
    /// A reason for which a larger `--analysis-budget` computes the figure: the search
    /// stopped at its work budget (`sufficient`: a budget known to be enough).
    static func budget(_ reason: String, sufficient: Int? = nil) -> String {
        guard let sufficient else { return "\(reason); a larger `--analysis-budget` computes it" }
        return "\(reason); `--analysis-budget \(sufficient)` computes it"
    }

    /// A reason no budget lifts, with what would compute the figure instead.
    static func bound(_ reason: String, _ remedy: String) -> String {
        "\(reason); \(remedy) (no `--analysis-budget` lifts this bound)"
    }
}
