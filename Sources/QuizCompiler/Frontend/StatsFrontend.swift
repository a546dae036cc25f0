import QuizRuntime

/// `quizc stats`: per outcome, whether it is reachable, a witness and its exact probability.
@_spi(Tools) public typealias StatsFrontend = Frontend<StatsOptions>

/// What `quizc stats` was asked, and running it.
@_spi(Tools) public struct StatsOptions: FrontendOptions {
    /// How the tables are printed.
    @_spi(Tools) public enum Format: String, Sendable, CaseIterable {
        /// Tables for people.
        case text
        /// One JSON document holding every quiz's report (`{"quizzes": [...]}`).
        case json
    }

    /// Quiz files, or folders searched for `*.yaml` and `*.yml`.
    var paths: [String]
    /// `--format`.
    var format: Format
    /// The compilation's settings.
    var compilation: CompilationSettings

    /// The options of one run.
    @_spi(Tools) public init(paths: [String], format: Format = .text, compilation: CompilationSettings) {
        self.paths = paths
        self.format = format
        self.compilation = compilation
    }

    /// Prints the quizzes that could be analysed, then (on a failure) the diagnostics:
    /// `.failure` on errors, `.inputOutputError` when a path cannot be read.
    @_spi(Tools) public func run(console: Console) throws(Console.OutputFailure) -> ExitStatus {
        let session = BuildSession(
            paths: self.paths, compilation: self.compilation.compilation(console: console))
        // Quizzes whose only errors come from the checks (an unreachable outcome, say)
        // were analysed, and are shown: their table is what explains those errors. A quiz
        // whose errors stopped the analysis is listed with them.
        let quizzes = session.files.filter { $0.translation == nil }.map(Self.entry)
        let failed =
            !session.inputErrors.isEmpty || self.compilation.fails(session)
            || session.files.contains { $0.analyzed == nil && $0.translation == nil }
        switch self.format {
        case .json:
            var members: [(String, JSONValue)] = [("quizzes", .array(quizzes.map(\.jsonValue)))]
            if failed {
                let diagnostics = session.inputDiagnostics + session.diagnostics
                let summary = DiagnosticSummary(
                    files: session.files.count, diagnostics: diagnostics, suppressed: session.suppressed.count)
                if case .object(let report) = JSONRenderer.value(
                    diagnostics, suppressed: session.suppressed, summary: summary)
                {
                    members += report
                }
                DiagnosticReport.reportInputErrors(session, console: console)
            }
            try console.out(JSONWriter(sortKeys: false, pretty: true).string(.object(members)))
        case .text:
            // Quiz texts shown for people, not for a terminal to act on.
            try console.out(ControlCharacters.escaped(quizzes.map(\.text).joined(separator: "\n")))
            if failed {
                if !quizzes.isEmpty { try console.out("\n") }
                // The text format names no folder.
                try DiagnosticReport.report(session, format: .text, currentDirectory: "", console: console)
            }
        }
        // Entries a folder walk skipped are said even when the run succeeds.
        if !failed { DiagnosticReport.reportInputErrors(session, console: console) }
        if failed { return session.inputErrors.isEmpty ? .failure : .inputOutputError }
        return .success
    }

    /// What `stats` shows of one quiz file: its report, or the errors that stopped its analysis.
    enum Entry {
        case analysed(StatsReport)
        case notAnalysed(file: CompiledFile)

        /// The report's JSON, or `{"quiz", "file", "analysed": false, "errors": [diagnostic…]}`
        /// (each error as in `diagnostics`).
        var jsonValue: JSONValue {
            switch self {
            case .analysed(let report): return report.jsonValue
            case .notAnalysed(let file):
                return .object([
                    ("quiz", file.quizID.map { .string($0.value) } ?? .null), ("file", .string(file.path)),
                    ("analysed", .bool(false)),
                    ("errors", .array(file.diagnostics.filter { $0.severity == .error }.map(JSONRenderer.value))),
                ])
            }
        }

        /// The report's table, or a line saying the quiz was not analysed for its errors,
        /// which follow.
        var text: String {
            switch self {
            case .analysed(let report): return report.text
            case .notAnalysed(let file):
                let errors = file.diagnostics.filter { $0.severity == .error }.count
                let name = file.quizID?.value ?? file.path
                return
                    "\(name): not analysed: \(errors == 1 ? "1 error" : "\(errors) errors") below stopped the analysis\n"
            }
        }
    }

    static func entry(_ file: CompiledFile) -> Entry {
        file.analyzed.map { .analysed(StatsReport($0)) } ?? .notAnalysed(file: file)
    }
}
