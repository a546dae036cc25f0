import Foundation
import QuizFileSystem
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

    /// The error of `path`, which cannot be read because `reason`.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }
    /// `path: reason`, as quizc prints it.
    public var description: String { "\(path): \(reason)" }

    /// The problem as a diagnostic for the JSON, SARIF and GitHub formats: an
    /// `unreadable-input` error at line 1, column 1 of the path (a path that cannot be read
    /// has no other place, and every format needs one).
    @_spi(Tools) public var diagnostic: Diagnostic {
        Diagnostic(
            file: path, range: SourceRange(at: SourcePosition(line: 1, column: 1)), severity: .error,
            code: .unreadableInput, message: reason)
    }
}

/// A path a folder walk passed over because it is not a regular file (a FIFO, a socket, a
/// device, a link to a folder or to nothing), or a subfolder it could not open. The run
/// goes on: it is a warning, which fails the run only under `--strict`.
@_spi(Tools) public struct SkippedInput: Sendable, Equatable, CustomStringConvertible {
    /// The path skipped, as given or found.
    @_spi(Tools) public var path: String
    /// What the path is, and what to do.
    public var reason: String
    /// A skip of `path`, with what it is and what to do.
    @_spi(Tools) public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }
    /// The skip as printed: `PATH: skipped: REASON`.
    @_spi(Tools) public var description: String { "\(path): skipped: \(reason)" }

    /// The skip as an `unreadable-input` warning at line 1, column 1 of the path.
    @_spi(Tools) public var diagnostic: Diagnostic {
        var diagnostic = InputError(path: path, reason: "skipped: \(reason)").diagnostic
        diagnostic.severity = .warning
        return diagnostic
    }
}

/// What reading one input gave.
@_spi(Tools) public enum InputContent: Sendable, Equatable {
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
        @_spi(Tools) public var errors: [InputError]
        /// Entries of folders that were passed over, sorted by path bytes.
        @_spi(Tools) public var skipped: [SkippedInput]
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
            guard FileKind(mode: info.st_mode) == .folder else {
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

    /// The files of `root` and its subfolders (`FolderWalk`), quiz names only.
    private static func walk(_ root: String, into files: inout [String], skipped: inout [SkippedInput]) {
        let walk = FolderWalk.files(under: root, accepting: isQuizName)
        files += walk.files
        skipped += walk.skipped.map { SkippedInput(path: $0.path, reason: $0.reason) }
    }

    /// Reads a whole file of at most `limit` bytes, or says why not.
    ///
    /// A regular file larger than the limit is `.tooLarge` from its size alone, unread.
    /// Anything else is read in chunks that stop one byte past the limit, so `/dev/zero`,
    /// an endless FIFO or a file that grows while it is read costs at most `limit` bytes of
    /// memory. The file is opened without blocking, so a FIFO nobody writes to is an error
    /// at once instead of a wait for a writer that may never come; once a writer is there,
    /// reading waits for its data, up to its end or the limit (`BoundedRead`).
    @_spi(Tools) public static func read(_ path: String, limit: Int) -> Result<InputContent, InputError> {
        switch BoundedRead.read(path, limit: limit) {
        case .success(.bytes(let bytes)): return .success(.bytes(bytes))
        case .success(.tooLarge(let size)): return .success(.tooLarge(size: size))
        case .failure(let failure): return .failure(InputError(path: path, reason: failure.reason))
        }
    }

    /// Reads a whole file of at most `limit` bytes; a larger one is an error that says so.
    public static func read(_ path: String, limit: Int, tooLargeAdvice: String) -> Result<[UInt8], InputError> {
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
}
