import QuizRuntime

/// Page size, shuffling, time limit and draws: how questions are shown, never how they
/// score, so every change is compatible.
enum PresentationDiff {
    static func compare(_ old: QuizBundle.Presentation, _ new: QuizBundle.Presentation, into log: inout ChangeLog) {
        func note(_ field: String, _ before: String, _ after: String) {
            if before != after {
                log.compatible(
                    ChangePath.of("presentation", field), "presentation: \(field) changed from \(before) to \(after)")
            }
        }
        note("page_size", String(old.pageSize), String(new.pageSize))
        note("shuffle_questions", String(old.shuffleQuestions), String(new.shuffleQuestions))
        note("shuffle_options", String(old.shuffleOptions), String(new.shuffleOptions))
        note("time_limit", old.timeLimit.map(String.init) ?? "none", new.timeLimit.map(String.init) ?? "none")
        note("draw", text(old.draw), text(new.draw))
    }

    static func text(_ draws: [QuizBundle.Presentation.Draw]) -> String {
        if draws.isEmpty { return "none" }
        return "["
            + draws.map { draw in draw.pool.map { "\(quoted($0)): \(draw.count)" } ?? "\(draw.count) of all" }.joined(
                separator: ", ") + "]"
    }
}
