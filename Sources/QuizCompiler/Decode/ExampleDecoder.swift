import QuizRuntime
@_spi(Tools) import QuizYAML

/// Decodes `examples:` (docs/authoring.md, "Examples"). Answers are typed by their form here and checked
/// against the questions by the runtime when examples are scored.
struct ExampleDecoder {
    let decoder: QuizDecoder
    /// Whether `expect` is required: every model but a profile without `nearest` gives an outcome.
    var expectRequired = true
    var diagnostics: DiagnosticCollector { decoder.diagnostics }
    var scalars: ScalarDecoding { decoder.scalars }

    func decode(_ node: YAMLNode) -> [SourceExample] {
        (scalars.list(node, "`examples`") ?? []).compactMap(decodeExample)
    }

    private func decodeExample(_ node: YAMLNode) -> SourceExample? {
        guard
            let fields = FieldReader(
                node, subject: "an example",
                mapping: .example,
                diagnostics: diagnostics)
        else { return nil }
        var example = SourceExample(range: node.range)
        if let value = fields.value("name") { example.name = scalars.string(value, "`name`") }
        if let value = fields.required("answers", hint: "map question ids to answers, such as `answers: {q1: yes}`") {
            example.answersRange = value.range
            for entry in scalars.map(value, "`answers`") ?? [] {
                guard let question = entry.key.scalarText, let answer = decodeAnswer(entry.value) else { continue }
                example.answers.append((Located(question, entry.key.range), answer))
            }
        }
        if let value = expectRequired
            ? fields.required("expect", hint: "say which outcome these answers give") : fields.value("expect")
        {
            example.expect = scalars.string(value, "`expect`")
        }
        if let value = fields.value("expect_secondary") {
            // Plain `null` says "no runner-up" (a trait named null is written quoted, "null").
            if case .scalar("null", .plain) = value.content {
                example.expectsNoSecondary = value.range
            } else if case .scalar(let text, .plain) = value.content, text.isEmpty || text == "~" {
                diagnostics.report(
                    .typeMismatch,
                    "`expect_secondary` must be the runner-up's trait, or `null` for no runner-up; found \(text.isEmpty ? "nothing" : "`~`"), write `null` or the trait",
                    at: value.range)
            } else {
                example.expectSecondary = scalars.string(value, "`expect_secondary`")
            }
        }
        if let value = fields.value("expect_scores") {
            example.expectScores = ScoringDecoder(decoder: decoder).traitNumbers(value, "`expect_scores`")
        }
        if let value = fields.value("expect_results") {
            example.expectResults = (scalars.map(value, "`expect_results`") ?? []).compactMap { entry in
                guard let result = entry.key.scalarText else { return nil }
                if ProfileDecoder.isNull(entry.value) { return (Located(result, entry.key.range), nil) }
                guard let band = scalars.string(entry.value, "the band of `\(result)`") else { return nil }
                return (Located(result, entry.key.range), band)
            }
        }
        if let value = fields.value("expect_values") {
            example.expectValues = (scalars.map(value, "`expect_values`") ?? []).compactMap { entry in
                guard let derived = entry.key.scalarText else { return nil }
                if ProfileDecoder.isNull(entry.value) { return (Located(derived, entry.key.range), nil) }
                guard
                    let number = scalars.decimal(
                        entry.value, "the value of `\(derived)`", maxDigits: DerivedDecoder.maxDigits, bound: 1_000_000)
                else { return nil }
                return (Located(derived, entry.key.range), number)
            }
        }
        return example
    }

    /// An integer (plain decimal), a number (a plain decimal literal such as `0.5`, for
    /// `range` questions), a list of option ids, or text (an option id; quoted, any text).
    private func decodeAnswer(_ node: YAMLNode) -> Located<SourceAnswer>? {
        switch node.content {
        case .alias: return nil
        case .sequence(let items):
            let ids = items.compactMap { scalars.string($0, "a chosen option id") }
            return Located(.list(ids), node.range)
        case .mapping:
            diagnostics.report(
                .typeMismatch, "an answer is an option id, a number, or a list of option ids, found a mapping",
                at: node.range)
            return nil
        case .scalar(let text, let style):
            if style == .plain, case .value(let value) = IntegerSyntax.parse(text) {
                return Located(.integer(value), node.range)
            }
            if style == .plain, DecimalLiteral(text) != nil {
                guard Self.isJSONNumber(text) else {
                    let fixed = JSONNumber.canonicalLiteral(text).map { "`\($0)`" } ?? "it in plain decimal form"
                    diagnostics.report(
                        .invalidValue,
                        "the answer `\(text)` is a number not written the usual way; write \(fixed), or quote it (\"\(text)\") if it is an option id",
                        at: node.range)
                    return nil
                }
                return Located(.number(text), node.range)
            }
            guard let text = scalars.string(node, "an answer") else { return nil }
            return Located(.text(text.value), text.range)
        }
    }

    /// The JSON number grammar: `-?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?`.
    static func isJSONNumber(_ text: String) -> Bool {
        var bytes = Substring(text).utf8[...]
        func digits() -> Int {
            let count = bytes.prefix { $0 >= 0x30 && $0 <= 0x39 }.count
            bytes = bytes.dropFirst(count)
            return count
        }
        if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        let leadingZero = bytes.first == UInt8(ascii: "0")
        let integer = digits()
        guard integer > 0, !(leadingZero && integer > 1) else { return false }
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            guard digits() > 0 else { return false }
        }
        if bytes.first == UInt8(ascii: "e") || bytes.first == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if bytes.first == UInt8(ascii: "+") || bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
            guard digits() > 0 else { return false }
        }
        return bytes.isEmpty
    }
}
