import ArgumentParser
@_spi(Tools) import QuizCompiler
import QuizLanguageServer

/// `quizc lsp [--analysis-budget N] [--cache-dir DIR | --no-cache]`: the language server
/// (Language Server Protocol 3.17) on standard input and output.
struct Lsp: FrontendCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run the language server (LSP 3.17 over standard input and output) for editors.",
        discussion: """
            An editor starts it (docs/editors.md: VS Code, Neovim, Helix). It checks the quiz \
            and translation files of the editor's workspace folders as quizc lint checks a \
            folder, with the open documents' unsaved text, and publishes the same \
            diagnostics as they are typed. Notes go to standard error. Exit status: 0 after \
            shutdown and exit, 1 when the input ends (or exit comes) without shutdown.
            """)

    @ArgumentParser.Option(
        help: ArgumentHelp(
            "Work budget of the exact outcome analysis per quiz, in distinct score states; give the value quizc lint is run with to get its diagnostics. \(CompilationOptions.analysisBudgetRange)",
            valueName: "states"))
    var analysisBudget: Int = OutcomeAnalyzer.defaultMaxStates

    @OptionGroup var cacheOptions: AnalysisCacheOptions

    func validate() throws {
        try CompilationOptions.validate(analysisBudget: analysisBudget)
    }

    func run(in context: CommandContext) -> ExitStatus {
        let settings = CompilationSettings(analysisBudget: analysisBudget, cache: cacheOptions.settings(in: context))
        return LanguageServerFrontend(compilation: settings).run(output: context.output)
    }
}
