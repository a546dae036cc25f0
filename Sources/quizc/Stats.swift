import ArgumentParser
@_spi(Tools) import QuizCompiler
import QuizRuntime

/// The formats `quizc stats` renders.
enum StatsFormat: String, ExpressibleByArgument, CaseIterable {
    case text
    case json
}

/// `quizc stats PATH`: reachability, exact probabilities and witnesses per outcome.
struct Stats: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract:
            "Show, per outcome, whether it is reachable, an answer set that gives it, and its exact probability under uniformly random answers.",
        discussion: """
            Every outcome entry is shown, reachable or not. When a quiz has errors, the quizzes \
            that could be analysed are still shown, followed by the diagnostics (in JSON, as \
            "diagnostics" and "summary" beside "quizzes"), and the exit status is 1 (2 when a path \
            cannot be read).
            """)

    @Argument(help: "Quiz files, or folders searched for *.yaml and *.yml.")
    var paths: [String] = ["quizzes"]

    @ArgumentParser.Option(help: "Output format: text or json.")
    var format: StatsFormat = .text

    @OptionGroup var options: CompilationOptions

    func run() throws {
        let session = BuildSession(paths: paths, compilation: options.compilation)
        // Quizzes whose only errors come from the checks (an unreachable outcome, say)
        // were analysed, and are shown: their table is what explains those errors.
        let reports = session.files.compactMap(\.analyzed).map(StatsReport.init)
        let failed =
            !session.inputErrors.isEmpty || options.fails(session)
            || session.files.contains { $0.analyzed == nil && $0.translation == nil }
        switch format {
        case .json:
            var members: [(String, JSONValue)] = [("quizzes", .array(reports.map(\.jsonValue)))]
            if failed {
                let diagnostics = session.inputDiagnostics + session.diagnostics
                let summary = DiagnosticSummary(files: session.files.count, diagnostics: diagnostics)
                if case .object(let report) = JSONRenderer.value(diagnostics, summary: summary) { members += report }
                DiagnosticOptions.reportInputErrors(session)
            }
            Console.out(JSONWriter(sortKeys: false, pretty: true).string(.object(members)))
        case .text:
            // Quiz texts shown for people, not for a terminal to act on.
            Console.out(ControlCharacters.escaped(reports.map(\.text).joined(separator: "\n")))
            if failed {
                if !reports.isEmpty { Console.out("\n") }
                DiagnosticOptions.report(session, format: .text)
            }
        }
        // Entries a folder walk skipped are said even when the run succeeds.
        if !failed { DiagnosticOptions.reportInputErrors(session) }
        if failed { throw ExitCode(session.inputErrors.isEmpty ? 1 : 2) }
    }
}
