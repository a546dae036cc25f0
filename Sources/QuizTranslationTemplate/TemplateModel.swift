@_spi(Tools) package import QuizCompiler

/// What a translation file of a quiz holds, in source order: the shape `quizc
/// translations` fills in (docs/translating.md).
package struct TemplateEntry: Sendable {
    /// The key as YAML reads it (a scale value in decimal).
    package var key: String
    /// The key as written: a scale value is a plain integer, anything else goes through
    /// `YAMLScalarWriter`.
    package var writtenKey: String
    package var value: TemplateValue

    package init(_ key: String, _ value: TemplateValue) {
        self.key = key
        self.writtenKey = YAMLScalarWriter.scalar(key)
        self.value = value
    }

    package init(integer: Int, _ value: TemplateValue) {
        self.key = String(integer)
        self.writtenKey = String(integer)
        self.value = value
    }
}

package indirect enum TemplateValue: Sendable {
    /// A text to translate, with its source text.
    case text(String)
    /// A fixed scalar (`translation:`, `locale:`).
    case fixed(String)
    /// A field that may stand here but is never added (`direction:`); it only orders.
    case optional
    /// A mapping of further entries.
    case mapping([TemplateEntry])
    /// A list of texts to translate (an outcome's recommendations).
    case list([String])

    /// How many texts to translate this value holds.
    package var textCount: Int {
        switch self {
        case .text: return 1
        case .fixed, .optional: return 0
        case .mapping(let entries): return entries.reduce(0) { $0 + $1.value.textCount }
        case .list(let texts): return texts.count
        }
    }
}

extension TemplateValue {
    /// The entries of a translation of `quiz` into `locale`, in the order a new file
    /// has them.
    package static func translation(of quiz: SourceQuiz, quizID: String, locale: String) -> [TemplateEntry] {
        var entries = [
            TemplateEntry("translation", .fixed(quizID)),
            TemplateEntry("locale", .fixed(locale)),
            TemplateEntry("direction", .optional),
        ]
        if let title = quiz.title { entries.append(TemplateEntry("title", .text(title.value))) }
        if let description = quiz.description { entries.append(TemplateEntry("description", .text(description.value))) }
        let scales: [TemplateEntry] = quiz.scales.compactMap { scale in
            let labels = scale.options.compactMap { option -> TemplateEntry? in
                guard let value = option.value, let label = option.label else { return nil }
                return TemplateEntry(integer: value.value, .text(label.value))
            }
            return labels.isEmpty ? nil : TemplateEntry(scale.name.value, .mapping(labels))
        }
        if !scales.isEmpty { entries.append(TemplateEntry("scales", .mapping(scales))) }
        let questions: [TemplateEntry] = quiz.questions.compactMap { question in
            guard let id = question.id, let text = question.text else { return nil }
            var fields = [TemplateEntry("text", .text(text.value))]
            if let low = question.low { fields.append(TemplateEntry("low", .text(low.value))) }
            if let high = question.high { fields.append(TemplateEntry("high", .text(high.value))) }
            if let options = question.options {
                let labels = options.compactMap { option -> TemplateEntry? in
                    guard let label = option.label else { return nil }
                    if let optionID = option.id { return TemplateEntry(optionID.value, .text(label.value)) }
                    if let value = option.value { return TemplateEntry(integer: value.value, .text(label.value)) }
                    return nil
                }
                if !labels.isEmpty { fields.append(TemplateEntry("options", .mapping(labels))) }
            }
            return TemplateEntry(id.value, .mapping(fields))
        }
        if !questions.isEmpty { entries.append(TemplateEntry("questions", .mapping(questions))) }
        let outcomes: [TemplateEntry] = quiz.outcomes.map { outcome in
            var fields: [TemplateEntry] = []
            if let title = outcome.title { fields.append(TemplateEntry("title", .text(title.value))) }
            if let description = outcome.description {
                fields.append(TemplateEntry("description", .text(description.value)))
            }
            if !outcome.recommendations.isEmpty {
                fields.append(TemplateEntry("recommendations", .list(outcome.recommendations.map(\.value))))
            }
            return TemplateEntry(outcome.code.value, .mapping(fields))
        }
        if !outcomes.isEmpty { entries.append(TemplateEntry("outcomes", .mapping(outcomes))) }
        let results = (quiz.scoring?.results ?? []).compactMap(result)
        if !results.isEmpty { entries.append(TemplateEntry("results", .mapping(results))) }
        return entries
    }

    /// A profile result's texts: its title and description, then each band's.
    private static func result(_ result: SourceResult) -> TemplateEntry? {
        guard let id = result.id else { return nil }
        var fields: [TemplateEntry] = []
        if let title = result.title { fields.append(TemplateEntry("title", .text(title.value))) }
        if let description = result.description {
            fields.append(TemplateEntry("description", .text(description.value)))
        }
        let bands = result.bands.compactMap { band -> TemplateEntry? in
            guard let bandID = band.id else { return nil }
            var bandFields: [TemplateEntry] = []
            if let title = band.title { bandFields.append(TemplateEntry("title", .text(title.value))) }
            if let description = band.description {
                bandFields.append(TemplateEntry("description", .text(description.value)))
            }
            if !band.recommendations.isEmpty {
                bandFields.append(TemplateEntry("recommendations", .list(band.recommendations.map(\.value))))
            }
            return TemplateEntry(bandID.value, .mapping(bandFields))
        }
        if !bands.isEmpty { fields.append(TemplateEntry("bands", .mapping(bands))) }
        return TemplateEntry(id.value, .mapping(fields))
    }
}
