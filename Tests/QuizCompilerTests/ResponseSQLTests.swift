import Foundation
@_spi(Tools) import QuizRuntime
import Testing

@_spi(Tools) @testable import QuizCompiler

/// `quizc analyze --sql`: the query's cell mapping in each dialect, and a question SQL cannot
/// map. That DuckDB and Spark compute the binary's sums is build-tools/tests/test_analyze_sql.py.
@Suite("quizc analyze --sql")
struct ResponseSQLTests {
    static let quiz = """
        quiz: sqlmap
        version: 1.0.0
        title: SQL mapping
        traits: [A]
        scoring:
          model: profile
          results:
            - {id: level, title: Level, score: A, bands: [{id: low, below: 1, title: Low}, {id: high, title: High}]}
        questions:
          - id: first
            text: First
            options:
              - {id: "it's", label: Yes, weights: {A: 2}}
              - {id: no, label: No}
          - id: second
            text: Second
            options:
              - {id: yes, label: Yes, weights: {A: -1}}
              - {id: no, label: No}

        """

    /// The query for `source` in `dialect`, or its failure.
    func query(_ source: String, _ dialect: ResponseSQL.Dialect) throws -> Result<String, ResponseSQL.Unsupported> {
        let session = BuildSession(sources: [("q.quiz.yaml", Array(source.utf8))])
        let bundle = try #require(session.files.first?.resolved?.bundle)
        let scorer = Scorer(bundle: bundle)
        return ResponseSQL(scorer: scorer, tally: ResponseTally(bundle, scorer: scorer), dialect: dialect).query()
    }

    @Test func eachDialectQuotesColumnsAndCellsItsOwnWay() throws {
        let duckdb = try query(Self.quiz, .duckdb).get()
        #expect(duckdb.contains(#"CAST("first" AS VARCHAR) AS t0"#) && duckdb.contains("WHEN t0 = 'it''s' THEN 0"))
        #expect(duckdb.contains("CASE o1 WHEN 0 THEN CAST(-1 AS BIGINT) WHEN 1 THEN CAST(0 AS BIGINT) END"))
        let spark = try query(Self.quiz, .spark).get()
        #expect(spark.contains("CAST(`first` AS STRING) AS t0") && spark.contains("WHEN t0 = 'it''s' THEN 0"))
        #expect(!spark.contains(#"CAST("first""#))
    }

    @Test func aMultipleQuestionHasNoQuery() throws {
        let multiple = Self.quiz.replacingOccurrences(
            of: "  - id: second\n    text: Second\n", with: "  - id: second\n    text: Second\n    type: multiple\n")
        #expect(try query(multiple, .duckdb) == .failure(ResponseSQL.Unsupported(question: 1)))
    }
}
