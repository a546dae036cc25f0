@_spi(Tools) import QuizYAML

extension Diagnostic.Fix {
    /// The fix of a display text: the text's scalar (quotes included) rewritten as `newValue`,
    /// double-quoted. Claimed safe: a display text is outside the scoring part of the bundle,
    /// which the safety proof checks (a text that is also a wire key, with `answer_key: text`,
    /// fails it). `nil` for a text written over several lines (a block scalar, say), whose
    /// extent in the source is not one simple stretch to replace.
    static func rewriting(
        _ text: Located<String>, as newValue: String, title: String, in file: String
    ) -> Diagnostic.Fix? {
        guard text.range.start.line == text.range.end.line, text.range.start < text.range.end else { return nil }
        return Diagnostic.Fix(
            title: title, safety: .safe,
            edits: [Edit(file: file, range: text.range, replacement: YAMLScalarText.doubleQuoted(newValue))])
    }
}
