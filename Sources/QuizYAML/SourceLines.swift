/// The lines of a file as libyaml counts them, for looking at the text around a syntax
/// error: which character stands at a mark, how a line is indented, where its key is.
///
/// Lines break at LF, CR, CR LF, NEL, LS and PS; a leading UTF-8 byte-order mark is not
/// part of the first line. Columns are 1-based and count Unicode scalars, like
/// `SourcePosition`. Lines are decoded only when asked for. The one place a `SourcePosition`
/// or `SourceRange` turns into bytes or text (the translation writer, `lint --fix`'s
/// neighbours, the language server).
@_spi(Tools) public struct SourceLines: Sendable {
    /// The file's bytes.
    @_spi(Tools) public let bytes: [UInt8]
    /// The byte offset where each line starts; line 1 first.
    @_spi(Tools) public let starts: [Int]

    /// The lines of `bytes`.
    @_spi(Tools) public init(bytes: [UInt8]) {
        self.bytes = bytes
        self.starts = Self.lineStarts(bytes)
    }

    /// The byte offset where each line of `bytes` starts, line 1 first (after a leading
    /// byte-order mark): lines break at LF, CR, CR LF, NEL, LS and PS, as libyaml counts them.
    @_spi(Tools) public static func lineStarts(_ bytes: [UInt8]) -> [Int] {
        var starts: [Int] = []
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        starts.append(index)
        while index < bytes.count {
            let byte = bytes[index]
            var next: Int?
            if byte == 0x0A {
                next = index + 1
            } else if byte == 0x0D {
                next = index + 1 < bytes.count && bytes[index + 1] == 0x0A ? index + 2 : index + 1
            } else if byte == 0xC2, index + 1 < bytes.count, bytes[index + 1] == 0x85 {
                next = index + 2
            } else if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80,
                bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9
            {
                next = index + 3
            }
            if let next {
                starts.append(next)
                index = next
            } else {
                index += 1
            }
        }
        return starts
    }

    /// How many lines there are (a file that ends with a line break has an empty last line).
    @_spi(Tools) public var count: Int { starts.count }

    /// The bytes of a 1-based line without its line break; `nil` past the end.
    private func bounds(ofLine number: Int) -> Range<Int>? {
        guard number >= 1, number <= starts.count else { return nil }
        let start = starts[number - 1]
        var end = number < starts.count ? starts[number] : bytes.count
        // Drop the line break (LF, CR, CR LF, NEL, LS or PS) that ends the line.
        while end > start, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
        if end - start >= 2, bytes[end - 2] == 0xC2, bytes[end - 1] == 0x85 { end -= 2 }
        if end - start >= 3, bytes[end - 3] == 0xE2, bytes[end - 2] == 0x80,
            bytes[end - 1] == 0xA8 || bytes[end - 1] == 0xA9
        {
            end -= 3
        }
        return start..<end
    }

    /// The characters of a 1-based line, without its line break; empty past the end.
    func line(_ number: Int) -> [Unicode.Scalar] {
        Array(text(ofLine: number)?.unicodeScalars ?? "".unicodeScalars)
    }

    /// The text of a 1-based line, without its line break; `nil` past the end.
    @_spi(Tools) public func text(ofLine number: Int) -> String? {
        bounds(ofLine: number).map { String(decoding: bytes[$0], as: UTF8.self) }
    }

    /// The byte offset of `position`, clamped to the file.
    @_spi(Tools) public func offset(_ position: SourcePosition) -> Int {
        guard position.line >= 1 else { return starts[0] }
        guard position.line <= starts.count else { return bytes.count }
        var index = starts[position.line - 1]
        var column = 1
        while column < position.column, index < bytes.count {
            index += Self.sequenceLength(bytes[index])
            column += 1
        }
        return min(index, bytes.count)
    }

    /// The text of `range` (empty when it is reversed).
    @_spi(Tools) public func text(_ range: SourceRange) -> String {
        let start = offset(range.start)
        return String(decoding: bytes[start..<max(start, offset(range.end))], as: UTF8.self)
    }

    /// The bytes with line `number`'s text removed (its line break kept); the bytes as they
    /// are past the end.
    @_spi(Tools) public func removingText(ofLine number: Int) -> [UInt8] {
        guard let bounds = bounds(ofLine: number) else { return bytes }
        return Array(bytes[..<bounds.lowerBound]) + bytes[bounds.upperBound...]
    }

    /// How many bytes the UTF-8 sequence that starts with `lead` has (1 for a byte that
    /// cannot start one).
    static func sequenceLength(_ lead: UInt8) -> Int {
        switch lead {
        case 0xC0...0xDF: return 2
        case 0xE0...0xEF: return 3
        case 0xF0...0xF7: return 4
        default: return 1
        }
    }

    /// The character at a position, if the position is inside a line.
    func character(at position: SourcePosition) -> Unicode.Scalar? {
        let text = line(position.line)
        let index = position.column - 1
        return index >= 0 && index < text.count ? text[index] : nil
    }

    /// How a line is indented: the column of its first character that is not a space, tab or
    /// byte-order mark (one past the end for a blank line), and the first tab and first
    /// byte-order mark among those leading characters.
    func indentation(of number: Int) -> Indentation {
        let text = line(number)
        var tab: Int?
        var byteOrderMark: Int?
        var index = 0
        while index < text.count, text[index] == " " || text[index] == "\t" || text[index] == "\u{FEFF}" {
            if text[index] == "\t", tab == nil { tab = index + 1 }
            if text[index] == "\u{FEFF}", byteOrderMark == nil { byteOrderMark = index + 1 }
            index += 1
        }
        return Indentation(
            content: index + 1, isBlank: index == text.count || text[index] == "#",
            tab: tab, byteOrderMark: byteOrderMark)
    }

    struct Indentation {
        /// The column of the line's first character after its indentation.
        var content: Int
        /// True when nothing but white space, or a comment, follows the indentation.
        var isBlank: Bool
        /// The column of the first tab in the indentation.
        var tab: Int?
        /// The column of the first U+FEFF in the indentation.
        var byteOrderMark: Int?
    }

    /// The column where a line's key starts, after any `- ` list markers, when the line
    /// holds a block mapping key (`key:` followed by a space or the end of the line).
    func keyColumn(of number: Int) -> Int? {
        let text = line(number)
        var index = indentation(of: number).content - 1
        // Skip `- ` list markers, as in `  - - id: q1`.
        while index + 1 < text.count, text[index] == "-", text[index + 1] == " " || text[index + 1] == "\t" {
            index += 1
            while index < text.count, text[index] == " " || text[index] == "\t" { index += 1 }
        }
        guard index < text.count, Self.colonSpace(in: text, from: index) != nil else { return nil }
        if text[index] == "#" || text[index] == "[" || text[index] == "{" { return nil }
        return index + 1
    }

    /// The nearest line above `number` that holds a key at a column less than `column`,
    /// skipping blank and comment lines, as (line, key column). The search stops at the
    /// first line whose content starts left of `column` but holds no key there.
    func keyLine(above number: Int, before column: Int) -> (line: Int, column: Int)? {
        var line = number - 1
        while line >= 1 {
            let indentation = indentation(of: line)
            if !indentation.isBlank, indentation.content < column {
                guard let key = keyColumn(of: line), key < column else { return nil }
                return (line, key)
            }
            line -= 1
        }
        return nil
    }

    /// The nearest line above `number`, skipping blank and comment lines, whose key stands
    /// exactly at `column`.
    func keyLine(above number: Int, at column: Int) -> Int? {
        var line = number - 1
        while line >= 1 {
            let indentation = indentation(of: line)
            if !indentation.isBlank {
                if keyColumn(of: line) == column { return line }
                if indentation.content < column { return nil }
            }
            line -= 1
        }
        return nil
    }

    /// The index of the first `: ` (or `:` at the end) in `text` from `start`, outside
    /// quotes that open a value; `nil` when there is none.
    static func colonSpace(in text: [Unicode.Scalar], from start: Int, to end: Int? = nil) -> Int? {
        let end = min(end ?? text.count, text.count)
        var index = start
        var quote: Unicode.Scalar?
        var atValueStart = true
        while index < end {
            let character = text[index]
            if let open = quote {
                if character == open {
                    if open == "'", index + 1 < end, text[index + 1] == "'" { index += 1 } else { quote = nil }
                } else if open == "\"", character == "\\" {
                    index += 1
                }
            } else if atValueStart, character == "\"" || character == "'" {
                quote = character
            } else if character == ":", index + 1 == text.count || text[index + 1] == " " || text[index + 1] == "\t" {
                return index
            } else if character == "#", index > start, text[index - 1] == " " {
                return nil
            }
            atValueStart = character == " " || character == "\t" || (atValueStart && character == "-")
            index += 1
        }
        return nil
    }
}
