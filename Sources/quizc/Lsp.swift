import ArgumentParser
@_spi(Tools) import QuizCompiler
import QuizLanguageServer

/// `quizc lsp`: the language server (Language Server Protocol 3.17) on standard input and output.
struct Lsp: FrontendCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run the language server (LSP 3.17 over standard input and output) for editors.",
        discussion: """
            An editor starts it and talks to it; see docs/editors.md for VS Code, Neovim and \
            Helix. It checks the workspace folders' quiz and translation files as quizc lint \
            does, with open documents' unsaved text, and publishes the same diagnostics as \
            they are typed. Exit status: 0 after shutdown and exit, 1 when the input ends \
            otherwise.
            """)

    @OptionGroup var compilationOptions: CompilationOptions

    func run(in context: CommandContext) -> ExitStatus {
        LanguageServerFrontend(compilation: compilationOptions.settings(in: context)).run(output: context.output)
    }
}
