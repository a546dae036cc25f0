import QuizYAML

/// The bytes of a YAML file with its lines as libyaml counts them, so that a node's
/// `SourceRange` (1-based lines, columns in Unicode scalars) turns into byte offsets.
struct TextIndex {
    let bytes: [UInt8]
    /// The byte offset where each line starts; line 1 first (after a byte-order mark).
    let lineStarts: [Int]
    /// The file's first line break (LF, CR LF or CR), used for lines added to it; LF when it has none.
    let newline: String

    init(bytes: [UInt8]) {
        self.bytes = bytes
        var starts: [Int] = []
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var newline: String?
        starts.append(index)
        while index < bytes.count {
            let byte = bytes[index]
            var next: Int?
            if byte == 0x0A {
                next = index + 1
                if newline == nil { newline = "\n" }
            } else if byte == 0x0D {
                let crlf = index + 1 < bytes.count && bytes[index + 1] == 0x0A
                next = crlf ? index + 2 : index + 1
                if newline == nil { newline = crlf ? "\r\n" : "\r" }
            } else if byte == 0xC2, index + 1 < bytes.count, bytes[index + 1] == 0x85 {
                next = index + 2
            } else if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80,
                      bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9 {
                next = index + 3
            }
            if let next {
                starts.append(next)
                index = next
            } else {
                index += 1
            }
        }
        self.lineStarts = starts
        self.newline = newline ?? "\n"
    }

    /// The byte offset of a position (clamped to the file).
    func offset(_ position: SourcePosition) -> Int {
        guard position.line >= 1 else { return lineStarts[0] }
        guard position.line <= lineStarts.count else { return bytes.count }
        var index = lineStarts[position.line - 1]
        var column = 1
        while column < position.column, index < bytes.count {
            index += Self.sequenceLength(bytes[index])
            column += 1
        }
        return min(index, bytes.count)
    }

    /// Where the line after `line` starts: the end of the file after the last line.
    func offset(afterLine line: Int) -> Int {
        line < lineStarts.count ? lineStarts[max(line, 0)] : bytes.count
    }

    /// Where `line` starts.
    func offset(ofLine line: Int) -> Int {
        lineStarts[min(max(line, 1), lineStarts.count) - 1]
    }

    /// Whether the file ends with a line break (or is empty), so text can be appended as lines.
    var endsWithLineBreak: Bool {
        lineStarts.last == bytes.count
    }

    /// The text of a node's range (a one-line scalar or flow collection).
    func slice(_ range: SourceRange) -> String {
        String(decoding: bytes[offset(range.start)..<offset(range.end)], as: UTF8.self)
    }

    /// The character at a position, as a byte (ASCII is all that is asked about).
    func byte(at position: SourcePosition) -> UInt8? {
        let index = offset(position)
        return index < bytes.count ? bytes[index] : nil
    }

    private static func sequenceLength(_ lead: UInt8) -> Int {
        switch lead {
        case 0xC0...0xDF: return 2
        case 0xE0...0xEF: return 3
        case 0xF0...0xF7: return 4
        default: return 1
        }
    }
}
