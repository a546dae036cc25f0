import QuizRuntime
@_spi(Tools) import QuizYAML

/// Decodes `scoring:` (docs/authoring.md, "Scoring").
struct ScoringDecoder {
    let decoder: QuizDecoder
    var diagnostics: DiagnosticCollector { decoder.diagnostics }
    var scalars: ScalarDecoding { decoder.scalars }

    func decode(_ node: YAMLNode) -> SourceScoring? {
        // The fields allowed depend on the model, so read the model first.
        var model: Located<SourceScoringModel>?
        if case .mapping(let entries) = node.content,
            let modelNode = entries.first(where: { $0.key.scalarText?.isExactly("model") ?? false })?.value
        {
            model = scalars.word(modelNode, "`scoring.model`", as: SourceScoringModel.self, from: .scoringModels)
        }
        let allowed = Vocabulary.scoringKeyNames(model: model?.value.rawValue)
        guard
            let fields = FieldReader(
                node, subject: model.map { "`scoring` with model \($0.value.rawValue)" } ?? "`scoring`",
                fields: allowed, diagnostics: diagnostics)
        else { return nil }
        var scoring = SourceScoring(range: node.range)
        scoring.model = model
        _ = fields.required(
            "model", hint: "add " + Vocabulary.sentenceList(Vocabulary.kindNames(.scoringModels)) { "`model: \($0)`" })
        if let value = fields.value("initial") { scoring.initial = traitNumbers(value, "`scoring.initial`") }
        if let value = fields.value("derived") {
            scoring.derivedRange = value.range
            scoring.derived = DerivedDecoder(decoder: decoder).decode(value)
        }
        guard let model else { return scoring }
        switch model.value {
        case .axes:
            if let value = fields.value("percent") { scoring.axisPercentDigits = axisPercent(value) }
            if let value = fields.required("axes", hint: "list the axes, such as `axes: [{poles: [E, I]}]`") {
                scoring.axes = (scalars.list(value, "`axes`") ?? []).compactMap(decodeAxis)
                if scoring.axes.isEmpty, case .sequence = value.content {
                    diagnostics.report(.invalidValue, "`axes` is empty; declare at least one axis", at: value.range)
                }
            }
        case .highest:
            if let value = fields.value("ties") {
                scoring.ties = (scalars.list(value, "`ties`") ?? []).compactMap {
                    scalars.string($0, "a trait in `ties`")
                }
            }
            if let value = fields.value("secondary") { scoring.secondary = scalars.bool(value, "`secondary`") }
        case .bands:
            if let value = fields.required("trait", hint: "name the trait whose total picks the band") {
                scoring.trait = scalars.string(value, "`trait`")
            }
            if let value = fields.required(
                "bands", hint: "list the bands, such as `bands: [{outcome: low, max: 5}, {outcome: high}]`")
            {
                scoring.bands = (scalars.list(value, "`bands`") ?? []).compactMap(decodeBand)
                if scoring.bands.isEmpty, case .sequence = value.content {
                    diagnostics.report(.invalidValue, "`bands` is empty; declare at least one band", at: value.range)
                }
            }
        case .profile:
            let profile = ProfileDecoder(decoder: decoder)
            if let value = fields.required(
                "results",
                hint: "list the reported results, such as `results: [{id: calm, title: Calm, score: C, bands: [...]}]`")
            {
                scoring.resultsRange = value.range
                scoring.results = profile.decodeResults(value)
            }
            if let value = fields.value("nearest") { scoring.nearest = profile.decodeNearest(value) }
        }
        return scoring
    }

    private func decodeAxis(_ node: YAMLNode) -> SourceAxis? {
        guard let fields = FieldReader(node, subject: "an axis", mapping: .axis, diagnostics: diagnostics)
        else { return nil }
        var axis = SourceAxis(range: node.range, poles: [], tie: nil)
        if let value = fields.required("poles", hint: "add `poles: [A, B]` with two one-letter traits") {
            axis.poles = (scalars.list(value, "`poles`") ?? []).compactMap { scalars.string($0, "a pole") }
            if case .sequence(let items) = value.content, items.count != 2 {
                diagnostics.report(
                    .invalidValue, "an axis has exactly two poles, found \(items.count); write `poles: [A, B]`",
                    at: value.range)
            }
            for pole in axis.poles where pole.value.unicodeScalars.count != 1 {
                diagnostics.report(
                    .invalidValue,
                    "the pole `\(pole.value)` must be a single character, since outcome codes are the poles' letters; rename the trait to one letter",
                    at: pole.range)
            }
        }
        if let value = fields.value("tie") {
            axis.tie = scalars.string(value, "`tie`")
            if let tie = axis.tie, tie.value.unicodeScalars.count != 1 {
                diagnostics.report(
                    .invalidValue,
                    "`tie` must be a single letter (a pole, or another letter such as X for \"mixed\"), found `\(tie.value)`",
                    at: tie.range)
                axis.tie = nil
            }
        }
        return axis
    }

    private func decodeBand(_ node: YAMLNode) -> SourceBand? {
        guard let fields = FieldReader(node, subject: "a band", mapping: .band, diagnostics: diagnostics)
        else { return nil }
        var band = SourceBand(range: node.range)
        if let value = fields.required("outcome", hint: "name the outcome this band gives") {
            band.outcome = scalars.string(value, "`outcome`")
        }
        if let value = fields.value("max") { band.max = scalars.weight(value, "`max`") }
        return band
    }

    /// `percent: true | false | {digits: K}` of the `axes` model: the digits, `nil` when off.
    private func axisPercent(_ node: YAMLNode) -> Located<Int>? {
        if case .mapping = node.content {
            guard let fields = FieldReader(node, subject: "`percent`", mapping: .axisPercent, diagnostics: diagnostics)
            else { return nil }
            guard let value = fields.value("digits") else { return Located(0, node.range) }
            return DerivedDecoder(decoder: decoder).digits(value)
        }
        if case .scalar(let text, .plain) = node.content, text != "true", text != "false" {
            diagnostics.report(
                .typeMismatch,
                "`percent` must be `true`, `false` or `{digits: K}`, found `\(text)`; write `percent: true` for whole percentages",
                at: node.range)
            return nil
        }
        guard let on = scalars.bool(node, "`percent`") else { return nil }
        return on.value ? Located(0, node.range) : nil
    }

    /// A `{trait: number}` map, such as `initial` or `expect_scores` (weight-like numbers).
    func traitNumbers(_ node: YAMLNode, _ what: String) -> [(trait: Located<String>, value: Located<SourceDecimal>)] {
        guard let entries = scalars.map(node, what) else { return [] }
        return entries.compactMap { entry in
            guard let trait = entry.key.scalarText,
                let value = scalars.weight(entry.value, "the value of `\(trait)` in \(what)")
            else { return nil }
            return (Located(trait, entry.key.range), value)
        }
    }
}
