import QuizRuntime
@_spi(Tools) import QuizYAML

/// Decodes a quiz's or translation's `suppress:` list: entries `{code, reason, at?}`, each
/// accepting the warnings of `code` in the whole file, or only inside the item whose id is
/// `at` (`SuppressionRules` reports a missing reason or an unknown code).
struct SuppressionDecoder {
    let scalars: ScalarDecoding
    let diagnostics: DiagnosticCollector

    init(diagnostics: DiagnosticCollector) {
        self.scalars = ScalarDecoding(diagnostics: diagnostics)
        self.diagnostics = diagnostics
    }

    /// The entries of `node` (the value of `suppress:`), with `at:` ids found in `root`.
    func decode(_ node: YAMLNode, root: YAMLNode) -> [Suppression] {
        (scalars.list(node, "`suppress`") ?? []).compactMap { item in
            guard
                let fields = FieldReader(
                    item, subject: "a `suppress` entry", mapping: .suppression, diagnostics: diagnostics),
                let code = fields.required("code", hint: "name the warning's code, such as `code: band-skew`")
                    .flatMap({ scalars.string($0, "`code`") })
            else { return nil }
            let reason = fields.value("reason").flatMap { scalars.string($0, "`reason`") }
            var scope = Suppression.Scope.file
            if let id = fields.value("at").flatMap({ scalars.string($0, "`at`") }) {
                scope = .item(id: id, ranges: Self.itemRanges(id.value, in: root))
            }
            return Suppression(
                codes: [code], reason: reason.map { Substring($0.value).trimmingSpaces }, range: item.range,
                scope: scope)
        }
    }

    /// Where the items named `id` are written: each mapping with a field `id: ID`, and each
    /// mapping entry keyed `ID` whose value is a mapping (an outcome, a translated question).
    static func itemRanges(_ id: String, in node: YAMLNode) -> [SourceRange] {
        switch node.content {
        case .sequence(let items):
            return items.flatMap { itemRanges(id, in: $0) }
        case .mapping(let entries):
            var ranges: [SourceRange] = []
            for entry in entries {
                if entry.key.scalarText?.isExactly("id") == true, entry.value.scalarText?.isExactly(id) == true {
                    ranges.append(node.range)
                }
                if entry.key.scalarText?.isExactly(id) == true, case .mapping = entry.value.content {
                    ranges.append(SourceRange(start: entry.key.range.start, end: entry.value.range.end))
                }
                ranges += itemRanges(id, in: entry.value)
            }
            return ranges
        case .scalar, .alias:
            return []
        }
    }
}
