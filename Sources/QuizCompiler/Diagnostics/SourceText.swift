/// A file's text split into lines, for showing the line a diagnostic points at.
public struct SourceText: Sendable {
    /// The lines, without their line breaks; a leading BOM is removed.
    @_spi(Tools) public let lines: [Substring]
    /// For each line longer than `checkpointStride` scalars (by line index): the index of every
    /// `checkpointStride`-th scalar, so that a column is found in a bounded number of steps
    /// however long the line.
    private let checkpoints: [Int: [String.Index]]

    /// Scalars between two checkpoints of a long line.
    static let checkpointStride = 256

    /// How many scalars of a line an excerpt shows on each side of the column at most; a
    /// longer line is cut, and the cut marked with `…`.
    static let excerptRadius = 60

    /// Splits `bytes` at LF, CR LF and CR (malformed UTF-8 shows as U+FFFD).
    @_spi(Tools) public init(bytes: [UInt8]) {
        var text = String(decoding: bytes, as: UTF8.self)
        if text.unicodeScalars.first == "\u{FEFF}" { text.unicodeScalars.removeFirst() }
        var lines: [Substring] = []
        var checkpoints: [Int: [String.Index]] = [:]
        var lineMarks: [String.Index] = []
        var column = 0
        var start = text.startIndex
        var index = text.startIndex
        let scalars = text.unicodeScalars
        while index < text.endIndex {
            let scalar = scalars[index]
            if scalar == "\n" || scalar == "\r" {
                if column > Self.checkpointStride { checkpoints[lines.count] = lineMarks }
                lines.append(text[start..<index])
                lineMarks.removeAll(keepingCapacity: true)
                column = 0
                var next = scalars.index(after: index)
                if scalar == "\r", next < text.endIndex, scalars[next] == "\n" { next = scalars.index(after: next) }
                start = next
                index = next
            } else {
                if column % Self.checkpointStride == 0 { lineMarks.append(index) }
                column += 1
                index = scalars.index(after: index)
            }
        }
        if column > Self.checkpointStride { checkpoints[lines.count] = lineMarks }
        lines.append(text[start..<text.endIndex])
        self.lines = lines
        self.checkpoints = checkpoints
    }

    /// The 1-based line `number`, if the file has it.
    @_spi(Tools) public func line(_ number: Int) -> Substring? {
        number >= 1 && number <= lines.count ? lines[number - 1] : nil
    }

    /// What to show of line `number` for a caret at `column` (1-based, in scalars): the line, or
    /// for a long line the `excerptRadius` scalars on each side of the column with `…` where it
    /// was cut; and the scalars before the caret in what is shown (to line the caret up).
    /// Takes time bounded by the radius and the checkpoint stride, not by the line's length.
    func excerpt(line number: Int, column: Int) -> (text: String, beforeCaret: Substring.UnicodeScalarView)? {
        guard let line = line(number) else { return nil }
        let scalars = line.unicodeScalars
        let caret = max(0, column - 1)
        guard let marks = checkpoints[number - 1] else {
            // A short line: shown whole.
            return (String(line), scalars.prefix(caret))
        }
        let first = max(0, caret - Self.excerptRadius)
        let stride = Self.checkpointStride
        let markIndex = min(first / stride, marks.count - 1)
        var start = marks[markIndex]
        var position = markIndex * stride
        while position < first, start < scalars.endIndex {
            start = scalars.index(after: start)
            position += 1
        }
        var caretIndex = start
        while position < caret, caretIndex < scalars.endIndex {
            caretIndex = scalars.index(after: caretIndex)
            position += 1
        }
        var end = caretIndex
        var shownAfter = 0
        while shownAfter < Self.excerptRadius, end < scalars.endIndex {
            end = scalars.index(after: end)
            shownAfter += 1
        }
        let cutBefore = start > scalars.startIndex, cutAfter = end < scalars.endIndex
        var text = cutBefore ? "…" : ""
        text += String(scalars[start..<end])
        if cutAfter { text += "…" }
        var before = Substring.UnicodeScalarView()
        if cutBefore { before.append("…") }
        before.append(contentsOf: scalars[start..<caretIndex])
        return (text, before)
    }
}
