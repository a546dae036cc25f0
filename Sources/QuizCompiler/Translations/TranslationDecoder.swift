import QuizRuntime
@_spi(Tools) public import QuizYAML

/// The decode stage for translation files: YAML nodes → `SourceTranslation`, with the same
/// strict typing and shape checks as quizzes. Whether the ids exist in the quiz is the
/// translation resolver's job.
@_spi(Tools) public struct TranslationDecoder {
    let diagnostics: DiagnosticCollector
    let scalars: ScalarDecoding

    /// A decoder reporting what it finds wrong into `diagnostics`.
    @_spi(Tools) public init(diagnostics: DiagnosticCollector) {
        self.diagnostics = diagnostics
        self.scalars = ScalarDecoding(diagnostics: diagnostics)
    }

    /// Whether a document is a translation rather than a quiz: a mapping with a
    /// `translation:` field and no `quiz:` field.
    @_spi(Tools) public static func isTranslation(_ root: YAMLNode?) -> Bool {
        guard let root, case .mapping(let entries) = root.content else { return false }
        let names = entries.compactMap(\.key.scalarText)
        return names.contains { $0.isExactly("translation") } && !names.contains { $0.isExactly("quiz") }
    }

    /// Decodes a translation document (one `isTranslation` accepted).
    @_spi(Tools) public func decode(_ root: YAMLNode) -> SourceTranslation? {
        guard
            let fields = FieldReader(
                root, subject: "a translation file", mapping: .translation, diagnostics: diagnostics)
        else {
            return nil
        }
        var translation = SourceTranslation(range: root.range)
        if let node = fields.required("translation", hint: "name the quiz it translates, such as `translation: mbti`") {
            translation.quiz = scalars.string(node, "`translation`")
        }
        if let node = fields.required("locale", hint: "add the locale it translates into, such as `locale: de`") {
            translation.localeKeyRange = fields.keyNode("locale")?.range
            translation.locale = scalars.string(node, "`locale`")
            if let locale = translation.locale, !IdentifierRules.isLanguageTag(locale.value) {
                diagnostics.report(
                    .invalidValue,
                    "`locale` `\(locale.value)` is not a BCP 47 language tag; write one such as de, de-AT, pt-BR or zh-Hant",
                    at: locale.range)
                translation.locale = nil
            }
        }
        if let node = fields.value("direction") {
            translation.direction = scalars.word(node, "`direction`", as: TextDirection.self, from: .directions)
        }
        if let node = fields.value("title") { translation.title = text(node, "`title`") }
        if let node = fields.value("description") { translation.description = text(node, "`description`") }
        if let node = fields.value("scales") {
            translation.scalesKeyRange = fields.keyNode("scales")?.range
            translation.scales = (scalars.map(node, "`scales`") ?? []).compactMap { entry in
                guard let name = entry.key.scalarText else { return nil }
                var scale = ScaleTranslation(name: Located(name, entry.key.range))
                scale.labels = keyedTexts(entry.value, "the labels of scale `\(name)`")
                return scale
            }
        }
        if let node = fields.value("questions") {
            translation.questionsKeyRange = fields.keyNode("questions")?.range
            translation.questions = (scalars.map(node, "`questions`") ?? []).compactMap(question)
        }
        if let node = fields.value("outcomes") {
            translation.outcomesKeyRange = fields.keyNode("outcomes")?.range
            translation.outcomes = (scalars.map(node, "`outcomes`") ?? []).compactMap(outcome)
        }
        if let node = fields.value("results") {
            translation.resultsKeyRange = fields.keyNode("results")?.range
            translation.results = (scalars.map(node, "`results`") ?? []).compactMap(result)
        }
        if let node = fields.value("suppress") {
            translation.suppressions = SuppressionDecoder(diagnostics: diagnostics).decode(node, root: root)
        }
        return translation
    }

    private func question(_ entry: YAMLMappingEntry) -> QuestionTranslation? {
        guard let id = entry.key.scalarText,
            let fields = FieldReader(
                entry.value, subject: "the translation of question `\(id)`",
                mapping: .translatedQuestion, diagnostics: diagnostics)
        else { return nil }
        var question = QuestionTranslation(id: Located(id, entry.key.range), range: entry.value.range)
        if let node = fields.value("text") { question.text = text(node, "`text`") }
        if let node = fields.value("low") { question.low = text(node, "`low`") }
        if let node = fields.value("high") { question.high = text(node, "`high`") }
        if let node = fields.value("options") {
            question.optionsKeyRange = fields.keyNode("options")?.range
            question.options = keyedTexts(node, "the options of question `\(id)`")
        }
        return question
    }

    private func outcome(_ entry: YAMLMappingEntry) -> OutcomeTranslation? {
        guard let code = entry.key.scalarText,
            let fields = FieldReader(
                entry.value, subject: "the translation of outcome `\(code)`",
                mapping: .translatedOutcome, diagnostics: diagnostics)
        else { return nil }
        var outcome = OutcomeTranslation(code: Located(code, entry.key.range), range: entry.value.range)
        if let node = fields.value("title") { outcome.title = text(node, "`title`") }
        if let node = fields.value("description") { outcome.description = text(node, "`description`") }
        if let node = fields.value("recommendations") {
            outcome.recommendationsRange = node.range
            outcome.recommendations = scalars.list(node, "`recommendations`")?.compactMap {
                text($0, "a recommendation")
            }
        }
        return outcome
    }

    private func result(_ entry: YAMLMappingEntry) -> ResultTranslation? {
        guard let id = entry.key.scalarText,
            let fields = FieldReader(
                entry.value, subject: "the translation of result `\(id)`", mapping: .translatedResult,
                diagnostics: diagnostics)
        else { return nil }
        var result = ResultTranslation(id: Located(id, entry.key.range), range: entry.value.range)
        if let node = fields.value("title") { result.title = text(node, "`title`") }
        if let node = fields.value("description") { result.description = text(node, "`description`") }
        if let node = fields.value("bands") {
            result.bandsKeyRange = fields.keyNode("bands")?.range
            result.bands = (scalars.map(node, "the bands of result `\(id)`") ?? []).compactMap { band($0, of: id) }
        }
        return result
    }

    private func band(_ entry: YAMLMappingEntry, of result: String) -> BandTranslation? {
        guard let id = entry.key.scalarText,
            let fields = FieldReader(
                entry.value, subject: "the translation of band `\(id)` of result `\(result)`",
                mapping: .translatedBand, diagnostics: diagnostics)
        else { return nil }
        var band = BandTranslation(id: Located(id, entry.key.range), range: entry.value.range)
        if let node = fields.value("title") { band.title = text(node, "`title`") }
        if let node = fields.value("description") { band.description = text(node, "`description`") }
        if let node = fields.value("recommendations") {
            band.recommendationsRange = node.range
            band.recommendations = scalars.list(node, "`recommendations`")?.compactMap {
                text($0, "a recommendation")
            }
        }
        return band
    }

    /// A mapping of key → text (scale labels by value, option labels by id).
    private func keyedTexts(_ node: YAMLNode, _ what: String) -> [KeyedTranslation] {
        (scalars.map(node, what) ?? []).compactMap { entry in
            guard let key = entry.key.scalarText, let value = text(entry.value, "the label `\(key)`") else {
                return nil
            }
            return KeyedTranslation(key: Located(key, entry.key.range), text: value)
        }
    }

    /// A translated text: a scalar, or `{text, source}`. Empty text is allowed (untranslated).
    func text(_ node: YAMLNode, _ what: String) -> TranslatedText? {
        switch node.content {
        case .alias:
            return nil
        case .scalar(let value, let style):
            if style == .plain && value.isEmpty {
                diagnostics.report(
                    .typeMismatch,
                    "\(what) must be text, found nothing; write the translation after the colon, or `\"\"` while it is not translated yet",
                    at: node.range)
                return nil
            }
            return TranslatedText(text: Located(value, node.range), source: nil, range: node.range)
        case .mapping:
            guard let fields = FieldReader(node, subject: what, mapping: .sourcedText, diagnostics: diagnostics)
            else { return nil }
            guard
                let textNode = fields.required(
                    "text", hint: "write the translation as `text:` (`\"\"` while it is not translated yet)"),
                case .scalar(let value, _) = textNode.content
            else {
                if let textNode = fields.value("text") {
                    diagnostics.report(
                        .typeMismatch, "the `text` of \(what) must be text, found \(textNode.kindDescription)",
                        at: textNode.range)
                }
                return nil
            }
            let source = fields.value("source").flatMap { scalars.string($0, "the `source` of \(what)") }
            return TranslatedText(text: Located(value, textNode.range), source: source, range: node.range)
        case .sequence:
            diagnostics.report(.typeMismatch, "\(what) must be text or `{text, source}`, found a list", at: node.range)
            return nil
        }
    }
}
