/// `quizc cache clean`: deletes the analysis cache's entries.
@_spi(Tools) public typealias CacheCleanFrontend = Frontend<CacheCleanOptions>

/// What `quizc cache clean` was asked, and running it.
@_spi(Tools) public struct CacheCleanOptions: FrontendOptions {
    /// `--cache-dir`; `nil`: `QUIZC_CACHE_DIR` in `environment`, else `.quizc-cache`.
    var cacheDir: String?
    /// The environment `QUIZC_CACHE_DIR` is read from.
    var environment: [String: String]

    /// The options of one run.
    @_spi(Tools) public init(cacheDir: String? = nil, environment: [String: String]) {
        self.cacheDir = cacheDir
        self.environment = environment
    }

    /// Cleans, saying what was removed: `.failure` when something could not be deleted.
    @_spi(Tools) public func run(console: Console) throws(Console.OutputFailure) -> ExitStatus {
        let (path, _) = AnalysisCache.directory(option: self.cacheDir, environment: self.environment)
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
