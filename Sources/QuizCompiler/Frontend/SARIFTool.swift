extension SARIFRenderer.Tool {
    /// quizc as its SARIF logs describe it: this build's version and each code's explanation
    /// from the checks' references (`CodeCatalog`), path and response codes included.
    static var quizc: Self {
        let explanations = Dictionary(
            CodeCatalog.references.map { ($0.code, $0.explanation) }, uniquingKeysWith: { first, _ in first }
        )
        .merging(CodeCatalog.explanationsWithoutExamples, uniquingKeysWith: { first, _ in first })
        return Self(version: QuizcVersion.current, explanations: explanations)
    }
}
