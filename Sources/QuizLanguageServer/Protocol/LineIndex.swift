@_spi(Tools) package import QuizYAML

/// The unit LSP positions count characters in, negotiated at `initialize`
/// (`general.positionEncodings`): UTF-16 code units unless the client offers another.
package enum PositionEncoding: String, Sendable, CaseIterable {
    /// Bytes of UTF-8.
    case utf8 = "utf-8"
    /// UTF-16 code units: LSP's default, which every client supports.
    case utf16 = "utf-16"
    /// Unicode scalars: what the compiler's columns count.
    case utf32 = "utf-32"

    /// How many units `scalar` takes.
    func units(_ scalar: UInt32) -> Int {
        switch self {
        case .utf8: scalar < 0x80 ? 1 : scalar < 0x800 ? 2 : scalar < 0x10000 ? 3 : 4
        case .utf16: scalar >= 0x10000 ? 2 : 1
        case .utf32: 1
        }
    }
}

/// An LSP position: a 0-based line and a 0-based offset in the line, in the session's
/// `PositionEncoding`.
package struct LSPPosition: Equatable, Sendable {
    /// The 0-based line.
    package var line: Int
    /// The 0-based offset in the line, in the negotiated units.
    package var character: Int

    /// A position.
    package init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }
}

/// A document's lines, to convert between the compiler's positions (1-based lines, 1-based
/// columns in Unicode scalars) and LSP's (0-based, in the negotiated units), and to find the
/// byte offset of an LSP position (incremental edits). Lines end at LF, CR LF or CR, as both
/// the compiler and LSP split them.
package struct LineIndex: Sendable {
    /// The document's UTF-8.
    package let bytes: [UInt8]
    /// The byte offset where each line starts.
    private let starts: [Int]
    /// The byte offset where each line's content ends (before its line break).
    private let ends: [Int]

    /// The lines of `bytes`.
    package init(bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        var ends: [Int] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A || byte == 0x0D {
                ends.append(index)
                if byte == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
                starts.append(index + 1)
            }
            index += 1
        }
        ends.append(bytes.count)
        self.starts = starts
        self.ends = ends
    }

    /// How many lines the document has (at least 1).
    package var lineCount: Int { starts.count }

    /// The LSP position of a compiler position. Nothing is clamped (LSP clients clamp): a
    /// column past the line's end counts one unit per column beyond it, so that the mapping
    /// is exact both ways whatever the compiler reports.
    package func position(of source: SourcePosition, encoding: PositionEncoding) -> LSPPosition {
        let line = source.line - 1
        guard line >= 0, line < lineCount else {
            return LSPPosition(line: max(0, line), character: max(0, source.column - 1))
        }
        var character = 0
        var column = 1
        forEachScalar(ofLine: line) { _, value in
            if column >= source.column { return false }
            character += encoding.units(value)
            column += 1
            return true
        }
        return LSPPosition(line: line, character: character + max(0, source.column - column))
    }

    /// The compiler position of an LSP position: an offset inside a scalar (between the two
    /// halves of a surrogate pair) is that scalar's start; an offset past the line's end
    /// counts one column per unit beyond it (the inverse of `position(of:)`).
    package func sourcePosition(of position: LSPPosition, encoding: PositionEncoding) -> SourcePosition {
        guard position.line >= 0, position.line < lineCount else {
            return SourcePosition(line: max(0, position.line) + 1, column: max(0, position.character) + 1)
        }
        var units = 0
        var column = 1
        var inside = false
        forEachScalar(ofLine: position.line) { _, value in
            let next = units + encoding.units(value)
            if next > position.character {
                inside = true
                return false
            }
            units = next
            column += 1
            return true
        }
        if !inside { column += max(0, position.character - units) }
        return SourcePosition(line: position.line + 1, column: column)
    }

    /// The byte offset of an LSP position, clamped to the document: an offset inside a scalar
    /// is that scalar's start, past the line's end is the line's end, a line past the last is
    /// the end of the document.
    package func byteOffset(of position: LSPPosition, encoding: PositionEncoding) -> Int {
        guard position.line >= 0 else { return 0 }
        guard position.line < lineCount else { return bytes.count }
        var offset = starts[position.line]
        var units = 0
        forEachScalar(ofLine: position.line) { start, value in
            let next = units + encoding.units(value)
            if next > position.character { return false }
            units = next
            offset = start + Self.length(at: start, in: bytes, end: ends[position.line])
            return true
        }
        return offset
    }

    /// Calls `body` with the byte offset and value of each scalar of the 0-based `line`, while
    /// it returns `true`. A byte that does not start well-formed UTF-8 is one scalar (U+FFFD).
    private func forEachScalar(ofLine line: Int, _ body: (Int, UInt32) -> Bool) {
        var index = starts[line]
        let end = ends[line]
        while index < end {
            let length = Self.length(at: index, in: bytes, end: end)
            if !body(index, Self.value(at: index, length: length, in: bytes)) { return }
            index += length
        }
    }

    /// The length of the well-formed UTF-8 sequence at `index`, or 1.
    static func length(at index: Int, in bytes: [UInt8], end: Int) -> Int {
        let lead = bytes[index]
        let length: Int
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return 1
        }
        guard index + length <= end else { return 1 }
        for offset in 1..<length where bytes[index + offset] & 0xC0 != 0x80 { return 1 }
        return length
    }

    /// The scalar value of the sequence of `length` bytes at `index` (U+FFFD for a lone bad byte).
    static func value(at index: Int, length: Int, in bytes: [UInt8]) -> UInt32 {
        let lead = UInt32(bytes[index])
        switch length {
        case 2: return (lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F)
        case 3: return (lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
        case 4:
            return (lead & 0x07) << 18 | UInt32(bytes[index + 1] & 0x3F) << 12 | UInt32(bytes[index + 2] & 0x3F) << 6
                | UInt32(bytes[index + 3] & 0x3F)
        default: return lead < 0x80 ? lead : 0xFFFD
        }
    }
}
