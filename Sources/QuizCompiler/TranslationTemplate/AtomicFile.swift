import QuizFileSystem

/// Replaces one file in one atomic step (`QuizFileSystem`'s `AtomicReplace`, which says
/// how): a reader sees the old file or the new one, never a part.
package enum AtomicFile {
    /// Why nothing was written: the path, what is wrong and what to do.
    package struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        /// The message, naming the path.
        package var description: String
    }

    /// Writes `bytes` to `path` (`AtomicReplace.write`).
    package static func write(_ bytes: [UInt8], to path: String) throws(Failure) {
        do throws(AtomicReplace.Failure) {
            try AtomicReplace.write(bytes, to: path)
        } catch {
            throw Failure(description: error.description)
        }
    }

    /// The path a write to `path` replaces (`AtomicReplace.target(of:)`).
    package static func target(of path: String) throws(Failure) -> String {
        do throws(AtomicReplace.Failure) {
            return try AtomicReplace.target(of: path)
        } catch {
            throw Failure(description: error.description)
        }
    }
}
