import Foundation
import QuizFileSystem

/// Why the analysis cache's storage could not keep an entry, in words for a note.
@_spi(Tools) public struct AnalysisCacheStorageFailure: Error, Sendable, Equatable {
    /// What went wrong, naming the folder or file.
    var reason: String
}

/// Where an `AnalysisCache` keeps its entries, by name (`<digest>.json`,
/// `<digest>.lint.json`): a folder (`DiskAnalysisCacheStorage`) or memory
/// (`InMemoryAnalysisCacheStorage`, which lets a compilation with a cache run without a disk).
/// Safe to call from several threads at once.
@_spi(Tools) public protocol AnalysisCacheStorage: AnyObject, Sendable {
    /// What messages name the storage by (the folder's path).
    var location: String { get }
    /// Why the storage must not be used (a folder git tracks files in), `nil` when it may be.
    func refusal() -> String?
    /// The bytes of the entry `name` when it is there, readable and at most `limit` bytes.
    func readEntry(named name: String, limit: Int) -> [UInt8]?
    /// Stores `bytes` as the entry `name`, replacing it whole: a reader sees the old entry or
    /// the new one, never a part.
    func writeEntry(_ bytes: [UInt8], named name: String) throws(AnalysisCacheStorageFailure)
    /// Deletes the entries (`quizc cache clean`).
    func clean() -> Result<AnalysisCache.Cleaned, AnalysisCache.CleanFailure>
}

/// Entries kept in memory: nothing is read from or written to a disk, and nothing is ever
/// refused. At most `maxBytes` of entries are kept: past that, the least recently used
/// (read or written) are dropped, so a long session (the language server's) stays bounded.
@_spi(Tools) public final class InMemoryAnalysisCacheStorage: AnalysisCacheStorage, @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [String: (bytes: [UInt8], lastUse: Int)] = [:]
    private var keptBytes = 0
    private var clock = 0
    /// The most bytes of entries kept (one entry larger than this is still kept, alone).
    @_spi(Tools) public let maxBytes: Int

    /// An empty storage keeping at most `maxBytes` of entries.
    @_spi(Tools) public init(maxBytes: Int = .max) {
        self.maxBytes = maxBytes
    }

    /// `memory`: there is no folder.
    @_spi(Tools) public var location: String { "memory" }

    /// `nil`: memory is always used.
    @_spi(Tools) public func refusal() -> String? { nil }

    /// The entry, when it is there and within `limit` (it is then the most recently used).
    @_spi(Tools) public func readEntry(named name: String, limit: Int) -> [UInt8]? {
        lock.lock()
        defer { lock.unlock() }
        guard let bytes = entries[name]?.bytes, bytes.count <= limit else { return nil }
        clock += 1
        entries[name]?.lastUse = clock
        return bytes
    }

    /// Keeps `bytes` as the entry `name`, then drops the least recently used entries while
    /// more than `maxBytes` are kept.
    @_spi(Tools) public func writeEntry(_ bytes: [UInt8], named name: String) throws(AnalysisCacheStorageFailure) {
        lock.lock()
        defer { lock.unlock() }
        clock += 1
        keptBytes += bytes.count - (entries[name]?.bytes.count ?? 0)
        entries[name] = (bytes, clock)
        while keptBytes > maxBytes, entries.count > 1,
            let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse })
        {
            keptBytes -= oldest.value.bytes.count
            entries[oldest.key] = nil
        }
    }

    /// The names of the entries kept, sorted.
    var entryNames: [String] {
        lock.lock()
        defer { lock.unlock() }
        return entries.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// The bytes of the entries kept.
    var storedBytes: Int {
        lock.lock()
        defer { lock.unlock() }
        return keptBytes
    }

    /// Forgets every entry.
    @_spi(Tools) public func clean() -> Result<AnalysisCache.Cleaned, AnalysisCache.CleanFailure> {
        lock.lock()
        let count = entries.count
        entries = [:]
        keptBytes = 0
        lock.unlock()
        return .success(AnalysisCache.Cleaned(existed: true, removedEntries: count, removedFolder: false))
    }
}

/// Entries as files in a folder (docs/analysis.md, "The analysis cache"): each written to
/// a temporary file of its own and renamed into place; the folder made on the first write,
/// with `CACHEDIR.TAG` and `.gitignore`; never used when git tracks files in it.
final class DiskAnalysisCacheStorage: AnalysisCacheStorage, @unchecked Sendable {
    /// The folder.
    let directory: String
    private let lock = NSLock()
    private var preparedFolder = false

    /// The folder `directory` (made on the first write).
    init(directory: String) {
        self.directory = directory
    }

    /// The folder's path.
    var location: String { directory }

    /// Why the folder is not used: git tracks files in it, or the repository's index cannot
    /// be read to tell.
    func refusal() -> String? {
        switch GitTrackedFolder.finding(for: directory) {
        case .untracked: return nil
        case .tracked(let repository, let path):
            return
                "the analysis cache \(directory) is not used: git tracks files in it (\(path) in \(repository)), and a cache must never come from a commit; remove them from the repository with `git rm -r --cached \(directory)`"
        case .unknown(let why):
            return
                "the analysis cache \(directory) is not used: it is in a git repository whose index cannot be read to tell whether git tracks it (\(why)); name a folder outside the repository with --cache-dir"
        }
    }

    /// The file `name` in the folder, when it is a regular file of at most `limit` bytes.
    func readEntry(named name: String, limit: Int) -> [UInt8]? {
        Self.read(directory + "/" + name, limit: limit)
    }

    /// Writes the file `name` atomically into the folder (made first when missing).
    func writeEntry(_ bytes: [UInt8], named name: String) throws(AnalysisCacheStorageFailure) {
        try prepareFolder()
        try Self.writeAtomically(bytes, to: directory + "/" + name)
    }

    /// `AnalysisCache.clean(directory:)`.
    func clean() -> Result<AnalysisCache.Cleaned, AnalysisCache.CleanFailure> {
        AnalysisCache.clean(directory: directory)
    }

    /// Creates the folder (and its parents) when missing. A folder created here, or holding
    /// nothing but the cache's own files, gets `CACHEDIR.TAG` and `.gitignore` when they
    /// are missing (so a folder that lost them, to a `cache clean` racing a run, gets them
    /// back); a folder that holds other files is used as it is (no tag is put into a folder
    /// the user chose for other things).
    private func prepareFolder() throws(AnalysisCacheStorageFailure) {
        lock.lock()
        defer { lock.unlock() }
        if preparedFolder { return }
        var info = stat()
        if stat(directory, &info) != 0 {
            let code = errno
            guard code == ENOENT || code == ENOTDIR else {
                throw AnalysisCacheStorageFailure(reason: "\(directory) cannot be used: \(FileErrors.reason(code))")
            }
            do { try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true) } catch {
                // Another process may have created it meanwhile.
                let created = errno
                guard stat(directory, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
                    throw AnalysisCacheStorageFailure(
                        reason: "\(directory) cannot be created: \(FileErrors.reason(created == 0 ? EACCES : created))")
                }
            }
        } else if info.st_mode & S_IFMT != S_IFDIR {
            throw AnalysisCacheStorageFailure(reason: "\(directory) is not a folder")
        }
        if case .success(let names) = AnalysisCache.listing(directory),
            names.allSatisfy({ name in
                AnalysisCache.isCacheFile(name) || AnalysisCache.markers.contains { $0.name == name }
            })
        {
            for marker in AnalysisCache.markers {
                try Self.writeIfMissing(marker.content, name: marker.name, in: directory)
            }
        }
        preparedFolder = true
    }

    private static func writeIfMissing(
        _ text: String, name: String, in directory: String
    ) throws(AnalysisCacheStorageFailure) {
        let path = directory + "/" + name
        if access(path, F_OK) == 0 { return }
        try writeAtomically(Array(text.utf8), to: path)
    }

    private static let sequence = Sequence()

    /// A process-wide counter, so threads of one process never share a temporary file.
    private final class Sequence: @unchecked Sendable {
        private let lock = NSLock()
        private var next = 0
        func take() -> Int {
            lock.lock()
            defer { lock.unlock() }
            next += 1
            return next
        }
    }

    /// Writes `bytes` to a temporary file of its own (process id, a sequence number and a
    /// random part in its name; created exclusively) in `path`'s folder, then renames it
    /// over `path`. Not flushed to the disk first: an entry lost or cut short by a crash is
    /// a damaged entry, which is ignored and rewritten.
    static func writeAtomically(_ bytes: [UInt8], to path: String) throws(AnalysisCacheStorageFailure) {
        let folder = path.lastIndex(of: "/").map { String(path[...$0]) } ?? ""
        let temporary = folder + ".tmp-\(getpid())-\(sequence.take())-\(UInt32.random(in: 0...UInt32.max))"
        if let failure = WholeWrites.createFile(Array(temporary.utf8), mode: 0o644, bytes: bytes, flush: false) {
            throw AnalysisCacheStorageFailure(
                reason: failure.whileCreating
                    ? "\(folder.isEmpty ? "." : folder) cannot be written: \(FileErrors.reason(failure.code))"
                    : "\(path) cannot be written: \(FileErrors.reason(failure.code))")
        }
        if rename(temporary, path) != 0 {
            let code = errno
            unlink(temporary)
            throw AnalysisCacheStorageFailure(reason: "\(path) cannot be written: \(FileErrors.reason(code))")
        }
    }

    /// The bytes of a regular file of at most `limit` bytes, else `nil`.
    static func read(_ path: String, limit: Int = AnalysisCache.maxEntryBytes) -> [UInt8]? {
        guard case .success(.bytes(let bytes)) = InputFiles.read(path, limit: limit) else { return nil }
        return bytes
    }
}
