import Foundation

/// Reads JSON Lines in blocks of whole lines, never holding more than about the line
/// limit of one line: a longer line is skipped while it is read and reported by its
/// length. Lines end at LF, CR LF or a lone CR.
package struct LineReader {
    private var source: AnswersSource
    /// The longest line handed out, in bytes; a longer one is reported by its length.
    package let limit: Int
    private var buffer: [UInt8]
    private var filled: Int
    /// A CR ended the last block handed out: an LF right after it belongs to it.
    private var dropLF = false
    /// The length so far of a line over the limit being skipped.
    private var skipping: Int?

    /// `initial` holds bytes already read from `source`, which go first.
    package init(source: AnswersSource, limit: Int, initial: [UInt8]) {
        self.source = source
        self.limit = limit
        buffer = initial
        filled = initial.count
        let size = Swift.max(initial.count, 1 << 20)
        buffer.append(contentsOf: repeatElement(0, count: size - initial.count))
    }

    /// Calls `block` with runs of complete lines in order (each ending with its line end,
    /// except perhaps the input's last line), and `overlong` with the length of each line
    /// longer than the limit, at its place; `false` when reading failed before the end.
    package mutating func forEachBlock(_ block: (UnsafeBufferPointer<UInt8>) -> Void, overlong: (Int) -> Void) -> Bool {
        var fresh = filled > 0 ? 0 : -1  // where unsearched bytes start; -1: read first
        while true {
            if fresh < 0 {
                if filled == buffer.count {
                    // A line of at most the limit that is longer than the buffer: room for it.
                    let size = Swift.min(buffer.count * 2, limit + (1 << 16))
                    buffer.append(contentsOf: repeatElement(0, count: Swift.max(size, buffer.count + 1) - buffer.count))
                }
                let want = buffer.count - filled
                let from = filled
                let got = buffer.withUnsafeMutableBytes { all -> Int in
                    guard let base = all.baseAddress else { return -1 }
                    return source.read(into: base + from, count: want)
                }
                guard got >= 0 else { return false }
                if got == 0 {
                    if let length = skipping {
                        overlong(length)
                    } else if filled > 0 {
                        buffer.withUnsafeBufferPointer { block(UnsafeBufferPointer(rebasing: $0[..<filled])) }
                    }
                    return true
                }
                fresh = filled
                filled += got
            }
            if dropLF, filled > 0 {
                dropLF = false
                if buffer[0] == 0x0A { consume(1) }
                fresh = 0
            }
            let start = fresh
            fresh = -1
            if var length = skipping {
                // Skip to the end of the long line.
                guard let end = firstLineEnd(start, filled) else {
                    skipping = length + filled - start
                    filled = 0
                    continue
                }
                length += end - start
                skipping = nil
                overlong(length)
                if buffer[end] == 0x0D, end + 1 == filled { dropLF = true }
                let crlf = buffer[end] == 0x0D && end + 1 < filled && buffer[end + 1] == 0x0A
                consume(end + (crlf ? 2 : 1))
                if filled > 0 { fresh = 0 }
                continue
            }
            // Only the new bytes can hold the last line end.
            let last = buffer[start..<filled].lastIndex { $0 == 0x0A || $0 == 0x0D }
            if let last {
                buffer.withUnsafeBufferPointer { block(UnsafeBufferPointer(rebasing: $0[...last])) }
                if buffer[last] == 0x0D, last + 1 == filled { dropLF = true }
                consume(last + 1)
            }
            if filled > limit {
                // The unfinished line is already too long: skip the rest of it.
                skipping = filled
                filled = 0
            }
        }
    }

    /// The index of the first LF or CR in `buffer[from..<to]`.
    private func firstLineEnd(_ from: Int, _ to: Int) -> Int? {
        buffer.withUnsafeBufferPointer { all -> Int? in
            guard let base = all.baseAddress, from < to else { return nil }
            let newline = memchr(base + from, 0x0A, to - from).map { UnsafeRawPointer($0) - UnsafeRawPointer(base) }
            let end = newline ?? to
            let cr = memchr(base + from, 0x0D, end - from).map { UnsafeRawPointer($0) - UnsafeRawPointer(base) }
            return cr ?? newline
        }
    }

    /// Drops the first `count` bytes of the buffer.
    private mutating func consume(_ count: Int) {
        let rest = filled - count
        buffer.withUnsafeMutableBytes { all in
            guard let base = all.baseAddress else { return }
            memmove(base, base + count, rest)
        }
        filled = rest
    }
}

/// Calls `body` with each line of `block`, without its line end (LF, CR LF or a lone CR);
/// the block's end ends its last line, and a line end right at the block's end starts no
/// further line.
package func forEachLine(in block: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
    guard let base = block.baseAddress else { return }
    let count = block.count
    var start = 0
    while start < count {
        let newline =
            memchr(base + start, 0x0A, count - start).map { UnsafeRawPointer($0) - UnsafeRawPointer(base) } ?? count
        // Lone CRs end lines too; a CR right before the LF is part of it.
        var lineStart = start
        while lineStart < newline, let cr = memchr(base + lineStart, 0x0D, newline - lineStart) {
            let end = UnsafeRawPointer(cr) - UnsafeRawPointer(base)
            body(UnsafeBufferPointer(rebasing: block[lineStart..<end]))
            lineStart = end + 1
            if lineStart == newline { break }
        }
        if lineStart < newline || (newline < count && (lineStart == start || base[newline - 1] != 0x0D)) {
            body(UnsafeBufferPointer(rebasing: block[lineStart..<newline]))
        }
        start = newline + 1
    }
}
