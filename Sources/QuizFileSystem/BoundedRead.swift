import SystemPackage

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Reads a whole file within a size bound, whatever the path is (a regular file, a FIFO,
/// a device).
package enum BoundedRead {
    /// What reading gave.
    package enum Content: Sendable, Equatable {
        /// The whole content, at most the limit.
        case bytes([UInt8])
        /// More than the limit: `size` is a regular file's size, learnt without reading it;
        /// `nil` when reading stopped one byte past the limit (a device, a FIFO, a file that
        /// grew while it was read).
        case tooLarge(size: Int?)
    }

    /// Why the path could not be read, in quizc's words (printed after the path).
    package struct Failure: Error, Sendable, Equatable {
        /// What is wrong and what to do.
        package var reason: String
    }

    /// How many bytes one `read(2)` asks for.
    package static let chunkBytes = 64 << 10

    /// Reads a whole file of at most `limit` bytes, or says why not.
    ///
    /// A regular file larger than the limit is `.tooLarge` from its size alone, unread.
    /// Anything else is read in chunks that stop one byte past the limit, so `/dev/zero`,
    /// an endless FIFO or a file that grows while it is read costs at most `limit` bytes of
    /// memory. The file is opened without blocking, so a FIFO nobody writes to is an error
    /// at once instead of a wait for a writer that may never come; once a writer is there,
    /// reading waits for its data, up to its end or the limit. Interrupted reads are
    /// retried (swift-system's `read`).
    package static func read(_ path: String, limit: Int) -> Result<Content, Failure> {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(openFailure(errno)) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(readFailure(errno)) }
        let kind = FileKind(mode: info.st_mode)
        if kind == .folder {
            return .failure(
                Failure(reason: "a folder, not a file; name the folder without a trailing file name, or a file in it"))
        }
        if kind == .regular, Int(info.st_size) > limit {
            return .success(.tooLarge(size: Int(info.st_size)))
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(kind == .regular ? min(Int(info.st_size), limit) + 1 : min(chunkBytes, limit + 1))
        var chunk = [UInt8](repeating: 0, count: min(chunkBytes, limit + 1))
        var probing = kind == .fifo
        if !probing { clearNonBlocking(descriptor) }
        let file = FileDescriptor(rawValue: descriptor)
        while bytes.count <= limit {
            let wanted = min(chunk.count, limit + 1 - bytes.count)
            let count: Int
            do {
                count = try chunk.withUnsafeMutableBytes { buffer in
                    try file.read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[..<wanted]))
                }
            } catch {
                let code = (error as? Errno)?.rawValue ?? EIO
                if probing, code == EAGAIN || code == EWOULDBLOCK {
                    // A writer has the FIFO open but has written nothing yet: wait for it.
                    probing = false
                    clearNonBlocking(descriptor)
                    continue
                }
                return .failure(readFailure(code))
            }
            if count == 0 {
                if probing {
                    return .failure(
                        Failure(
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

    private static func clearNonBlocking(_ descriptor: Int32) {
        let flags = fcntl(descriptor, F_GETFL)
        if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) }
    }

    private static func readFailure(_ code: Int32) -> Failure {
        Failure(reason: "cannot be read (\(FileErrors.systemText(code))); check that it is a regular file")
    }

    /// Why `open` failed, in quizc's words.
    private static func openFailure(_ code: Int32) -> Failure {
        switch code {
        case EACCES, EPERM: return Failure(reason: "cannot be opened for reading; check its permissions")
        case ENOENT:
            return Failure(
                reason: "no such file or folder; check the path (a relative path starts at the current directory)")
        case ELOOP: return Failure(reason: "a symbolic link that leads to itself (a loop); fix or remove the link")
        case ENXIO: return Failure(reason: "a socket or a device that is not there, not a file; name a quiz file")
        default:
            return Failure(
                reason:
                    "cannot be opened for reading (\(FileErrors.systemText(code))); check that it is a regular file")
        }
    }
}
