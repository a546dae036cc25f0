/// Lint results in the analysis cache's folder (docs/analysis.md, "Lint results"): a quiz
/// file `quizc lint` saw before, byte for byte, under the same path and settings, is not
/// compiled again; its diagnostics are read back.
extension AnalysisCache {
    /// The path of `key`'s lint result entry.
    package func path(for key: LintResultKey) -> String {
        directory + "/" + key.digest + LintResultEntry.suffix
    }

    /// The usable lint result for `key`, if there is one.
    package func lintResult(for key: LintResultKey) -> LintResult? {
        guard let bytes = Self.read(path(for: key)) else {
            count { $0.lintMisses += 1 }
            return nil
        }
        switch LintResultEntry.decode(bytes, key: key) {
        case .success(let result):
            count { $0.lintHits += 1 }
            return result
        case .failure:
            count { $0.lintMisses += 1; $0.lintRejected += 1 }
            return nil
        }
    }

    /// Writes `result` as `key`'s lint result entry; a failure is counted and reported
    /// once (with the analyses' failures), never thrown.
    package func store(_ result: LintResult, key: LintResultKey) {
        if write(LintResultEntry.encode(result, key: key), to: path(for: key)) { count { $0.lintWrites += 1 } }
    }
}
