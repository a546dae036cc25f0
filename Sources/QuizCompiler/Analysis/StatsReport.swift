import QuizRuntime

/// What `quizc stats` shows for one quiz: per outcome, reachability, an exact probability
/// under uniformly random answers and a witness; per axis, item counts and keying.
public struct StatsReport: Sendable {
    public var quiz: String
    public var questionCount: Int
    public var analysis: OutcomeAnalysis
    public var axes: [(name: String, use: AxisBalanceCheck.AxisUse)]

    public init(_ resolved: ResolvedQuiz) {
        quiz = resolved.bundle.quiz
        questionCount = resolved.bundle.questions.count
        analysis = resolved.analysis ?? OutcomeAnalyzer.analyze(resolved.bundle)
        if case .axes(let list) = resolved.bundle.scoring.rule {
            axes = zip(list, AxisBalanceCheck.usage(resolved.bundle)).map { ("\($0.poles.0)/\($0.poles.1)", $1) }
        } else {
            axes = []
        }
    }

    /// `{"quiz", "outcomes": [{"code", "reachable", "probability", "probability_exact"?, "witness"?}], "answer_sets"?, "axes"?, "limitation"?, "probability_limitation"?}`.
    public var jsonValue: JSONValue {
        var members: [(String, JSONValue)] = [("quiz", .string(quiz))]
        members.append(("outcomes", .array(analysis.outcomes.map { outcome in
            var fields: [(String, JSONValue)] = [("code", .string(outcome.code)), ("reachable", .bool(outcome.reachable))]
            if let count = outcome.count, let total = analysis.total, total > 0 {
                fields.append(("probability", .number(Self.decimal(Double(count) / Double(total)))))
                fields.append(("probability_exact", .string(Probability.fraction(count, total))))
            } else {
                fields.append(("probability", .null))
            }
            if let witness = outcome.witness {
                fields.append(("witness", .object(witness.map { ($0.key, $0.answer.jsonValue) })))
            }
            return .object(fields)
        })))
        if let total = analysis.total { members.append(("answer_sets", .string(String(total)))) }
        if !axes.isEmpty {
            members.append(("axes", .array(axes.map { axis in
                .object([("axis", .string(axis.name)), ("questions", .integer(axis.use.questions)),
                         ("keyed_first", .integer(axis.use.keyedToFirst)), ("keyed_second", .integer(axis.use.keyedToSecond))])
            })))
        }
        if let limitation = analysis.limitation { members.append(("limitation", .string(limitation))) }
        if analysis.limitation == nil, let limitation = analysis.probabilityLimitation {
            members.append(("probability_limitation", .string(limitation)))
        }
        return .object(members)
    }

    /// A table an author reads at a glance.
    public var text: String {
        var out = "\(quiz): \(questionCount) questions"
        if let total = analysis.total { out += ", \(total) equally likely complete answer sets" }
        out += "\n"
        if let limitation = analysis.limitation { out += "  not exact: \(limitation)\n" }
        if analysis.limitation == nil, let limitation = analysis.probabilityLimitation {
            out += "  \(limitation); a larger --analysis-budget computes them\n"
        }
        let codeWidth = max(7, analysis.outcomes.map { $0.code.count }.max() ?? 0)
        out += "  " + "outcome".padding(codeWidth) + "  reachable  probability  witness\n"
        for outcome in analysis.outcomes {
            let probability: String
            if let count = outcome.count, let total = analysis.total, total > 0 {
                probability = Probability.percent(count, total)
            } else {
                probability = "?"
            }
            let witness = outcome.witness.map { WitnessText.render($0, limit: 6) } ?? "-"
            out += "  " + outcome.code.padding(codeWidth) + "  " + (outcome.reachable ? "yes" : "NO").padding(9) + "  "
                + probability.padding(11) + "  " + witness + "\n"
        }
        for axis in axes {
            out += "  axis \(axis.name): \(axis.use.questions) questions; scale items keyed \(axis.use.keyedToFirst) toward the first pole, \(axis.use.keyedToSecond) toward the second\n"
        }
        return out
    }

    static func decimal(_ value: Double) -> String {
        // Twelve significant digits, plain notation: stable across platforms.
        if value == 0 { return "0" }
        if value == 1 { return "1" }
        let text = String(format2: value, decimals: 12)
        var trimmed = Substring(text)
        while trimmed.hasSuffix("0") { trimmed = trimmed.dropLast() }
        return String(trimmed)
    }
}

extension String {
    func padding(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
