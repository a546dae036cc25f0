internal import CLibYAML

/// Converts libyaml's 0-based marks, and the byte offsets of its reader errors, into
/// 1-based `SourcePosition`s. The one place where 0-based positions exist.
struct SourceMarks {
    private let bytes: [UInt8]

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// A scanner or parser mark: libyaml counts lines and characters from 0.
    func position(_ mark: yaml_mark_t) -> SourcePosition {
        SourcePosition(line: Int(mark.line) + 1, column: Int(mark.column) + 1)
    }

    /// A reader error comes at mark 0:0 with a byte offset into the file; count the lines
    /// and characters before it the way libyaml's reader does (a BOM is not a character;
    /// LF, CR, CR LF, NEL, LS and PS break lines; a malformed byte counts as one character).
    func position(byteOffset: Int) -> SourcePosition {
        var line = 1
        var column = 1
        var index = 0
        let limit = min(byteOffset, bytes.count)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        while index < limit {
            let byte = bytes[index]
            let length = SourceLines.sequenceLength(byte)
            if byte == 0x0A {
                line += 1; column = 1; index += 1
            } else if byte == 0x0D {
                line += 1; column = 1; index += 1
                if index < limit, bytes[index] == 0x0A { index += 1 }
            } else if byte == 0xC2, index + 1 < bytes.count, bytes[index + 1] == 0x85 {
                line += 1; column = 1; index += 2
            } else if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80,
                bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9
            {
                line += 1; column = 1; index += 3
            } else {
                column += 1; index += length
            }
        }
        return SourcePosition(line: line, column: column)
    }

    /// The offset of the multi-byte lead byte at most three bytes before `offset`, else `offset`.
    func leadByte(before offset: Int) -> Int {
        var index = min(offset, bytes.count) - 1
        while index >= 0, index >= offset - 3 {
            if bytes[index] >= 0xC0 { return index }
            if bytes[index] < 0x80 { break }
            index -= 1
        }
        return offset
    }
}
