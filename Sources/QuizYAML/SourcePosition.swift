/// A position in a source file, 1-based.
///
/// `line` counts lines (a line break is LF, CR, CR LF, NEL, LS or PS, as in YAML);
/// `column` counts Unicode scalars from the start of the line, so a tab is one column and
/// "é" written as `e` + U+0301 is two. A UTF-8 byte-order mark is not counted.
public struct SourcePosition: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// 1-based line number.
    public var line: Int
    /// 1-based column, in Unicode scalars.
    public var column: Int

    /// Creates a position from 1-based line and column numbers.
    @_spi(Tools) public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The first column of the first line.
    @_spi(Tools) public static let start = SourcePosition(line: 1, column: 1)

    /// Earlier in the file: by line, then by column.
    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    /// `line:column`.
    public var description: String { "\(line):\(column)" }
}

/// A half-open stretch of source text: `start` is the first character, `end` the
/// position just after the last one.
public struct SourceRange: Hashable, Sendable, CustomStringConvertible {
    /// Where the text starts.
    public var start: SourcePosition
    /// The position just after the text.
    public var end: SourcePosition

    /// Creates a range from its two ends.
    public init(start: SourcePosition, end: SourcePosition) {
        self.start = start
        self.end = end
    }

    /// An empty range at one position.
    @_spi(Tools) public init(at position: SourcePosition) {
        self.init(start: position, end: position)
    }

    /// `start-end`.
    public var description: String { "\(start)-\(end)" }
}
