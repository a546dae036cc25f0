import QuizRuntime

extension StatsReport {
    /// `[{"id", "shown", "shown_exact", "shown_limitation"?, "shown_path"?, "hidden_path"?}]`
    /// per question, in order: the probability that it is shown (a decimal string as every
    /// probability, `Probability.decimal`; `null` with `shown_limitation` when not decided)
    /// and an answer path that shows it and one that hides it, when there are such paths.
    func questionsJSON(_ visibility: QuestionVisibility) -> JSONValue {
        .array(
            visibility.entries.map { entry in
                var fields: [(String, JSONValue)] = [("id", .string(entry.question))]
                if let count = entry.shownCount, let total = visibility.total, total > 0 {
                    fields.append(("shown", .string(Probability.decimal(count, total))))
                    fields.append(("shown_exact", .string(Probability.fraction(count, total))))
                } else {
                    fields.append(("shown", .null))
                    fields.append(("shown_limitation", .string(visibility.limitation ?? "not decided")))
                }
                if let path = entry.shownWitness {
                    fields.append(("shown_path", .object(path.map { ($0.key, $0.answer.jsonValue) })))
                }
                if let path = entry.hiddenWitness {
                    fields.append(("hidden_path", .object(path.map { ($0.key, $0.answer.jsonValue) })))
                }
                return .object(fields)
            })
    }

    /// Per conditional question, its probability of being shown and a path that hides it
    /// (or "never shown" / "always shown").
    func questionsText(_ visibility: QuestionVisibility) -> String {
        if let limitation = visibility.limitation { return "  questions shown: not decided (\(limitation))\n" }
        let conditional = zip(visibility.entries, questionConditions).filter { $1 }.map(\.0)
        let idWidth = max(8, conditional.map(\.question.count).max() ?? 0)
        var out = "  " + "question".padding(idWidth) + "  shown    a path that hides it\n"
        for entry in conditional {
            var shown = "?"
            if let count = entry.shownCount, let total = visibility.total, total > 0 {
                shown = Probability.percent(count, total)
            }
            let lead = "  " + entry.question.padding(idWidth) + "  " + shown.padding(7) + "  "
            let path =
                entry.hiddenWitness.map { WitnessText.lines($0, width: max(20, Self.textWidth - lead.count)) }
                ?? [entry.canBeShown ? "- (always shown)" : "- (never shown)"]
            out += lead + path.joined(separator: "\n" + String(repeating: " ", count: lead.count)) + "\n"
        }
        return out
    }
}
