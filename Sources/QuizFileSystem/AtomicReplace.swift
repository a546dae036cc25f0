#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Replaces one file the way an editor saves it (docs/cli.md, "How `--fix` writes"): under
/// an exclusive lock on its folder, only when it may be written, optionally only when it
/// still holds the bytes the caller read, keeping its mode, owner and hard links. The new
/// bytes go to a temporary file in the same folder, flushed to the disk, which is then
/// renamed over the target: a reader sees the old file or the new one, never a part, and a
/// failed write leaves the old file as it was. A file with more than one hard link, or one
/// whose owner the temporary file cannot be given, is rewritten in place instead
/// (`InPlaceRewrite`), so that every link keeps seeing it and its owner stays.
package enum AtomicReplace {
    /// Why nothing was written: the path, what is wrong and what to do.
    package struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        /// The message, naming the path.
        package var description: String
        /// Whether the file was left alone because its bytes were not the ones expected.
        package var changed: Bool

        /// A failure saying `description`; `changed` when the file changed under the caller.
        package init(description: String, changed: Bool = false) {
            self.description = description
            self.changed = changed
        }
    }

    /// Writes `bytes` to `path`. An existing file keeps its permissions, owner and hard
    /// links; a symbolic link stays a link and the file it points to is replaced. Only a
    /// regular file, or nothing, is replaced (`target(of:)`), and only one that has a write
    /// bit and that this user may write (`access(W_OK)`), so also root leaves a mode-444
    /// file alone. With `expected`, the file is written only when it holds exactly those
    /// bytes (compared under the folder's lock, just before the replacement): otherwise it
    /// is left alone and the failure is `changed`.
    package static func write(_ bytes: [UInt8], to path: String, expecting expected: [UInt8]? = nil) throws(Failure) {
        let target = try self.target(of: path)
        let (folder, name) = parts(of: target)
        let lock: FolderLock
        do throws(FolderLock.Failure) {
            lock = try FolderLock(folder: folder.isEmpty ? "." : folder, exclusive: true)
        } catch {
            throw Failure(description: "\(path) cannot be written: \(error.description)")
        }
        defer { lock.release() }
        removeLeftovers(of: [name], in: folder.isEmpty ? "." : folder)
        var info = stat()
        guard stat(target, &info) == 0 else {
            let code = errno
            guard code == ENOENT else { throw cannotWrite(path, code) }
            if expected != nil { throw changed(path) }
            try replace(target, with: bytes, temporary: folder + "." + name, existing: nil, path: path)
            return
        }
        try requireWritable(target, info: info, path: path)
        let current = try currentBytes(of: target, atMost: max(expected?.count ?? 0, Int(info.st_size)), path: path)
        if let expected, current != expected { throw changed(path) }
        if info.st_nlink > 1 {
            try InPlaceRewrite.write(bytes, over: target, restoring: current, path: path)
        } else {
            try replace(
                target, with: bytes, temporary: folder + "." + name, existing: (info, current), path: path)
        }
    }

    /// Writes the temporary file `<temporary>.quizc-tmp.<pid>` (given the existing file's
    /// owner and mode) and renames it over `target`; deletes it on every failure. When the
    /// owner cannot be given (a file of another user), rewrites `target` in place instead.
    private static func replace(
        _ target: String, with bytes: [UInt8], temporary prefix: String, existing: (stat, [UInt8])?, path: String
    ) throws(Failure) {
        let temporary = prefix + ".quizc-tmp.\(getpid())"
        _ = unlink(temporary)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw cannotWrite(path, errno) }
        func fail(_ code: Int32) -> Failure {
            close(descriptor)
            _ = unlink(temporary)
            return cannotWrite(path, code)
        }
        if let (info, current) = existing {
            var made = stat()
            guard fstat(descriptor, &made) == 0 else { throw fail(errno) }
            if made.st_uid != info.st_uid || made.st_gid != info.st_gid,
                fchown(descriptor, info.st_uid, info.st_gid) != 0
            {
                let code = errno
                guard code == EPERM else { throw fail(code) }
                close(descriptor)
                _ = unlink(temporary)
                try InPlaceRewrite.write(bytes, over: target, restoring: current, path: path)
                return
            }
            if fchmod(descriptor, info.st_mode & 0o7777) != 0 { throw fail(errno) }
        }
        if let failure = WholeWrites.writeAll(bytes, to: descriptor) { throw fail(failure.code) }
        if fsync(descriptor) != 0 { throw fail(errno) }
        close(descriptor)
        if rename(temporary, target) != 0 {
            let code = errno
            _ = unlink(temporary)
            throw cannotWrite(path, code)
        }
    }

    /// Refuses a file without any write bit (also for root, who may write anything) or one
    /// this user may not write.
    private static func requireWritable(_ target: String, info: stat, path: String) throws(Failure) {
        let octal = String(info.st_mode & 0o7777, radix: 8)
        let mode = "mode " + String(repeating: "0", count: max(0, 4 - octal.count)) + octal
        if info.st_mode & 0o222 == 0 {
            throw Failure(
                description:
                    "\(path) has no write permission (\(mode)), so it was left alone: quizc never rewrites a read-only file; make it writable (chmod u+w) if it should change"
            )
        }
        if access(target, W_OK) != 0 {
            throw Failure(
                description:
                    "\(path) may not be written by this user (\(mode)), so it was left alone: quizc never rewrites a file it may not write; ask its owner, or run as a user who may"
            )
        }
    }

    /// The bytes `target` holds now (more than `limit` is a change while it was being read).
    private static func currentBytes(of target: String, atMost limit: Int, path: String) throws(Failure) -> [UInt8] {
        switch BoundedRead.read(target, limit: limit) {
        case .success(.bytes(let bytes)): return bytes
        case .success(.tooLarge): throw changed(path)
        case .failure(let failure): throw Failure(description: "\(path) \(failure.reason)")
        }
    }

    static func changed(_ path: String) -> Failure {
        Failure(
            description:
                "\(path) changed while quizc worked on it (its bytes are no longer the ones quizc read), so it was left alone; run quizc again",
            changed: true)
    }

    static func cannotWrite(_ path: String, _ code: Int32) -> Failure {
        Failure(description: "\(path) cannot be written: \(FileErrors.reason(code))")
    }

    /// The folder of `path` (with its trailing slash, empty for a bare name) and its name.
    private static func parts(of path: String) -> (folder: String, name: String) {
        let slash = path.lastIndex(of: "/")
        return (slash.map { String(path[...$0]) } ?? "", slash.map { String(path[path.index(after: $0)...]) } ?? path)
    }

    /// Deletes what runs killed while writing `paths` (or the files links among them lead
    /// to) left beside them (`removeLeftovers(of:in:)`), listing each folder once; a path
    /// that cannot be replaced has none. Best effort.
    package static func removeLeftovers(besides paths: [String]) {
        var names: [String: Set<String>] = [:]
        for path in paths {
            guard let target = try? target(of: path) else { continue }
            let (folder, name) = parts(of: target)
            names[folder.isEmpty ? "." : folder, default: []].insert(name)
        }
        for (folder, names) in names { removeLeftovers(of: names, in: folder) }
    }

    /// Deletes the temporary files `.<name>.quizc-tmp.<process id>` that runs killed while
    /// writing one of `names` left in `folder`: only those of processes that are gone, and
    /// only regular files or links (deleted as links, never followed). Best effort.
    static func removeLeftovers(of names: Set<String>, in folder: String) {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        guard case .success(let entries) = FolderListing.names(ofFolderAt: descriptor) else { return }
        let marker = Array(".quizc-tmp.".utf8)
        for entry in entries where entry.first == UInt8(ascii: ".") && entry.count > marker.count + 1 {
            guard
                let cut = (1...(entry.count - marker.count)).reversed().first(where: {
                    entry[$0..<($0 + marker.count)].elementsEqual(marker)
                }),
                names.contains(String(decoding: entry[1..<cut], as: UTF8.self))
            else { continue }
            let digits = entry.dropFirst(cut + marker.count)
            guard !digits.isEmpty, digits.count <= 10, digits.allSatisfy({ (0x30...0x39).contains($0) }),
                let pid = Int32(String(decoding: digits, as: UTF8.self)), pid != getpid(),
                !FolderSwap.processMayBeRunning(pid),
                let kind = FolderSwap.kind(of: entry, in: descriptor), kind == S_IFREG || kind == S_IFLNK
            else { continue }
            _ = WholeWrites.withCString(entry) { unlinkat(descriptor, $0, 0) }
        }
    }

    /// The path a write to `path` replaces: `path` when nothing or a regular file is there,
    /// the regular file a symbolic link leads to; anything else (a folder, a FIFO, a
    /// socket, a device, a link to one of them, to nothing or in a loop) is a `Failure`
    /// saying what is there, and nothing is written.
    package static func target(of path: String) throws(Failure) -> String {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            let code = errno
            if code == ENOENT { return path }
            throw Failure(description: "\(path) cannot be written: \(FileErrors.reason(code))")
        }
        let kind = FileKind(mode: info.st_mode)
        switch kind {
        case .regular: return path
        case .link:
            guard stat(path, &info) == 0 else {
                let code = errno
                throw Failure(
                    description: code == ELOOP
                        ? "\(path) is a symbolic link in a loop (ELOOP); fix or remove the link, or name another file"
                        : code == ENOENT
                            ? "\(path) is a symbolic link to nothing; point it at a file or remove it, or name another file"
                            : "\(path) cannot be written: \(FileErrors.reason(code))")
            }
            let linked = FileKind(mode: info.st_mode)
            guard linked == .regular, let resolved = realpath(path, nil) else {
                throw Failure(
                    description:
                        "\(path) is a symbolic link to \(linked), not to a regular file; quizc writes only a regular file (or a new one), so name another file"
                )
            }
            defer { free(resolved) }
            return String(cString: resolved)
        case .folder:
            throw Failure(description: "\(path) cannot be written: \(FileErrors.reason(EISDIR)); name a file")
        default:
            throw Failure(
                description:
                    "\(path) is \(kind), not a regular file; quizc writes only a regular file (or a new one) and never replaces anything else, so name another file"
            )
        }
    }
}
