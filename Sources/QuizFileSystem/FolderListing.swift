#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The one way quizc lists a folder: the names in it as raw bytes, `.` and `..` left out,
/// in the order the file system gives them (callers sort what they show).
package enum FolderListing {
    /// The names in the open folder `descriptor` (which stays open), or the errno.
    package static func names(ofFolderAt descriptor: Int32) -> Result<[[UInt8]], FileErrno> {
        let copy = dup(descriptor)
        guard copy >= 0 else { return .failure(.current) }
        guard let stream = fdopendir(copy) else {
            let code = errno
            close(copy)
            return .failure(FileErrno(code))
        }
        defer { closedir(stream) }
        rewinddir(stream)
        var names: [[UInt8]] = []
        while true {
            errno = 0
            guard let entry = readdir(stream) else {
                if errno != 0 { return .failure(.current) }
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

    /// The names in the folder at `path`, or the errno (of opening it or of reading it).
    package static func names(atPath path: String) -> Result<[[UInt8]], FileErrno> {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(.current) }
        defer { close(descriptor) }
        return names(ofFolderAt: descriptor)
    }

    /// The names in the folder at `path` as text (bytes that are not UTF-8 replaced), or the errno.
    package static func textNames(atPath path: String) -> Result<[String], FileErrno> {
        names(atPath: path).map { $0.map { String(decoding: $0, as: UTF8.self) } }
    }
}
