import Foundation

/// A file descriptor read in chunks, retrying interrupted reads and never reading again
/// after the end (a terminal would wait for more input).
struct AnswersSource {
    /// Reads up to the count of bytes to the pointer: the number read, 0 at the end, -1 on error.
    private let reader: (UnsafeMutableRawPointer, Int) -> Int
    /// Whether the end of the input was seen.
    private(set) var ended = false

    init(descriptor: Int32) {
        reader = { destination, count in
            while true {
                let got = Foundation.read(descriptor, destination, count)
                if got >= 0 || errno != EINTR { return got }
            }
        }
    }

    /// A source reading through `read` (tests cut the input into chosen pieces).
    init(read: @escaping (UnsafeMutableRawPointer, Int) -> Int) {
        reader = read
    }

    /// Reads up to `count` bytes to `destination`: the number read, 0 at the end, -1 on error.
    mutating func read(into destination: UnsafeMutableRawPointer, count: Int) -> Int {
        if ended { return 0 }
        let got = reader(destination, count)
        if got == 0 { ended = true }
        return got
    }

    /// Appends up to `count` bytes to `bytes`: the number read, 0 at the end, -1 on error.
    mutating func read(appendingTo bytes: inout [UInt8], count: Int) -> Int {
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

/// The automatic choice between one JSON document and JSON Lines, from the input's shape
/// alone (never from whether a line is valid JSON): the input is one document when its
/// first non-blank byte is `{` or `[`, the brackets opened there (counted outside strings,
/// whatever their kind) close on a later line, only white space follows, and no string
/// holds a line end. Fed the input's bytes in order; decides `.lines` as early as it can,
/// `.document` only at the end.
struct AnswersShape {
    enum Verdict: Equatable { case undecided, lines, document }

    private enum State { case leading, value, trailing }
    private var state = State.leading
    private var depth = 0
    private var inString = false
    private var escaped = false
    private var crossedLineEnd = false

    /// Feeds the next bytes; `.lines` once the input cannot be one document, else `.undecided`.
    mutating func feed(_ bytes: UnsafeBufferPointer<UInt8>) -> Verdict {
        for byte in bytes {
            let lineEnd = byte == 0x0A || byte == 0x0D
            let space = lineEnd || byte == 0x20 || byte == 0x09
            switch state {
            case .leading:
                if space { continue }
                guard byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") else { return .lines }
                state = .value
                depth = 1
            case .value:
                if inString {
                    if lineEnd { return .lines }
                    if escaped {
                        escaped = false
                    } else if byte == UInt8(ascii: "\\") {
                        escaped = true
                    } else if byte == UInt8(ascii: "\"") {
                        inString = false
                    }
                    continue
                }
                switch byte {
                case UInt8(ascii: "\""): inString = true
                case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 {
                        // A value on one line is a JSON Lines line, however the rest looks.
                        guard crossedLineEnd else { return .lines }
                        state = .trailing
                    }
                default:
                    if lineEnd { crossedLineEnd = true }
                }
            case .trailing:
                if !space { return .lines }
            }
        }
        return .undecided
    }

    /// The verdict at the end of the input.
    func atEnd() -> Verdict {
        state == .trailing ? .document : .lines
    }
}

/// Reads JSON Lines in blocks of whole lines, never holding more than about the line
/// limit of one line: a longer line is skipped while it is read and reported by its
/// length. Lines end at LF, CR LF or a lone CR.
struct LineReader {
    private var source: AnswersSource
    let limit: Int
    private var buffer: [UInt8]
    private var filled: Int
    /// A CR ended the last block handed out: an LF right after it belongs to it.
    private var dropLF = false
    /// The length so far of a line over the limit being skipped.
    private var skipping: Int?

    /// `initial` holds bytes already read from `source`, which go first.
    init(source: AnswersSource, limit: Int, initial: [UInt8]) {
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
    mutating func forEachBlock(_ block: (UnsafeBufferPointer<UInt8>) -> Void, overlong: (Int) -> Void) -> Bool {
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
                    if let length = skipping { overlong(length) } else if filled > 0 {
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
func forEachLine(in block: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
    guard let base = block.baseAddress else { return }
    let count = block.count
    var start = 0
    while start < count {
        let newline = memchr(base + start, 0x0A, count - start).map { UnsafeRawPointer($0) - UnsafeRawPointer(base) } ?? count
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
