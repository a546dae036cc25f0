import Foundation

/// Writes bundles into a folder atomically, and compares a folder with expected output.
///
/// The folder's `index.json` is also the record of what quizc wrote there: a build removes
/// the bundles the previous index lists that it no longer produces, and nothing else, so
/// files a user keeps beside the bundles are never touched.
public struct OutputFolder: Sendable {
    public var path: String

    public init(path: String) {
        self.path = path
    }

    /// Why the folder could not be compared with or written.
    public struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        /// What went wrong and what to do, naming the path.
        public var description: String
    }

    /// What `--check` found.
    public struct Staleness: Sendable, Equatable {
        /// Files a build writes whose bytes differ.
        public var stale: [String] = []
        /// Files a build writes that are absent.
        public var missing: [String] = []
        /// Bundles the folder's `index.json` lists that a build no longer produces: a build
        /// removes them.
        public var extra: [String] = []
        /// `*.json` files a build neither writes nor finds in the folder's `index.json`: a
        /// build leaves them (quizc removes only what it wrote), so only their owner can.
        public var unlisted: [String] = []
        public var isUpToDate: Bool { stale.isEmpty && missing.isEmpty && extra.isEmpty && unlisted.isEmpty }
    }

    /// Compares the folder's `*.json` files (hidden ones aside) with `files`. A folder that does not exist is
    /// missing every file; a path that is not a folder, or a folder or file that cannot be
    /// read, is a `Failure`.
    public func compare(with files: [BundleEmitter.OutputFile]) throws(Failure) -> Staleness {
        var result = Staleness()
        guard try existsAsFolder() else {
            result.missing = files.map(\.name)
            return result
        }
        let manager = FileManager.default
        for file in files {
            let filePath = self.filePath(file.name)
            guard manager.fileExists(atPath: filePath) else {
                result.missing.append(file.name)
                continue
            }
            guard let data = manager.contents(atPath: filePath) else {
                throw Failure(description: "\(filePath) cannot be read; check its permissions")
            }
            if [UInt8](data) != file.bytes { result.stale.append(file.name) }
        }
        let present: [String]
        do {
            present = try manager.contentsOfDirectory(atPath: path)
        } catch {
            throw Failure(description: "\(path) cannot be read (\(error.localizedDescription)); check its permissions")
        }
        let produced = Self.foldedNames(files.map(\.name))
        let listed = Set(previousBundleNames())
        for name in present.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) })
        where name.hasSuffix(".json") && !name.hasPrefix(".") && !produced.contains(Self.folded(name)) {
            guard let kind = fileKind(name), kind != S_IFDIR else { continue }
            // A build removes only regular files the index lists (`write`).
            if listed.contains(name) && kind == S_IFREG { result.extra.append(name) } else { result.unlisted.append(name) }
        }
        return result
    }

    /// The `S_IFMT` bits of the entry `name` itself (a link is a link), `nil` when it is gone.
    private func fileKind(_ name: String) -> mode_t? {
        var status = stat()
        guard lstat(filePath(name), &status) == 0 else { return nil }
        return status.st_mode & S_IFMT
    }

    /// Writes every file atomically and removes the bundles the previous `index.json`
    /// listed that are no longer produced. Files that already hold the right bytes are left
    /// alone, so an unchanged build touches nothing.
    ///
    /// The order bounds what an interruption leaves:
    /// 1. every changed file is first written to a temporary file in the folder; if any of
    ///    them fails (a full disk, say), the temporaries are removed and the folder is as it
    ///    was;
    /// 2. the bundles are renamed into place, each rename atomic;
    /// 3. the bundles the previous index lists and this build does not produce are removed;
    /// 4. `index.json` is renamed into place last: it is the commit point.
    ///
    /// Until step 4 the old index still names every bundle this build removes, so a build
    /// interrupted in steps 2–3 (a kill, a power cut) is finished by running it again:
    /// the rerun removes the rest and writes the new index. Removing after the index instead
    /// would leave, after such an interruption, bundles no index lists, which no later build
    /// would remove. In the meantime the old index may name a bundle already removed or
    /// replaced; `build --check` reports that folder as stale until the rerun.
    /// Temporaries a killed build left behind are removed by the next build. Each file is
    /// flushed to the disk before it is renamed, so this holds across a power cut too.
    public func write(_ files: [BundleEmitter.OutputFile]) throws(Failure) {
        let manager = FileManager.default
        if try !existsAsFolder() {
            do {
                try manager.createDirectory(atPath: path, withIntermediateDirectories: true)
            } catch {
                throw Failure(description: "\(path) cannot be created (\(error.localizedDescription)); check the path and its permissions")
            }
        }
        let previous = previousBundleNames()
        removeLeftoverTemporaries(for: files.map(\.name) + previous)

        // 1. Temporaries for every file whose bytes change.
        var pending: [(temporary: String, destination: String)] = []
        for file in files {
            let destination = filePath(file.name)
            if let existing = manager.contents(atPath: destination), [UInt8](existing) == file.bytes { continue }
            let temporary = filePath(Self.temporaryName(for: file.name))
            if let reason = writeDurably(file.bytes, to: temporary) {
                try? manager.removeItem(atPath: temporary)
                for written in pending { try? manager.removeItem(atPath: written.temporary) }
                throw Failure(description: "\(destination) cannot be written (\(reason)); nothing was changed in \(path)")
            }
            pending.append((temporary, destination))
        }
        // 2. Bundles into place; the index waits.
        let index = pending.first { $0.destination == filePath(BundleEmitter.indexName) }
        for (position, item) in pending.enumerated() where item.destination != index?.destination {
            if rename(item.temporary, item.destination) != 0 {
                let reason = String(cString: strerror(errno))
                for rest in pending[position...] { try? manager.removeItem(atPath: rest.temporary) }
                throw Failure(description: "\(item.destination) cannot be replaced (\(reason)); run the build again once that is fixed")
            }
        }
        // 3. Bundles no longer produced, as the previous index recorded them.
        let produced = Self.foldedNames(files.map(\.name))
        for name in previous where !produced.contains(Self.folded(name)) {
            // Only regular files: never a folder, nor what a symbolic link points at.
            guard fileKind(name) == S_IFREG else { continue }
            try? manager.removeItem(atPath: filePath(name))
        }
        // 4. The index.
        if let index, rename(index.temporary, index.destination) != 0 {
            let reason = String(cString: strerror(errno))
            try? manager.removeItem(atPath: index.temporary)
            throw Failure(description: "\(index.destination) cannot be replaced (\(reason)); run the build again once that is fixed")
        }
        // The renames and removals reach the disk too (best effort: not every file system
        // lets a folder be synced).
        let folder = open(path, O_RDONLY)
        if folder >= 0 {
            _ = fsync(folder)
            close(folder)
        }
    }

    /// Whether the path is a folder: `false` when nothing is there, a `Failure` when
    /// something else is.
    private func existsAsFolder() throws(Failure) -> Bool {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return false }
        guard isDirectory.boolValue else {
            throw Failure(description: "\(path) is a file, not a folder; name a folder to hold the bundles with -o (it is created when missing)")
        }
        return true
    }

    private func filePath(_ name: String) -> String {
        URL(fileURLWithPath: path).appendingPathComponent(name).path
    }

    /// `.<name>.<process id>.tmp`: hidden, and never a name a bundle can have.
    static func temporaryName(for name: String) -> String {
        ".\(name).\(ProcessInfo.processInfo.processIdentifier).tmp"
    }

    /// Removes `.<name>.<digits>.tmp` files a killed build left for any of `names` (never
    /// those of a build still running, whose process id they carry).
    private func removeLeftoverTemporaries(for names: [String]) {
        guard let present = try? FileManager.default.contentsOfDirectory(atPath: path) else { return }
        let wanted = Set(names)
        for entry in present where entry.hasPrefix(".") && entry.hasSuffix(".tmp") {
            let middle = entry.dropFirst().dropLast(4)
            guard let dot = middle.lastIndex(of: "."),
                  wanted.contains(String(middle[..<dot])),
                  !middle[middle.index(after: dot)...].isEmpty,
                  middle[middle.index(after: dot)...].allSatisfy({ $0.isASCII && $0.isNumber }) else { continue }
            if let owner = Int32(middle[middle.index(after: dot)...]), kill(owner, 0) == 0 || errno == EPERM { continue }
            try? FileManager.default.removeItem(atPath: filePath(entry))
        }
    }

    /// The bundle file names the folder's `index.json` lists, keeping only names a build
    /// could have written there (`isBundleFileName`): an index that is corrupt or was
    /// edited by hand never makes a build touch anything outside the folder, the index
    /// itself, a hidden file or a file that is not JSON.
    func previousBundleNames() -> [String] {
        let indexPath = filePath(BundleEmitter.indexName)
        guard let data = FileManager.default.contents(atPath: indexPath),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let quizzes = object["quizzes"] as? [Any] else { return [] }
        return quizzes.compactMap { ($0 as? [String: Any])?["file"] as? String }.filter(Self.isBundleFileName)
    }

    /// A plain file name ending in `.json`: not the index, not hidden (temporaries are), no
    /// folder separator or control character, so it names a file directly in the folder.
    static func isBundleFileName(_ name: String) -> Bool {
        name.hasSuffix(".json") && name.count > ".json".count && !name.hasPrefix(".")
            && folded(name) != folded(BundleEmitter.indexName)
            && !name.unicodeScalars.contains { $0 == "/" || $0 == "\\" || $0.properties.generalCategory == .control }
    }

    /// Names compared as a case-insensitive file system (macOS) compares them, so a bundle
    /// renamed only in case is never removed after being written.
    static func folded(_ name: String) -> String {
        name.lowercased().precomposedStringWithCanonicalMapping
    }

    static func foldedNames(_ names: [String]) -> Set<String> {
        Set(names.map(folded))
    }
}

/// Writes `bytes` to a new file at `path` and flushes it to the disk, so that after a
/// power cut a renamed file holds its bytes, not nothing. The reason on failure.
private func writeDurably(_ bytes: [UInt8], to path: String) -> String? {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o666)
    guard descriptor >= 0 else { return String(cString: strerror(errno)) }
    defer { close(descriptor) }
    var offset = 0
    while offset < bytes.count {
        let written = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        if written < 0 {
            if errno == EINTR { continue }
            return String(cString: strerror(errno))
        }
        offset += written
    }
    return fsync(descriptor) == 0 ? nil : String(cString: strerror(errno))
}
