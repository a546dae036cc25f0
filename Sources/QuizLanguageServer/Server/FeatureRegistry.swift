/// The request methods the server answers beyond its lifecycle (`initialize`, `shutdown`),
/// one feature per file in Features/. Add a feature with one line in its group; keep the
/// groups' blank lines, so that features added on different branches merge cleanly.
enum FeatureRegistry {
    /// Every request feature, looked up by method.
    static let requests: [any RequestFeature] = [
        // Navigation and editing (Features/: definition, references, hover, completion, rename):
        DefinitionFeature(),
        ReferencesFeature(),
        HoverFeature(),
        CompletionFeature(),
        PrepareRenameFeature(),
        RenameFeature(),

        // End of navigation.

        // Fixes (Features/CodeAction.swift):
        CodeActionFeature(),

        // End of fixes.
    ]

    /// The feature answering `method`, if any.
    static func feature(for method: String) -> (any RequestFeature)? {
        requests.first { $0.method == method }
    }
}
