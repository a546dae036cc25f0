@_spi(Tools) import QuizCompiler
@_spi(Tools) package import QuizYAML

/// What hovering over a key that names symbols shows: its reference slot's one-line doc, from
/// the compiler's table (`ReferenceSlots`), the same entry completion reads.
package enum KeyHover {
    /// The doc of the key under `position` and the key's range, or `nil` where the cursor is
    /// on no key of a reference slot.
    package static func at(
        _ position: SourcePosition, in text: SourceLines, isTranslation: Bool
    ) -> (markdown: String, range: SourceRange)? {
        guard let line = text.text(ofLine: position.line) else { return nil }
        let scalars = Array(line.unicodeScalars)
        let delimiters = " \t{}[],:\"'#-".unicodeScalars
        var start = min(max(position.column - 1, 0), scalars.count)
        var end = start
        while start > 0, !delimiters.contains(scalars[start - 1]) { start -= 1 }
        while end < scalars.count, !delimiters.contains(scalars[end]) { end += 1 }
        guard start < end, end < scalars.count, scalars[end] == ":" else { return nil }
        var key = ""
        key.unicodeScalars.append(contentsOf: scalars[start..<end])
        // The slot of a value typed right after `key: `.
        guard
            let slot = CompletionContext.slot(
                before: Array(scalars[...end]) + [" "], line: position.line, in: text)
        else { return nil }
        let document: ReferenceSlot.Document = isTranslation ? .translation : .quiz
        let found =
            ReferenceSlots.slot(key, .value, in: document, within: slot.within)
            ?? ReferenceSlots.slot(key, .key, in: document, within: slot.within)
        guard let found else { return nil }
        let kinds = found.kinds.map { SymbolKind($0).rawValue }.joined(separator: ", ")
        return (
            "**`\(key):`** names \(kinds). \(found.doc)",
            SourceRange(
                start: SourcePosition(line: position.line, column: start + 1),
                end: SourcePosition(line: position.line, column: end + 1))
        )
    }
}
