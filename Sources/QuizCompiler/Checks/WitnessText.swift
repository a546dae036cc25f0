import QuizRuntime

/// Witness answer sets written for messages: `{"q1": "x", "q2": ["a", "b"], …}`.
enum WitnessText {
    /// At most `limit` answers, then "…".
    static func render(_ witness: OutcomeAnalysis.Witness, limit: Int = 8) -> String {
        let shown = witness.prefix(limit).map { JSONWriter.line.string(.string($0.key)) + ": " + JSONWriter.line.string($0.answer.jsonValue) }
        let more = witness.count > limit ? ", … (\(witness.count - limit) more)" : ""
        return "{" + shown.joined(separator: ", ") + more + "}"
    }
}
