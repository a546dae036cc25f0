import ArgumentParser
import QuizCompiler
import QuizRuntime

/// `quizc stats PATH`: reachability, exact probabilities and witnesses per outcome.
struct Stats: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Show, per outcome, whether it is reachable, an answer set that gives it, and its exact probability under uniformly random answers.")

    @Argument(help: "Quiz files or folders.")
    var paths: [String] = ["quizzes"]

    @OptionGroup var options: DiagnosticOptions

    func run() throws {
        let session = BuildSession(paths: paths, compilation: options.compilation)
        if !session.inputErrors.isEmpty || options.fails(session) || session.files.contains(where: { $0.resolved == nil }) {
            options.report(session)
            throw ExitCode(session.inputErrors.isEmpty ? 1 : 2)
        }
        let reports = session.files.compactMap(\.resolved).map(StatsReport.init)
        switch options.format {
        case .sarif:
            // A clean run as a SARIF log (its warnings, if any), so code-scanning uploads always get SARIF.
            options.report(session)
        case .json:
            Console.out(JSONWriter(sortKeys: false, pretty: true).string(.object([("quizzes", .array(reports.map(\.jsonValue)))])))
        default:
            Console.out(reports.map(\.text).joined(separator: "\n"))
        }
    }
}
