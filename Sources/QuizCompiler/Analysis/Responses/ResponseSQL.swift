import QuizRuntime

/// The sums of a `quiz-response-stats/1` document as one SQL query, for stored responses in a
/// table (`responses`, one column per wire key: the Parquet shape of docs/analytics.md) that
/// DuckDB or Spark SQL computes: each cell is mapped to the option it chooses by a `CASE`
/// built from the runtime's own per-answer checks, and each option to its keyed item value
/// by the runtime's weights (`Scorer.chosenOptions`, `Scorer.itemValue`), so no rule is
/// stated again here. The query's one row has one column, `stats`: the sums document.
struct ResponseSQL {
    /// The SQL dialect: how a column is named and what a string is called.
    enum Dialect: String, CaseIterable, Sendable {
        /// DuckDB.
        case duckdb
        /// Spark SQL.
        case spark

        /// `name` as a quoted identifier.
        func identifier(_ name: String) -> String {
            switch self {
            case .duckdb: return "\"" + name.replacing("\"", with: "\"\"") + "\""
            case .spark: return "`" + name.replacing("`", with: "``") + "`"
            }
        }

        /// The string type a cell is compared as.
        var text: String { self == .duckdb ? "VARCHAR" : "STRING" }

        /// The exact sum of the `BIGINT` or exact integer `expression` over the rows where it
        /// is not `NULL`, 0 when there are none: DuckDB sums `BIGINT` as a 128-bit `HUGEINT`;
        /// Spark sums `BIGINT` as `BIGINT`, so there it is summed as `DECIMAL(38,0)`.
        func exactSum(_ expression: String) -> String {
            switch self {
            case .duckdb: return "COALESCE(SUM(\(expression)), 0)"
            case .spark: return "COALESCE(SUM(CAST(\(expression) AS DECIMAL(38,0))), 0)"
            }
        }

        /// The exact product of two `BIGINT` values: as `BIGINT` when it `fits` (the values'
        /// largest magnitudes say so), else in the dialect's 128-bit exact integer.
        func product(_ a: String, _ b: String, fits: Bool) -> String {
            guard !fits else { return "\(a) * \(b)" }
            let wide = self == .duckdb ? "HUGEINT" : "DECIMAL(38,0)"
            return "CAST(\(a) AS \(wide)) * CAST(\(b) AS \(wide))"
        }
    }

    /// A question the plan cannot map cell by cell: its answers are lists or numbers in an
    /// interval, not one of a fixed set of options.
    struct Unsupported: Error, Equatable {
        /// The question's index in the bundle.
        var question: Int
    }

    let scorer: Scorer
    let tally: ResponseTally
    let dialect: Dialect

    /// The query, or the first question whose answers no `CASE` can enumerate.
    func query() -> Result<String, Unsupported> {
        let questions = scorer.bundle.questions
        var chosen: [String] = []
        // Each cell as text once: the option `CASE`s compare it with several texts.
        let texts = questions.indices.map {
            "CAST(\(dialect.identifier(questions[$0].key)) AS \(dialect.text)) AS t\($0)"
        }
        for (index, question) in questions.enumerated() {
            guard question.type == .single || question.type == .scale else {
                return .failure(Unsupported(question: index))
            }
            chosen.append("    \(optionCase(index)) AS o\(index)")
        }
        let rejected = questions.indices.map { "o\($0) = -1" }.joined(separator: " OR ")
        var complete: [String] = []
        var valued: [String] = []
        var sums = ["COALESCE(SUM(1 - rejected), 0) AS accepted", "COALESCE(SUM(rejected), 0) AS rejected"]
        for (s, scale) in tally.scales.enumerated() {
            let answered = scale.items.map { "o\($0) IS NOT NULL" }.joined(separator: " AND ")
            complete.append("    CASE WHEN rejected = 0 AND \(answered) THEN 1 ELSE 0 END AS s\(s)_complete")
            // An item's value only in a complete case, so each sum below adds what is not NULL.
            for (i, item) in scale.items.enumerated() {
                valued.append("    CASE WHEN s\(s)_complete = 1 THEN \(valueCase(item, scale.trait)) END AS s\(s)_\(i)")
            }
            sums.append("COALESCE(SUM(s\(s)_complete), 0) AS s\(s)_n")
            for i in scale.items.indices {
                sums.append("\(dialect.exactSum("s\(s)_\(i)")) AS s\(s)_sum_\(i)")
            }
            let largest = scale.items.map { largestValue($0, scale.trait) }
            var slot = 0
            for i in scale.items.indices {
                for j in i..<scale.items.count {
                    let fits = !largest[i].multipliedReportingOverflow(by: largest[j]).overflow
                    let product = dialect.product("s\(s)_\(i)", "s\(s)_\(j)", fits: fits)
                    sums.append("\(dialect.exactSum(product)) AS s\(s)_product_\(slot)")
                    slot += 1
                }
            }
        }
        for (q, question) in questions.enumerated() {
            for o in question.options.indices {
                sums.append("COUNT(CASE WHEN o\(q) = \(o) AND rejected = 0 THEN 1 END) AS o\(q)_\(o)")
            }
        }
        return .success(
            """
            WITH texts AS (
              SELECT
                \(texts.joined(separator: ",\n    "))
              FROM responses
            ), chosen AS (
              SELECT
            \(chosen.joined(separator: ",\n"))
              FROM texts
            ), checked AS (
              SELECT chosen.*, CASE WHEN \(rejected) THEN 1 ELSE 0 END AS rejected FROM chosen
            ), completed AS (
              SELECT checked.*,
            \(complete.joined(separator: ",\n"))
              FROM checked
            ), valued AS (
              SELECT completed.*,
            \(valued.joined(separator: ",\n"))
              FROM completed
            ), sums AS (
              SELECT
                \(sums.joined(separator: ",\n    "))
              FROM valued
            )
            SELECT
              \(document()) AS stats
            FROM sums

            """)
    }

    /// The largest magnitude of question `question`'s keyed value on trait `trait`, over its options.
    private func largestValue(_ question: Int, _ trait: Int) -> Int {
        scorer.bundle.questions[question].options.indices.map {
            scorer.itemValue(question: question, chosen: [$0], trait: trait).magnitude
        }.max().map { Int(clamping: $0) } ?? 0
    }

    /// The `CASE` giving question `question`'s chosen option index from its cell: `NULL` for
    /// no answer, -1 for a cell the runtime rejects.
    private func optionCase(_ question: Int) -> String {
        let key = scorer.bundle.questions[question].key
        var whens = ["WHEN t\(question) IS NULL THEN NULL"]
        for (index, option) in scorer.bundle.questions[question].options.enumerated() {
            let candidates: [(cell: String, answer: JSONValue)] =
                (option.id.map { [($0, JSONValue.string($0))] } ?? [])
                + (option.value.map { [(String($0), JSONValue.number(String($0)))] } ?? [])
            for candidate in candidates {
                // The runtime's own check says which option this cell chooses, if any.
                guard case .success(let options) = scorer.chosenOptions(json: .object([(key, candidate.answer)])),
                    options[question] == [index]
                else { continue }
                whens.append("WHEN t\(question) = \(literal(candidate.cell)) THEN \(index)")
            }
        }
        return "CASE " + whens.joined(separator: " ") + " ELSE -1 END"
    }

    /// The `CASE` giving question `question`'s keyed value on trait `trait` from its chosen
    /// option, as a `BIGINT`.
    private func valueCase(_ question: Int, _ trait: Int) -> String {
        let whens = scorer.bundle.questions[question].options.indices.map { option in
            "WHEN \(option) THEN CAST(\(scorer.itemValue(question: question, chosen: [option], trait: trait)) AS BIGINT)"
        }
        return "CASE o\(question) " + whens.joined(separator: " ") + " END"
    }

    /// The sums document as a string expression over the `sums` row: the JSON texts of
    /// `ResponseTally.jsonValue`, with each number a column cast to a string.
    private func document() -> String {
        let bundle = scorer.bundle
        var parts: [String] = []
        func text(_ json: String) { parts.append(literal(json)) }
        func number(_ column: String) { parts.append("CAST(\(column) AS \(dialect.text))") }
        func numbers(_ columns: [String]) {
            for (index, column) in columns.enumerated() {
                if index > 0 { text(", ") }
                number(column)
            }
        }
        func json(_ value: String) -> String { JSONWriter.line.string(.string(value)) }
        text(
            "{\"format\": \(json(ResponseTally.format)), \"quiz\": \(json(bundle.quiz)), "
                + "\"bundle_hash\": \(json(scorer.bundleHash)), \"accepted\": ")
        number("accepted")
        text(", \"rejected\": ")
        number("rejected")
        text(", \"scales\": [")
        for (s, scale) in tally.scales.enumerated() {
            let items = scale.items.map { json(bundle.questions[$0].key) }.joined(separator: ", ")
            text("\(s > 0 ? ", " : ""){\"trait\": \(json(scale.name)), \"items\": [\(items)], \"n\": ")
            number("s\(s)_n")
            text(", \"sums\": [")
            numbers(scale.items.indices.map { "s\(s)_sum_\($0)" })
            text("], \"products\": [")
            numbers(tally.sums[s].products.indices.map { "s\(s)_product_\($0)" })
            text("]}")
        }
        text("], \"options\": [")
        for (q, question) in bundle.questions.enumerated() {
            text("\(q > 0 ? ", " : ""){\"key\": \(json(question.key)), \"counts\": [")
            numbers(question.options.indices.map { "o\(q)_\($0)" })
            text("]}")
        }
        text("]}")
        // One flat `concat`: a chain of `||` nests as deep as it is long, and Spark's
        // analyser recurses into it.
        return "concat(\n    " + parts.joined(separator: ",\n    ") + ")"
    }

    /// `text` as a SQL string literal (Spark reads a backslash as an escape).
    private func literal(_ text: String) -> String {
        let escaped = dialect == .spark ? text.replacing("\\", with: "\\\\") : text
        return "'" + escaped.replacing("'", with: "''") + "'"
    }
}
