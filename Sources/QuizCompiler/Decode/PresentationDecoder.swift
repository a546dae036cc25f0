@_spi(Tools) import QuizYAML

/// Decodes `presentation:` (docs/randomization.md).
struct PresentationDecoder {
    let decoder: QuizDecoder
    var diagnostics: DiagnosticCollector { decoder.diagnostics }
    var scalars: ScalarDecoding { decoder.scalars }

    func decode(_ node: YAMLNode) -> SourcePresentation? {
        guard
            let fields = FieldReader(
                node, subject: "`presentation`",
                mapping: .presentation,
                diagnostics: diagnostics)
        else { return nil }
        var presentation = SourcePresentation(range: node.range)
        if let value = fields.value("page_size") { presentation.pageSize = positive(value, "`page_size`") }
        if let value = fields.value("shuffle_questions") {
            presentation.shuffleQuestions = scalars.bool(value, "`shuffle_questions`")
        }
        if let value = fields.value("shuffle_options") {
            presentation.shuffleOptions = scalars.bool(value, "`shuffle_options`")
        }
        if let value = fields.value("time_limit") { presentation.timeLimit = positive(value, "`time_limit`") }
        if let value = fields.value("draw") {
            presentation.drawRange = value.range
            if case .sequence(let items) = value.content {
                presentation.drawPools = items.compactMap(decodeDraw)
            } else {
                presentation.drawCount = positive(value, "`draw`")
            }
        }
        return presentation
    }

    private func decodeDraw(_ node: YAMLNode) -> SourceDraw? {
        guard let fields = FieldReader(node, subject: "a draw", mapping: .draw, diagnostics: diagnostics)
        else { return nil }
        var draw = SourceDraw(range: node.range)
        if let value = fields.required("pool", hint: "name the pool to draw from") {
            draw.pool = scalars.string(value, "`pool`")
        }
        if let value = fields.required("count", hint: "say how many questions to draw") {
            draw.count = positive(value, "`count`")
        }
        return draw
    }

    private func positive(_ node: YAMLNode, _ what: String) -> Located<Int>? {
        guard let value = scalars.integer(node, what) else { return nil }
        if value.value < 1 {
            diagnostics.report(.invalidValue, "\(what) must be at least 1, found \(value.value)", at: value.range)
            return nil
        }
        return value
    }
}
