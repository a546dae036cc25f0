/// `--cache-dir` and `--no-cache` of the commands that analyse quizzes, with the environment
/// they are read against (`QUIZC_CACHE_DIR`, `QUIZC_CACHE_KEY_FILE`, `XDG_…`, `HOME`).
@_spi(Tools) public struct AnalysisCacheSettings: Sendable {
    /// `--cache-dir`: the cache's folder; `nil`: `QUIZC_CACHE_DIR`, else `.quizc-cache`.
    @_spi(Tools) public var directory: String?
    /// `--no-cache`: neither read nor write the cache.
    @_spi(Tools) public var disabled: Bool
    /// The environment the folder and the signing key's file are looked up in.
    @_spi(Tools) public var environment: [String: String]

    /// The settings of a command line: `--cache-dir`, `--no-cache` and the process's environment.
    @_spi(Tools) public init(directory: String? = nil, disabled: Bool = false, environment: [String: String]) {
        self.directory = directory
        self.disabled = disabled
        self.environment = environment
    }

    /// The cache these settings ask for, or `nil` when disabled or when this user's signing
    /// key cannot be had. A folder that cannot be written, or a key that cannot be made, costs
    /// only speed: when the folder (or the key file) was asked for, one note says so on
    /// standard error; the defaults fail silently (a read-only checkout or home, say). A
    /// folder git tracks files in is not used, with a note whoever chose it.
    @_spi(Tools) public func cache(console: Console) -> AnalysisCache? {
        guard QuizcVersion.executableIdentity != nil else { return nil }  // nothing to key entries by
        if disabled { return nil }
        let (path, explicit) = AnalysisCache.directory(option: directory, environment: environment)
        let signingKey: CacheSigningKey
        switch CacheSigningKey.forCache(in: path, environment: environment) {
        case .success(let key): signingKey = key
        case .failure(let problem):
            if explicit || problem.explicit {
                console.say(.note, "the analysis cache is off: \(problem.description)")
            }
            return nil
        }
        return AnalysisCache(
            directory: path, signingKey: signingKey,
            onWriteFailure: { reason in
                if explicit { console.say(.note, "the analysis cache is not written: \(reason)") }
            },
            onIgnored: { reason in
                console.say(.note, reason)
            })
    }
}
