#if canImport(Darwin)
package import Darwin
#elseif canImport(Glibc)
package import Glibc
#elseif canImport(Musl)
package import Musl
#endif

/// The file system operations a build commits its output folder with: exchanging two
/// folders in one step, the kinds of entries, and whether a process that left a temporary
/// may still be running.
package enum FolderSwap {
    /// How an exchange ended.
    package enum Outcome: Equatable {
        /// The two names were exchanged.
        case exchanged
        /// The file system cannot exchange two names in one step (`EINVAL`, `ENOSYS`,
        /// `ENOTSUP`): the caller falls back.
        case unsupported
        /// The exchange failed with this errno.
        case failed(Int32)
    }

    /// Exchanges the folders `first` and `second` in one atomic step: `renameat2` with
    /// `RENAME_EXCHANGE` on Linux (looked up at run time: it is absent from old C
    /// libraries), `renamex_np` with `RENAME_SWAP` on macOS.
    package static func exchange(_ first: String, _ second: String) -> Outcome {
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
    package static var environmentForbidsExchange: Bool {
        guard let value = getenv("QUIZC_NO_FOLDER_EXCHANGE") else { return false }
        return String(cString: value) == "1"
    }

    /// The `S_IFMT` bits of `path` itself (a link is a link), `nil` with errno set when it cannot be looked at.
    package static func kind(atPath path: String) -> mode_t? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        return status.st_mode & S_IFMT
    }

    /// The `S_IFMT` bits of the entry `name` of the open folder `folder` itself (a link is a
    /// link), `nil` with errno set when it cannot be looked at.
    package static func kind(of name: [UInt8], in folder: Int32) -> mode_t? {
        var status = stat()
        let result = WholeWrites.withCString(name) { fstatat(folder, $0, &status, AT_SYMLINK_NOFOLLOW) }
        guard result == 0 else { return nil }
        return status.st_mode & S_IFMT
    }

    /// Whether the process `pid` may still be running (a build that is not ours to clean up after).
    package static func processMayBeRunning(_ pid: Int32) -> Bool {
        pid > 0 && (kill(pid, 0) == 0 || errno == EPERM)
    }
}

/// Carries an entry of the old output folder over into the new one: regular files as hard
/// links (a copy where a link is refused), symbolic links as links to the same place,
/// folders entry by entry (a loop with its own stack, so no depth can exhaust the call
/// stack), each with its permissions.
package enum FolderCopy {
    /// An entry that could not be carried over, and why.
    package struct Failure: Error {
        /// The entry's path, relative to the folder carried from.
        package var name: String
        /// Why, in quizc's words.
        package var reason: String
    }

    /// Carries the entry `name` of the open folder `source` into the open folder `destination`.
    package static func carry(_ name: [UInt8], from source: Int32, to destination: Int32) throws(Failure) {
        var stack: [[UInt8]] = [name]
        var folders: [([UInt8], mode_t)] = []
        func failure(_ path: [UInt8], _ code: Int32) -> Failure {
            Failure(name: String(decoding: path, as: UTF8.self), reason: FileErrors.reason(code))
        }
        while let path = stack.popLast() {
            var status = stat()
            guard WholeWrites.withCString(path, { fstatat(source, $0, &status, AT_SYMLINK_NOFOLLOW) }) == 0 else {
                throw failure(path, errno)
            }
            switch status.st_mode & S_IFMT {
            case S_IFREG:
                if WholeWrites.withCString(path, { linkat(source, $0, destination, $0, 0) }) == 0 { continue }
                // A top-level name a new bundle already took (a file system that ignores case).
                if errno == EEXIST && path == name { continue }
                if let code = copyFile(path, mode: status.st_mode & 0o7777, from: source, to: destination) {
                    throw failure(path, code)
                }
            case S_IFLNK:
                var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
                let length = WholeWrites.withCString(path) { readlinkat(source, $0, &buffer, buffer.count - 1) }
                guard length >= 0 else { throw failure(path, errno) }
                buffer[length] = 0
                guard WholeWrites.withCString(path, { symlinkat(buffer, destination, $0) }) == 0 else {
                    if errno == EEXIST && path == name { continue }
                    throw failure(path, errno)
                }
            case S_IFDIR:
                guard WholeWrites.withCString(path, { mkdirat(destination, $0, 0o700) }) == 0 else {
                    throw failure(path, errno)
                }
                folders.append((path, status.st_mode & 0o7777))
                let descriptor = WholeWrites.withCString(path) {
                    openat(source, $0, O_RDONLY | O_DIRECTORY | O_NOFOLLOW)
                }
                guard descriptor >= 0 else { throw failure(path, errno) }
                let listing = FolderListing.names(ofFolderAt: descriptor)
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
            let descriptor = WholeWrites.withCString(path) {
                openat(destination, $0, O_RDONLY | O_DIRECTORY | O_NOFOLLOW)
            }
            if descriptor >= 0 {
                _ = fsync(descriptor)
                close(descriptor)
            }
            _ = WholeWrites.withCString(path) { fchmodat(destination, $0, mode, 0) }
        }
    }

    /// Copies the regular file `path` byte for byte and flushes it; the errno on failure.
    private static func copyFile(_ path: [UInt8], mode: mode_t, from source: Int32, to destination: Int32) -> Int32? {
        let input = WholeWrites.withCString(path) { openat(source, $0, O_RDONLY | O_NOFOLLOW) }
        guard input >= 0 else { return errno }
        defer { close(input) }
        let output = WholeWrites.withCString(path) { openat(destination, $0, O_WRONLY | O_CREAT | O_EXCL, mode) }
        guard output >= 0 else { return errno }
        defer { close(output) }
        while true {
            let chunk: [UInt8]
            switch WholeWrites.read(upTo: 1 << 16, from: input) {
            case .failure(let error): return error.code
            case .success(let bytes): chunk = bytes
            }
            if chunk.isEmpty { break }
            if let failure = WholeWrites.writeAll(chunk, to: output) { return failure.code }
        }
        _ = fchmod(output, mode)
        return fsync(output) == 0 ? nil : errno
    }
}

extension FolderCopy {
    /// Deletes the folder (or file) `path` and everything in it, without following links,
    /// with a loop and its own stack. On failure, what could not be deleted and why; the
    /// rest is deleted.
    package static func removeTree(_ path: String) -> String? {
        guard let kind = FolderSwap.kind(atPath: path) else { return errno == ENOENT ? nil : FileErrors.reason(errno) }
        if kind != S_IFDIR { return unlink(path) == 0 ? nil : "\(path): \(FileErrors.reason(errno))" }
        var problem: String?
        // (folder, whether its entries were already pushed)
        var stack: [([UInt8], Bool)] = [(Array(path.utf8), false)]
        while let (folder, listed) = stack.popLast() {
            if listed {
                if WholeWrites.withCString(folder, { rmdir($0) }) != 0, problem == nil {
                    problem = "\(String(decoding: folder, as: UTF8.self)): \(FileErrors.reason(errno))"
                }
                continue
            }
            stack.append((folder, true))
            let descriptor = WholeWrites.withCString(folder) { open($0, O_RDONLY | O_DIRECTORY | O_NOFOLLOW) }
            guard descriptor >= 0 else { continue }
            defer { close(descriptor) }
            guard case .success(let entries) = FolderListing.names(ofFolderAt: descriptor) else { continue }
            for entry in entries {
                if FolderSwap.kind(of: entry, in: descriptor) == S_IFDIR {
                    stack.append((folder + [0x2F] + entry, false))
                } else if WholeWrites.withCString(entry, { unlinkat(descriptor, $0, 0) }) != 0, problem == nil {
                    problem = "\(String(decoding: folder + [0x2F] + entry, as: UTF8.self)): \(FileErrors.reason(errno))"
                }
            }
        }
        return problem
    }
}
