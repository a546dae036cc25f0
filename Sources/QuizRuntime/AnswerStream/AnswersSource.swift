import Foundation

/// A file descriptor read in chunks, retrying interrupted reads and never reading again
/// after the end (a terminal would wait for more input).
package struct AnswersSource {
    /// Reads up to the count of bytes to the pointer: the number read, 0 at the end, -1 on error.
    private let reader: (UnsafeMutableRawPointer, Int) -> Int
    /// Whether the end of the input was seen.
    package private(set) var ended = false

    package init(descriptor: Int32) {
        reader = { destination, count in
            while true {
                let got = Foundation.read(descriptor, destination, count)
                if got >= 0 || errno != EINTR { return got }
            }
        }
    }

    /// A source reading through `read` (tests cut the input into chosen pieces).
    package init(read: @escaping (UnsafeMutableRawPointer, Int) -> Int) {
        reader = read
    }

    /// Reads up to `count` bytes to `destination`: the number read, 0 at the end, -1 on error.
    package mutating func read(into destination: UnsafeMutableRawPointer, count: Int) -> Int {
        if ended { return 0 }
        let got = reader(destination, count)
        if got == 0 { ended = true }
        return got
    }

    /// Appends up to `count` bytes to `bytes`: the number read, 0 at the end, -1 on error.
    package mutating func read(appendingTo bytes: inout [UInt8], count: Int) -> Int {
        let old = bytes.count
        bytes.append(contentsOf: repeatElement(0, count: count))
        let got = bytes.withUnsafeMutableBytes { all -> Int in
            guard let base = all.baseAddress else { return -1 }
            return read(into: base + old, count: count)
        }
        bytes.removeLast(count - Swift.max(got, 0))
        return got
    }
}
