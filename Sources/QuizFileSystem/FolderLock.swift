#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// An advisory `flock` on a folder, held until `release()`: processes that lock the same
/// folder run one after the other (exclusive) or beside each other but not beside an
/// exclusive holder (shared). Locking a folder needs no lock file.
package struct FolderLock {
    /// The open folder the lock is on.
    package let descriptor: Int32

    /// Waits for the lock on `folder`; a failure says why it cannot be had, in quizc's words.
    package init(folder: String, exclusive: Bool) throws(Failure) {
        descriptor = open(folder, O_RDONLY | O_DIRECTORY)
        guard descriptor >= 0 else {
            throw Failure(description: "cannot open \(folder) to lock it: \(FileErrors.reason(errno))")
        }
        while flock(descriptor, exclusive ? LOCK_EX : LOCK_SH) != 0 {
            if errno == EINTR { continue }
            let code = errno
            close(descriptor)
            throw Failure(description: "cannot lock \(folder): \(FileErrors.reason(code))")
        }
    }

    /// Gives the lock up.
    package func release() {
        close(descriptor)
    }

    /// Why a lock could not be had.
    package struct Failure: Error, Sendable, Equatable {
        /// The message, naming the folder.
        package var description: String
    }
}
