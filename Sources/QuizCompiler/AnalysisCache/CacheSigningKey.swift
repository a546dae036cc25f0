import Foundation
import QuizFileSystem
@_spi(Tools) import QuizRuntime

/// The secret that signs this user's cache entries (docs/analysis.md, "Whose entries are
/// trusted"): 32 random bytes in a file of the user's own, outside any repository and any
/// cache folder. Every entry carries an HMAC-SHA-256 made with it, and an entry whose MAC
/// does not hold is no entry; so only a quizc that can read this file can write an entry
/// that is used, and a cache folder copied from elsewhere (a commit, a download, another
/// user's machine) can change nothing, whoever made it and whatever it says.
@_spi(Tools) public struct CacheSigningKey: Sendable {
    let bytes: [UInt8]
    /// `bytes` XOR the HMAC inner and outer pads, computed once.
    private let innerPad: [UInt8]
    private let outerPad: [UInt8]

    /// The environment variable naming the key file (tests, CI).
    static let environmentVariable = "QUIZC_CACHE_KEY_FILE"
    /// The key's length in bytes.
    @_spi(Tools) public static let length = 32

    /// A key of exactly `length` bytes.
    @_spi(Tools) public init?(bytes: [UInt8]) {
        guard bytes.count == Self.length else { return nil }
        self.bytes = bytes
        let block = bytes + [UInt8](repeating: 0, count: 64 - bytes.count)
        innerPad = block.map { $0 ^ 0x36 }
        outerPad = block.map { $0 ^ 0x5C }
    }

    /// HMAC-SHA-256 (RFC 2104) of `message` under this key, in lowercase hex.
    func mac(_ message: [UInt8]) -> String {
        let inner = SHA256.digest(innerPad + message)
        return SHA256.hex(outerPad + inner)
    }

    /// Whether `claimed` is `message`'s MAC, compared in constant time.
    func verifies(_ claimed: String, for message: [UInt8]) -> Bool {
        let expected = Array(mac(message).utf8)
        let given = Array(claimed.utf8)
        guard expected.count == given.count else { return false }
        var difference: UInt8 = 0
        for index in expected.indices { difference |= expected[index] ^ given[index] }
        return difference == 0
    }

    /// The key file's path: `QUIZC_CACHE_KEY_FILE` when set and not empty, else
    /// `quizc/cache-key` in `$XDG_CACHE_HOME` (when it is an absolute path), else in
    /// `$HOME/.cache`; `nil` when none of them is set. `explicit` tells whether the
    /// variable named it.
    @_spi(Tools) public static func path(environment: [String: String]) -> (path: String, explicit: Bool)? {
        if let value = environment[environmentVariable], !value.isEmpty { return (value, true) }
        if let base = environment["XDG_CACHE_HOME"], base.hasPrefix("/") { return (base + "/quizc/cache-key", false) }
        if let home = environment["HOME"], home.hasPrefix("/") { return (home + "/.cache/quizc/cache-key", false) }
        return nil
    }

    /// The key for a cache in `cacheDirectory`: the file `path(environment:)` names, made
    /// when missing. A key file inside the cache folder is refused (whoever can write the
    /// folder could then sign entries). `explicit` in the failure tells whether the key
    /// file was named by `QUIZC_CACHE_KEY_FILE`.
    static func forCache(in cacheDirectory: String, environment: [String: String]) -> Result<
        CacheSigningKey, Unavailable
    > {
        guard let (path, explicit) = path(environment: environment) else {
            return .failure(
                Unavailable(
                    description: "no folder for its key: set HOME, XDG_CACHE_HOME or \(environmentVariable)",
                    explicit: false))
        }
        if let folder = GitTrackedFolder.resolvedPath(cacheDirectory), let file = GitTrackedFolder.resolvedPath(path),
            file.hasPrefix(folder == "/" ? "/" : folder + "/")
        {
            return .failure(
                Unavailable(
                    description:
                        "its key file \(path) is inside the cache folder \(cacheDirectory); keep the key elsewhere (\(environmentVariable))",
                    explicit: explicit))
        }
        return load(path: path).mapError { Unavailable(description: $0.description, explicit: explicit) }
    }

    /// Why no key could be had; the cache is off for the run.
    @_spi(Tools) public struct Unavailable: Error, Sendable, Equatable, CustomStringConvertible {
        /// What went wrong and what to do, naming the key file.
        @_spi(Tools) public var description: String
        /// Whether the key file was named by `QUIZC_CACHE_KEY_FILE`.
        var explicit = false
    }

    /// The key in the file at `path`, created first (its folder with mode 0700, the file
    /// with mode 0600, atomically: a racing quizc's key is read, never overwritten) when
    /// missing. The file holds the key as 64 hexadecimal digits (a final newline allowed);
    /// it must be a regular file of this user that no one else may read or write.
    @_spi(Tools) public static func load(path: String) -> Result<CacheSigningKey, Unavailable> {
        switch read(path) {
        case .success(let key): return .success(key)
        case .failure(let problem) where problem.missing:
            if let reason = create(path) { return .failure(Unavailable(description: reason)) }
            return read(path).mapError { Unavailable(description: $0.reason) }
        case .failure(let problem): return .failure(Unavailable(description: problem.reason))
        }
    }

    private struct ReadProblem: Error {
        var reason: String
        var missing = false
    }

    private static func read(_ path: String) -> Result<CacheSigningKey, ReadProblem> {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            let code = errno
            return .failure(
                ReadProblem(
                    reason: "the key file \(path) cannot be read: \(FileErrors.reason(code))", missing: code == ENOENT))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            return .failure(
                ReadProblem(reason: "the key file \(path) is not a regular file; delete it (a new key is made)"))
        }
        guard status.st_uid == geteuid(), status.st_mode & 0o077 == 0 else {
            return .failure(
                ReadProblem(
                    reason:
                        "the key file \(path) is not this user's alone (owner \(status.st_uid), mode \(String(status.st_mode & 0o777, radix: 8))); `chmod 600` it, or delete it (a new key is made)"
                ))
        }
        let buffer: [UInt8]
        switch WholeWrites.read(upTo: 2 * length + 2, from: descriptor) {
        case .success(let bytes): buffer = bytes
        case .failure(let error):
            return .failure(
                ReadProblem(reason: "the key file \(path) cannot be read: \(FileErrors.reason(error.code))"))
        }
        var text = buffer[...]
        if text.last == 0x0A { text = text.dropLast() }
        guard text.count == 2 * length, let key = CacheSigningKey(bytes: hexBytes(Array(text)) ?? []) else {
            return .failure(
                ReadProblem(
                    reason: "the key file \(path) does not hold 64 hexadecimal digits; delete it (a new key is made)"))
        }
        return .success(key)
    }

    /// Makes the key file; the reason on failure. A key written meanwhile by another quizc
    /// is kept (the new file is linked into place only when the name is free).
    private static func create(_ path: String) -> String? {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
        if let reason = makeFolders(folder) { return "the key file \(path) cannot be created: \(reason)" }
        var random = SystemRandomNumberGenerator()
        let key = (0..<length).map { _ in UInt8.random(in: 0...255, using: &random) }
        let text = Array(LowercaseHex.string(key).utf8) + [0x0A]
        let temporary = folder + "/.cache-key.tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        if let failure = WholeWrites.createFile(Array(temporary.utf8), mode: 0o600, bytes: text, flush: true) {
            return failure.whileCreating
                ? "the key file \(path) cannot be created: \(FileErrors.reason(failure.code))"
                : "the key file \(path) cannot be written: \(FileErrors.reason(failure.code))"
        }
        defer { unlink(temporary) }
        if link(temporary, path) != 0, errno != EEXIST {
            return "the key file \(path) cannot be created: \(FileErrors.reason(errno))"
        }
        return nil
    }

    /// `mkdir -p` with mode 0700 for what it creates; the reason on failure.
    private static func makeFolders(_ folder: String) -> String? {
        var prefix = folder.hasPrefix("/") ? "/" : ""
        for component in folder.split(separator: "/") {
            prefix += (prefix.isEmpty || prefix.hasSuffix("/") ? "" : "/") + component
            if mkdir(prefix, 0o700) != 0, errno != EEXIST { return "\(prefix): \(FileErrors.reason(errno))" }
        }
        return nil
    }

    static func hexBytes(_ text: [UInt8]) -> [UInt8]? {
        func nibble(_ digit: UInt8) -> UInt8? {
            switch digit {
            case 0x30...0x39: return digit - 0x30
            case 0x61...0x66: return digit - 0x61 + 10
            case 0x41...0x46: return digit - 0x41 + 10
            default: return nil
            }
        }
        guard text.count % 2 == 0 else { return nil }
        var bytes: [UInt8] = []
        var index = 0
        while index < text.count {
            guard let high = nibble(text[index]), let low = nibble(text[index + 1]) else { return nil }
            bytes.append(high << 4 | low)
            index += 2
        }
        return bytes
    }
}
