/// Renders the code catalog as the Markdown reference in docs/authoring.md.
public enum CodeReferenceMarkdown {
    /// One `###` section per code: summary, severity, explanation, then each example as a
    /// YAML block (bad ones name the places they are reported at).
    public static func render(_ references: [CodeReference] = CodeCatalog.references) -> String {
        var out = ""
        for reference in references {
            let code = reference.code
            out += "\n### `\(code.rawValue)`\n\n"
            out += "\(code.summary) Severity: \(code.defaultSeverity == .error ? "error" : "warning").\n\n"
            out += reference.explanation + "\n"
            for example in reference.examples {
                if example.expected.isEmpty {
                    out += "\nFixed — \(example.title):\n\n"
                } else {
                    let places = example.expected.map { "\($0.line):\($0.column)" }.joined(separator: ", ")
                    out += "\nReported (at \(places)) — \(example.title):\n\n"
                }
                out += "```yaml\n" + example.source + (example.source.hasSuffix("\n") ? "" : "\n") + "```\n"
            }
        }
        return out
    }
}
