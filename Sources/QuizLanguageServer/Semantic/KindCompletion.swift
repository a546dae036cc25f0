@_spi(Tools) package import QuizCompiler
@_spi(Tools) package import QuizYAML

/// The kind names a completion offers after a key whose value is one of a kind table's names
/// (`type:`, `model:`, `distance:`, `answer_key:`, `keyed_scoring:`, `direction:`): the names
/// of the compiler's vocabulary, each with its one-line doc.
package enum KindCompletion {
    /// The kinds offered at `position` and the range a chosen name replaces, or `nil` where
    /// no kind name is expected.
    package static func at(
        _ position: SourcePosition, in text: SourceLines, isTranslation: Bool
    ) -> (kinds: [LanguageKind], range: SourceRange)? {
        guard let line = text.text(ofLine: position.line) else { return nil }
        let scalars = Array(line.unicodeScalars)
        let column = min(max(position.column - 1, 0), scalars.count)
        var start = column
        while start > 0, !" \t{}[],:\"'#".unicodeScalars.contains(scalars[start - 1]) { start -= 1 }
        if scalars[..<start].contains("#") { return nil }
        guard let slot = CompletionContext.slot(before: Array(scalars[..<start]), line: position.line, in: text),
            slot.place == .value
        else { return nil }
        let holders = KeyHover.holderKeys(within: slot.within, line: position.line, in: text)
        let document: ReferenceSlot.Document = isTranslation ? .translation : .quiz
        guard let key = Vocabulary.mapping(of: slot.key, holders: holders, in: document)?.key(slot.key),
            case .kind(let table) = key.shape
        else { return nil }
        let range = SourceRange(
            start: SourcePosition(line: position.line, column: start + 1),
            end: SourcePosition(line: position.line, column: column + 1))
        return (Vocabulary.kinds(table), range)
    }
}
