#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Rewrites a file in place, for the files a rename would change: one with more than one
/// hard link (a rename would leave the other links with the old bytes) or one whose owner
/// a new file cannot be given. The inode stays, so links, owner, mode and every other
/// attribute stay. It is not atomic: a reader at that moment can see a part, and a run
/// killed while writing can leave one. A write that fails writes the old bytes back.
enum InPlaceRewrite {
    /// Writes `bytes` over `target` from its start and cuts it to their length, then
    /// flushes it; on failure writes `old` back the same way.
    static func write(_ bytes: [UInt8], over target: String, restoring old: [UInt8], path: String)
        throws(AtomicReplace.Failure)
    {
        let descriptor = open(target, O_WRONLY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { throw AtomicReplace.cannotWrite(path, errno) }
        defer { close(descriptor) }
        guard let code = overwrite(descriptor, with: bytes) else { return }
        let restored = overwrite(descriptor, with: old) == nil
        throw AtomicReplace.Failure(
            description: "\(path) cannot be written: \(FileErrors.reason(code)); "
                + (restored
                    ? "its old bytes were written back"
                    : "it may be left partly written; restore it from a copy or version control"))
    }

    /// The errno of the first step that failed, `nil` when all of them worked.
    private static func overwrite(_ descriptor: Int32, with bytes: [UInt8]) -> Int32? {
        guard lseek(descriptor, 0, SEEK_SET) == 0 else { return errno }
        if let failure = WholeWrites.writeAll(bytes, to: descriptor) { return failure.code }
        if ftruncate(descriptor, off_t(bytes.count)) != 0 { return errno }
        if fsync(descriptor) != 0 { return errno }
        return nil
    }
}
