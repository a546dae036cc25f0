/// A file's text split into lines, for showing the line a diagnostic points at.
public struct SourceText: Sendable {
    /// The lines, without their line breaks; a leading BOM is removed.
    public let lines: [Substring]

    /// Splits `bytes` at LF, CR LF and CR (malformed UTF-8 shows as U+FFFD).
    public init(bytes: [UInt8]) {
        var text = String(decoding: bytes, as: UTF8.self)
        if text.unicodeScalars.first == "\u{FEFF}" { text.unicodeScalars.removeFirst() }
        var lines: [Substring] = []
        var start = text.startIndex
        var index = text.startIndex
        let scalars = text.unicodeScalars
        while index < text.endIndex {
            let scalar = scalars[index]
            if scalar == "\n" || scalar == "\r" {
                lines.append(text[start..<index])
                var next = scalars.index(after: index)
                if scalar == "\r", next < text.endIndex, scalars[next] == "\n" { next = scalars.index(after: next) }
                start = next
                index = next
            } else {
                index = scalars.index(after: index)
            }
        }
        lines.append(text[start..<text.endIndex])
        self.lines = lines
    }

    /// The 1-based line `number`, if the file has it.
    public func line(_ number: Int) -> Substring? {
        number >= 1 && number <= lines.count ? lines[number - 1] : nil
    }
}
