import QuizRuntime

/// Why an analysis could not be carried out exactly (said in the analysis' `limitation`).
struct AnalysisLimit: Error {
    var message: String
}
