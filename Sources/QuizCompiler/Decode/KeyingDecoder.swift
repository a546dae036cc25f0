import QuizRuntime
@_spi(Tools) import QuizYAML

/// A question's `keyed:` (docs/authoring.md, "Scales, `keyed` and `weight`" and "Keyed maps
/// and unscored items"): `keyed: T`; `keyed: [T, U, …]`, several traits each with the
/// question's `weight`; or `keyed: {T: 1, U: -1}`, each trait with its own weight (an item
/// keyed + on one trait and − on another). An empty list or map, a trait listed twice and a
/// weight of 0 in a map are `invalid-value`.
enum KeyingDecoder {
    /// The keying written at `node`, or `nil` when it names no trait (after reporting why).
    static func decode(_ node: YAMLNode, scalars: ScalarDecoding, diagnostics: DiagnosticCollector)
        -> SourceKeying?
    {
        let traits: [(trait: Located<String>, weight: Located<SourceDecimal>?)]
        switch node.content {
        case .sequence: traits = list(node, scalars: scalars, diagnostics: diagnostics).map { ($0, nil) }
        case .mapping: traits = map(node, scalars: scalars, diagnostics: diagnostics)
        default: traits = scalars.string(node, "`keyed`").map { [($0, nil)] } ?? []
        }
        return traits.isEmpty ? nil : SourceKeying(range: node.range, traits: traits)
    }

    static let emptyHint =
        "write `keyed: TRAIT`, list the traits, `keyed: [T, U]`, or give each its weight, `keyed: {T: 1, U: -1}`"

    /// The listed trait names, in order, without the repeats (reported) and entries that are not text.
    private static func list(_ node: YAMLNode, scalars: ScalarDecoding, diagnostics: DiagnosticCollector)
        -> [Located<String>]
    {
        guard let items = scalars.list(node, "`keyed`") else { return [] }
        if items.isEmpty {
            diagnostics.report(.invalidValue, "`keyed: []` names no trait; \(emptyHint)", at: node.range)
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

    /// The map's traits with their weights, in order, without entries whose weight is not a
    /// number or is 0 (reported).
    private static func map(_ node: YAMLNode, scalars: ScalarDecoding, diagnostics: DiagnosticCollector)
        -> [(trait: Located<String>, weight: Located<SourceDecimal>?)]
    {
        guard let entries = scalars.map(node, "`keyed`") else { return [] }
        if entries.isEmpty {
            diagnostics.report(.invalidValue, "`keyed: {}` names no trait; \(emptyHint)", at: node.range)
            return []
        }
        var traits: [(trait: Located<String>, weight: Located<SourceDecimal>?)] = []
        for entry in entries {
            guard let trait = scalars.string(entry.key, "a trait of `keyed`"),
                let weight = scalars.weight(
                    entry.value, "the weight of `\(trait.value)` in `keyed`", bound: QuestionDecoder.maxWeight)
            else { continue }
            if weight.value.units == 0 {
                diagnostics.report(
                    .invalidValue,
                    "`keyed` gives `\(trait.value)` the weight 0, which scores nothing; give it a weight, or remove it",
                    at: weight.range)
                continue
            }
            traits.append((trait, weight))
        }
        return traits
    }
}
