import ArgumentParser
@_spi(Tools) import QuizCompiler
import QuizFixes

/// `quizc lint [PATH...]`: check quiz files and folders.
struct Lint: FrontendCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check quiz files and folders and report every problem found.")

    @Argument(help: "Quiz files, or folders searched for *.yaml and *.yml.")
    var paths: [String] = ["quizzes"]

    @OptionGroup var options: DiagnosticOptions

    @Flag(help: "Apply the fixes proven safe, in place, then report what is left.")
    var fix = false

    @Flag(help: "Apply every fix, unsafe ones included (read them first: they change what the quiz means).")
    var unsafeFixes = false

    func run(in context: CommandContext) -> ExitStatus {
        let mode: LintFixMode? = unsafeFixes ? .unsafe : fix ? .safe : nil
        return LintFrontend(
            .init(paths: paths, diagnostics: options.settings(in: context), fix: mode), fixing: FixEngine()
        )
        .run(output: context.output)
    }
}
