import QuizRuntime
@_spi(Tools) import QuizYAML

/// `keyed: [T, U, …]`: a scale question keyed to several traits at once, each getting the
/// weight `keyed: T` alone would give it (docs/authoring.md, "`keyed_scoring: values` and
/// keyed lists"). An empty list and a trait listed twice are `invalid-value`.
enum KeyedList {
    /// The listed trait names, in order, without the repeats (reported) and entries that are not text.
    static func decode(_ node: YAMLNode, scalars: ScalarDecoding, diagnostics: DiagnosticCollector)
        -> [Located<String>]
    {
        guard let items = scalars.list(node, "`keyed`") else { return [] }
        if items.isEmpty {
            diagnostics.report(
                .invalidValue, "`keyed: []` names no trait; write `keyed: TRAIT` or list the traits, `keyed: [T, U]`",
                at: node.range)
            return []
        }
        var traits: [Located<String>] = []
        for item in items {
            guard let trait = scalars.string(item, "a trait of `keyed`") else { continue }
            if traits.contains(where: { $0.value.isExactly(trait.value) }) {
                diagnostics.report(
                    .invalidValue, "`keyed` lists `\(trait.value)` twice; list each trait once", at: trait.range)
                continue
            }
            traits.append(trait)
        }
        return traits
    }
}
