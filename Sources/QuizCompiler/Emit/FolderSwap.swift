#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// The file system operations `OutputFolder.write` commits a build with: exchanging two
/// folders in one step, locking, raw folder listings, and errno values in quizc's words.
enum FolderSwap {
    /// How an exchange ended.
    enum Outcome: Equatable {
        case exchanged
        /// The file system cannot exchange two names in one step (`EINVAL`, `ENOSYS`,
        /// `ENOTSUP`): the caller falls back.
        case unsupported
        case failed(Int32)
    }

    /// Exchanges the folders `first` and `second` in one atomic step: `renameat2` with
    /// `RENAME_EXCHANGE` on Linux (looked up at run time: it is absent from old C
    /// libraries), `renamex_np` with `RENAME_SWAP` on macOS.
    static func exchange(_ first: String, _ second: String) -> Outcome {
        if environmentForbidsExchange { return .unsupported }
        #if canImport(Darwin)
        if renamex_np(first, second, UInt32(RENAME_SWAP)) == 0 { return .exchanged }
        #else
        typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
        guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "renameat2") else { return .unsupported }
        let renameat2 = unsafeBitCast(symbol, to: RenameAt2.self)
        let renameExchange: UInt32 = 1 << 1
        if renameat2(AT_FDCWD, first, AT_FDCWD, second, renameExchange) == 0 { return .exchanged }
        #endif
        let code = errno
        return [EINVAL, ENOSYS, ENOTSUP].contains(code) ? .unsupported : .failed(code)
    }

    /// `QUIZC_NO_FOLDER_EXCHANGE=1` makes quizc behave as on a file system that cannot
    /// exchange folders, so the fallback can be tested anywhere.
    static var environmentForbidsExchange: Bool {
        guard let value = getenv("QUIZC_NO_FOLDER_EXCHANGE") else { return false }
        return String(cString: value) == "1"
    }

    /// The names in the folder `descriptor` as raw bytes (no `.` or `..`), or the errno.
    static func entries(ofFolderAt descriptor: Int32) -> Result<[[UInt8]], Errno> {
        let copy = dup(descriptor)
        guard copy >= 0 else { return .failure(Errno(errno)) }
        guard let stream = fdopendir(copy) else {
            let code = errno
            close(copy)
            return .failure(Errno(code))
        }
        defer { closedir(stream) }
        rewinddir(stream)
        var names: [[UInt8]] = []
        while true {
            errno = 0
            guard let entry = readdir(stream) else {
                if errno != 0 { return .failure(Errno(errno)) }
                break
            }
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                Array(raw.prefix { $0 != 0 })
            }
            if name == [0x2E] || name == [0x2E, 0x2E] { continue }
            names.append(name)
        }
        return .success(names)
    }

    struct Errno: Error, Equatable {
        var code: Int32
        init(_ code: Int32) { self.code = code }
    }

    /// What errno `code` means, in words that say what to do.
    static func reason(_ code: Int32) -> String {
        switch code {
        case EACCES: return "permission denied; check the folder's permissions or choose another folder with -o"
        case EPERM:
            return
                "the operation is not permitted (an immutable or protected file or folder, or a file system that refuses it)"
        case EROFS: return "the file system is read-only; choose a writable folder with -o"
        case ENOSPC: return "the disk is full; free some space and build again"
        case EDQUOT: return "the disk quota is exhausted; free some space and build again"
        case ENOTDIR: return "a part of the path is a file, not a folder"
        case EISDIR: return "a folder is in the way"
        case EEXIST: return "something already exists there"
        case ENOTEMPTY: return "a folder is in the way and is not empty"
        case EBUSY: return "it is busy (a mount point, or in use by the system); name a folder inside it with -o"
        case ENAMETOOLONG: return "the path is too long"
        case ELOOP: return "the path has too many symbolic links (a loop?)"
        case ENOENT: return "a part of the path does not exist, or the file system does not allow creating it"
        case EXDEV: return "the paths are on different file systems"
        case EMLINK: return "the folder has too many entries"
        case EIO: return "an input/output error (a failing disk?)"
        case EFBIG: return "the file is too large for the file system or the process's file size limit"
        case EMFILE, ENFILE: return "too many files are open"
        default: return String(cString: strerror(code))
        }
    }

    /// The `S_IFMT` bits of `path` itself (a link is a link), `nil` with errno set when it cannot be looked at.
    static func kind(atPath path: String) -> mode_t? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        return status.st_mode & S_IFMT
    }

    static func kind(of name: [UInt8], in folder: Int32) -> mode_t? {
        var status = stat()
        let result = withCString(name) { fstatat(folder, $0, &status, AT_SYMLINK_NOFOLLOW) }
        guard result == 0 else { return nil }
        return status.st_mode & S_IFMT
    }

    static func withCString<T>(_ bytes: [UInt8], _ body: (UnsafePointer<CChar>) -> T) -> T {
        (bytes.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return "".withCString(body) }
            return body(base)
        }
    }

    /// Whether the process `pid` may still be running (a build that is not ours to clean up after).
    static func processMayBeRunning(_ pid: Int32) -> Bool {
        pid > 0 && (kill(pid, 0) == 0 || errno == EPERM)
    }
}

/// Carries an entry of the old output folder over into the new one: regular files as hard
/// links (a copy where a link is refused), symbolic links as links to the same place,
/// folders entry by entry (a loop with its own stack, so no depth can exhaust the call
/// stack), each with its permissions.
enum FolderCopy {
    struct Failure: Error {
        var name: String
        var reason: String
    }

    static func carry(_ name: [UInt8], from source: Int32, to destination: Int32) throws(Failure) {
        var stack: [[UInt8]] = [name]
        var folders: [([UInt8], mode_t)] = []
        func failure(_ path: [UInt8], _ code: Int32) -> Failure {
            Failure(name: String(decoding: path, as: UTF8.self), reason: FolderSwap.reason(code))
        }
        while let path = stack.popLast() {
            var status = stat()
            guard FolderSwap.withCString(path, { fstatat(source, $0, &status, AT_SYMLINK_NOFOLLOW) }) == 0 else {
                throw failure(path, errno)
            }
            switch status.st_mode & S_IFMT {
            case S_IFREG:
                if FolderSwap.withCString(path, { linkat(source, $0, destination, $0, 0) }) == 0 { continue }
                // A top-level name a new bundle already took (a file system that ignores case).
                if errno == EEXIST && path == name { continue }
                if let code = copyFile(path, mode: status.st_mode & 0o7777, from: source, to: destination) {
                    throw failure(path, code)
                }
            case S_IFLNK:
                var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
                let length = FolderSwap.withCString(path) { readlinkat(source, $0, &buffer, buffer.count - 1) }
                guard length >= 0 else { throw failure(path, errno) }
                buffer[length] = 0
                guard FolderSwap.withCString(path, { symlinkat(buffer, destination, $0) }) == 0 else {
                    if errno == EEXIST && path == name { continue }
                    throw failure(path, errno)
                }
            case S_IFDIR:
                guard FolderSwap.withCString(path, { mkdirat(destination, $0, 0o700) }) == 0 else {
                    throw failure(path, errno)
                }
                folders.append((path, status.st_mode & 0o7777))
                let descriptor = FolderSwap.withCString(path) {
                    openat(source, $0, O_RDONLY | O_DIRECTORY | O_NOFOLLOW)
                }
                guard descriptor >= 0 else { throw failure(path, errno) }
                let listing = FolderSwap.entries(ofFolderAt: descriptor)
                close(descriptor)
                switch listing {
                case .success(let entries): stack += entries.map { path + [0x2F] + $0 }
                case .failure(let error): throw failure(path, error.code)
                }
            default:
                throw Failure(
                    name: String(decoding: path, as: UTF8.self),
                    reason:
                        "it is a special file (a FIFO, socket or device), which a build cannot carry over; move it out of the folder"
                )
            }
        }
        // Permissions last, so a read-only folder could still be filled; each folder's
        // entries flushed to the disk, as the files are.
        for (path, mode) in folders.reversed() {
            let descriptor = FolderSwap.withCString(path) {
                openat(destination, $0, O_RDONLY | O_DIRECTORY | O_NOFOLLOW)
            }
            if descriptor >= 0 {
                _ = fsync(descriptor)
                close(descriptor)
            }
            _ = FolderSwap.withCString(path) { fchmodat(destination, $0, mode, 0) }
        }
    }

    /// Copies the regular file `path` byte for byte and flushes it; the errno on failure.
    private static func copyFile(_ path: [UInt8], mode: mode_t, from source: Int32, to destination: Int32) -> Int32? {
        let input = FolderSwap.withCString(path) { openat(source, $0, O_RDONLY | O_NOFOLLOW) }
        guard input >= 0 else { return errno }
        defer { close(input) }
        let output = FolderSwap.withCString(path) { openat(destination, $0, O_WRONLY | O_CREAT | O_EXCL, mode) }
        guard output >= 0 else { return errno }
        defer { close(output) }
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if count < 0 { if errno == EINTR { continue }; return errno }
            if count == 0 { break }
            var offset = 0
            while offset < count {
                let written = buffer[offset..<count].withUnsafeBytes { write(output, $0.baseAddress, $0.count) }
                if written < 0 { if errno == EINTR { continue }; return errno }
                offset += written
            }
        }
        _ = fchmod(output, mode)
        return fsync(output) == 0 ? nil : errno
    }
}

extension FolderCopy {
    /// Deletes the folder (or file) `path` and everything in it, without following links,
    /// with a loop and its own stack. On failure, what could not be deleted and why; the
    /// rest is deleted.
    static func removeTree(_ path: String) -> String? {
        guard let kind = FolderSwap.kind(atPath: path) else { return errno == ENOENT ? nil : FolderSwap.reason(errno) }
        if kind != S_IFDIR { return unlink(path) == 0 ? nil : "\(path): \(FolderSwap.reason(errno))" }
        var problem: String?
        // (folder, whether its entries were already pushed)
        var stack: [([UInt8], Bool)] = [(Array(path.utf8), false)]
        while let (folder, listed) = stack.popLast() {
            if listed {
                if FolderSwap.withCString(folder, { rmdir($0) }) != 0, problem == nil {
                    problem = "\(String(decoding: folder, as: UTF8.self)): \(FolderSwap.reason(errno))"
                }
                continue
            }
            stack.append((folder, true))
            let descriptor = FolderSwap.withCString(folder) { open($0, O_RDONLY | O_DIRECTORY | O_NOFOLLOW) }
            guard descriptor >= 0 else { continue }
            defer { close(descriptor) }
            guard case .success(let entries) = FolderSwap.entries(ofFolderAt: descriptor) else { continue }
            for entry in entries {
                if FolderSwap.kind(of: entry, in: descriptor) == S_IFDIR {
                    stack.append((folder + [0x2F] + entry, false))
                } else if FolderSwap.withCString(entry, { unlinkat(descriptor, $0, 0) }) != 0, problem == nil {
                    problem = "\(String(decoding: folder + [0x2F] + entry, as: UTF8.self)): \(FolderSwap.reason(errno))"
                }
            }
        }
        return problem
    }
}
