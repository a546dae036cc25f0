import Foundation

/// `quizc cache clean`.
extension AnalysisCache {
    /// What cleaning did.
    package struct Cleaned: Sendable, Equatable {
        /// Whether the folder was there.
        package var existed: Bool
        /// Entries (and temporary files) deleted.
        package var removedEntries: Int
        /// Whether the folder itself was deleted (it held nothing but the cache's files).
        package var removedFolder: Bool
    }

    package struct CleanFailure: Error, Sendable, Equatable {
        package var reason: String
    }

    /// Whether `name` is one the cache writes as an entry (an analysis or a lint result) or a
    /// temporary file.
    package static func isCacheFile(_ name: String) -> Bool {
        if name.hasPrefix(".tmp-") { return true }
        guard name.hasSuffix(".json") else { return false }
        let stem = name.hasSuffix(LintResultEntry.suffix) ? name.utf8.dropLast(LintResultEntry.suffix.utf8.count) : name.utf8.dropLast(5)
        return stem.count == 64 && stem.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }

    /// Deletes what the cache wrote in `directory`: entries, temporary files, then its
    /// `CACHEDIR.TAG` and `.gitignore` (when they hold what the cache writes) and the folder
    /// when nothing else is left. Other files, and their folder, are kept.
    package static func clean(directory: String) -> Result<Cleaned, CleanFailure> {
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        guard manager.fileExists(atPath: directory, isDirectory: &isFolder) else {
            return .success(Cleaned(existed: false, removedEntries: 0, removedFolder: false))
        }
        guard isFolder.boolValue else { return .failure(CleanFailure(reason: "\(directory) is not a folder")) }
        let names: [String]
        do { names = try manager.contentsOfDirectory(atPath: directory) } catch {
            return .failure(CleanFailure(reason: "\(directory) cannot be read: \(FolderSwap.reason(errno == 0 ? EACCES : errno))"))
        }
        var removed = 0
        for name in names.sorted() where isCacheFile(name) {
            guard unlink(directory + "/" + name) == 0 || errno == ENOENT else {
                return .failure(CleanFailure(reason: "\(directory)/\(name) cannot be deleted: \(FolderSwap.reason(errno))"))
            }
            removed += 1
        }
        let left = ((try? manager.contentsOfDirectory(atPath: directory)) ?? names).filter { !isCacheFile($0) }
        let ours: [String: String] = ["CACHEDIR.TAG": tagContent, ".gitignore": gitignoreContent]
        let onlyOurs = left.allSatisfy { name in
            guard let content = ours[name], let bytes = read(directory + "/" + name) else { return false }
            return bytes == Array(content.utf8)
        }
        guard onlyOurs else { return .success(Cleaned(existed: true, removedEntries: removed, removedFolder: false)) }
        for name in left { _ = unlink(directory + "/" + name) }
        guard rmdir(directory) == 0 || errno == ENOENT else {
            return .failure(CleanFailure(reason: "\(directory) cannot be deleted: \(FolderSwap.reason(errno))"))
        }
        return .success(Cleaned(existed: true, removedEntries: removed, removedFolder: true))
    }
}
