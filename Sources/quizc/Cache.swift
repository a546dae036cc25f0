import ArgumentParser
import Foundation
@_spi(Tools) import QuizCompiler

/// `--cache-dir` and `--no-cache`: the options of every command that analyses quizzes
/// (`lint`, `build`, `stats`, `preview`, `translations`).
struct AnalysisCacheOptions: ParsableArguments {
    @ArgumentParser.Option(
        help: ArgumentHelp(
            "Folder of the analysis cache (default: $QUIZC_CACHE_DIR, else .quizc-cache in the working directory).",
            valueName: "dir"))
    var cacheDir: String?

    @Flag(help: "Neither read nor write the analysis cache.")
    var noCache = false

    func validate() throws {
        if noCache, cacheDir != nil { throw ValidationError("--cache-dir and --no-cache cannot be used together") }
    }

    /// The cache settings these options ask for, with the context's environment.
    func settings(in context: CommandContext) -> AnalysisCacheSettings {
        AnalysisCacheSettings(directory: cacheDir, disabled: noCache, environment: context.environment)
    }
}

/// `quizc cache clean`: the analysis cache.
struct Cache: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Manage the analysis cache (.quizc-cache).",
        subcommands: [Clean.self])

    /// `quizc cache clean [--cache-dir DIR]`.
    struct Clean: FrontendCommand {
        static let configuration = CommandConfiguration(
            abstract: "Delete the analysis cache's entries (and the folder, when nothing else is in it).",
            discussion: """
                Only what quizc writes there is deleted: entries, temporary files, CACHEDIR.TAG \
                and .gitignore. Other files are left, and so is the folder that holds them. \
                What cannot be deleted is listed and the rest is deleted all the same (exit 1).
                """)

        @ArgumentParser.Option(
            help: ArgumentHelp(
                "Folder of the analysis cache (default: $QUIZC_CACHE_DIR, else .quizc-cache in the working directory).",
                valueName: "dir"))
        var cacheDir: String?

        func run(in context: CommandContext) -> ExitStatus {
            CacheCleanFrontend(.init(cacheDir: cacheDir, environment: context.environment))
                .run(output: context.output)
        }
    }
}
