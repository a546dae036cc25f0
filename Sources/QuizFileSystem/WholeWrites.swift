import SystemPackage

#if canImport(Darwin)
package import Darwin
#elseif canImport(Glibc)
package import Glibc
#elseif canImport(Musl)
package import Musl
#endif

/// Writing every byte, and files created whole.
package enum WholeWrites {
    /// Writes all of `bytes` to `descriptor` (swift-system's `writeAll`, which retries
    /// interrupted writes); the errno of a write that failed, `nil` when all were written.
    package static func writeAll(_ bytes: some Sequence<UInt8>, to descriptor: Int32) -> FileErrno? {
        do {
            try FileDescriptor(rawValue: descriptor).writeAll(bytes)
            return nil
        } catch let error as Errno {
            return FileErrno(error.rawValue)
        } catch {
            return FileErrno(EIO)
        }
    }

    /// Writes all of `bytes` to `descriptor`; whether every byte was written (standard
    /// output and standard error).
    package static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        writeAll(bytes[...], to: descriptor) == nil
    }

    /// Why `createFile` failed: the errno, and whether the file could not even be created.
    package struct CreateFailure: Error, Sendable, Equatable {
        /// The errno value.
        package var code: Int32
        /// Whether creating the file failed (else writing or flushing it did).
        package var whileCreating: Bool
    }

    /// Creates the new file `name` (a path, or a name in the open folder `folder` when
    /// given) with `mode`, exclusively and without following a link, writes `bytes` into it
    /// and, when `flush`, flushes it to the disk. On failure the file is deleted again.
    package static func createFile(
        _ name: [UInt8], in folder: Int32 = AT_FDCWD, mode: mode_t, bytes: some Sequence<UInt8>, flush: Bool
    ) -> CreateFailure? {
        let descriptor = withCString(name) {
            openat(folder, $0, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
        }
        guard descriptor >= 0 else { return CreateFailure(code: errno, whileCreating: true) }
        var failure = writeAll(bytes, to: descriptor)
        if failure == nil, flush, fsync(descriptor) != 0 { failure = .current }
        close(descriptor)
        guard let failure else { return nil }
        _ = withCString(name) { unlinkat(folder, $0, 0) }
        return CreateFailure(code: failure.code, whileCreating: false)
    }

    /// Reads from `descriptor` until `count` bytes or the end, retrying interrupted reads.
    package static func read(upTo count: Int, from descriptor: Int32) -> Result<[UInt8], FileErrno> {
        var buffer = [UInt8](repeating: 0, count: count)
        var filled = 0
        let file = FileDescriptor(rawValue: descriptor)
        while filled < count {
            do {
                let got = try buffer[filled...].withUnsafeMutableBytes { try file.read(into: $0) }
                if got == 0 { break }
                filled += got
            } catch let error as Errno {
                return .failure(FileErrno(error.rawValue))
            } catch {
                return .failure(FileErrno(EIO))
            }
        }
        return .success(Array(buffer.prefix(filled)))
    }

    /// Calls `body` with the bytes as a NUL-terminated C string.
    package static func withCString<T>(_ bytes: [UInt8], _ body: (UnsafePointer<CChar>) -> T) -> T {
        (bytes.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return "".withCString(body) }
            return body(base)
        }
    }
}
