import QuizRuntime
@_spi(Tools) import QuizYAML

/// Decodes a question's `when:` (docs/authoring.md, "Branching") into a `SourceCondition`:
/// exactly one of `all`, `any`, `not` or `question:` with exactly one operator. The shape
/// is checked here; what the names refer to is the resolver's job. Every problem in the
/// condition is reported; a condition with one is `nil`.
struct ConditionDecoder {
    let scalars: ScalarDecoding
    var diagnostics: DiagnosticCollector { scalars.diagnostics }

    static let forms = Vocabulary.kindNames(.conditionForms)
    static let operators = Vocabulary.kindNames(.conditionOperators)
    static let fields = Vocabulary.mapping(.condition).keyNames

    func decode(_ node: YAMLNode) -> SourceCondition? {
        guard
            let fields = FieldReader(
                node, subject: "a condition", fields: Self.fields, diagnostics: diagnostics)
        else { return nil }
        // In the order written: the first is the form, any other is reported.
        let forms = fields.allEntries.compactMap { entry in
            entry.key.scalarText.flatMap { name in Self.forms.first { $0.isExactly(name) } }
        }
        let operators = SourceConditionTest.Operator.allCases.filter { fields.value($0.rawValue) != nil }
        // A misspelt field (already reported, with "did you mean") is likely the missing one.
        let misspelt = fields.allEntries.contains { entry in
            entry.key.scalarText.map { name in !Self.fields.contains { $0.isExactly(name) } } ?? false
        }
        guard let form = forms.first else {
            if misspelt { return nil }
            if let op = operators.first {
                diagnostics.report(
                    .missingField,
                    "a condition with `\(op.rawValue):` needs `question:`, the id of the earlier question it tests",
                    at: SourceRange(at: node.range.start))
            } else {
                diagnostics.report(
                    .missingField,
                    "a condition needs `question:` with an operator (such as `is:`), or `all:`, `any:` or `not:`",
                    at: SourceRange(at: node.range.start))
            }
            return nil
        }
        var valid = true
        for extra in forms.dropFirst() {
            let written = extra == "question" ? "question: …, …" : "\(extra): …"
            diagnostics.report(
                .invalidValue,
                "a condition is exactly one of `all`, `any`, `not` or a `question:` test, but this one has both `\(form)` and `\(extra)`; keep `\(form)` and remove `\(extra)`, or keep both as two conditions: `all: [{\(form): …}, {\(written)}]` (or `any:`)",
                at: fields.keyNode(extra)?.range ?? node.range)
            valid = false
        }
        // Operators beside a second form `question:` belong to that test, already reported.
        let strays = forms.dropFirst().contains("question") ? [] : operators
        switch form {
        case "all", "any":
            for op in strays {
                reportStray(op.rawValue, besides: form, fields)
                valid = false
            }
            guard let value = fields.value(form), let items = scalars.list(value, "`\(form)`") else { return nil }
            if items.isEmpty {
                diagnostics.report(
                    .invalidValue, "`\(form)` is empty; list at least one condition, or remove it", at: value.range)
                return nil
            }
            let parts = items.map(decode)
            guard valid, parts.allSatisfy({ $0 != nil }) else { return nil }
            return form == "all"
                ? .all(parts.compactMap { $0 }, range: node.range) : .any(parts.compactMap { $0 }, range: node.range)
        case "not":
            for op in strays {
                reportStray(op.rawValue, besides: form, fields)
                valid = false
            }
            guard let value = fields.value("not"), let inner = decode(value), valid else { return nil }
            return .not(inner, range: node.range)
        default:
            return decodeTest(node, fields, operators: operators, valid: valid, misspelt: misspelt)
        }
    }

    private func reportStray(_ name: String, besides form: String, _ fields: FieldReader) {
        diagnostics.report(
            .invalidValue,
            "`\(name)` goes with `question:` in a test, not beside `\(form)`; move it into a `{question: …, \(name): …}` condition",
            at: fields.keyNode(name)?.range ?? fields.node.range)
    }

    private func decodeTest(
        _ node: YAMLNode, _ fields: FieldReader, operators: [SourceConditionTest.Operator], valid: Bool,
        misspelt: Bool
    ) -> SourceCondition? {
        var valid = valid
        let question = fields.value("question").flatMap { scalars.string($0, "`question`") }
        if question == nil { valid = false }
        guard let op = operators.first else {
            if misspelt { return nil }
            diagnostics.report(
                .missingField,
                "a condition on a question needs one operator: "
                    + Self.operators.map { "`\($0)`" }.joined(separator: ", "),
                at: SourceRange(at: node.range.start))
            return nil
        }
        for extra in operators.dropFirst() {
            diagnostics.report(
                .invalidValue,
                "a condition has one operator, but this one has both `\(op.rawValue)` and `\(extra.rawValue)`; keep one, or combine two conditions with `all:` or `any:`",
                at: fields.keyNode(extra.rawValue)?.range ?? node.range)
            valid = false
        }
        guard let value = fields.value(op.rawValue), let key = fields.keyNode(op.rawValue) else { return nil }
        var operands: [SourceConditionTest.Operand] = []
        var answered: Bool?
        switch op {
        case .answered:
            guard let flag = scalars.bool(value, "`answered`") else { return nil }
            answered = flag.value
        case .in:
            guard let items = scalars.list(value, "`in`") else { return nil }
            if items.isEmpty {
                diagnostics.report(
                    .invalidValue, "`in` is empty, so the condition could never hold; list at least one answer",
                    at: value.range)
                return nil
            }
            for item in items {
                if let operand = operand(item, "an entry of `in`") { operands.append(operand) } else { valid = false }
            }
        default:
            guard let operand = operand(value, "`\(op.rawValue)`") else { return nil }
            operands = [operand]
        }
        guard valid, let question else { return nil }
        return .test(
            SourceConditionTest(
                range: node.range, question: question, op: Located(op, key.range), operands: operands,
                answered: answered))
    }

    /// A scalar operand: an option id, anchor id or scale value, typed later by the
    /// question it reads.
    private func operand(_ node: YAMLNode, _ what: String) -> SourceConditionTest.Operand? {
        guard let text = scalars.string(node, what) else { return nil }
        guard case .scalar(_, let style) = node.content else { return nil }
        return SourceConditionTest.Operand(text: text.value, plain: style == .plain, range: node.range)
    }
}
