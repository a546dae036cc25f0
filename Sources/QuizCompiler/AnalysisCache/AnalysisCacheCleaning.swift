import Foundation
import QuizFileSystem

/// `quizc cache clean`.
extension AnalysisCache {
    /// What cleaning did.
    @_spi(Tools) public struct Cleaned: Sendable, Equatable {
        /// Whether the folder was there.
        var existed: Bool
        /// Entries (and temporary files) deleted.
        var removedEntries: Int
        /// Whether the folder itself was deleted (it held nothing but the cache's files).
        var removedFolder: Bool
        /// What could not be deleted, each with why (the rest was deleted).
        var failures: [String] = []
        /// Whether entries written meanwhile (by a quizc run at the same time) kept the
        /// folder; its markers were put back.
        var refilled = false

        init(
            existed: Bool, removedEntries: Int, removedFolder: Bool, failures: [String] = [], refilled: Bool = false
        ) {
            self.existed = existed
            self.removedEntries = removedEntries
            self.removedFolder = removedFolder
            self.failures = failures
            self.refilled = refilled
        }
    }

    /// Why the cache folder could not be cleaned at all: it cannot be looked at or read, or is no folder.
    @_spi(Tools) public struct CleanFailure: Error, Sendable, Equatable {
        var reason: String
    }

    /// Whether `name` is one the cache writes as an entry (an analysis or a lint result) or a
    /// temporary file.
    static func isCacheFile(_ name: String) -> Bool {
        if name.hasPrefix(".tmp-") { return true }
        guard name.hasSuffix(".json") else { return false }
        let stem =
            name.hasSuffix(LintResultEntry.suffix)
            ? name.utf8.dropLast(LintResultEntry.suffix.utf8.count) : name.utf8.dropLast(5)
        return stem.count == 64 && stem.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }

    /// The markers a folder the cache made holds, by name.
    static let markers: [(name: String, content: String)] = [
        ("CACHEDIR.TAG", tagContent), (".gitignore", gitignoreContent),
    ]

    /// Deletes what the cache wrote in `directory`: entries and temporary files (going on
    /// past any it cannot delete, which are listed in `failures`), then, when nothing else
    /// is left, its `CACHEDIR.TAG` and `.gitignore` and the folder. Other files, and their
    /// folder, are kept. The folder is never left without its markers: when a quizc run
    /// writes an entry meanwhile, so the folder cannot go, the markers are written again.
    /// A `CleanFailure` only when `directory` cannot be looked at or listed, or is not a folder.
    @_spi(Tools) public static func clean(directory: String) -> Result<Cleaned, CleanFailure> {
        var info = stat()
        guard stat(directory, &info) == 0 else {
            let code = errno
            if code == ENOENT { return .success(Cleaned(existed: false, removedEntries: 0, removedFolder: false)) }
            return .failure(CleanFailure(reason: "\(directory) cannot be looked at: \(FileErrors.reason(code))"))
        }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            return .failure(CleanFailure(reason: "\(directory) is not a folder"))
        }
        let names: [String]
        switch listing(directory) {
        case .success(let listed): names = listed
        case .failure(let error):
            return .failure(CleanFailure(reason: "\(directory) cannot be read: \(FileErrors.reason(error.code))"))
        }
        var result = Cleaned(existed: true, removedEntries: 0, removedFolder: false)
        for name in names.sorted() where isCacheFile(name) {
            if unlink(directory + "/" + name) == 0 {
                result.removedEntries += 1
            } else if errno != ENOENT {
                result.failures.append("\(directory)/\(name): \(FileErrors.reason(errno))")
            }
        }
        guard result.failures.isEmpty, case .success(let left) = listing(directory),
            holdsOnlyMarkers(left, in: directory)
        else {
            return .success(result)
        }
        for name in left { _ = unlink(directory + "/" + name) }
        if rmdir(directory) == 0 || errno == ENOENT {
            result.removedFolder = true
            return .success(result)
        }
        let code = errno
        // Entries written meanwhile (ENOTEMPTY, EEXIST), or the folder cannot go: the markers back.
        for marker in markers where access(directory + "/" + marker.name, F_OK) != 0 {
            do throws(AnalysisCacheStorageFailure) {
                try DiskAnalysisCacheStorage.writeAtomically(
                    Array(marker.content.utf8), to: directory + "/" + marker.name)
            } catch {
                result.failures.append("\(directory)/\(marker.name) could not be written back: \(error.reason)")
            }
        }
        if code == ENOTEMPTY || code == EEXIST {
            result.refilled = true
        } else {
            result.failures.append("\(directory): \(FileErrors.reason(code))")
        }
        return .success(result)
    }

    /// The names in `directory` (`FolderListing`), or the errno.
    static func listing(_ directory: String) -> Result<[String], FileErrno> {
        FolderListing.textNames(atPath: directory)
    }

    /// Whether `names` are only the markers, each holding what the cache writes.
    static func holdsOnlyMarkers(_ names: [String], in directory: String) -> Bool {
        names.allSatisfy { name in
            guard let marker = markers.first(where: { $0.name == name }),
                let bytes = DiskAnalysisCacheStorage.read(directory + "/" + name)
            else { return false }
            return bytes == Array(marker.content.utf8)
        }
    }
}
