import Foundation
import QuizRuntime

/// Whether git tracks files in a folder, learnt without running git: the repository that
/// holds the folder is found by looking for `.git` in the folder and each folder above it
/// (a folder, or a file `gitdir: PATH` in a linked worktree or submodule), and its index
/// (`index`, and the shared index a split index names) is read for a path under the
/// folder. Versions 2, 3 and 4 of the index format are read, sparse index entries
/// included. (Measured: a few stat calls and reading the index, well under a millisecond
/// for this repository; `git ls-files` costs a process.)
enum GitTrackedFolder {
    /// What was found.
    enum Finding: Sendable, Equatable {
        /// No repository holds the folder, or its index lists nothing under it.
        case untracked
        /// The index lists `path` (relative to the repository's top folder) under it.
        case tracked(repository: String, path: String)
        /// A repository holds it but its index cannot be read or understood (the reason).
        case unknown(String)
    }

    /// Index files larger than this are not read (an index of a million paths is ~100 MiB).
    static let maxIndexBytes = 256 << 20

    /// What git's index says about `folder` (which need not exist yet).
    static func finding(for folder: String) -> Finding {
        guard let resolved = resolvedPath(folder) else { return .untracked }
        var top = resolved
        while true {
            if let gitDirectory = gitDirectory(in: top) {
                let relative = top == "/" ? String(resolved.dropFirst()) : String(resolved.dropFirst(top.count + 1))
                guard !relative.isEmpty else { return .untracked }
                return finding(prefix: Array((relative + "/").utf8), gitDirectory: gitDirectory, top: top)
            }
            guard top != "/", let slash = top.lastIndex(of: "/") else { return .untracked }
            top = slash == top.startIndex ? "/" : String(top[..<slash])
        }
    }

    /// `folder` made absolute with links resolved; when it does not exist, its nearest
    /// existing ancestor resolved and the rest appended.
    static func resolvedPath(_ folder: String) -> String? {
        var missing: [Substring] = []
        var current = folder.isEmpty ? "." : folder
        while true {
            if let real = realpath(current, nil) {
                defer { free(real) }
                let base = String(cString: real)
                return missing.reversed().reduce(base) { ($0 == "/" ? "" : $0) + "/" + $1 }
            }
            guard errno == ENOENT else { return nil }
            let trimmed = current.hasSuffix("/") && current.count > 1 ? String(current.dropLast()) : current
            guard let slash = trimmed.lastIndex(of: "/") else {
                missing.append(Substring(trimmed))
                current = "."
                continue
            }
            missing.append(trimmed[trimmed.index(after: slash)...])
            current = slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
        }
    }

    /// The git directory of a work tree whose top folder is `folder`, when it has one.
    static func gitDirectory(in folder: String) -> String? {
        let dotGit = (folder == "/" ? "" : folder) + "/.git"
        var status = stat()
        guard lstat(dotGit, &status) == 0 else { return nil }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: return dotGit
        case S_IFREG:
            guard case .success(.bytes(let bytes)) = InputFiles.read(dotGit, limit: 64 << 10) else { return nil }
            var text = String(decoding: bytes, as: UTF8.self)
            while text.hasSuffix("\n") || text.hasSuffix("\r") { text.removeLast() }
            guard text.hasPrefix("gitdir: ") else { return nil }
            let path = String(text.dropFirst("gitdir: ".count))
            return path.hasPrefix("/") ? path : folder + "/" + path
        default: return nil
        }
    }

    static func finding(prefix: [UInt8], gitDirectory: String, top: String) -> Finding {
        let indexPath = gitDirectory + "/index"
        let bytes: [UInt8]
        switch InputFiles.read(indexPath, limit: maxIndexBytes) {
        case .success(.bytes(let read)): bytes = read
        case .success(.tooLarge): return .unknown("\(indexPath) is larger than \(maxIndexBytes >> 20) MiB")
        case .failure(let error):
            var status = stat()
            if lstat(indexPath, &status) != 0, errno == ENOENT { return .untracked }
            return .unknown("\(indexPath): \(error.reason)")
        }
        var scan = IndexScan(bytes: bytes, prefix: prefix)
        do {
            if let path = try scan.firstPathUnderPrefix() { return .tracked(repository: top, path: path) }
            if let shared = scan.sharedIndex {
                let sharedPath = gitDirectory + "/sharedindex." + shared
                guard case .success(.bytes(let sharedBytes)) = InputFiles.read(sharedPath, limit: maxIndexBytes) else {
                    return .unknown("\(sharedPath) cannot be read")
                }
                var sharedScan = IndexScan(bytes: sharedBytes, prefix: prefix)
                if let path = try sharedScan.firstPathUnderPrefix() { return .tracked(repository: top, path: path) }
            }
            return .untracked
        } catch {
            return .unknown("\(indexPath) is not an index this quizc can read (\(error.reason))")
        }
    }

    struct Malformed: Error {
        var reason: String
    }

    /// One pass over an index's entries.
    struct IndexScan {
        let bytes: [UInt8]
        let prefix: [UInt8]
        /// The hex name of the shared index, when the index is split (`link` extension).
        var sharedIndex: String?

        init(bytes: [UInt8], prefix: [UInt8]) {
            self.bytes = bytes
            self.prefix = prefix
        }

        func uint32(_ at: Int) throws(Malformed) -> Int {
            guard at >= 0, at + 4 <= bytes.count else { throw Malformed(reason: "cut short") }
            return Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
        }

        /// The first entry path under `prefix` (or a sparse directory entry holding it).
        mutating func firstPathUnderPrefix() throws(Malformed) -> String? {
            guard bytes.count >= 12, bytes[0..<4].elementsEqual("DIRC".utf8) else {
                throw Malformed(reason: "no DIRC signature")
            }
            let version = try uint32(4)
            guard (2...4).contains(version) else { throw Malformed(reason: "version \(version)") }
            let count = try uint32(8)
            var offset = 12
            var previous: [UInt8] = []
            for _ in 0..<count {
                let start = offset
                guard offset + 62 <= bytes.count else { throw Malformed(reason: "cut short") }
                let flags = Int(bytes[offset + 60]) << 8 | Int(bytes[offset + 61])
                offset += 62
                if version >= 3, flags & 0x4000 != 0 { offset += 2 }
                var path: [UInt8]
                if version == 4 {
                    var byte = try self.byte(offset); offset += 1
                    var strip = Int(byte & 0x7F)
                    while byte & 0x80 != 0 {
                        byte = try self.byte(offset); offset += 1
                        strip = ((strip + 1) << 7) | Int(byte & 0x7F)
                        guard strip <= previous.count else {
                            throw Malformed(reason: "a path prefix longer than the previous path")
                        }
                    }
                    guard strip <= previous.count else {
                        throw Malformed(reason: "a path prefix longer than the previous path")
                    }
                    guard let end = bytes[offset...].firstIndex(of: 0) else { throw Malformed(reason: "cut short") }
                    path = Array(previous.dropLast(strip)) + bytes[offset..<end]
                    offset = end + 1
                    previous = path
                } else {
                    guard let end = bytes[offset...].firstIndex(of: 0) else { throw Malformed(reason: "cut short") }
                    path = Array(bytes[offset..<end])
                    // Entries are padded with 1 to 8 NULs to a multiple of 8 bytes.
                    offset = start + ((end - start) / 8 + 1) * 8
                }
                if path.starts(with: prefix) || (path.last == 0x2F && prefix.starts(with: path)) {
                    return String(decoding: path, as: UTF8.self)
                }
            }
            // Extensions: a 4-byte signature and a 4-byte size each, up to the final hash.
            while offset + 8 <= bytes.count - 20 {
                let signature = bytes[offset..<offset + 4]
                let size = try uint32(offset + 4)
                if signature.elementsEqual("link".utf8), size >= 20, offset + 8 + 20 <= bytes.count {
                    let hash = Array(bytes[(offset + 8)..<(offset + 28)])
                    if hash.contains(where: { $0 != 0 }) { sharedIndex = LowercaseHex.string(hash) }
                }
                offset += 8 + size
            }
            return nil
        }

        func byte(_ at: Int) throws(Malformed) -> UInt8 {
            guard at < bytes.count else { throw Malformed(reason: "cut short") }
            return bytes[at]
        }
    }
}
