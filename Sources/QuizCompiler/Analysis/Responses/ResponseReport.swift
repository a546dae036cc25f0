import BigInt
import QuizRuntime

/// What `quizc analyze` reports of a tally: each scale's exact statistics, as a table for
/// people and as JSON (docs/cli.md), and the findings as diagnostics at the quiz's lines.
struct ResponseReport: Sendable {
    /// The bundle the responses answered.
    var bundle: QuizBundle
    /// Its hash.
    var hash: String
    /// What was read.
    var tally: ResponseTally
    /// Per scale of `tally`, its statistics.
    var statistics: [ScaleStatistics]
    /// The scored outcomes and bands against their designed shares.
    var comparison: DesignedComparison
    /// Per question, its answer rate against its exact probability of being shown.
    var answerRates: AnswerRates

    /// The report of `tally` over `bundle`, compared with `designed`, the compilation's analysis of it.
    init(_ tally: ResponseTally, bundle: QuizBundle, hash: String, designed: AnalyzedQuiz?) {
        self.bundle = bundle
        self.hash = hash
        self.tally = tally
        let unit = BigInt(10).power(bundle.scoring.weightDigits)
        statistics = tally.sums.map { ScaleStatistics($0, unit: Int(unit)) }
        comparison = DesignedComparison(observed: tally.observed, designed: designed, bundle: bundle)
        answerRates = AnswerRates(tally, bundle: bundle, visibility: designed?.visibility)
    }

    /// How an option is named in reports: its id, or a scale option's value.
    func optionName(_ question: Int, _ option: Int) -> String {
        let option = bundle.questions[question].options[option]
        return option.id ?? option.value.map(String.init) ?? ""
    }

    /// The report as JSON (docs/cli.md, "quizc analyze").
    var jsonValue: JSONValue {
        func number(_ text: String?) -> JSONValue { text.map(JSONValue.number) ?? .null }
        let scales: [JSONValue] = zip(tally.scales, statistics).map { scale, statistics in
            let items: [JSONValue] = zip(scale.items, statistics.items).map { question, item in
                let frequencies: [JSONValue] = tally.optionCounts[question].indices.map { option in
                    .object([
                        ("option", .string(optionName(question, option))),
                        ("count", .number(String(tally.optionCounts[question][option].value))),
                    ])
                }
                return .object([
                    ("question", .string(bundle.questions[question].id)),
                    ("key", .string(bundle.questions[question].key)),
                    ("mean", number(item.mean)), ("sd", number(item.sd)), ("item_rest_r", number(item.itemRest)),
                    ("alpha_if_deleted", number(item.alphaIfDeleted)), ("frequencies", .array(frequencies)),
                ])
            }
            return .object([
                ("trait", .string(scale.name)), ("n", .number(String(statistics.count))),
                ("alpha", number(statistics.alpha)),
                ("alpha_fraction", statistics.alphaFraction.map(JSONValue.string) ?? .null),
                ("standardized_alpha", number(statistics.standardizedAlpha)),
                ("mean_inter_item_r", number(statistics.meanInterItemCorrelation)), ("items", .array(items)),
            ])
        }
        return .object([
            ("quiz", .string(bundle.quiz)), ("version", .string(bundle.version)), ("bundle_hash", .string(hash)),
            ("digits", .integer(ExactDecimal.digits)),
            (
                "responses",
                .object([
                    ("accepted", .number(String(tally.accepted.value))),
                    ("rejected", .number(String(tally.rejected.value))),
                ])
            ),
            ("scales", .array(scales)), ("designed_vs_observed", comparison.jsonValue),
            ("answer_rates", answerRates.jsonValue),
        ])
    }

    /// The summary for people: a heading, then per scale its alphas and a table of its items.
    var text: String {
        var lines = [
            "\(bundle.quiz) \(bundle.version) (\(hash)): \(tally.accepted.value) responses accepted, "
                + "\(tally.rejected.value) rejected"
        ]
        if tally.scales.isEmpty { lines.append("no trait is weighed by two or more questions: no scale to analyse") }
        for (scale, statistics) in zip(tally.scales, statistics) {
            lines.append("")
            lines.append("scale \(scale.name): \(scale.items.count) items, n = \(statistics.count) complete cases")
            lines.append(
                "  alpha \(statistics.alpha ?? "—"), standardized \(statistics.standardizedAlpha ?? "—"), "
                    + "mean inter-item r \(statistics.meanInterItemCorrelation ?? "—")")
            var rows = [["item", "mean", "sd", "item-rest r", "alpha if deleted", "frequencies"]]
            for (question, item) in zip(scale.items, statistics.items) {
                let frequencies = tally.optionCounts[question].indices.map {
                    "\(optionName(question, $0)):\(tally.optionCounts[question][$0].value)"
                }
                rows.append(
                    [
                        bundle.questions[question].id, item.mean ?? "—", item.sd ?? "—", item.itemRest ?? "—",
                        item.alphaIfDeleted ?? "—", frequencies.joined(separator: " "),
                    ])
            }
            lines += Self.table(rows).map { "  " + $0 }
        }
        lines += comparison.textLines + answerRates.textLines
        return lines.joined(separator: "\n") + "\n"
    }

    /// `rows` with each column but the last padded to its widest cell.
    static func table(_ rows: [[String]]) -> [String] {
        let widths = (0..<(rows.first?.count ?? 0)).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { column, cell in
                column == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[column] - cell.count)
            }.joined(separator: "  ")
        }
    }
}
