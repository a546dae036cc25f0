@_spi(Tools) import QuizYAML

/// Decodes the `profile` model's `results:` and `nearest:` (docs/authoring.md, "Profiles").
struct ProfileDecoder {
    let decoder: QuizDecoder
    var diagnostics: DiagnosticCollector { decoder.diagnostics }
    var scalars: ScalarDecoding { decoder.scalars }

    /// The largest number of decimal places of a band limit or a profile target.
    static let maxDigits = 6

    func decodeResults(_ node: YAMLNode) -> [SourceResult] {
        guard let items = scalars.list(node, "`results`") else { return [] }
        if items.isEmpty {
            diagnostics.report(.invalidValue, "`results` is empty; declare at least one result", at: node.range)
        }
        return items.compactMap(decodeResult)
    }

    private func decodeResult(_ node: YAMLNode) -> SourceResult? {
        guard
            let fields = FieldReader(
                node, subject: "a result", mapping: .result,
                diagnostics: diagnostics)
        else { return nil }
        var result = SourceResult(range: node.range)
        if let value = fields.required("id", hint: "give the result an id such as `calm`") {
            result.id = scalars.string(value, "`id`")
            if let id = result.id { IdentifierRules.check(id, as: .scoreID, diagnostics: diagnostics) }
        }
        if let value = fields.required("title", hint: "add the title shown with this result") {
            result.title = scalars.displayText(value, "`title`")
        }
        if let value = fields.value("description") { result.description = scalars.displayText(value, "`description`") }
        if let value = fields.required("score", hint: "name the trait or derived score this result reports") {
            result.score = scalars.string(value, "`score`")
        }
        if let value = fields.value("parent"), !Self.isNull(value) {
            result.parent = scalars.string(value, "`parent`")
        }
        if let value = fields.required(
            "bands", hint: "list the bands, such as `bands: [{id: low, below: 3, title: Low}, {id: high, title: High}]`"
        ) {
            result.bandsRange = value.range
            if let items = scalars.list(value, "`bands`") {
                if items.isEmpty {
                    diagnostics.report(.invalidValue, "`bands` is empty; declare at least one band", at: value.range)
                }
                result.bands = items.compactMap(decodeBand)
            }
        }
        return result
    }

    private func decodeBand(_ node: YAMLNode) -> SourceResultBand? {
        guard
            let fields = FieldReader(
                node, subject: "a band", mapping: .resultBand,
                diagnostics: diagnostics)
        else { return nil }
        var band = SourceResultBand(range: node.range)
        if let value = fields.required("id", hint: "give the band an id such as `low`") {
            band.id = scalars.string(value, "`id`")
            if let id = band.id { IdentifierRules.check(id, as: .scoreID, diagnostics: diagnostics) }
        }
        if let value = fields.value("below") { band.below = limit(value, "`below`") }
        if let value = fields.value("max") { band.max = limit(value, "`max`") }
        if band.below != nil, let max = band.max {
            diagnostics.report(
                .invalidValue,
                "a band has one limit, `below` (values less than it) or `max` (values up to it); remove one of them",
                at: max.range)
            band.max = nil
        }
        if let value = fields.required("title", hint: "add the title shown for this band") {
            band.title = scalars.displayText(value, "`title`")
        }
        if let value = fields.value("description") { band.description = scalars.displayText(value, "`description`") }
        if let value = fields.value("recommendations") {
            band.recommendations = (scalars.list(value, "`recommendations`") ?? []).compactMap {
                scalars.displayText($0, "a recommendation")
            }
        }
        return band
    }

    private func limit(_ node: YAMLNode, _ what: String) -> Located<SourceDecimal>? {
        scalars.decimal(node, what, maxDigits: Self.maxDigits, bound: 1_000_000)
    }

    func decodeNearest(_ node: YAMLNode) -> SourceNearest? {
        guard
            let fields = FieldReader(
                node, subject: "`nearest`", mapping: .nearest, diagnostics: diagnostics)
        else { return nil }
        var nearest = SourceNearest(range: node.range)
        if let value = fields.required("over", hint: "list the scores compared, such as `over: [econ, dipl]`") {
            nearest.overRange = value.range
            if let items = scalars.list(value, "`over`") {
                if items.isEmpty {
                    diagnostics.report(.invalidValue, "`over` is empty; list at least one score", at: value.range)
                }
                nearest.over = items.compactMap { scalars.string($0, "a score in `over`") }
            }
        }
        if let value = fields.value("distance") {
            nearest.distance = scalars.word(value, "`distance`", as: SourceNearest.Distance.self, from: .distances)
        }
        if let value = fields.required(
            "profiles", hint: "list the profiles, such as `profiles: [{outcome: calm, at: {C: 10}}]`")
        {
            if let items = scalars.list(value, "`profiles`") {
                if items.isEmpty {
                    diagnostics.report(.invalidValue, "`profiles` is empty; list at least one profile", at: value.range)
                }
                nearest.profiles = items.compactMap(decodeProfile)
            }
        }
        if let value = fields.value("ties") {
            nearest.tiesRange = value.range
            nearest.ties = (scalars.list(value, "`ties`") ?? []).compactMap {
                scalars.string($0, "an outcome in `ties`")
            }
        }
        return nearest
    }

    private func decodeProfile(_ node: YAMLNode) -> SourceProfile? {
        guard let fields = FieldReader(node, subject: "a profile", mapping: .profile, diagnostics: diagnostics)
        else { return nil }
        var profile = SourceProfile(range: node.range)
        if let value = fields.required("outcome", hint: "name the outcome this profile gives") {
            profile.outcome = scalars.string(value, "`outcome`")
        }
        if let value = fields.required(
            "at", hint: "give the profile's target for each compared score, `at: {econ: 50}`")
        {
            profile.atRange = value.range
            for entry in scalars.map(value, "`at`") ?? [] {
                guard let name = entry.key.scalarText,
                    let target = scalars.decimal(
                        entry.value, "the target of `\(name)`", maxDigits: Self.maxDigits, bound: 1_000_000)
                else { continue }
                profile.at.append((Located(name, entry.key.range), target))
            }
        }
        return profile
    }

    /// A plain `null` (also `~` or nothing): "none".
    static func isNull(_ node: YAMLNode) -> Bool {
        if case .scalar(let text, .plain) = node.content { return text == "null" || text == "~" || text.isEmpty }
        return false
    }
}
