@_spi(Tools) package import QuizYAML

/// A file's bytes with its lines as the compiler counts them, so that a `SourceRange`
/// (1-based lines, columns in Unicode scalars) reads back as text.
package struct SourceSlice: Sendable {
    /// The file's bytes.
    package let bytes: [UInt8]
    private let lineStarts: [Int]

    /// The lines of `bytes`.
    package init(bytes: [UInt8]) {
        self.bytes = bytes
        self.lineStarts = SourceLines.lineStarts(bytes)
    }

    /// The byte offset of `position`, clamped to the file.
    package func offset(_ position: SourcePosition) -> Int {
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

    /// The text of `range`.
    package func text(_ range: SourceRange) -> String {
        let start = offset(range.start)
        return String(decoding: bytes[start..<max(start, offset(range.end))], as: UTF8.self)
    }

    /// The text of line `line` (1-based) without its line break, or `nil` past the end.
    package func line(_ line: Int) -> String? {
        guard line >= 1, line <= lineStarts.count else { return nil }
        var end = line < lineStarts.count ? lineStarts[line] : bytes.count
        let start = lineStarts[line - 1]
        while end > start, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
        if end - start >= 2, bytes[end - 2] == 0xC2, bytes[end - 1] == 0x85 { end -= 2 }
        if end - start >= 3, bytes[end - 3] == 0xE2, bytes[end - 2] == 0x80, bytes[end - 1] & 0xFE == 0xA8 {
            end -= 3
        }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The bytes with line `line`'s text removed (its line break kept): a half-typed line
    /// that does not parse, taken out so the rest of the file decodes.
    package func removingLine(_ line: Int) -> [UInt8] {
        guard line >= 1, line <= lineStarts.count, let text = self.line(line) else { return bytes }
        let start = lineStarts[line - 1]
        return Array(bytes[..<start]) + bytes[(start + text.utf8.count)...]
    }

    /// How many lines the file has.
    package var lineCount: Int { lineStarts.count }

    private static func sequenceLength(_ lead: UInt8) -> Int {
        switch lead {
        case 0xC0...0xDF: return 2
        case 0xE0...0xEF: return 3
        case 0xF0...0xF7: return 4
        default: return 1
        }
    }
}
