import Foundation
import QuizFileSystem
import QuizRuntime

#if canImport(Glibc)
import Glibc
#endif

/// Replaces a folder of bundles as a whole in one atomic step, and compares a folder with expected output.
///
/// The folder's `index.json` is also the record of what quizc wrote there: a build removes
/// the bundles the previous index lists that it no longer produces, and nothing else, so
/// files a user keeps beside the bundles are never touched.
@_spi(Tools) public struct OutputFolder: Sendable {
    /// The folder the bundles and `index.json` are written to or compared with.
    @_spi(Tools) public var path: String

    /// The output folder at `path`; nothing is read or written until asked.
    @_spi(Tools) public init(path: String) {
        self.path = path
    }

    /// Why the folder could not be compared with or written.
    @_spi(Tools) public struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        /// What went wrong and what to do, naming the path.
        @_spi(Tools) public var description: String
    }

    /// What `--check` found.
    @_spi(Tools) public struct Staleness: Sendable, Equatable {
        /// Files a build writes whose bytes differ.
        var stale: [String] = []
        /// Files a build writes that are absent.
        var missing: [String] = []
        /// Bundles the folder's `index.json` lists that a build no longer produces: a build
        /// removes them.
        var extra: [String] = []
        /// `*.json` files a build neither writes nor finds in the folder's `index.json`: a
        /// build leaves them (quizc removes only what it wrote), so only their owner can.
        var unlisted: [String] = []
        var isUpToDate: Bool { stale.isEmpty && missing.isEmpty && extra.isEmpty && unlisted.isEmpty }
    }

    /// Compares the folder's `*.json` files (hidden ones aside) with `files`. A folder that does not exist is
    /// missing every file; a path that is not a folder, or a folder or file that cannot be
    /// read, is a `Failure`.
    @_spi(Tools) public func compare(with files: [BundleEmitter.OutputFile]) throws(Failure) -> Staleness {
        var result = Staleness()
        guard try existsAsFolder() else {
            result.missing = files.map(\.name)
            return result
        }
        // Never compare across a build's commit.
        let parent = URL(fileURLWithPath: path).deletingLastPathComponent().path
        let lock = try? Lock(folder: parent, exclusive: false)
        defer { lock?.release() }
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
        switch FolderListing.textNames(atPath: path) {
        case .success(let names): present = names
        case .failure(let error):
            throw Failure(
                description: "\(path) cannot be read (\(FileErrors.reason(error.code))); check its permissions")
        }
        let produced = Self.foldedNames(files.map(\.name))
        let listed = Set(previousBundleNames())
        for name in present.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) })
        where name.hasSuffix(".json") && !name.hasPrefix(".") && !produced.contains(Self.folded(name)) {
            guard let kind = fileKind(name), kind != S_IFDIR else { continue }
            // A build removes only regular files the index lists (`write`).
            if listed.contains(name) && kind == S_IFREG {
                result.extra.append(name)
            } else {
                result.unlisted.append(name)
            }
        }
        return result
    }

    /// The `S_IFMT` bits of the entry `name` itself (a link is a link), `nil` when it is gone.
    private func fileKind(_ name: String) -> mode_t? {
        var status = stat()
        guard lstat(filePath(name), &status) == 0 else { return nil }
        return status.st_mode & S_IFMT
    }

    /// Replaces the folder's bundles and `index.json` with `files` as a whole, and removes
    /// the bundles the previous `index.json` listed that are no longer produced. A folder
    /// that already holds exactly these files is left alone (nothing is touched).
    ///
    /// The new folder is built complete beside the old one, as a hidden sibling
    /// `.<name>.quizc-new.<process id>`: the new and unchanged files (unchanged ones as hard
    /// links, so they keep their dates), and every file of the old folder that is not a
    /// bundle of the build (a user's notes, subfolders) carried over by hard link or copy.
    /// Each file is flushed to the disk. Then one atomic step exchanges the two folders
    /// (`renameat2(RENAME_EXCHANGE)` on Linux, `renamex_np(RENAME_SWAP)` on macOS), and the
    /// old one is deleted. At every instant, a kill or a power cut included, the folder is
    /// either the complete old set or the complete new set; an error before the exchange
    /// (a full disk, a folder where a bundle must go) leaves it untouched.
    ///
    /// Builds into one folder run one after the other: each holds an exclusive `flock` on
    /// the parent folder (no lock file is created). Hidden siblings a killed build left
    /// are removed by the next build, never those of a build still running.
    ///
    /// On a file system that cannot exchange two folders the old folder is first renamed
    /// aside (`.<name>.quizc-old.<process id>`), then the new one into place: the folder is
    /// absent for that instant, never mixed, and a build killed in between is undone by the
    /// next build, which renames the old folder back first. Returns notes to print (an old
    /// folder that could not be deleted).
    @discardableResult
    @_spi(Tools) public func write(_ files: [BundleEmitter.OutputFile]) throws(Failure) -> [String] {
        let target = try resolveTarget()
        let lock = try Lock(folder: target.parent, exclusive: true)
        defer { lock.release() }
        var (exists, siblingNotes) = try cleanUpSiblings(of: target)
        if exists, isUpToDate(target.folder, with: files) { return siblingNotes }
        if !exists, FolderSwap.kind(atPath: target.folder) == S_IFDIR { exists = true }

        let staging = target.sibling("new")
        _ = FolderCopy.removeTree(staging)
        var building = true
        defer { if building { _ = FolderCopy.removeTree(staging) } }
        let stagingFolder = try openStaging(staging, of: target)
        defer { close(stagingFolder) }
        let old = exists ? open(target.folder, O_RDONLY | O_DIRECTORY) : -1
        if exists && old < 0 {
            throw Failure(description: "cannot read \(path): \(FileErrors.reason(errno))")
        }
        defer { if old >= 0 { close(old) } }

        try stage(files, old: old, into: stagingFolder, target: target)
        if old >= 0 { try carryOver(old, except: files, into: stagingFolder, target: target) }
        guard fsync(stagingFolder) == 0 else {
            throw Failure(description: "cannot write \(path): \(FileErrors.reason(errno)); \(path) was not changed")
        }

        let retired = try commit(staging, to: target, exists: exists)
        building = false
        _ = fsync(lock.descriptor)
        var notes: [String] = []
        if let retired, let problem = FolderCopy.removeTree(retired) {
            notes.append(
                "the previous contents of \(path) could not all be deleted and are left in \(retired) (\(problem)); delete that folder"
            )
        }
        return siblingNotes + notes
    }

    /// Creates the hidden staging folder `staging` beside `target` and opens it.
    private func openStaging(_ staging: String, of target: Target) throws(Failure) -> Int32 {
        guard mkdir(staging, 0o777) == 0 else {
            let code = errno
            var reason =
                code == ENOENT ? "the file system does not allow creating folders there" : FileErrors.reason(code)
            if code == EACCES || code == EPERM {
                reason +=
                    " (a build replaces \(path) as a whole, so it needs permission to write in \(target.parent) too)"
            }
            throw Failure(
                description: "cannot write in \(target.parent) to build \(path): \(reason); \(path) was not changed")
        }
        let stagingFolder = open(staging, O_RDONLY | O_DIRECTORY)
        guard stagingFolder >= 0 else {
            throw Failure(description: "cannot open \(staging): \(FileErrors.reason(errno)); \(path) was not changed")
        }
        return stagingFolder
    }

    /// Puts the build's files in the staging folder: unchanged ones hard-linked from the old
    /// folder (`old`, or -1 when there is none), the rest written and flushed.
    private func stage(
        _ files: [BundleEmitter.OutputFile], old: Int32, into stagingFolder: Int32, target: Target
    ) throws(Failure) {
        let manager = FileManager.default
        for file in files {
            let name = Array(file.name.utf8)
            if old >= 0, let kind = FolderSwap.kind(of: name, in: old), kind == S_IFDIR {
                throw Failure(
                    description:
                        "\(filePath(file.name)) is a folder where a bundle must go; move it out of \(path) and build again; \(path) was not changed"
                )
            }
            if old >= 0, FolderSwap.kind(of: name, in: old) == S_IFREG,
                let existing = manager.contents(atPath: target.path(file.name)), [UInt8](existing) == file.bytes,
                WholeWrites.withCString(name, { linkat(old, $0, stagingFolder, $0, 0) }) == 0
            {
                continue
            }
            if let reason = writeDurably(file.bytes, named: name, in: stagingFolder) {
                throw Failure(description: "cannot write \(filePath(file.name)): \(reason); \(path) was not changed")
            }
        }
    }

    /// Carries everything else the old folder holds into the staging folder, except the
    /// bundles this build removes, and gives the staging folder the old one's permissions.
    private func carryOver(
        _ old: Int32, except files: [BundleEmitter.OutputFile], into stagingFolder: Int32, target: Target
    ) throws(Failure) {
        let produced = Set(files.map { Array($0.name.utf8) })
        let producedFolded = Self.foldedNames(files.map(\.name))
        let previous = previousBundleNames(in: target.folder)
        let removed = Set(previous.filter { !producedFolded.contains(Self.folded($0)) }.map { Array($0.utf8) })
        let entries: [[UInt8]]
        switch FolderListing.names(ofFolderAt: old) {
        case .success(let names): entries = names
        case .failure(let error):
            throw Failure(description: "cannot read \(path): \(FileErrors.reason(error.code))")
        }
        for name in entries where !produced.contains(name) {
            let kind = FolderSwap.kind(of: name, in: old)
            if kind == S_IFREG && removed.contains(name) { continue }
            do {
                try FolderCopy.carry(name, from: old, to: stagingFolder)
            } catch {
                throw Failure(
                    description:
                        "cannot carry \(path)/\(error.name) over into the new \(path): \(error.reason); \(path) was not changed"
                )
            }
        }
        var status = stat()
        if fstat(old, &status) == 0 { _ = fchmod(stagingFolder, status.st_mode & 0o7777) }
    }

    /// The commit, in one step: puts the staging folder in the target's place (by exchange
    /// where the file system can, else by renaming the old folder aside first). Returns the
    /// folder now holding the old contents, to delete, if any.
    private func commit(_ staging: String, to target: Target, exists: Bool) throws(Failure) -> String? {
        if !exists {
            guard rename(staging, target.folder) == 0 else {
                throw Failure(description: "cannot create \(path): \(FileErrors.reason(errno))")
            }
            return nil
        }
        switch FolderSwap.exchange(staging, target.folder) {
        case .exchanged:
            return staging
        case .failed(let code):
            throw Failure(
                description:
                    "cannot replace \(path) with the new bundles: \(FileErrors.reason(code)); \(path) was not changed"
            )
        case .unsupported:
            let aside = target.sibling("old")
            guard rename(target.folder, aside) == 0 else {
                throw Failure(
                    description:
                        "cannot replace \(path) with the new bundles: \(FileErrors.reason(errno)); \(path) was not changed"
                )
            }
            guard rename(staging, target.folder) == 0 else {
                let code = errno
                _ = rename(aside, target.folder)
                throw Failure(
                    description:
                        "cannot replace \(path) with the new bundles: \(FileErrors.reason(code)); \(path) was not changed"
                )
            }
            return aside
        }
    }

    /// The folder to replace, made absolute with symbolic links resolved, and its parent,
    /// created when missing.
    struct Target {
        var folder: String
        var parent: String
        var name: String
        func path(_ entry: String) -> String { folder + "/" + entry }
        /// `.<name>.quizc-<role>.<process id>` beside the folder.
        func sibling(_ role: String) -> String {
            parent + "/" + OutputFolder.siblingPrefix(name) + role + ".\(getpid())"
        }
    }

    static func siblingPrefix(_ name: String) -> String { "." + name + ".quizc-" }

    func resolveTarget() throws(Failure) -> Target {
        guard !path.isEmpty else { throw Failure(description: "the output folder is empty; name a folder with -o") }
        let kind = FolderSwap.kind(atPath: path)
        if kind == nil, case let code = errno, code != ENOENT {
            if code == ENOTDIR { try createFolders(path) }
            throw Failure(description: "cannot use \(path): \(FileErrors.reason(code))")
        }
        if kind != nil {
            guard try existsAsFolder() else {
                throw Failure(description: "\(path) is a symbolic link to nothing; point it at a folder or remove it")
            }
            guard let resolved = Self.realPath(path) else {
                throw Failure(description: "cannot use \(path): \(FileErrors.reason(errno))")
            }
            guard resolved != "/" else {
                throw Failure(
                    description:
                        "\(path) is the root folder, which a build cannot replace as a whole; name a folder inside it with -o"
                )
            }
            let parent = String(resolved[..<(resolved.lastIndex(of: "/") ?? resolved.startIndex)])
            let target = Target(
                folder: resolved, parent: parent.isEmpty ? "/" : parent,
                name: String(resolved[resolved.index(after: resolved.lastIndex(of: "/") ?? resolved.startIndex)...]))
            if let cwd = Self.realPath("."), cwd == resolved || cwd.hasPrefix(resolved + "/") {
                throw Failure(
                    description:
                        "\(path) is the current folder or holds it, and a build replaces it as a whole; run quizc from outside it (for example from its parent with -o \(target.name))"
                )
            }
            var own = stat(), above = stat()
            if stat(resolved, &own) == 0, stat(target.parent, &above) == 0, own.st_dev != above.st_dev {
                throw Failure(
                    description:
                        "\(path) is a mount point, which a build cannot replace as a whole; name a folder inside it with -o"
                )
            }
            return target
        }
        // Nothing there yet: create the parent, then resolve it.
        let trimmed = path.hasSuffix("/") ? String(path.reversed().drop { $0 == "/" }.reversed()) : path
        let slash = trimmed.lastIndex(of: "/")
        let name = slash.map { String(trimmed[trimmed.index(after: $0)...]) } ?? trimmed
        let parentPath = slash.map { $0 == trimmed.startIndex ? "/" : String(trimmed[..<$0]) } ?? "."
        guard !name.isEmpty, name != ".", name != ".." else {
            throw Failure(description: "cannot use \(path) as the output folder; name it without a trailing . or ..")
        }
        try createFolders(parentPath)
        guard let parent = Self.realPath(parentPath) else {
            throw Failure(description: "cannot create \(path): \(FileErrors.reason(errno)) (at \(parentPath))")
        }
        return Target(folder: (parent == "/" ? "" : parent) + "/" + name, parent: parent, name: name)
    }

    /// `mkdir -p`, naming the part of the path that failed and why.
    private func createFolders(_ folder: String) throws(Failure) {
        var prefix = folder.hasPrefix("/") ? "/" : ""
        for component in folder.split(separator: "/") {
            prefix += (prefix.isEmpty || prefix.hasSuffix("/") ? "" : "/") + component
            var status = stat()
            if stat(prefix, &status) == 0 {
                guard status.st_mode & S_IFMT == S_IFDIR else {
                    throw Failure(
                        description:
                            "cannot create \(path): \(prefix) is a file, not a folder; choose another folder with -o")
                }
                continue
            }
            guard errno == ENOENT else {
                throw Failure(description: "cannot create \(path): \(FileErrors.reason(errno)) (at \(prefix))")
            }
            if mkdir(prefix, 0o777) != 0 && errno != EEXIST {
                throw Failure(description: "cannot create \(path): \(FileErrors.reason(errno)) (creating \(prefix))")
            }
        }
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Removes what killed builds left beside the folder; first, when the folder is missing
    /// and a killed build had renamed it aside, renames it back (only a folder, never a
    /// symbolic link: leftovers that are links are deleted as links). Whether the folder exists,
    /// and notes on leftovers that could not be deleted.
    private func cleanUpSiblings(of target: Target) throws(Failure) -> (Bool, [String]) {
        guard let parent = Self.realPath(target.parent).map({ open($0, O_RDONLY | O_DIRECTORY) }), parent >= 0 else {
            throw Failure(description: "cannot read \(target.parent): \(FileErrors.reason(errno))")
        }
        defer { close(parent) }
        guard case .success(let entries) = FolderListing.names(ofFolderAt: parent) else {
            return (FolderSwap.kind(atPath: target.folder) != nil, [])
        }
        let prefix = Array(Self.siblingPrefix(target.name).utf8)
        var exists = FolderSwap.kind(atPath: target.folder) != nil
        var leftovers: [(role: String, pid: Int32, path: String)] = []
        for entry in entries where entry.starts(with: prefix) {
            let rest = String(decoding: entry.dropFirst(prefix.count), as: UTF8.self)
            let parts = rest.split(separator: ".", omittingEmptySubsequences: false)
            guard parts.count == 2, parts[0] == "new" || parts[0] == "old",
                !parts[1].isEmpty, parts[1].utf8.allSatisfy({ (0x30...0x39).contains($0) }),
                let pid = Int32(parts[1]), !FolderSwap.processMayBeRunning(pid) || pid == getpid()
            else { continue }
            leftovers.append((String(parts[0]), pid, target.parent + "/" + String(decoding: entry, as: UTF8.self)))
        }
        // Only a real folder is renamed back: a symbolic link planted under that name is
        // never followed (it would make the build carry its target's files over).
        if !exists,
            let aside = leftovers.first(where: { $0.role == "old" && FolderSwap.kind(atPath: $0.path) == S_IFDIR }),
            rename(aside.path, target.folder) == 0
        {
            exists = true
        }
        var notes: [String] = []
        for leftover in leftovers where FolderSwap.kind(atPath: leftover.path) != nil {
            if let problem = FolderCopy.removeTree(leftover.path) {
                notes.append(
                    "\(leftover.path), left by an earlier build of \(path), could not all be deleted (\(problem)); delete that folder"
                )
            }
        }
        return (exists, notes)
    }

    /// Whether the folder holds exactly `files` and no bundle this build removes.
    private func isUpToDate(_ folder: String, with files: [BundleEmitter.OutputFile]) -> Bool {
        for file in files {
            guard FolderSwap.kind(atPath: folder + "/" + file.name) == S_IFREG,
                let data = FileManager.default.contents(atPath: folder + "/" + file.name),
                [UInt8](data) == file.bytes
            else { return false }
        }
        let producedFolded = Self.foldedNames(files.map(\.name))
        let previous = previousBundleNames(in: folder)
        for name in previous
        where !producedFolded.contains(Self.folded(name)) && FolderSwap.kind(atPath: folder + "/" + name) == S_IFREG {
            return false
        }
        return true
    }

    /// Whether the path is a folder: `false` when nothing is there, a `Failure` when
    /// something else is.
    /// A symbolic link is followed: one in a loop, or a path that cannot be looked at,
    /// is a `Failure` saying so (`false` is only for nothing there, or a link to nothing).
    private func existsAsFolder() throws(Failure) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0 else {
            let code = errno
            if code == ENOENT { return false }
            if code == ELOOP {
                throw Failure(
                    description:
                        "\(path) is a symbolic link in a loop (ELOOP); fix or remove the link, or name another folder with -o"
                )
            }
            throw Failure(description: "cannot use \(path): \(FileErrors.reason(code))")
        }
        let kind = FileKind(mode: info.st_mode)
        guard kind == .folder else {
            throw Failure(
                description: kind == .regular
                    ? "\(path) is a file, not a folder; name a folder to hold the bundles with -o (it is created when missing)"
                    : "\(path) is \(kind), not a folder; a build writes only into a folder (created when missing) and never replaces anything else, so name a folder with -o"
            )
        }
        return true
    }

    private func filePath(_ name: String) -> String {
        URL(fileURLWithPath: path).appendingPathComponent(name).path
    }

    /// The bundle file names the folder's `index.json` lists, keeping only names a build
    /// could have written there (`isBundleFileName`): an index that is corrupt or was
    /// edited by hand never makes a build touch anything outside the folder, the index
    /// itself, a hidden file or a file that is not JSON.
    func previousBundleNames(in folder: String? = nil) -> [String] {
        let indexPath = folder.map { $0 + "/" + BundleEmitter.indexName } ?? filePath(BundleEmitter.indexName)
        guard let data = FileManager.default.contents(atPath: indexPath) else { return [] }
        return Self.bundleNames(inIndex: [UInt8](data))
    }

    /// The `file` of each entry of `quizzes` in the index text `bytes` that names a bundle a
    /// build could have written (`isBundleFileName`), in the index's order. Text that is not
    /// JSON (or JSON this project's parser refuses, such as a member named twice), a
    /// document that is not an object or has no `quizzes` list, and entries without a string
    /// `file` give nothing.
    static func bundleNames(inIndex bytes: [UInt8]) -> [String] {
        guard let index = try? JSONParser().parse(bytes), case .array(let quizzes)? = index["quizzes"] else {
            return []
        }
        return quizzes.compactMap { entry -> String? in
            guard case .string(let file)? = entry["file"] else { return nil }
            return file
        }.filter(Self.isBundleFileName)
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

/// Writes `bytes` to the new file `name` in the folder `folder` and flushes it to the disk,
/// so that after a power cut the file holds its bytes, not nothing. The reason on failure.
private func writeDurably(_ bytes: [UInt8], named name: [UInt8], in folder: Int32) -> String? {
    WholeWrites.createFile(name, in: folder, mode: 0o666, bytes: bytes, flush: true).map { FileErrors.reason($0.code) }
}

extension OutputFolder {
    /// An advisory `flock` on the folder that holds the output folder (`FolderLock`): builds
    /// into one folder run one after the other, and `--check` never reads a folder
    /// half-compared across a build's commit. Locking the parent (which a build never
    /// replaces) needs no lock file.
    struct Lock {
        let lock: FolderLock
        var descriptor: Int32 { lock.descriptor }

        init(folder: String, exclusive: Bool) throws(Failure) {
            do throws(FolderLock.Failure) {
                lock = try FolderLock(folder: folder, exclusive: exclusive)
            } catch {
                throw Failure(description: error.description)
            }
        }

        func release() {
            lock.release()
        }
    }
}
