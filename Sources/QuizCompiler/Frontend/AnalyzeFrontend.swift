import Foundation
@_spi(Tools) import QuizFileSystem
@_spi(Tools) import QuizRuntime
@_spi(Tools) import QuizYAML

/// `quizc analyze`: exact item statistics of a quiz's scales from stored responses, and
/// findings (a mis-keyed item, an item that lowers alpha, an option nobody chose, outcomes off
/// their designed shares, a question answered less often than it is shown) as
/// diagnostics at the quiz's lines (docs/analytics.md).
@_spi(Tools) public typealias AnalyzeFrontend = Frontend<AnalyzeOptions>

/// What `quizc analyze` was asked, and running it.
@_spi(Tools) public struct AnalyzeOptions: FrontendOptions {
    /// The quiz source (YAML).
    var quiz: String
    /// Files of stored responses; standard input when empty and there is no `statsIn`.
    var responses: [String]
    /// Their shape; `nil`: each file's by its name (`ResponseReader.Format(path:)`).
    var responseFormat: ResponseReader.Format?
    /// `--bundle-hash`: the hash the quiz's bundle must have.
    var bundleHash: String?
    /// `--stats-in`: sums of earlier runs to merge.
    var statsIn: [String]
    /// `--stats-out`: where to write the merged sums.
    var statsOut: String?
    /// `--sql`: print the query computing the sums in this dialect instead of reading responses.
    var sql: ResponseSQL.Dialect?
    /// `--format` (text: the summary and the diagnostics; json: one document; github and
    /// sarif: the diagnostics only).
    var format: DiagnosticFormat
    /// The compilation's settings (`--strict` fails on the findings, which are warnings).
    var compilation: CompilationSettings
    /// Where paths in SARIF are relative to.
    var currentDirectory: String
    /// The longest response line, in bytes.
    var maxLineBytes: Int
    /// Standard input's descriptor.
    var standardInput: Int32

    /// The options of one run; `responseFormat` is `jsonl`, `csv`, or `nil` for each file's by
    /// its name.
    @_spi(Tools) public init?(
        quiz: String, responses: [String], responseFormat: String?, bundleHash: String?, statsIn: [String],
        statsOut: String?, sql: String? = nil, settings: DiagnosticSettings, maxLineBytes: Int, standardInput: Int32
    ) {
        if let responseFormat {
            guard let shape = ResponseReader.Format(rawValue: responseFormat) else { return nil }
            self.responseFormat = shape
        }
        if let sql {
            guard let dialect = ResponseSQL.Dialect(rawValue: sql) else { return nil }
            self.sql = dialect
        }
        self.quiz = quiz
        self.responses = responses
        self.bundleHash = bundleHash
        self.statsIn = statsIn
        self.statsOut = statsOut
        format = settings.format
        compilation = settings.compilation
        currentDirectory = settings.currentDirectory
        self.maxLineBytes = maxLineBytes
        self.standardInput = standardInput
    }

    /// The response shapes `--responses-format` takes.
    @_spi(Tools) public static var responseFormats: [String] { ResponseReader.Format.allCases.map(\.rawValue) }

    /// The SQL dialects `--sql` takes.
    @_spi(Tools) public static var sqlDialects: [String] { ResponseSQL.Dialect.allCases.map(\.rawValue) }

    /// How many rejected lines are reported one by one; the rest are counted.
    static let reportedRejections = 100

    /// Compiles the quiz, reads the responses and the sums, and reports: `.failure` on an
    /// error (the quiz's, a rejected response, a pinned hash that differs, sums that do not
    /// fit; warnings too under `--strict`), `.inputOutputError` when a file cannot be read
    /// or written.
    @_spi(Tools) public func run(console: Console) throws(Console.OutputFailure) -> ExitStatus {
        // The quiz's own diagnostics are printed with the findings, in one document; alone
        // when they stop the run.
        let session = BuildSession(paths: [quiz], compilation: compilation.compilation(console: console))
        guard session.inputErrors.isEmpty, !compilation.fails(session), let file = session.files.first,
            let resolved = file.resolved
        else {
            try DiagnosticReport.report(session, format: format, currentDirectory: currentDirectory, console: console)
            if !session.inputErrors.isEmpty { return .inputOutputError }
            console.say(.plain, "nothing analysed: fix the errors above first")
            return .failure
        }
        let scorer = Scorer(bundle: resolved.bundle)
        var run = AnalyzeRun(options: self, scorer: scorer, quizPath: file.path)
        run.diagnostics = session.diagnostics
        if let pinned = bundleHash, pinned != scorer.bundleHash {
            run.report(
                .bundleHashMismatch, file: file.path, line: file.quizID?.range.start.line ?? 1,
                "the quiz compiles to \(scorer.bundleHash), not the pinned \(pinned): nothing analysed")
            try run.output(nil, resolved: resolved, text: file.text, console: console)
            return .failure
        }
        if let sql { return try run.printSQL(sql, resolved: resolved, text: file.text, console: console) }
        guard run.readAll(console: console) else { return .inputOutputError }
        let report = ResponseReport(
            run.tally, bundle: resolved.bundle, hash: scorer.bundleHash, designed: file.analyzed)
        if let statsOut {
            let json = JSONWriter(sortKeys: false, pretty: true).string(
                run.tally.jsonValue(resolved.bundle, hash: scorer.bundleHash))
            do throws(AtomicFile.Failure) { try AtomicFile.write(Array((json + "\n").utf8), to: statsOut) } catch {
                console.say(.error, "\(statsOut): \(error.description)")
                return .inputOutputError
            }
        }
        run.diagnostics +=
            report.findings(resolved, path: file.path) + report.observedFindings(resolved, path: file.path)
        try run.output(report, resolved: resolved, text: file.text, console: console)
        let fails = run.diagnostics.contains {
            $0.severity == .error || (compilation.strict && $0.severity == .warning)
        }
        return fails ? .failure : .success
    }
}
