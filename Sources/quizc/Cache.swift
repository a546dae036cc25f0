import ArgumentParser
import Foundation
import QuizCompiler

/// `--cache-dir` and `--no-cache`: the options of every command that analyses quizzes
/// (`lint`, `build`, `stats`, `preview`, `translations`).
struct AnalysisCacheOptions: ParsableArguments {
    @ArgumentParser.Option(help: ArgumentHelp("Folder of the analysis cache (default: $QUIZC_CACHE_DIR, else .quizc-cache in the working directory).", valueName: "dir"))
    var cacheDir: String?

    @Flag(help: "Neither read nor write the analysis cache.")
    var noCache = false

    func validate() throws {
        if noCache, cacheDir != nil { throw ValidationError("--cache-dir and --no-cache cannot be used together") }
    }

    /// The cache these options ask for (`--cache-dir`, else `QUIZC_CACHE_DIR`, else
    /// `.quizc-cache`), or `nil` with `--no-cache`. A folder that cannot be written costs
    /// only speed: when it was asked for, one note says so on standard error; the default
    /// `.quizc-cache` fails silently (a read-only checkout, say).
    var cache: AnalysisCache? {
        guard QuizcVersion.executableIdentity != nil else { return nil }  // nothing to key entries by
        if noCache { return nil }
        let (path, explicit) = AnalysisCache.directory(option: cacheDir, environment: ProcessInfo.processInfo.environment)
        return AnalysisCache(directory: path) { reason in
            if explicit { Console.err("quizc: note: the analysis cache is not written: \(reason)\n") }
        }
    }
}

/// `quizc cache clean`: the analysis cache.
struct Cache: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Manage the analysis cache (.quizc-cache).",
        subcommands: [Clean.self])

    /// `quizc cache clean [--cache-dir DIR]`.
    struct Clean: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Delete the analysis cache's entries (and the folder, when nothing else is in it).",
            discussion: """
            Only what quizc writes there is deleted: entries, temporary files, CACHEDIR.TAG \
            and .gitignore. Other files are left, and so is the folder that holds them.
            """)

        @ArgumentParser.Option(help: ArgumentHelp("Folder of the analysis cache (default: $QUIZC_CACHE_DIR, else .quizc-cache in the working directory).", valueName: "dir"))
        var cacheDir: String?

        func run() throws {
            let (path, _) = AnalysisCache.directory(option: cacheDir, environment: ProcessInfo.processInfo.environment)
            switch AnalysisCache.clean(directory: path) {
            case .success(let result):
                if !result.existed {
                    Console.out("No analysis cache at \(path)\n")
                } else {
                    let entries = result.removedEntries == 1 ? "1 entry" : "\(result.removedEntries) entries"
                    Console.out("Removed \(entries) from \(path)\(result.removedFolder ? "" : " (other files kept there)")\n")
                }
            case .failure(let failure):
                Console.err("quizc: error: \(failure.reason)\n")
                throw ExitCode(1)
            }
        }
    }
}
