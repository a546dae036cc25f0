@_spi(Tools) import QuizYAML

/// Decodes `questions:` entries, their options, and `scales:` (docs/authoring.md, "Questions and their answers").
struct QuestionDecoder {
    let decoder: QuizDecoder
    var diagnostics: DiagnosticCollector { decoder.diagnostics }
    var scalars: ScalarDecoding { decoder.scalars }

    static let maxWeight = 1_000_000

    func decodeQuestion(_ node: YAMLNode) -> SourceQuestion? {
        guard
            let fields = FieldReader(node, subject: "a question", mapping: .question, diagnostics: diagnostics)
        else { return nil }
        var question = SourceQuestion(range: node.range)
        if let value = fields.required("id", hint: "give the question an id such as `q1`") {
            question.id = scalars.string(value, "`id`")
            if let id = question.id { IdentifierRules.check(id, as: .questionID, diagnostics: diagnostics) }
        }
        if let value = fields.required("text", hint: "add the question's `text:`") {
            question.text = scalars.displayText(value, "`text`")
        }
        if let value = fields.value("type") {
            question.type = scalars.word(value, "`type`", as: SourceQuestionType.self, from: .questionTypes)
        }
        if let value = fields.value("key") { question.key = scalars.string(value, "`key`") }
        if let value = fields.value("required") { question.required = scalars.bool(value, "`required`") }
        if let value = fields.value("shuffle") { question.shuffle = scalars.bool(value, "`shuffle`") }
        if let value = fields.value("pin") { question.pin = scalars.bool(value, "`pin`") }
        if let value = fields.value("pool") { question.pool = scalars.string(value, "`pool`") }
        if let value = fields.value("scale") { question.scale = scalars.string(value, "`scale`") }
        if let value = fields.value("low") { question.low = scalars.displayText(value, "`low`") }
        if let value = fields.value("high") { question.high = scalars.displayText(value, "`high`") }
        if let value = fields.value("keyed") {
            question.keyed = KeyingDecoder.decode(value, scalars: scalars, diagnostics: diagnostics)
        }
        if let value = fields.value("weight") {
            question.weight = scalars.weight(value, "`weight`", bound: Self.maxWeight)
        }
        if let value = fields.value("scored") { question.scored = scalars.bool(value, "`scored`") }
        if let value = fields.value("keyed_scoring") {
            question.keyedScoring = scalars.word(
                value, "`keyed_scoring`", as: SourceKeyedScoring.self, from: .keyedScorings)
        }
        if let value = fields.value("min") { question.min = scalars.integer(value, "`min`") }
        if let value = fields.value("max") { question.max = scalars.integer(value, "`max`") }
        if let value = fields.value("when") {
            question.whenRange = value.range
            question.when = ConditionDecoder(scalars: scalars).decode(value)
        }
        if let value = fields.value("options") {
            question.optionsRange = value.range
            let isScale = question.type?.value == .scale || (question.type == nil && question.scale != nil)
            question.options = (scalars.list(value, "`options`") ?? []).compactMap { decodeOption($0, valued: isScale) }
        }
        return question
    }

    /// One option; scale options carry `value` instead of `id`.
    func decodeOption(_ node: YAMLNode, valued: Bool) -> SourceOption? {
        guard
            let fields = FieldReader(
                node, subject: valued ? "a scale option" : "an option", mapping: valued ? .valuedOption : .option,
                diagnostics: diagnostics)
        else { return nil }
        var option = SourceOption(range: node.range)
        if valued {
            if let value = fields.required("value", hint: "scale options are identified by an integer `value:`") {
                option.value = scalars.integer(value, "`value`")
            }
        } else if let value = fields.required(
            "id", hint: "give the option an `id:`; answers name options by id, never by position")
        {
            option.id = scalars.string(value, "`id`")
        }
        if let value = fields.required("label", hint: "add the `label:` shown for this option") {
            option.label = scalars.displayText(value, "`label`")
        }
        if let value = fields.value("weights") {
            option.weights = weights(value)
            option.weightsRange = value.range
        }
        if let value = fields.value("pin") { option.pin = scalars.bool(value, "`pin`") }
        return option
    }

    private func weights(_ node: YAMLNode) -> [(trait: Located<String>, amount: Located<SourceDecimal>)] {
        guard let entries = scalars.map(node, "`weights`") else { return [] }
        return entries.compactMap { entry in
            guard let trait = entry.key.scalarText,
                let amount = scalars.weight(entry.value, "the weight of `\(trait)`", bound: Self.maxWeight)
            else { return nil }
            return (Located(trait, entry.key.range), amount)
        }
    }

    func decodeScales(_ node: YAMLNode) -> [SourceScale] {
        guard let entries = scalars.map(node, "`scales`") else { return [] }
        var scales: [SourceScale] = []
        for entry in entries {
            guard let name = entry.key.scalarText,
                let fields = FieldReader(
                    entry.value, subject: "scale `\(name)`", mapping: .scale,
                    diagnostics: diagnostics)
            else { continue }
            var keyedScoring: Located<SourceKeyedScoring>?
            if let value = fields.value("keyed_scoring") {
                keyedScoring = scalars.word(value, "`keyed_scoring`", as: SourceKeyedScoring.self, from: .keyedScorings)
            }
            var options: [SourceOption] = []
            if let value = fields.required("options", hint: "list the scale's options as `{value, label}`") {
                for item in scalars.list(value, "`options`") ?? [] {
                    guard
                        let itemFields = FieldReader(
                            item, subject: "a scale option", mapping: .scaleOption, diagnostics: diagnostics)
                    else { continue }
                    var option = SourceOption(range: item.range)
                    if let v = itemFields.required("value", hint: "scale options are identified by an integer `value:`")
                    {
                        option.value = scalars.integer(v, "`value`")
                    }
                    if let v = itemFields.required("label", hint: "add the `label:` shown for this value") {
                        option.label = scalars.displayText(v, "`label`")
                    }
                    options.append(option)
                }
            }
            scales.append(
                SourceScale(
                    name: Located(name, entry.key.range), range: entry.value.range, options: options,
                    keyedScoring: keyedScoring))
        }
        return scales
    }
}
