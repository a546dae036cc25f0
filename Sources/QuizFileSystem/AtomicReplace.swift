#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Replaces one file in one atomic step: the new bytes go to a temporary file in the same
/// folder, flushed to the disk, which is then renamed over the target. A reader sees the
/// old file or the new one, never a part; a failed write leaves the old file as it was.
package enum AtomicReplace {
    /// Why nothing was written: the path, what is wrong and what to do.
    package struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        /// The message, naming the path.
        package var description: String
    }

    /// Writes `bytes` to `path`. An existing file keeps its permissions; a symbolic link
    /// stays a link and the file it points to is replaced. Only a regular file, or nothing,
    /// is replaced (`target(of:)`).
    package static func write(_ bytes: [UInt8], to path: String) throws(Failure) {
        let target = try self.target(of: path)
        let slash = target.lastIndex(of: "/")
        let folder = slash.map { String(target[...$0]) } ?? ""
        let name = slash.map { String(target[target.index(after: $0)...]) } ?? target
        let temporary = folder + "." + name + ".quizc-tmp.\(getpid())"
        removeLeftovers(of: name, in: folder.isEmpty ? "." : folder)
        var info = stat()
        let existingMode: mode_t? = stat(target, &info) == 0 ? info.st_mode & 0o7777 : nil
        _ = unlink(temporary)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else {
            throw Failure(description: "\(path) cannot be written: \(FileErrors.reason(errno))")
        }
        func fail(_ code: Int32) -> Failure {
            close(descriptor)
            _ = unlink(temporary)
            return Failure(description: "\(path) cannot be written: \(FileErrors.reason(code))")
        }
        if let existingMode, fchmod(descriptor, existingMode) != 0 { throw fail(errno) }
        if let failure = WholeWrites.writeAll(bytes, to: descriptor) { throw fail(failure.code) }
        if fsync(descriptor) != 0 { throw fail(errno) }
        close(descriptor)
        if rename(temporary, target) != 0 {
            let code = errno
            _ = unlink(temporary)
            throw Failure(description: "\(path) cannot be written: \(FileErrors.reason(code))")
        }
    }

    /// Deletes the temporary files `.<name>.quizc-tmp.<process id>` that runs killed while
    /// writing `name` left in `folder`: only those of processes that are gone, and only
    /// regular files or links (deleted as links, never followed). Best effort.
    static func removeLeftovers(of name: String, in folder: String) {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        guard case .success(let entries) = FolderListing.names(ofFolderAt: descriptor) else { return }
        let prefix = Array(("." + name + ".quizc-tmp.").utf8)
        for entry in entries where entry.starts(with: prefix) {
            let digits = entry.dropFirst(prefix.count)
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
