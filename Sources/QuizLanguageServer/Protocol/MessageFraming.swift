/// The bounds a client's message must keep (docs/editors.md, "Limits").
package enum MessageLimits {
    /// The largest header section, `\r\n\r\n` included.
    package static let maxHeaderBytes = 8 * 1024
    /// The largest `Content-Length` accepted: a bigger message is read and dropped.
    package static let maxContentLength = 64 << 20
    /// The longest JSON string a text of one byte can take: `\u00XX`.
    static let maxEscapedBytesPerByte = 6

    /// The largest `Content-Length` a server whose documents hold at most `maxDocumentBytes`
    /// accepts: the longest message a text within that limit can need (every byte escaped,
    /// and 1 MiB for the rest of the message), at most `maxContentLength`. A longer message
    /// could only carry a text over the limit, so it is refused by its length alone, before
    /// any of it is kept in memory.
    package static func maxContentLength(documentsOf maxDocumentBytes: Int) -> Int {
        let (escaped, overflow) = maxDocumentBytes.multipliedReportingOverflow(by: maxEscapedBytesPerByte)
        return overflow ? maxContentLength : min(maxContentLength, escaped + (1 << 20))
    }
    /// The deepest JSON nesting accepted in a message (the runtime JSON parser's limit).
    package static let maxJSONDepth = 64
    /// How much is read from the input at a time.
    package static let chunkSize = 64 * 1024
}

/// What the framing layer found next in the input.
package enum FramedMessage: Equatable {
    /// A whole message body (its JSON text, not yet parsed).
    case message([UInt8])
    /// A message over a bound, read and dropped: answered with `-32600`.
    case oversized(reason: String)
    /// A header section that is not `Content-Length: N` framing: answered with `-32700`;
    /// the reader has skipped to the next `Content-Length:` header.
    case malformed(reason: String)
    /// The input ended (between messages, or inside one: `truncated`).
    case end(truncated: Bool)
}

/// Splits the input into messages framed as the Language Server Protocol frames them
/// (`Content-Length: N\r\n` headers, a blank line, N bytes of JSON), within `MessageLimits`.
///
/// Our own framing, not swift-nio-extras': one reader thread reads the input (the message
/// loop and the analysis need no event loop), and a hostile stream must cost bounded memory
/// and never a hang.
/// A header section longer than `maxHeaderBytes`, ended by a blank line other than
/// `\r\n\r\n` (a bare `\n\n`), or without a usable `Content-Length` is `malformed`, and reading resumes at the next `Content-Length:` header; a body longer than
/// `maxContentLength` is read in chunks and dropped (`oversized`).
package struct MessageReader<Input: MessageInput> {
    private var input: Input
    /// The largest `Content-Length` read (`MessageLimits.maxContentLength` unless told less).
    package let maxContentLength: Int
    /// Bytes read and not consumed yet start at `start`.
    private var buffer: [UInt8] = []
    private var start = 0
    private var ended = false

    /// A reader of `input` that reads messages of at most `maxContentLength` bytes.
    package init(_ input: Input, maxContentLength: Int = MessageLimits.maxContentLength) {
        self.input = input
        self.maxContentLength = min(maxContentLength, MessageLimits.maxContentLength)
    }

    private static var lengthName: [UInt8] { Array("content-length:".utf8) }

    /// The next message, bound violation, malformed header or the end.
    package mutating func next() -> FramedMessage {
        // The header section. Where to look for its end, counted from `start` (which a fill may move).
        var searchOffset = 0
        var headerStop: Int
        search: while true {
            switch headerEnd(from: start + searchOffset) {
            case .crlf(let stop):
                headerStop = stop
                break search
            case .otherBlankLine(let after):
                start = after
                resynchronize()
                return .malformed(
                    reason:
                        "a header section ended by a blank line other than \\r\\n\\r\\n; end each header line with \\r\\n and the section with an empty line \\r\\n"
                )
            case .needMore(let resume):
                if buffer.count - start > MessageLimits.maxHeaderBytes {
                    resynchronize()
                    return .malformed(
                        reason:
                            "a header section longer than \(MessageLimits.maxHeaderBytes) bytes without a blank line")
                }
                searchOffset = resume - start
                if !fill() {
                    let truncated = buffer.count > start
                    start = buffer.count
                    return .end(truncated: truncated)
                }
            }
        }
        let headerBytes = Array(buffer[start..<headerStop])
        start = headerStop + 4
        if headerBytes.count + 4 > MessageLimits.maxHeaderBytes {
            resynchronize()
            return .malformed(reason: "a header section longer than \(MessageLimits.maxHeaderBytes) bytes")
        }
        let length: Int
        switch Self.contentLength(headerBytes) {
        case .failure(let problem):
            resynchronize()
            return .malformed(reason: problem.reason)
        case .success(let value): length = value
        }
        if length > maxContentLength {
            let drained = drain(length)
            if !drained { return .end(truncated: true) }
            return .oversized(
                reason:
                    "a message of \(length) bytes, more than the limit of \(maxContentLength) bytes; it was read and dropped"
            )
        }
        guard let body = body(length) else {
            start = buffer.count
            return .end(truncated: true)
        }
        return .message(body)
    }

    /// The next `length` bytes, in one array made at its final size: the bytes already
    /// buffered, then the rest read straight into it (a long body is never copied whole
    /// again, nor held twice by a growing buffer). `nil` when the input ends first.
    private mutating func body(_ length: Int) -> [UInt8]? {
        let buffered = min(length, buffer.count - start)
        var body: [UInt8] = []
        body.reserveCapacity(length)
        body += buffer[start..<(start + buffered)]
        start += buffered
        compact()
        while body.count < length {
            guard !ended else { return nil }
            let chunk = input.read(maxCount: min(MessageLimits.chunkSize, length - body.count))
            if chunk.isEmpty {
                ended = true
                return nil
            }
            body += chunk
        }
        return body
    }

    /// The `Content-Length` of a header section, or why it has none usable. Header names are
    /// compared without case; other headers (`Content-Type`) are accepted and ignored.
    static func contentLength(_ header: [UInt8]) -> Result<Int, HeaderProblem> {
        var length: Int?
        for line in header.split(separator: 0x0A, omittingEmptySubsequences: false) {
            var line = Array(line)
            if line.last == 0x0D { line.removeLast() }
            guard let colon = line.firstIndex(of: 0x3A) else {
                return .failure(HeaderProblem("a header line without a colon; each header line is `Name: value`"))
            }
            let name = String(decoding: line[..<colon], as: UTF8.self).lowercased()
            guard name == "content-length" else { continue }
            let value = line[(colon + 1)...].drop { $0 == 0x20 || $0 == 0x09 }
            let digits = value.reversed().drop { $0 == 0x20 || $0 == 0x09 }.reversed()
            guard !digits.isEmpty, digits.allSatisfy({ (0x30...0x39).contains($0) }) else {
                return .failure(HeaderProblem("a Content-Length that is not a non-negative decimal number of bytes"))
            }
            guard length == nil else { return .failure(HeaderProblem("two Content-Length headers")) }
            // Saturates: any length past the limit is drained as far as the input goes.
            var number = 0
            for digit in digits {
                let (times, overflowA) = number.multipliedReportingOverflow(by: 10)
                let (sum, overflowB) = times.addingReportingOverflow(Int(digit - 0x30))
                number = overflowA || overflowB ? Int.max : sum
                if number == Int.max { break }
            }
            length = number
        }
        guard let length else { return .failure(HeaderProblem("a header section without Content-Length")) }
        return .success(length)
    }

    /// Reads one more chunk into the buffer; `false` at the end of the input.
    private mutating func fill() -> Bool {
        if ended { return false }
        let chunk = input.read(maxCount: MessageLimits.chunkSize)
        if chunk.isEmpty {
            ended = true
            return false
        }
        compact()
        buffer += chunk
        return true
    }

    /// Drops consumed bytes once they are the larger part of the buffer (amortized O(1)).
    private mutating func compact() {
        if start > 0 && start >= buffer.count / 2 {
            buffer.removeSubrange(..<start)
            start = 0
        }
    }

    /// Reads and drops `count` bytes; `false` when the input ended first.
    private mutating func drain(_ count: Int) -> Bool {
        var left = count
        while true {
            let available = buffer.count - start
            if available >= left {
                start += left
                compact()
                return true
            }
            left -= available
            start = buffer.count
            compact()
            if !fill() { return false }
        }
    }

    /// Skips to the next `Content-Length:` (names compared without case), keeping at most
    /// one chunk and a header name's length in memory.
    private mutating func resynchronize() {
        while true {
            var index = start
            let name = Self.lengthName
            while index + name.count <= buffer.count {
                if matchesIgnoringCase(name, at: index) {
                    start = index
                    compact()
                    return
                }
                index += 1
            }
            // Keep a tail that may be the start of the name.
            start = max(start, buffer.count - name.count)
            compact()
            if !fill() {
                start = buffer.count
                return
            }
        }
    }

    private func matchesIgnoringCase(_ name: [UInt8], at index: Int) -> Bool {
        for offset in name.indices {
            var byte = buffer[index + offset]
            if (0x41...0x5A).contains(byte) { byte += 0x20 }
            if byte != name[offset] { return false }
        }
        return true
    }

    /// Where the header section that starts at `start` ends, looking from `from` on.
    private enum HeaderEnd {
        /// At `\r\n\r\n`, which starts at this index.
        case crlf(Int)
        /// At a blank line written otherwise (`\n\n`, `\n\r\n` after a bare `\n`): broken
        /// framing; the index is just after it.
        case otherBlankLine(after: Int)
        /// Not in the buffer yet: look again from this index once more is read.
        case needMore(Int)
    }

    /// The first blank line from `from` on: a line feed followed by a line feed, or by `\r\n`.
    private func headerEnd(from: Int) -> HeaderEnd {
        var index = from
        while index < buffer.count {
            if buffer[index] == 0x0A {
                guard index + 1 < buffer.count else { return .needMore(index) }
                if buffer[index + 1] == 0x0A { return .otherBlankLine(after: index + 2) }
                if buffer[index + 1] == 0x0D {
                    guard index + 2 < buffer.count else { return .needMore(index) }
                    if buffer[index + 2] == 0x0A {
                        return index > start && buffer[index - 1] == 0x0D
                            ? .crlf(index - 1) : .otherBlankLine(after: index + 3)
                    }
                }
            }
            index += 1
        }
        return .needMore(index)
    }
}

/// Why a header section gives no usable `Content-Length`.
package struct HeaderProblem: Error, Equatable {
    /// What is wrong, for the error message.
    package var reason: String

    init(_ reason: String) { self.reason = reason }
}

/// Frames a message body for the output.
package enum MessageWriter {
    /// `Content-Length: N\r\n\r\n` and `body`.
    package static func frame(_ body: [UInt8]) -> [UInt8] {
        Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }
}
