/// Renders the code catalog as the Markdown reference in docs/authoring.md.
enum CodeReferenceMarkdown {
    /// One `###` section per code: summary, severity, explanation, then each example as a
    /// YAML block (bad ones name the places they are reported at).
    /// Codes about the command line's paths (`CodeCatalog.pathExplanations`) get their
    /// explanation without examples, after the others.
    static func render(
        _ references: [CodeReference] = CodeCatalog.references,
        pathExplanations: [DiagnosticCode: String] = CodeCatalog.pathExplanations
    ) -> String {
        var out = ""
        for reference in references {
            let code = reference.code
            out += heading(code)
            out += reference.explanation + "\n"
            for example in reference.examples {
                let names = [CodeExample.quizFileName] + example.translations.indices.map(example.translationFileName)
                if example.expected.isEmpty {
                    out += "\nFixed — \(example.title):\n\n"
                } else {
                    let places = example.expected.map { place in
                        (example.translations.isEmpty ? "" : names[place.file] + " ") + "\(place.line):\(place.column)"
                    }.joined(separator: ", ")
                    out += "\nReported (at \(places)) — \(example.title):\n\n"
                }
                for (index, text) in ([example.source] + example.translations).enumerated() {
                    if !example.translations.isEmpty { out += (index == 0 ? "" : "\n") + "`\(names[index])`:\n\n" }
                    out += "```yaml\n" + text + (text.hasSuffix("\n") ? "" : "\n") + "```\n"
                }
            }
        }
        for code in DiagnosticCode.allCases {
            guard let explanation = pathExplanations[code] else { continue }
            out += heading(code)
            out +=
                explanation
                + "\n\nIt is about a path on the command line, not about a file's content, so no YAML example shows it.\n"
        }
        return out
    }

    /// A code's `###` heading with its summary and severity.
    static func heading(_ code: DiagnosticCode) -> String {
        "\n### `\(code.rawValue)`\n\n\(code.summary) Severity: \(code.defaultSeverity.rawValue).\n\n"
    }
}
