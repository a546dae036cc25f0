import QuizRuntime
@_spi(Tools) import QuizYAML

/// The declared traits, looked up exactly; reports `duplicate-id` and `unknown-trait`.
struct TraitTable {
    private(set) var names: [String] = []
    private var known: Set<ExactString> = []
    private let diagnostics: DiagnosticCollector

    init(_ traits: [Located<String>], diagnostics: DiagnosticCollector) {
        self.diagnostics = diagnostics
        var first: [ExactString: SourceRange] = [:]
        for trait in traits {
            let key = ExactString(trait.value)
            if let earlier = first[key] {
                diagnostics.report(
                    .duplicateID, "trait `\(trait.value)` is declared twice; remove one", at: trait.range,
                    notes: [Diagnostic.Note(message: "first declared here", range: earlier)])
                continue
            }
            first[key] = trait.range
            names.append(trait.value)
            known.insert(key)
        }
    }

    func contains(_ name: String) -> Bool { known.contains(ExactString(name)) }

    /// Whether `name` is declared; reports `unknown-trait` with "did you mean" when not.
    func check(_ name: Located<String>, _ usage: String) -> Bool {
        if contains(name.value) { return true }
        var fixes: [Diagnostic.Fix] = []
        var message = "\(usage) names the trait `\(name.value)`, which `traits` does not declare"
        if let suggestion = Suggestion.closest(to: name.value, among: names) {
            message += "; did you mean `\(suggestion)`?"
            fixes = [.replacing(name.value, at: name.range, with: suggestion, in: diagnostics.file)]
        } else {
            message +=
                "; declare it under `traits` or use one of "
                + names.prefix(12).map { "`\($0)`" }.joined(separator: ", ")
        }
        diagnostics.report(.unknownTrait, message, at: name.range, fixes: fixes)
        return false
    }
}
