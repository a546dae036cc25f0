@_spi(Tools) import QuizYAML

extension Diagnostic.Fix {
    /// The fix of a `true` that should not be there (`pin: true` where nothing moves,
    /// `shuffle: true` on an ordered question, `required: true` in a timed quiz): the value
    /// at `range` replaced by `false`, which means what leaving the field out means.
    static func settingFalse(
        _ field: String, at range: SourceRange, safety: Safety, in file: String
    ) -> Diagnostic.Fix {
        Diagnostic.Fix(
            title: "set `\(field): false`", safety: safety,
            edits: [Edit(file: file, range: range, replacement: "false")])
    }
}
