/// Lint results in the analysis cache's folder (docs/analysis.md, "Lint results"): a quiz
/// file `quizc lint` saw before, byte for byte, under the same path and settings, is not
/// compiled again; its diagnostics are read back.
extension AnalysisCache {
    /// The path of `key`'s lint result entry.
    @_spi(Tools) public func path(for key: LintResultKey) -> String {
        directory + "/" + Self.entryName(for: key)
    }

    /// The name of `key`'s lint result entry in the storage.
    static func entryName(for key: LintResultKey) -> String {
        key.digest + LintResultEntry.suffix
    }

    /// The usable lint result for `key`, if there is one.
    func lintResult(for key: LintResultKey) -> LintResult? {
        lookUp(Self.entryName(for: key), hits: \.lintHits, misses: \.lintMisses, rejected: \.lintRejected) {
            LintResultEntry.decode($0, key: key, signingKey: signingKey)
        }
    }

    /// Writes `result` as `key`'s lint result entry; a failure is counted and reported
    /// once (with the analyses' failures), never thrown.
    @_spi(Tools) public func store(_ result: LintResult, key: LintResultKey) {
        if write(LintResultEntry.encode(result, key: key, signingKey: signingKey), named: Self.entryName(for: key)) {
            count { $0.lintWrites += 1 }
        }
    }
}
