@_spi(Tools) import QuizYAML

extension Diagnostic.Fix {
    /// The fix a "did you mean" offers: the misspelt name at `range` (the whole scalar,
    /// quotes included) replaced by `suggestion`. Unsafe: a name that resolves to something
    /// else changes what the quiz means, and the file has an error, so there is no bundle
    /// to compare with (docs/cli.md, "Fixes").
    static func replacing(
        _ name: String, at range: SourceRange, with suggestion: String, in file: String
    ) -> Diagnostic.Fix {
        Diagnostic.Fix(
            title: "replace `\(name)` with `\(suggestion)`", safety: .unsafe,
            edits: [Edit(file: file, range: range, replacement: YAMLScalarText.render(suggestion))])
    }
}
