import QuizRuntime

/// Witness answer sets written for messages: `{"q1": "x", "q2": ["a", "b"], …}`.
@_spi(Tools) public enum WitnessText {
    /// At most `limit` answers, then "…".
    @_spi(Tools) public static func render(_ witness: OutcomeAnalysis.Witness, limit: Int = 8) -> String {
        let shown = witness.prefix(limit).map {
            JSONWriter.line.string(.string($0.key)) + ": " + JSONWriter.line.string($0.answer.jsonValue)
        }
        let more = witness.count > limit ? ", … (\(witness.count - limit) more)" : ""
        return "{" + shown.joined(separator: ", ") + more + "}"
    }

    /// Every answer, as lines of at most `width` characters where answers allow: broken
    /// only after the comma between two answers, so no answer is ever cut.
    static func lines(_ witness: OutcomeAnalysis.Witness, width: Int) -> [String] {
        let answers = witness.map {
            JSONWriter.line.string(.string($0.key)) + ": " + JSONWriter.line.string($0.answer.jsonValue)
        }
        guard !answers.isEmpty else { return ["{}"] }
        var lines: [String] = []
        var line = "{"
        for (index, answer) in answers.enumerated() {
            let piece = answer + (index == answers.count - 1 ? "}" : ",")
            if line == "{" {
                line += piece
            } else if line.count + 1 + piece.count <= width {
                line += " " + piece
            } else {
                lines.append(line)
                line = " " + piece
            }
        }
        lines.append(line)
        return lines
    }
}
