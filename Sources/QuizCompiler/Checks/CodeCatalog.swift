/// Every diagnostic code's reference documentation, in `DiagnosticCode`'s order. The docs'
/// diagnostic reference is generated from it, and its examples run as tests.
public enum CodeCatalog {
    public static var references: [CodeReference] {
        let all = layerReferences + QuizCompilation.checks.flatMap { type(of: $0).references }
        return DiagnosticCode.allCases.compactMap { code in
            let matching = all.filter { $0.code == code }
            guard let first = matching.first else { return nil }
            return CodeReference(code: code, explanation: first.explanation, examples: matching.flatMap(\.examples))
        }
    }

    /// References of codes reported by the load, decode and resolve stages rather than by a `QuizCheck`.
    static let layerReferences: [CodeReference] = [
        YAMLSyntaxReference.reference,
        DuplicateMappingKeyReference.reference,
        UnsupportedYAMLReference.reference,
        LimitExceededReference.reference,
        UnknownFieldReference.reference,
        MissingFieldReference.reference,
        TypeMismatchReference.reference,
        InvalidValueReference.reference,
        UnknownTraitReference.reference,
        UnknownReferenceReference.reference,
        DuplicateIDReference.reference,
    ]
}
