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

    /// The cache these options ask for (`--cache-dir`, else `QUIZC_CACHE_DIR`, else
    /// `.quizc-cache`), or `nil` with `--no-cache` or when this user's signing key cannot
    /// be had. A folder that cannot be written, or a key that cannot be made, costs only
    /// speed: when the folder (or the key file) was asked for, one note says so on standard
    /// error; the defaults fail silently (a read-only checkout or home, say). A folder git
    /// tracks files in is not used, with a note whoever chose it.
    var cache: AnalysisCache? {
        guard QuizcVersion.executableIdentity != nil else { return nil }  // nothing to key entries by
        if noCache { return nil }
        let environment = ProcessInfo.processInfo.environment
        let (path, explicit) = AnalysisCache.directory(option: cacheDir, environment: environment)
        let signingKey: CacheSigningKey
        switch CacheSigningKey.forCache(in: path, environment: environment) {
        case .success(let key): signingKey = key
        case .failure(let problem):
            if explicit || problem.explicit {
                Console.err("quizc: note: the analysis cache is off: \(problem.description)\n")
            }
            return nil
        }
        return AnalysisCache(
            directory: path, signingKey: signingKey,
            onWriteFailure: { reason in
                if explicit { Console.err("quizc: note: the analysis cache is not written: \(reason)\n") }
            },
            onIgnored: { reason in
                Console.err("quizc: note: \(reason)\n")
            })
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
                and .gitignore. Other files are left, and so is the folder that holds them. \
                What cannot be deleted is listed and the rest is deleted all the same (exit 1).
                """)

        @ArgumentParser.Option(
            help: ArgumentHelp(
                "Folder of the analysis cache (default: $QUIZC_CACHE_DIR, else .quizc-cache in the working directory).",
                valueName: "dir"))
        var cacheDir: String?

        func run() throws {
            let (path, _) = AnalysisCache.directory(option: cacheDir, environment: ProcessInfo.processInfo.environment)
            switch AnalysisCache.clean(directory: path) {
            case .success(let result):
                if !result.existed {
                    Console.out("No analysis cache at \(path)\n")
                    return
                }
                let entries = result.removedEntries == 1 ? "1 entry" : "\(result.removedEntries) entries"
                let kept =
                    result.removedFolder
                    ? ""
                    : !result.failures.isEmpty
                        ? " (some could not be deleted)"
                        : result.refilled ? " (new entries were written meanwhile)" : " (other files kept there)"
                Console.out("Removed \(entries) from \(path)\(kept)\n")
                for failure in result.failures { Console.err("quizc: error: cannot delete \(failure)\n") }
                if !result.failures.isEmpty { throw ExitCode(1) }
            case .failure(let failure):
                Console.err("quizc: error: \(failure.reason)\n")
                throw ExitCode(1)
            }
        }
    }
}
