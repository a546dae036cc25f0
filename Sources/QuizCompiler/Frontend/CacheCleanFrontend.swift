/// `quizc cache clean`: deletes the analysis cache's entries.
package struct CacheCleanFrontend: Sendable {
    /// What `quizc cache clean` was asked.
    package struct Options: Sendable {
        /// `--cache-dir`; `nil`: `QUIZC_CACHE_DIR` in `environment`, else `.quizc-cache`.
        package var cacheDir: String?
        /// The environment `QUIZC_CACHE_DIR` is read from.
        package var environment: [String: String]

        /// The options of one run.
        package init(cacheDir: String? = nil, environment: [String: String]) {
            self.cacheDir = cacheDir
            self.environment = environment
        }
    }

    /// What to run.
    package var options: Options

    /// A frontend running `options`.
    package init(_ options: Options) {
        self.options = options
    }

    /// Cleans, saying what was removed: `.failure` when something could not be deleted.
    package func run(output: any OutputSink) -> ExitStatus {
        Console.run(on: output) { console throws(Console.OutputFailure) in
            let (path, _) = AnalysisCache.directory(option: options.cacheDir, environment: options.environment)
            switch AnalysisCache.clean(directory: path) {
            case .success(let result):
                if !result.existed {
                    try console.out("No analysis cache at \(path)\n")
                    return .success
                }
                let entries = result.removedEntries == 1 ? "1 entry" : "\(result.removedEntries) entries"
                let kept =
                    result.removedFolder
                    ? ""
                    : !result.failures.isEmpty
                        ? " (some could not be deleted)"
                        : result.refilled ? " (new entries were written meanwhile)" : " (other files kept there)"
                try console.out("Removed \(entries) from \(path)\(kept)\n")
                for failure in result.failures { console.say(.error, "cannot delete \(failure)") }
                return result.failures.isEmpty ? .success : .failure
            case .failure(let failure):
                console.say(.error, failure.reason)
                return .failure
            }
        }
    }
}
