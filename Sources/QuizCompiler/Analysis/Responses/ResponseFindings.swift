import QuizRuntime
@_spi(Tools) import QuizYAML

/// The findings of a report as diagnostics at the quiz's lines: a mis-keyed item (with an
/// unsafe fix flipping its keying), an item
/// whose scale's alpha rises without it (unless it is reported as mis-keyed already), and an
/// option no accepted response chose (docs/analytics.md).
extension ResponseReport {
    /// The findings for the quiz `resolved`, read from the file `path`.
    func findings(_ resolved: ResolvedQuiz, path: String) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        func report(_ code: DiagnosticCode, at range: SourceRange, _ message: String, fix: Diagnostic.Fix? = nil) {
            diagnostics.append(
                Diagnostic(
                    file: path, range: range, severity: code.defaultSeverity, code: code, message: message,
                    fixes: fix.map { [$0] } ?? []))
        }
        for (scale, statistics) in zip(tally.scales, statistics) {
            for (question, item) in zip(scale.items, statistics.items) {
                let id = bundle.questions[question].id
                let range = resolved.questionSources[question].range
                if item.negativeItemRest, let r = item.itemRest {
                    report(
                        .miskeyedItem, at: range,
                        "\"\(id)\" correlates negatively with the rest of scale \"\(scale.name)\" (item-rest r = \(r), "
                            + "n = \(statistics.count)): is it keyed the wrong way round?",
                        fix: .flippingKeying(of: resolved.questionSources[question], trait: scale.name, in: path))
                } else if item.raisesAlpha, let alpha = statistics.alpha, let without = item.alphaIfDeleted {
                    report(
                        .itemLowersAlpha, at: range,
                        "scale \"\(scale.name)\" has alpha \(alpha) with \"\(id)\" and \(without) without it "
                            + "(n = \(statistics.count))")
                }
            }
        }
        guard tally.accepted.value > 0 else { return diagnostics }
        for (question, counts) in tally.optionCounts.enumerated() {
            for (option, count) in counts.enumerated() where count.value == 0 {
                report(
                    .unchosenOption, at: resolved.optionRanges[question][option],
                    "no response chose option \"\(optionName(question, option))\" of \"\(bundle.questions[question].id)\" "
                        + "(\(tally.accepted.value) responses accepted)")
            }
        }
        return diagnostics
    }
}
