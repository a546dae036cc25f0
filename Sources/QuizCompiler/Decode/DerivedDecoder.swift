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
        let kinds = Vocabulary.kindNames(.derivedKinds).compactMap { name in
            fields.keyNode(name).flatMap { key in SourceDerived.Kind(rawValue: name).map { ($0, key) } }
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
                "a derived score is computed one way; it already says `\(kinds[0].0.rawValue):`, so remove `\(kind.rawValue):` or make it a second derived score",
                at: key.range)
        }
        if let (kind, key) = kinds.first, let value = fields.value(kind.rawValue) {
            derived.kind = Located(kind, key.range)
            if kind == .sum {
                derived.ofList = sumList(value)
            } else {
                derived.of = scalars.string(value, "`\(kind.rawValue)`")
            }
        }
        let kind = derived.kind?.value
        if let value = fields.value("against") {
            if kind == .share || kind == nil {
                derived.against = scalars.string(value, "`against`")
            } else {
                misplaced("against", kind: kind, hint: "only a `share` is computed against a second trait", value)
            }
        } else if kind == .share {
            diagnostics.report(
                .missingField, "a `share` needs `against:`, the trait it is compared with (`share: I, against: E`)",
                at: SourceRange(at: node.range.start))
        }
        for name in ["times", "plus"] {
            guard let value = fields.value(name) else { continue }
            guard kind == .linear || kind == nil else {
                misplaced(name, kind: kind, hint: "only a `linear` score has `times` and `plus`", value)
                continue
            }
            let number = scalars.decimal(
                value, "`\(name)`", maxDigits: Self.maxDigits, bound: 1_000_000,
                precisionHint: "write at most \(Self.maxDigits) decimal places")
            if name == "times" { derived.times = number } else { derived.plus = number }
        }
        if let value = fields.value("digits") { derived.digits = digits(value) }
        return derived
    }

    /// `sum: [E, O]`: at least two names (each a trait, checked when resolving).
    private func sumList(_ node: YAMLNode) -> [Located<String>] {
        guard let items = scalars.list(node, "`sum`") else { return [] }
        let names = items.compactMap { scalars.string($0, "a name of `sum`") }
        guard names.count == items.count else { return [] }
        guard names.count >= 2 else {
            diagnostics.report(
                .invalidValue,
                "a `sum` adds at least two traits (`sum: [E, O]`); with one, report the trait itself", at: node.range)
            return []
        }
        return names
    }

    private func misplaced(_ field: String, kind: SourceDerived.Kind?, hint: String, _ node: YAMLNode) {
        diagnostics.report(
            .invalidValue,
            "`\(field)` does not apply to a `\(kind?.rawValue ?? "")` score; \(hint), so remove it", at: node.range)
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
