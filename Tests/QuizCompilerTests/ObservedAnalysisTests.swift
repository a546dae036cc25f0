import BigInt
import Foundation
@_spi(Tools) import QuizRuntime
import Testing

@_spi(Tools) @testable import QuizCompiler

/// `quizc analyze`'s designed-against-observed comparison and answer-rate funnel against a
/// brute force: designed counts by enumerating every answer set through the scorer, observed
/// counts by scoring each generated response, X² and the rates as exact fractions.
@Suite("Designed against observed")
struct ObservedAnalysisTests {
    /// Three questions of three options over traits a, b, c (`highest`); q3 is shown only
    /// after `x` in q1 when `conditional`.
    static func quiz(conditional: Bool) -> String {
        var text = """
            quiz: tiny
            version: 1.0.0
            title: Tiny
            traits: [a, b, c]
            scoring:
              model: highest
              ties: [a, b, c]
            questions:

            """
        let weights = [["a: 2", "b: 1", "c: 1"], ["b: 2", "a: 1", "c: 1"], ["c: 2", "a: 1", "b: 1"]]
        for question in 1...3 {
            text += "  - id: q\(question)\n    text: Question \(question)\n    type: single\n"
            if conditional && question == 3 { text += "    required: false\n    when: {question: q1, is: x}\n" }
            text += "    options:\n"
            for (option, id) in ["x", "y", "z"].enumerated() {
                text += "      - {id: \(id), label: \(id), weights: {\(weights[question - 1][option])}}\n"
            }
        }
        text += "outcomes:\n"
        for code in ["a", "b", "c"] {
            text += "  \(code): {title: \(code.uppercased()), description: Mostly \(code)}\n"
        }
        return text
    }

    /// `rows` generated answer sets (ids per question; `nil`: no answer), skewed toward `x`.
    static func responses(rows: Int, seed: UInt64, conditional: Bool) -> [[String?]] {
        var random = SplitMix64(seed: seed)
        return (0..<rows).map { _ in
            var row = (1...3).map { _ in ["x", "x", "y", "z"].randomElement(using: &random) }
            if conditional && row[0] != "x" { row[2] = nil }
            if Int.random(in: 0..<10, using: &random) == 0 { row[1] = nil }
            return row
        }
    }

    static func jsonLines(_ rows: [[String?]], stored: (Int) -> String? = { _ in nil }) -> String {
        rows.enumerated().map { index, row in
            let answers = row.enumerated().compactMap { question, id in id.map { "\"q\(question + 1)\": \"\($0)\"" } }
            let outcome = stored(index).map { ", \"outcome\": \"\($0)\"" } ?? ""
            return "{\"answers\": {" + answers.joined(separator: ", ") + "}\(outcome)}\n"
        }.joined()
    }

    /// `quizc analyze --format json` of `lines` (JSON Lines) against `quiz`.
    func analyze(_ quiz: String, _ lines: String) throws -> JSONValue {
        var output = JSONValue.null
        let command = AnalyzeCommandTests()
        try command.inFolder(["e.quiz.yaml": quiz, "r.jsonl": lines]) { folder in
            output = try command.analyze(folder, ["r.jsonl"]).1
        }
        return output
    }

    /// The scorer of the quiz's bundle.
    static func scorer(_ quiz: String) throws -> Scorer {
        Scorer(bundle: try #require(compile(quiz).resolved?.bundle))
    }

    /// `numerator/denominator` rounded to the declared digits, as the report writes it.
    static func decimal(_ numerator: BigInt, _ denominator: BigInt) -> String {
        ExactDecimal.text(numerator, denominator)
    }

    @Test(arguments: [(UInt64(1), 60), (2, 300), (3, 7)])
    func outcomeCountsSharesAndChiSquareMatchTheBruteForce(seed: UInt64, rows: Int) throws {
        let quiz = Self.quiz(conditional: false)
        let scorer = try Self.scorer(quiz)
        // Designed: every one of the 27 answer sets, scored.
        var designed: [String: BigInt] = [:]
        for first in ["x", "y", "z"] {
            for second in ["x", "y", "z"] {
                for third in ["x", "y", "z"] {
                    let answers: JSONValue = .object([
                        ("q1", .string(first)), ("q2", .string(second)), ("q3", .string(third)),
                    ])
                    let outcome = try #require(try scorer.score(json: answers).get().outcome)
                    designed[outcome, default: 0] += 1
                }
            }
        }
        // Observed: each generated response the scorer scores (an answer missing: not scored).
        let generated = Self.responses(rows: rows, seed: seed, conditional: false)
        var observed: [String: BigInt] = [:]
        for row in generated where !row.contains(nil) {
            let answers: JSONValue = .object(row.enumerated().map { ("q\($0.offset + 1)", .string($0.element!)) })
            observed[try #require(try scorer.score(json: answers).get().outcome), default: 0] += 1
        }
        let n = observed.values.reduce(0, +)
        let output = try analyze(quiz, Self.jsonLines(generated))
        let fit = output["analysis"]?["designed_vs_observed"]?["outcomes"]
        #expect(output["analysis"]?["designed_vs_observed"]?["scored"] == .number(String(n)))
        guard case .array(let categories)? = fit?["categories"] else {
            Issue.record("no categories in \(String(describing: fit))")
            return
        }
        // X² = Σ (O − E)²/E with E = n·c/27, summed as fractions.
        var sum = (BigInt(0), BigInt(1))
        for category in categories {
            guard case .string(let code)? = category["code"] else { continue }
            let (count, expected) = (observed[code] ?? 0, designed[code] ?? 0)
            #expect(category["observed"] == .number(String(count)))
            #expect(category["designed_share"] == .number(Self.decimal(expected, 27)))
            #expect(category["expected"] == .number(Self.decimal(n * expected, 27)))
            let term = ((27 * count - n * expected).power(2), 27 * n * expected)
            sum = (sum.0 * term.1 + term.0 * sum.1, sum.1 * term.1)
        }
        #expect(categories.count == designed.count)
        if n > 0 {
            #expect(fit?["chi_square"] == .number(Self.decimal(sum.0, sum.1)))
            #expect(fit?["df"] == .integer(designed.count - 1))
        } else {
            #expect(fit?["chi_square"] == .null)
        }
    }

    @Test func answerRatesUseTheExactShowProbability() throws {
        let quiz = Self.quiz(conditional: true)
        let generated = Self.responses(rows: 90, seed: 9, conditional: true)
        let output = try analyze(quiz, Self.jsonLines(generated))
        guard case .array(let rates)? = output["analysis"]?["answer_rates"] else {
            Issue.record("no answer rates in \(output)")
            return
        }
        let n = BigInt(generated.count)
        // q3 is shown after one of q1's three options: 1/3 of the equally likely answer paths.
        let shown: [(BigInt, BigInt)] = [(1, 1), (1, 1), (1, 3)]
        for (index, rate) in rates.enumerated() {
            let answered = BigInt(generated.filter { $0[index] != nil }.count)
            #expect(rate["answered"] == .number(String(answered)))
            #expect(rate["shown_probability"] == .number(Self.decimal(shown[index].0, shown[index].1)))
            #expect(rate["expected_shown"] == .number(Self.decimal(n * shown[index].0, shown[index].1)))
            #expect(rate["answer_rate"] == .number(Self.decimal(answered * shown[index].1, n * shown[index].0)))
        }
    }

    @Test func aStoredOutcomeTheScorerDoesNotGiveIsReportedAtItsLine() throws {
        let quiz = Self.quiz(conditional: false)
        let rows: [[String?]] = [["x", "x", "x"], ["z", "z", "z"], ["y", "y", "y"]]
        let output = try analyze(quiz, Self.jsonLines(rows) { ["a", "a", "a"][$0] })
        let differing = AnalyzeCommandTests.codes(output).filter { $0.0 == "stored-outcome-differs" }
        #expect(differing.map(\.1) == [2])
    }

    @Test func anOutcomeNeverObservedAndOneFarOffAreFindings() throws {
        let quiz = Self.quiz(conditional: false)
        // Everyone answers x, x, x: outcome a only; b and c are expected about 30 times each.
        let rows = Array(repeating: ["x", "x", "x"] as [String?], count: 100)
        let output = try analyze(quiz, Self.jsonLines(rows))
        let codes = AnalyzeCommandTests.codes(output)
        #expect(codes.filter { $0.0 == "outcome-never-observed" }.count == 2)
        #expect(codes.filter { $0.0 == "outcome-share-off" }.count == 1)
        #expect(output["analysis"]?["designed_vs_observed"]?["outcomes"]?["p_value"] == .number("0.000000000000"))
    }

    /// Reference values of P(χ²_df ≥ x) computed with mpmath's regularized upper gamma at 40
    /// digits, rounded to 12.
    @Test(arguments: [
        (1, BigInt(1), BigInt(1), "0.317310507863"), (2, 2, 1, "0.367879441171"), (3, 3, 1, "0.391625176271"),
        (4, 10, 1, "0.040427681995"), (1, 1, 1000, "0.974772879370"), (5, 40, 1, "0.000000149337"),
        (1, 60, 1, "0.000000000000"), (3, 5_029_984_341_543, 1_000_000_000_000, "0.169614664250"),
        (7, 0, 1, "1.000000000000"), (3, BigInt(10).power(9), 1, "0.000000000000"),
    ])
    func pValuesMatchAReferenceComputation(df: Int, numerator: BigInt, denominator: BigInt, expected: String) {
        #expect(ChiSquareTail.text(df: df, numerator, denominator) == expected)
    }

    /// The report's text and JSON for a conditional quiz with a band result, as goldens: the
    /// comparison's tables and test lines and the funnel, as people and programs read them.
    @Test func theReportsTextAndJSONAreRecorded() throws {
        let quiz =
            Self.quiz(conditional: true).replacingOccurrences(
                of: "  model: highest\n  ties: [a, b, c]\n",
                with: "  model: profile\n  results:\n    - {id: level, title: Level, score: a, bands: "
                    + "[{id: low, below: 2, title: Low}, {id: high, title: High}]}\n"
            )
            .components(separatedBy: "outcomes:\n").first ?? ""
        let analyzed = try #require(compile(quiz).analyzed)
        let scorer = Scorer(bundle: analyzed.resolved.bundle)
        var tally = ResponseTally(scorer.bundle, scorer: scorer)
        for row in Self.responses(rows: 40, seed: 4, conditional: true) {
            let members = row.enumerated().compactMap { index, id in id.map { ("q\(index + 1)", JSONValue.string($0)) }
            }
            _ = tally.add(.object(members), scorer: scorer)
        }
        let report = ResponseReport(tally, bundle: scorer.bundle, hash: "sha256:golden", designed: analyzed)
        try expectGolden(Array(report.text.utf8), "QuizCompilerTests/Golden/analyze/observed.txt")
        var writer = JSONWriter(sortKeys: false, pretty: true)
        writer.keepsNumberText = true
        try expectGolden(
            Array((writer.string(report.jsonValue) + "\n").utf8), "QuizCompilerTests/Golden/analyze/observed.json")
    }
}
