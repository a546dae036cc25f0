import QuizFileSystem

/// Replaces one file in one atomic step (`QuizFileSystem`'s `AtomicReplace`, which says
/// how): a reader sees the old file or the new one, never a part.
@_spi(Tools) public enum AtomicFile {
    /// Why nothing was written: the path, what is wrong and what to do.
    @_spi(Tools) public struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        /// The message, naming the path.
        @_spi(Tools) public var description: String
        /// Whether the file was left alone because it no longer held the bytes expected.
        @_spi(Tools) public var changed: Bool

        /// A failure saying `description`; `changed` when the file changed under the caller.
        @_spi(Tools) public init(description: String, changed: Bool = false) {
            self.description = description
            self.changed = changed
        }
    }

    /// Writes `bytes` to `path` (`AtomicReplace.write`): keeping the file's mode, owner and
    /// hard links, never over a file without write permission, and with `expected` only
    /// while the file holds exactly those bytes.
    @_spi(Tools) public static func write(
        _ bytes: [UInt8], to path: String, expecting expected: [UInt8]? = nil
    ) throws(Failure) {
        do throws(AtomicReplace.Failure) {
            try AtomicReplace.write(bytes, to: path, expecting: expected)
        } catch {
            throw Failure(description: error.description, changed: error.changed)
        }
    }

    /// Deletes the temporary files that runs killed while writing `paths` left beside them
    /// (`AtomicReplace.removeLeftovers(besides:)`).
    @_spi(Tools) public static func removeLeftovers(besides paths: [String]) {
        AtomicReplace.removeLeftovers(besides: paths)
    }

    /// The path a write to `path` replaces (`AtomicReplace.target(of:)`).
    @_spi(Tools) public static func target(of path: String) throws(Failure) -> String {
        do throws(AtomicReplace.Failure) {
            return try AtomicReplace.target(of: path)
        } catch {
            throw Failure(description: error.description)
        }
    }
}
