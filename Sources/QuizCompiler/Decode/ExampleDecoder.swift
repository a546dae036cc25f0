import QuizYAML

/// Decodes `examples:` (docs/authoring.md, "Examples"). Answers are typed by their form here and checked
/// against the questions by the runtime when examples are scored.
struct ExampleDecoder {
    let decoder: QuizDecoder
    var diagnostics: DiagnosticCollector { decoder.diagnostics }
    var scalars: ScalarDecoding { decoder.scalars }

    func decode(_ node: YAMLNode) -> [SourceExample] {
        (scalars.list(node, "`examples`") ?? []).compactMap(decodeExample)
    }

    private func decodeExample(_ node: YAMLNode) -> SourceExample? {
        guard let fields = FieldReader(node, subject: "an example",
                                       fields: ["name", "answers", "expect", "expect_secondary", "expect_scores"],
                                       diagnostics: diagnostics) else { return nil }
        var example = SourceExample(range: node.range)
        if let value = fields.value("name") { example.name = scalars.string(value, "`name`") }
        if let value = fields.required("answers", hint: "map question ids to answers, such as `answers: {q1: yes}`") {
            for entry in scalars.map(value, "`answers`") ?? [] {
                guard let question = entry.key.scalarText, let answer = decodeAnswer(entry.value) else { continue }
                example.answers.append((Located(question, entry.key.range), answer))
            }
        }
        if let value = fields.required("expect", hint: "say which outcome these answers give") { example.expect = scalars.string(value, "`expect`") }
        if let value = fields.value("expect_secondary") { example.expectSecondary = scalars.string(value, "`expect_secondary`") }
        if let value = fields.value("expect_scores") {
            example.expectScores = ScoringDecoder(decoder: decoder).traitIntegers(value, "`expect_scores`")
        }
        return example
    }

    /// An integer (plain decimal), a list of option ids, or text (an option id).
    private func decodeAnswer(_ node: YAMLNode) -> Located<SourceAnswer>? {
        switch node.content {
        case .alias: return nil
        case .sequence(let items):
            let ids = items.compactMap { scalars.string($0, "a chosen option id") }
            return Located(.list(ids), node.range)
        case .mapping:
            diagnostics.report(.typeMismatch, "an answer is an option id, a number, or a list of option ids, found a mapping", at: node.range)
            return nil
        case .scalar(let text, let style):
            if style == .plain, case .value(let value) = IntegerSyntax.parse(text) {
                return Located(.integer(value), node.range)
            }
            guard let text = scalars.string(node, "an answer") else { return nil }
            return Located(.text(text.value), text.range)
        }
    }
}
