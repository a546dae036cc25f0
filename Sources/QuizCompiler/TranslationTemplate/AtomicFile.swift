import Foundation

/// Replaces one file in one atomic step: the new bytes go to a temporary file in the same
/// folder, flushed to the disk, which is then renamed over the target. A reader sees the
/// old file or the new one, never a part; a failed write leaves the old file as it was.
package enum AtomicFile {
    package struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        package var description: String
    }

    /// Writes `bytes` to `path`. An existing file keeps its permissions; a symbolic link
    /// stays a link and the file it points to is replaced.
    package static func write(_ bytes: [UInt8], to path: String) throws(Failure) {
        var target = path
        if let resolved = realPathOfExistingFile(path) { target = resolved }
        let slash = target.lastIndex(of: "/")
        let folder = slash.map { String(target[...$0]) } ?? ""
        let name = slash.map { String(target[target.index(after: $0)...]) } ?? target
        let temporary = folder + "." + name + ".quizc-tmp.\(getpid())"
        var info = stat()
        let existingMode: mode_t? = stat(target, &info) == 0 ? info.st_mode & 0o7777 : nil
        if existingMode != nil, (info.st_mode & S_IFMT) == S_IFDIR {
            throw Failure(description: "\(path) cannot be written: \(FolderSwap.reason(EISDIR))")
        }
        _ = unlink(temporary)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else {
            throw Failure(description: "\(path) cannot be written: \(FolderSwap.reason(errno))")
        }
        func fail(_ code: Int32) -> Failure {
            close(descriptor)
            _ = unlink(temporary)
            return Failure(description: "\(path) cannot be written: \(FolderSwap.reason(code))")
        }
        if let existingMode, fchmod(descriptor, existingMode) != 0 { throw fail(errno) }
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                throw fail(errno)
            }
            offset += written
        }
        if fsync(descriptor) != 0 { throw fail(errno) }
        close(descriptor)
        if rename(temporary, target) != 0 {
            let code = errno
            _ = unlink(temporary)
            throw Failure(description: "\(path) cannot be written: \(FolderSwap.reason(code))")
        }
    }

    private static func realPathOfExistingFile(_ path: String) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK, let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
