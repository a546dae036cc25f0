import ArgumentParser
@_spi(Tools) import QuizCompiler

/// `quizc analyze QUIZ [RESPONSES...]`: exact item statistics from stored responses.
struct Analyze: FrontendCommand {
    static let configuration = CommandConfiguration(
        abstract:
            "Exact item statistics of a quiz's scales from stored responses: item means, SDs and answer counts, Cronbach's alpha (raw and standardized), alpha if an item is deleted, item-rest correlations.",
        discussion: """
            Responses are JSON Lines (an answers object keyed by wire key, or an object with \
            "answers" beside a stored "outcome") or CSV (a header row of wire keys), streamed. \
            Each scored response's outcome and bands are compared with their exact designed \
            shares (a chi-square test), and each question's answer rate with its exact \
            probability of being shown. Findings (a mis-keyed item, with a fix flipping its \
            keying; an item that lowers alpha; an option nobody chose; an outcome or band off \
            its designed share; a stored outcome the scorer does not give) are diagnostics at \
            the quiz's lines; a rejected response is an error at its line. \
            See docs/analytics.md.
            """)

    @Argument(help: "The quiz source (YAML) the responses answered.")
    var quiz: String

    @Argument(help: "Files of stored responses; standard input when none (and no --stats-in) is given, or '-'.")
    var responses: [String] = []

    @ArgumentParser.Option(
        help:
            "The responses' shape: jsonl or csv. By default a file whose name ends in .csv is CSV, any other (and standard input) JSON Lines."
    )
    var responsesFormat: String?

    @ArgumentParser.Option(help: "The bundle hash the responses were collected with (sha256:…); another is an error.")
    var bundleHash: String?

    @ArgumentParser.Option(help: "A sums file of an earlier run to merge (quiz-response-stats/1); may be repeated.")
    var statsIn: [String] = []

    @ArgumentParser.Option(help: "Write the merged sums to this file (quiz-response-stats/1).")
    var statsOut: String?

    @ArgumentParser.Option(
        help: ArgumentHelp(
            "Print the SQL query that computes the sums (--stats-out's document) from a table 'responses' of one column per wire key, in this dialect (duckdb or spark), and read no responses.",
            valueName: "dialect"))
    var sql: String?

    @ArgumentParser.Option(help: ArgumentHelp("The longest response line in bytes.", valueName: "n"))
    var maxLineBytes: Int = AnswersInputOptions.defaultMaxLineBytes

    @OptionGroup var options: DiagnosticOptions

    func validate() throws {
        if let responsesFormat, !AnalyzeOptions.responseFormats.contains(responsesFormat) {
            throw ValidationError(
                "--responses-format must be one of \(AnalyzeOptions.responseFormats.joined(separator: ", "))")
        }
        if let sql, !AnalyzeOptions.sqlDialects.contains(sql) {
            throw ValidationError("--sql must be one of \(AnalyzeOptions.sqlDialects.joined(separator: ", "))")
        }
        guard (1...AnswersInputOptions.largestMaxLineBytes).contains(maxLineBytes) else {
            throw ValidationError(
                "--max-line-bytes must be between 1 and \(AnswersInputOptions.largestMaxLineBytes) (1 GiB)")
        }
    }

    func run(in context: CommandContext) -> ExitStatus {
        guard
            let analyze = AnalyzeOptions(
                quiz: quiz, responses: responses, responseFormat: responsesFormat, bundleHash: bundleHash,
                statsIn: statsIn, statsOut: statsOut, sql: sql, settings: options.settings(in: context),
                maxLineBytes: maxLineBytes, standardInput: context.standardInput)
        else { return .usage }
        return AnalyzeFrontend(analyze).run(output: context.output)
    }
}
