import Foundation
@_spi(Tools) import QuizFileSystem
import QuizRuntime
@_spi(Tools) import QuizYAML

/// One run of `quizc analyze` after the quiz compiled: the tally it reads the sums and the
/// responses into, the diagnostics it collects, and its output.
struct AnalyzeRun {
    /// What was asked.
    let options: AnalyzeOptions
    /// The quiz's scorer: the runtime's rules.
    let scorer: Scorer
    /// The quiz file's path, as the session names it.
    let quizPath: String
    /// What has been read.
    var tally: ResponseTally
    /// What has been found wrong or worth a look.
    var diagnostics: [Diagnostic] = []
    /// The files read: the quiz, then each sums and responses file (the summary counts them).
    var filesRead = 1
    /// Rejected lines reported past `AnalyzeOptions.reportedRejections`, counted.
    var unreported = 0
    /// Responses whose stored outcome differs from their score.
    var differing = 0

    init(options: AnalyzeOptions, scorer: Scorer, quizPath: String) {
        self.options = options
        self.scorer = scorer
        self.quizPath = quizPath
        tally = ResponseTally(scorer.bundle, scorer: scorer)
    }

    /// Adds a diagnostic with `code` at the start of `line` of `file`.
    mutating func report(_ code: DiagnosticCode, file: String, line: Int, _ message: String) {
        let position = SourcePosition(line: line, column: 1)
        diagnostics.append(
            Diagnostic(
                file: file, range: SourceRange(at: position), severity: code.defaultSeverity, code: code,
                message: message))
    }

    /// Reads every `--stats-in` file, then every responses file (standard input when none is
    /// named and no sums are); `false` when a file cannot be read (said on `console`).
    mutating func readAll(console: Console) -> Bool {
        for path in options.statsIn {
            filesRead += 1
            guard case .success(let content) = BoundedRead.read(path, limit: 1 << 30), case .bytes(let bytes) = content
            else {
                console.say(.error, "\(path): cannot be read")
                return false
            }
            let merged = Result { try JSONParser().parse(bytes) }.mapError { ResponseProblem("not JSON: \($0)") }
                .flatMap { tally.reading($0, scorer.bundle, hash: scorer.bundleHash) }
            switch merged {
            case .success(let other):
                // `reading` fills an empty tally of the same bundle, so merging adds its sums.
                var empty = ResponseTally(scorer.bundle, scorer: scorer)
                empty.merge(other)
                tally.merge(empty)
            case .failure(let problem): report(.invalidResponseStats, file: path, line: 1, "\(path): \(problem.reason)")
            }
        }
        let paths = options.responses.isEmpty && options.statsIn.isEmpty ? ["-"] : options.responses
        for path in paths where !read(path, console: console) { return false }
        if unreported > 0 {
            report(
                .rejectedResponse, file: paths.last ?? "-", line: 1,
                "\(unreported) more rejected responses, not reported one by one")
        }
        if differing > AnalyzeOptions.reportedRejections {
            report(
                .storedOutcomeDiffers, file: paths.last ?? "-", line: 1,
                "\(differing - AnalyzeOptions.reportedRejections) more stored outcomes differ, not reported one by one")
        }
        return true
    }

    /// Reads one responses file into the tally.
    private mutating func read(_ path: String, console: Console) -> Bool {
        filesRead += 1
        let descriptor = path == "-" ? options.standardInput : open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            console.say(.error, "\(path): cannot be read")
            return false
        }
        defer { if path != "-" { close(descriptor) } }
        let reader = ResponseReader(
            format: options.responseFormat ?? ResponseReader.Format(path: path),
            keys: Set(scorer.bundle.questions.map(\.key)), limit: options.maxLineBytes)
        let name = path == "-" ? "<stdin>" : path
        var plainText = AnswerTextTally(scorer: scorer, scales: tally.scales)
        let source = AnswersSource(descriptor: descriptor)
        let complete = reader.read(source, plain: { plainText.add($0, to: &tally) }) { line, response in
            let problem: String?
            switch response {
            case .success(let stored):
                switch tally.add(stored.answers, scorer: scorer) {
                case .success(let result):
                    problem = nil
                    compare(stored.outcome, with: result?.outcome, file: name, line: line)
                case .failure(let error): problem = "\(error.code.rawValue): \(error.message)"
                }
            case .failure(let reason):
                tally.rejected.add(1)
                problem = reason.reason
            }
            guard let problem else { return }
            if diagnostics.filter({ $0.code == .rejectedResponse }).count < AnalyzeOptions.reportedRejections {
                report(.rejectedResponse, file: name, line: line, "response rejected: \(problem)")
            } else {
                unreported += 1
            }
        }
        if !complete { console.say(.error, "\(name): cannot be read") }
        return complete
    }

    /// Reports a stored outcome that is not the one the scorer gives the same answers (the
    /// first `AnalyzeOptions.reportedRejections` one by one, the rest counted).
    private mutating func compare(_ stored: String?, with scored: String?, file: String, line: Int) {
        guard let stored, let scored, !stored.isExactly(scored) else { return }
        differing += 1
        guard differing <= AnalyzeOptions.reportedRejections else { return }
        report(
            .storedOutcomeDiffers, file: file, line: line,
            "the stored outcome is \"\(stored)\" but these answers score \"\(scored)\" with this bundle")
    }

    /// Prints the query computing the sums in `dialect` (`--sql`), or, when a question's
    /// answers cannot be mapped in SQL, reports it with the diagnostics.
    mutating func printSQL(_ dialect: ResponseSQL.Dialect, resolved: ResolvedQuiz, text: SourceText, console: Console)
        throws(Console.OutputFailure) -> ExitStatus
    {
        switch ResponseSQL(scorer: scorer, tally: tally, dialect: dialect).query() {
        case .success(let query):
            try console.out(query)
            return .success
        case .failure(let unsupported):
            let question = resolved.bundle.questions[unsupported.question]
            diagnostics.append(
                Diagnostic(
                    file: quizPath, range: resolved.questionSources[unsupported.question].range,
                    severity: DiagnosticCode.sqlUnsupportedQuestion.defaultSeverity, code: .sqlUnsupportedQuestion,
                    message:
                        "question \"\(question.id)\" is a \(question.type.rawValue) question: --sql maps single and scale answers only; no query printed"
                ))
            try output(nil, resolved: resolved, text: text, console: console)
            return .failure
        }
    }

    /// Prints the report (`nil`: nothing was analysed) and the diagnostics in the run's format.
    func output(_ report: ResponseReport?, resolved: ResolvedQuiz, text: SourceText, console: Console)
        throws(Console.OutputFailure)
    {
        let sorted = diagnostics.sorted(by: Diagnostic.reportOrder)
        let summary = DiagnosticSummary(files: filesRead, diagnostics: sorted, suppressed: 0)
        switch options.format {
        case .text:
            if let report { try console.out(ControlCharacters.escaped(report.text)) }
            try console.out(
                TextRenderer(colour: console.colour).render(sorted, sources: [quizPath: text], summary: summary))
        case .json:
            var members: [(String, JSONValue)] = [("analysis", report?.jsonValue ?? .null)]
            if case .object(let rendered) = JSONRenderer.value(sorted, summary: summary) { members += rendered }
            // Statistics keep their declared digits (`ExactDecimal`), trailing zeros included.
            var writer = JSONWriter(sortKeys: false, pretty: true)
            writer.keepsNumberText = true
            try console.out(writer.string(.object(members)))
        case .github:
            try console.out(GitHubRenderer.render(sorted, summary: summary))
        case .sarif:
            try console.out(
                SARIFRenderer.render(sorted, suppressed: [], currentDirectory: options.currentDirectory, tool: .quizc))
        }
    }
}
