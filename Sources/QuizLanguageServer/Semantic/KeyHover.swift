@_spi(Tools) import QuizCompiler
@_spi(Tools) package import QuizYAML

/// What hovering over a key shows: for a key that names symbols, its reference slot's one-line
/// doc (`ReferenceSlots`, the same entry completion reads); for any other key, its one-line doc
/// in the compiler's vocabulary (`Vocabulary`).
package enum KeyHover {
    /// The doc of the key under `position` and the key's range, or `nil` where the cursor is
    /// on no key the language defines there.
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
        let range = SourceRange(
            start: SourcePosition(line: position.line, column: start + 1),
            end: SourcePosition(line: position.line, column: end + 1))
        let found =
            ReferenceSlots.slot(key, .value, in: document, within: slot.within)
            ?? ReferenceSlots.slot(key, .key, in: document, within: slot.within)
        guard let found else {
            // Any other key: the vocabulary's doc of the key in the mapping that holds it.
            let holders = holderKeys(within: slot.within, line: position.line, in: text)
            guard let documented = Vocabulary.mapping(of: key, holders: holders, in: document)?.key(key) else {
                return nil
            }
            return ("**`\(key):`** \(documented.doc)", range)
        }
        let kinds = found.kinds.map { SymbolKind($0).rawValue }.joined(separator: ", ")
        return ("**`\(key):`** names \(kinds). \(found.doc)", range)
    }

    /// The keys holding `line`, nearest first: `within` (a flow mapping's holder), then the
    /// keys of the lines above that each hold the one below.
    static func holderKeys(within: String?, line: Int, in text: SourceLines) -> [String] {
        var keys: [String] = []
        var parent = CompletionContext.parentLine(of: line, in: text)
        while let found = parent, keys.count < 16 {
            keys.append(found.key)
            parent = CompletionContext.parentLine(of: found.number, in: text)
        }
        if let within, keys.first != within { keys.insert(within, at: 0) }
        return keys
    }
}
