import Foundation
import QuizFileSystem
public import QuizRuntime

/// A folder of outcome analyses computed earlier (docs/analysis.md, "The analysis cache"),
/// one file per key (`AnalysisCacheKey`): a quiz whose scoring did not change since the
/// last run is not analysed again, whatever its texts became.
///
/// Reading never trusts a file: one that is missing, unreadable, damaged, for another key
/// or quizc version, not signed with this user's `CacheSigningKey`, or does not fit the
/// quiz is a miss, and the fresh analysis is written over it. A folder git tracks files in
/// is neither read nor written (`GitTrackedFolder`): `onIgnored` is called once with why. Writing never fails a run: when the folder cannot be written, the analysis is
/// used all the same and `onWriteFailure` is called once (quizc says so on standard error
/// only when the folder was asked for explicitly).
///
/// Safe to share between the threads of one run and between processes: each entry is
/// written whole, so a reader sees a whole entry or none. Where entries live is an
/// `AnalysisCacheStorage`: a folder (`DiskAnalysisCacheStorage`, each entry written to a
/// temporary file of its own and renamed into place) or memory (`InMemoryAnalysisCacheStorage`).
@_spi(Tools) public final class AnalysisCache: @unchecked Sendable {
    /// The folder used when neither `--cache-dir` nor `QUIZC_CACHE_DIR` names one.
    static let defaultDirectory = ".quizc-cache"
    /// The environment variable naming the folder.
    static let environmentVariable = "QUIZC_CACHE_DIR"
    /// Entries larger than this are not read (a real one is a few KiB; 4,096 outcomes with
    /// witnesses of 30 questions stay under 4 MiB).
    static let maxEntryBytes = 64 << 20
    /// The signature line of the Cache Directory Tagging Specification
    /// (https://bford.info/cachedir/): backup and archiving tools skip the folder.
    static let tagSignature = "Signature: 8a477f597d28d172789f06886806bc55"
    /// The `CACHEDIR.TAG` written in a folder this cache creates.
    static let tagContent =
        tagSignature
        + "\n# This file is a cache directory tag created by quizc (the outcome analysis cache).\n# For information about cache directory tags see https://bford.info/cachedir/\n"
    /// The `.gitignore` written beside it: nothing in the folder is ever committed.
    static let gitignoreContent = "*\n"

    /// Where the entries are kept.
    @_spi(Tools) public let storage: any AnalysisCacheStorage
    /// The folder (for messages: the storage's `location`).
    @_spi(Tools) public var directory: String { storage.location }
    /// The key entries are signed and checked with.
    let signingKey: CacheSigningKey
    private let onWriteFailure: @Sendable (String) -> Void
    private let onIgnored: @Sendable (String) -> Void
    private let lock = NSLock()
    /// Why the folder is not used (git tracks files in it), once looked at.
    private var refusal: String??
    private var reportedFailure = false
    private var counters = Counters()

    /// What a run did with the cache (tests, benchmarks).
    @_spi(Tools) public struct Counters: Sendable, Equatable {
        var hits = 0
        var misses = 0
        /// Entries that existed and were not used (damaged, foreign, another version…).
        var rejected = 0
        var writes = 0
        var failedWrites = 0
        /// The same for lint results (`LintResultEntry`).
        var lintHits = 0
        var lintMisses = 0
        var lintRejected = 0
        var lintWrites = 0
    }

    /// A cache in `directory` whose entries are signed with `signingKey`. `onWriteFailure`
    /// is told once why the folder cannot be written; `onIgnored` once why it is not used.
    @_spi(Tools) public convenience init(
        directory: String, signingKey: CacheSigningKey,
        onWriteFailure: @escaping @Sendable (String) -> Void = { _ in },
        onIgnored: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.init(
            storage: DiskAnalysisCacheStorage(directory: directory), signingKey: signingKey,
            onWriteFailure: onWriteFailure, onIgnored: onIgnored)
    }

    /// A cache whose entries `storage` keeps, signed with `signingKey`. `onWriteFailure` is
    /// told once why the storage cannot be written; `onIgnored` once why it is not used.
    @_spi(Tools) public init(
        storage: any AnalysisCacheStorage, signingKey: CacheSigningKey,
        onWriteFailure: @escaping @Sendable (String) -> Void = { _ in },
        onIgnored: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.storage = storage
        self.signingKey = signingKey
        self.onWriteFailure = onWriteFailure
        self.onIgnored = onIgnored
    }

    /// Why the folder is not used, or `nil` when it is: looked at once, at the first
    /// lookup or write, and said once through `onIgnored`.
    var ignoredReason: String? {
        lock.lock()
        if let refusal {
            lock.unlock()
            return refusal
        }
        let reason = storage.refusal()
        refusal = .some(reason)
        lock.unlock()
        if let reason { onIgnored(reason) }
        return reason
    }

    /// The folder asked for: `option` (`--cache-dir`), else `QUIZC_CACHE_DIR` when set and
    /// not empty, else `.quizc-cache`; `explicit` tells whether it was asked for.
    @_spi(Tools) public static func directory(
        option: String?, environment: [String: String]
    ) -> (path: String, explicit: Bool) {
        if let option { return (option, true) }
        if let value = environment[environmentVariable], !value.isEmpty { return (value, true) }
        return (defaultDirectory, false)
    }

    /// What the cache did so far (hits, misses, rejected entries, writes), read under its lock.
    @_spi(Tools) public var counts: Counters {
        lock.lock()
        defer { lock.unlock() }
        return counters
    }

    func count(_ change: (inout Counters) -> Void) {
        lock.lock()
        change(&counters)
        lock.unlock()
    }

    /// The analysis of `input` with `settings`: `cache`'s entry when it has a usable one,
    /// else `compute()`, stored in `cache` for the next run. Without a cache, `compute()`.
    @_spi(Tools) public static func analysis(
        of input: AnalysisStage.Input, settings: AnalysisSettings, cache: AnalysisCache?,
        compute: () -> OutcomeAnalysis
    ) -> OutcomeAnalysis {
        guard let cache else { return compute() }
        let key = AnalysisCacheKey(bundle: input.bundle, settings: settings, findTies: input.findTies)
        if let cached = cache.entry(for: key, bundle: input.bundle) { return cached }
        let analysis = compute()
        // A cancelled analysis (the language server's, after an edit) stopped early: never kept.
        if !Task.isCancelled { cache.store(analysis, key: key) }
        return analysis
    }

    /// The path of `key`'s entry.
    @_spi(Tools) public func path(for key: AnalysisCacheKey) -> String {
        directory + "/" + Self.entryName(for: key)
    }

    /// The name of `key`'s entry in the storage.
    static func entryName(for key: AnalysisCacheKey) -> String {
        key.digest + ".json"
    }

    /// The usable entry for `key`, if there is one.
    @_spi(Tools) public func entry(for key: AnalysisCacheKey, bundle: QuizBundle) -> OutcomeAnalysis? {
        lookUp(Self.entryName(for: key), hits: \.hits, misses: \.misses, rejected: \.rejected) {
            AnalysisCacheEntry.decode($0, key: key, bundle: bundle, signingKey: signingKey)
        }
    }

    /// The entry `name` as `decode` reads it, counted as a hit, or as a miss (and a
    /// rejection when the entry was there but not usable).
    func lookUp<Value>(
        _ name: String, hits: WritableKeyPath<Counters, Int>, misses: WritableKeyPath<Counters, Int>,
        rejected: WritableKeyPath<Counters, Int>,
        decode: ([UInt8]) -> Result<Value, AnalysisCacheEntry.Rejection>
    ) -> Value? {
        guard ignoredReason == nil, let bytes = storage.readEntry(named: name, limit: Self.maxEntryBytes) else {
            count { $0[keyPath: misses] += 1 }
            return nil
        }
        switch decode(bytes) {
        case .success(let value):
            count { $0[keyPath: hits] += 1 }
            return value
        case .failure:
            count {
                $0[keyPath: misses] += 1; $0[keyPath: rejected] += 1
            }
            return nil
        }
    }

    /// Writes `analysis` as `key`'s entry; a failure is counted and reported once, never thrown.
    @_spi(Tools) public func store(_ analysis: OutcomeAnalysis, key: AnalysisCacheKey) {
        if write(AnalysisCacheEntry.encode(analysis, key: key, signingKey: signingKey), named: Self.entryName(for: key))
        {
            count { $0.writes += 1 }
        }
    }

    /// Writes an entry's bytes whole into the storage (`writeEntry`). A failure is counted
    /// and reported once, never thrown; `false` then. Nothing is written into a storage that
    /// is not used (`ignoredReason`).
    func write(_ bytes: [UInt8], named name: String) -> Bool {
        guard ignoredReason == nil else { return false }
        do throws(AnalysisCacheStorageFailure) {
            try storage.writeEntry(bytes, named: name)
            return true
        } catch {
            lock.lock()
            counters.failedWrites += 1
            let first = !reportedFailure
            reportedFailure = true
            lock.unlock()
            if first { onWriteFailure(error.reason) }
            return false
        }
    }
}
