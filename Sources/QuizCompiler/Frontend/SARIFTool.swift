extension SARIFRenderer.Tool {
    /// quizc as its SARIF logs describe it: this build's version and each code's explanation
    /// from the checks' references (`CodeCatalog`), path codes' included.
    static var quizc: Self {
        let explanations = Dictionary(
            CodeCatalog.references.map { ($0.code, $0.explanation) }, uniquingKeysWith: { first, _ in first }
        )
        .merging(CodeCatalog.pathExplanations, uniquingKeysWith: { first, _ in first })
        return Self(version: QuizcVersion.current, explanations: explanations)
    }
}
