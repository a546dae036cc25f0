import Foundation
@_spi(Tools) import QuizYAML

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A path that could not be read, with the reason (exit status 2).
@_spi(Tools) public struct InputError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The path as given on the command line or found in a folder.
    public var path: String
    /// Why it cannot be read, as printed after the path.
    public var reason: String
    package init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }
    /// `path: reason`, as quizc prints it.
    public var description: String { "\(path): \(reason)" }

    /// The problem as a diagnostic for the JSON, SARIF and GitHub formats: an
    /// `unreadable-input` error at line 1, column 1 of the path (a path that cannot be read
    /// has no other place, and every format needs one).
    package var diagnostic: Diagnostic {
        Diagnostic(
            file: path, range: SourceRange(at: SourcePosition(line: 1, column: 1)), severity: .error,
            code: .unreadableInput, message: reason)
    }
}

/// A path a folder walk passed over because it is not a regular file (a FIFO, a socket, a
/// device, a link to a folder or to nothing), or a subfolder it could not open. The run
/// goes on: it is a warning, which fails the run only under `--strict`.
package struct SkippedInput: Sendable, Equatable, CustomStringConvertible {
    package var path: String
    /// What the path is, and what to do.
    public var reason: String
    package init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }
    package var description: String { "\(path): skipped: \(reason)" }

    /// The skip as an `unreadable-input` warning at line 1, column 1 of the path.
    package var diagnostic: Diagnostic {
        var diagnostic = InputError(path: path, reason: "skipped: \(reason)").diagnostic
        diagnostic.severity = .warning
        return diagnostic
    }
}

/// What reading one input gave.
package enum InputContent: Sendable, Equatable {
    /// The whole content, at most the limit.
    case bytes([UInt8])
    /// More than the limit: `size` is a regular file's size, learnt without reading it;
    /// `nil` when reading stopped one byte past the limit (a device, a FIFO, a file that
    /// grew while it was read).
    case tooLarge(size: Int?)
}

/// Expands the paths named on the command line into quiz files, and reads them within a
/// size bound.
@_spi(Tools) public enum InputFiles {
    /// What `expand` found.
    public struct Expansion: Sendable {
        /// The files to read, sorted by path bytes, without repeats.
        public var files: [String]
        /// Paths that make the run fail (exit status 2).
        package var errors: [InputError]
        /// Entries of folders that were passed over, sorted by path bytes.
        package var skipped: [SkippedInput]
    }

    /// Files as given, and folders searched recursively for `*.yaml` / `*.yml`; the result
    /// is sorted by path bytes and free of repeats, whatever order the paths came in. A
    /// path that does not exist, a folder that cannot be read and a folder without such
    /// files are errors (exit status 2), each saying what to do.
    ///
    /// A path named on the command line is read whatever it is (a FIFO or a device too:
    /// `read` bounds it). A folder walk takes regular files only, and links to regular
    /// files; it does not follow links to folders (so no link can make it loop), and it
    /// reports every `*.yaml` / `*.yml` entry that is something else, every link to a
    /// folder and every subfolder it cannot open as a `SkippedInput`. The walk keeps its
    /// own list of folders to visit: no recursion follows the folders' depth.
    public static func expand(_ paths: [String]) -> Expansion {
        var files: [String] = []
        var errors: [InputError] = []
        var skipped: [SkippedInput] = []
        for path in paths {
            var info = stat()
            guard stat(path, &info) == 0 else {
                let code = errno
                errors.append(
                    InputError(
                        path: path,
                        reason: code == ELOOP
                            ? "a symbolic link that leads to itself (a loop); fix or remove the link"
                            : code == EACCES
                                ? "cannot be reached; check the permissions of the folders on its path"
                                : "no such file or folder; check the path (a relative path starts at the current directory)"
                    ))
                continue
            }
            guard Kind(mode: info.st_mode) == .folder else {
                files.append(path)
                continue
            }
            guard access(path, R_OK | X_OK) == 0 else {
                errors.append(InputError(path: path, reason: "the folder cannot be read; check its permissions"))
                continue
            }
            let before = files.count
            walk(path, into: &files, skipped: &skipped)
            if files.count == before {
                errors.append(
                    InputError(
                        path: path,
                        reason:
                            "no *.yaml or *.yml files in \(path) or its subfolders; name quiz files, or a folder that holds them"
                    ))
            }
        }
        var seen: Set<[UInt8]> = []
        files = files.filter { seen.insert(Array($0.utf8)).inserted }
        files.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        var seenSkipped: Set<[UInt8]> = []
        skipped = skipped.filter { seenSkipped.insert(Array($0.path.utf8)).inserted }
        skipped.sort { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        return Expansion(
            files: files, errors: errors.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) },
            skipped: skipped)
    }

    /// Whether a folder walk considers a name a quiz file's.
    static func isQuizName(_ name: String) -> Bool {
        name.hasSuffix(".yaml") || name.hasSuffix(".yml")
    }

    /// The files of `root` and its subfolders, with an explicit stack of folders.
    private static func walk(_ root: String, into files: inout [String], skipped: inout [SkippedInput]) {
        var pending = [root]
        while let folder = pending.popLast() {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
                skipped.append(
                    SkippedInput(path: folder, reason: "a folder that cannot be read; check its permissions"))
                continue
            }
            let prefix = folder.hasSuffix("/") ? folder : folder + "/"
            for name in names {
                let full = prefix + name
                var own = stat()
                guard lstat(full, &own) == 0 else { continue }  // removed meanwhile
                let kind = Kind(mode: own.st_mode)
                if kind == .folder {
                    pending.append(full)
                    continue
                }
                if kind == .link {
                    var target = stat()
                    guard stat(full, &target) == 0 else {
                        if isQuizName(name) {
                            skipped.append(
                                SkippedInput(
                                    path: full,
                                    reason: errno == ELOOP
                                        ? "a symbolic link that leads to itself (a loop); fix or remove the link"
                                        : "a symbolic link to nothing (its target does not exist); fix or remove the link"
                                ))
                        }
                        continue
                    }
                    switch Kind(mode: target.st_mode) {
                    case .regular:
                        if isQuizName(name) { files.append(full) }
                    case .folder:
                        skipped.append(
                            SkippedInput(
                                path: full,
                                reason:
                                    "a symbolic link to a folder, which folder walks do not follow; name the folder on the command line to include it"
                            ))
                    case let other:
                        if isQuizName(name) {
                            skipped.append(
                                SkippedInput(
                                    path: full,
                                    reason:
                                        "a symbolic link to \(other.description), not to a regular file; folder walks read regular files only (name it on the command line to read it)"
                                ))
                        }
                    }
                    continue
                }
                guard isQuizName(name) else { continue }
                if kind == .regular {
                    files.append(full)
                } else {
                    skipped.append(
                        SkippedInput(
                            path: full,
                            reason:
                                "\(kind.description), not a regular file; folder walks read regular files only (name it on the command line to read it)"
                        ))
                }
            }
        }
    }

    /// The kind of a file, from its mode.
    enum Kind: Equatable, CustomStringConvertible {
        case regular, folder, link, fifo, socket, characterDevice, blockDevice, other

        init(mode: mode_t) {
            switch mode & S_IFMT {
            case S_IFREG: self = .regular
            case S_IFDIR: self = .folder
            case S_IFLNK: self = .link
            case S_IFIFO: self = .fifo
            case S_IFSOCK: self = .socket
            case S_IFCHR: self = .characterDevice
            case S_IFBLK: self = .blockDevice
            default: self = .other
            }
        }

        var description: String {
            switch self {
            case .regular: return "a regular file"
            case .folder: return "a folder"
            case .link: return "a symbolic link"
            case .fifo: return "a FIFO (named pipe)"
            case .socket: return "a socket"
            case .characterDevice: return "a character device"
            case .blockDevice: return "a block device"
            case .other: return "a special file"
            }
        }
    }

    /// How many bytes one `read(2)` asks for.
    static let chunkBytes = 64 << 10

    /// Reads a whole file of at most `limit` bytes, or says why not.
    ///
    /// A regular file larger than the limit is `.tooLarge` from its size alone, unread.
    /// Anything else is read in chunks that stop one byte past the limit, so `/dev/zero`,
    /// an endless FIFO or a file that grows while it is read costs at most `limit` bytes of
    /// memory. The file is opened without blocking, so a FIFO nobody writes to is an error
    /// at once instead of a wait for a writer that may never come; once a writer is there,
    /// reading waits for its data, up to its end or the limit.
    package static func read(_ path: String, limit: Int) -> Result<InputContent, InputError> {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(openError(path, errno)) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            return .failure(
                InputError(
                    path: path,
                    reason: "cannot be read (\(String(cString: strerror(errno)))); check that it is a regular file"))
        }
        let kind = Kind(mode: info.st_mode)
        if kind == .folder {
            return .failure(
                InputError(
                    path: path,
                    reason: "a folder, not a file; name the folder without a trailing file name, or a file in it"))
        }
        if kind == .regular, Int(info.st_size) > limit {
            return .success(.tooLarge(size: Int(info.st_size)))
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(kind == .regular ? min(Int(info.st_size), limit) + 1 : min(chunkBytes, limit + 1))
        var chunk = [UInt8](repeating: 0, count: min(chunkBytes, limit + 1))
        var probing = kind == .fifo
        if !probing { clearNonBlocking(descriptor) }
        while bytes.count <= limit {
            let wanted = min(chunk.count, limit + 1 - bytes.count)
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, wanted) }
            if count < 0 {
                let code = errno
                if code == EINTR { continue }
                if probing, code == EAGAIN || code == EWOULDBLOCK {
                    // A writer has the FIFO open but has written nothing yet: wait for it.
                    probing = false
                    clearNonBlocking(descriptor)
                    continue
                }
                return .failure(
                    InputError(
                        path: path,
                        reason: "cannot be read (\(String(cString: strerror(code)))); check that it is a regular file"))
            }
            if count == 0 {
                if probing {
                    return .failure(
                        InputError(
                            path: path,
                            reason:
                                "a FIFO (named pipe) nobody is writing to; start the program that writes it before quizc, or name a regular file"
                        ))
                }
                break
            }
            if probing {
                probing = false
                clearNonBlocking(descriptor)
            }
            bytes.append(contentsOf: chunk[0..<count])
        }
        if bytes.count > limit { return .success(.tooLarge(size: nil)) }
        return .success(.bytes(bytes))
    }

    /// Reads a whole file of at most `limit` bytes; a larger one is an error that says so.
    package static func read(_ path: String, limit: Int, tooLargeAdvice: String) -> Result<[UInt8], InputError> {
        read(path, limit: limit).flatMap { content in
            switch content {
            case .bytes(let bytes): return .success(bytes)
            case .tooLarge(let size):
                let what = size.map { "is \($0) bytes, more than" } ?? "holds more than"
                return .failure(
                    InputError(path: path, reason: "\(what) the limit of \(limit) bytes; \(tooLargeAdvice)"))
            }
        }
    }

    /// Reads a whole quiz file within the standard YAML size limit.
    public static func read(_ path: String) -> Result<[UInt8], InputError> {
        read(path, limit: YAMLLimits.standard.maxFileBytes, tooLargeAdvice: "split it into smaller quizzes")
    }

    private static func clearNonBlocking(_ descriptor: Int32) {
        let flags = fcntl(descriptor, F_GETFL)
        if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) }
    }

    /// Why `open` failed, in quizc's words.
    private static func openError(_ path: String, _ code: Int32) -> InputError {
        let reason: String
        switch code {
        case EACCES, EPERM: reason = "cannot be opened for reading; check its permissions"
        case ENOENT: reason = "no such file or folder; check the path (a relative path starts at the current directory)"
        case ELOOP: reason = "a symbolic link that leads to itself (a loop); fix or remove the link"
        case ENXIO: reason = "a socket or a device that is not there, not a file; name a quiz file"
        default:
            reason =
                "cannot be opened for reading (\(String(cString: strerror(code)))); check that it is a regular file"
        }
        return InputError(path: path, reason: reason)
    }
}

/// `read(2)`, by a name `InputFiles.read` does not hide.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
