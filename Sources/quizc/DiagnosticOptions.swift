import ArgumentParser
import Foundation
@_spi(Tools) import QuizCompiler

/// How diagnostics are printed.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text
    case json
    case github
    case sarif

    /// The frontends' name of this format.
    var diagnosticFormat: DiagnosticFormat {
        switch self {
        case .text: .text
        case .json: .json
        case .github: .github
        case .sarif: .sarif
        }
    }
}

/// The options of the compilation `lint`, `build` and `stats` share.
struct CompilationOptions: ParsableArguments {
    @Flag(help: "Treat warnings as failures (exit 1).")
    var strict = false

    @ArgumentParser.Option(
        help: ArgumentHelp(
            "Work budget of the exact outcome analysis per quiz, in distinct score states (the default: under a second per quiz with a release build, a drawn quiz's draws together); past it, probabilities are reported as not computed. Raise it for exact probabilities of very large quizzes, lower it for faster runs. \(CompilationOptions.analysisBudgetRange)",
            valueName: "states"))
    var analysisBudget: Int = OutcomeAnalyzer.defaultMaxStates

    @OptionGroup var cacheOptions: AnalysisCacheOptions

    /// The largest budget accepted (`OutcomeAnalyzer.largestMaxStates`).
    static let largestAnalysisBudget = OutcomeAnalyzer.largestMaxStates

    /// The accepted budgets, as every command's help states them.
    static let analysisBudgetRange =
        "From 0 to \(largestAnalysisBudget) (about a minute of work and a few GiB of memory per quiz at most)."

    /// Throws unless `budget` is within the accepted range (every command that takes
    /// `--analysis-budget` validates it here).
    static func validate(analysisBudget budget: Int) throws {
        guard (0...largestAnalysisBudget).contains(budget) else {
            throw ValidationError(
                "--analysis-budget must be between 0 and \(largestAnalysisBudget); " + analysisBudgetRange)
        }
    }

    func validate() throws {
        try Self.validate(analysisBudget: analysisBudget)
    }

    /// The compilation's settings these options ask for, with the context's environment.
    func settings(in context: CommandContext) -> CompilationSettings {
        CompilationSettings(strict: strict, analysisBudget: analysisBudget, cache: cacheOptions.settings(in: context))
    }
}

/// The options `lint` and `build` share: the compilation's and the diagnostics' format.
struct DiagnosticOptions: ParsableArguments {
    @ArgumentParser.Option(help: "Output format: text, json, github or sarif.")
    var format: OutputFormat = .text

    @OptionGroup var compilationOptions: CompilationOptions

    /// The diagnostics' settings these options ask for, with the context's working directory.
    func settings(in context: CommandContext) -> DiagnosticSettings {
        DiagnosticSettings(
            format: format.diagnosticFormat, compilation: compilationOptions.settings(in: context),
            currentDirectory: context.currentDirectory)
    }
}
