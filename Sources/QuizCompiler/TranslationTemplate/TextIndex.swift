@_spi(Tools) import QuizYAML

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
        self.lineStarts = SourceLines.lineStarts(bytes)
        // The first LF, CR LF or CR that ends a line (NEL, LS and PS are not written back).
        let end = lineStarts.dropFirst().first { bytes[$0 - 1] == 0x0A || bytes[$0 - 1] == 0x0D }
        if let end, bytes[end - 1] == 0x0D {
            self.newline = "\r"
        } else if let end, end >= 2, bytes[end - 2] == 0x0D {
            self.newline = "\r\n"
        } else {
            self.newline = "\n"
        }
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
