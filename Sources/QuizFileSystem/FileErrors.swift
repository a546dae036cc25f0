#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// An errno value a file system call failed with.
package struct FileErrno: Error, Sendable, Equatable {
    /// The errno value.
    package var code: Int32
    /// The errno value `code`.
    package init(_ code: Int32) { self.code = code }
    /// The errno the last failed call left.
    package static var current: FileErrno { FileErrno(errno) }
}

/// errno values in quizc's words: what went wrong and, where there is one, what to do.
package enum FileErrors {
    /// What errno `code` means, in words that say what to do.
    package static func reason(_ code: Int32) -> String {
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

    /// The C library's own text for errno `code` (`strerror`).
    package static func systemText(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
