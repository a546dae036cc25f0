import QuizRuntime
@_spi(Tools) import QuizYAML

/// Decodes `scoring.derived` (docs/authoring.md, "Derived scores"): each entry has an `id`,
/// exactly one kind (`Vocabulary.derivedKinds`) naming what it is computed from, the kind's
/// parameters and optional `digits`.
struct DerivedDecoder {
    let decoder: QuizDecoder
    var diagnostics: DiagnosticCollector { decoder.diagnostics }
    var scalars: ScalarDecoding { decoder.scalars }

    /// The largest number of decimal places of a written value, and of `times` and `plus`.
    static let maxDigits = 6

    func decode(_ node: YAMLNode) -> [SourceDerived] {
        (scalars.list(node, "`derived`") ?? []).compactMap(decodeEntry)
    }

    private func decodeEntry(_ node: YAMLNode) -> SourceDerived? {
        guard let fields = FieldReader(node, subject: "a derived score", mapping: .derived, diagnostics: diagnostics)
        else { return nil }
        var derived = SourceDerived(range: node.range)
        if let value = fields.required("id", hint: "give the derived score an id such as `calm_mean`") {
            derived.id = scalars.string(value, "`id`")
            if let id = derived.id { IdentifierRules.check(id, as: .scoreID, diagnostics: diagnostics) }
        }
        let kinds = Vocabulary.derivedKindDefinitions.compactMap { kind in fields.keyNode(kind.name).map { (kind, $0) }
        }
        if kinds.isEmpty {
            diagnostics.report(
                .missingField,
                "a derived score needs one of \(Vocabulary.sentenceList(Vocabulary.kindNames(.derivedKinds)) { "`\($0):`" }) naming what it is computed from",
                at: SourceRange(at: node.range.start))
        }
        for (kind, key) in kinds.dropFirst() {
            diagnostics.report(
                .invalidValue,
                "a derived score is computed one way; it already says `\(kinds[0].0.name):`, so remove `\(kind.name):` or make it a second derived score",
                at: key.range)
        }
        if let (kind, key) = kinds.first, let value = fields.value(kind.name) {
            derived.kind = Located(kind.name, key.range)
            if kind.of == .traits {
                derived.of = nameList(value, kind: kind)
            } else if let name = scalars.string(value, "`\(kind.name)`") {
                derived.of = [name]
            }
        }
        let kind = kinds.first?.0
        for (key, owners) in Vocabulary.derivedParameterKeys {
            let parameter = (owners.first { $0.name == kind?.name } ?? owners[0]).parameters.first { $0.key == key }!
            if let value = fields.value(key) {
                if let kind, !owners.contains(where: { $0.name == kind.name }) {
                    misplaced(key, kind: kind.name, hint: parameter.onlyFor, value)
                } else if let decoded = decodeParameter(value, parameter) {
                    derived.parameters.append((key, decoded))
                }
            } else if let kind, owners.contains(where: { $0.name == kind.name }), let why = parameter.requiredBecause {
                diagnostics.report(
                    .missingField, "a `\(kind.name)` needs `\(key):`, \(why)", at: SourceRange(at: node.range.start))
            }
        }
        if let value = fields.value("digits") { derived.digits = digits(value) }
        return derived
    }

    /// A parameter's value: a name, or a decimal of at most 6 places within ±1,000,000.
    private func decodeParameter(_ value: YAMLNode, _ parameter: DerivedParameter) -> SourceDerived.Parameter? {
        switch parameter.value {
        case .trait: return scalars.string(value, "`\(parameter.key)`").map { .name($0) }
        case .decimal:
            return scalars.decimal(
                value, "`\(parameter.key)`", maxDigits: Self.maxDigits, bound: 1_000_000,
                precisionHint: "write at most \(Self.maxDigits) decimal places"
            ).map { .decimal($0) }
        }
    }

    /// `sum: [E, O]`: at least two names (each a trait, checked when resolving).
    private func nameList(_ node: YAMLNode, kind: DerivedKindDefinition) -> [Located<String>] {
        guard let items = scalars.list(node, "`\(kind.name)`") else { return [] }
        let names = items.compactMap { scalars.string($0, "a name of `\(kind.name)`") }
        guard names.count == items.count else { return [] }
        guard names.count >= 2 else {
            diagnostics.report(
                .invalidValue,
                "a `\(kind.name)` \(kind.listVerb) at least two traits (`\(kind.name): [E, O]`); with one, report the trait itself",
                at: node.range)
            return []
        }
        return names
    }

    private func misplaced(_ field: String, kind: String, hint: String, _ node: YAMLNode) {
        diagnostics.report(
            .invalidValue, "`\(field)` does not apply to a `\(kind)` score; \(hint), so remove it", at: node.range)
    }

    /// `digits: K`, K in 0…6: the decimal places a value is written with.
    func digits(_ node: YAMLNode) -> Located<Int>? {
        guard let value = scalars.integer(node, "`digits`") else { return nil }
        guard (0...Self.maxDigits).contains(value.value) else {
            diagnostics.report(
                .invalidValue,
                "`digits` \(value.value) is out of range; values are written with 0 to \(Self.maxDigits) decimal places",
                at: value.range)
            return nil
        }
        return value
    }
}
