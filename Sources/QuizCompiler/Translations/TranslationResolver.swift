import QuizRuntime
@_spi(Tools) import QuizYAML

/// The resolve stage for a translation: matches its ids with the quiz's
/// (`unknown-reference`, `invalid-value`) and builds the locale's complete texts.
struct TranslationResolver {
    let quiz: ResolvedQuiz
    let quizPath: String
    let diagnostics: DiagnosticCollector

    /// Records one translatable text: what it is, where it goes in the translation file, the
    /// source text, its translation (if any) and where to report it missing.
    private typealias RecordEntry = (String, String, String, TranslatedText?, SourceRange) -> Void
    /// A translated text's value in NFC, or nil when it is not translated.
    private typealias TranslatedValue = (TranslatedText?) -> String?

    func resolve(_ translation: SourceTranslation) -> ResolvedTranslation? {
        guard let locale = translation.locale else { return nil }
        let bundle = quiz.bundle
        if locale.value.lowercased() == bundle.sourceLocale.lowercased() {
            diagnostics.report(
                .invalidValue,
                "`\(locale.value)` is the locale the quiz `\(bundle.quiz)` is written in; a translation names another locale, such as `de` or `ar`",
                at: locale.range)
            return nil
        }
        var entries: [TranslationEntry] = []
        let header = translation.headerRange
        func entry(
            _ what: String, _ place: String, _ text: String, _ translated: TranslatedText?, _ missingAt: SourceRange
        ) {
            entries.append(
                TranslationEntry(
                    what: what, place: place, sourceText: text, translation: translated,
                    missingAt: translated?.text.range ?? missingAt))
        }
        func value(_ translated: TranslatedText?) -> String? {
            guard let translated, translated.isTranslated else { return nil }
            return TextNormalization.nfc(translated.text.value)
        }

        entry("the title", "`title:`", bundle.title, translation.title, header)
        if let description = bundle.description {
            entry("the description", "`description:`", description, translation.description, header)
        } else if let extra = translation.description {
            diagnostics.report(
                .unknownReference, "the quiz `\(bundle.quiz)` has no description to translate; remove `description:`",
                at: extra.range)
        }
        let scaleLabels = resolveScaleLabels(translation)
        recordScaleEntries(translation, scaleLabels: scaleLabels, entry: entry)
        let (questionTexts, labelOrigins) = resolveQuestions(
            translation, scaleLabels: scaleLabels, entry: entry, value: value)
        let (outcomeTexts, titleOrigins) = resolveOutcomes(translation, entry: entry, value: value)
        let resultTexts = resolveResults(translation, entry: entry, value: value)
        let texts = LocaleTexts(
            locale: locale.value, direction: translation.direction?.value ?? .default(forTag: locale.value),
            title: value(translation.title) ?? bundle.title,
            description: bundle.description.map { value(translation.description) ?? $0 },
            questions: questionTexts, outcomes: outcomeTexts, results: resultTexts)
        return ResolvedTranslation(
            source: translation, quizPath: quizPath, texts: texts, entries: entries,
            labelOrigins: labelOrigins, titleOrigins: titleOrigins, hasErrors: diagnostics.hasErrors)
    }

    /// The translated labels of the shared scales, by scale name and value (every declared
    /// scale's, as `quizc translations` counts them), reporting unknown scales and values.
    private func resolveScaleLabels(_ translation: SourceTranslation) -> [ExactString: [Int: TranslatedText]] {
        let source = quiz.source
        var scaleLabels: [ExactString: [Int: TranslatedText]] = [:]
        for scaleTranslation in translation.scales {
            guard let scale = source.scales.first(where: { $0.name.value.isExactly(scaleTranslation.name.value) })
            else {
                report(unknown: scaleTranslation.name, "scale", among: source.scales.map(\.name.value), in: "the quiz")
                continue
            }
            var labels: [Int: TranslatedText] = [:]
            for label in scaleTranslation.labels {
                guard case .value(let number) = IntegerSyntax.parse(label.key.value),
                    scale.options.contains(where: { $0.value?.value == number })
                else {
                    let values = scale.options.compactMap { $0.value.map { String($0.value) } }.joined(separator: ", ")
                    diagnostics.report(
                        .unknownReference,
                        "scale `\(scale.name.value)` has no value `\(label.key.value)`; its values are \(values)",
                        at: label.key.range)
                    continue
                }
                labels[number] = label.text
            }
            scaleLabels[ExactString(scale.name.value)] = labels
        }
        return scaleLabels
    }

    /// Records an entry for each labelled value of each shared scale.
    private func recordScaleEntries(
        _ translation: SourceTranslation, scaleLabels: [ExactString: [Int: TranslatedText]], entry: RecordEntry
    ) {
        for scale in quiz.source.scales {
            let translated = translation.scales.first { $0.name.value.isExactly(scale.name.value) }
            for option in scale.options {
                guard let number = option.value?.value, let label = option.label?.value else { continue }
                entry(
                    "label \(number) of scale `\(scale.name.value)`", "`scales: \(scale.name.value): \(number):`",
                    TextNormalization.nfc(label), scaleLabels[ExactString(scale.name.value)]?[number],
                    translated?.name.range ?? translation.scalesKeyRange ?? translation.headerRange)
            }
        }
    }

    /// The question translations by question id, reporting unknown questions, `low:`/`high:`
    /// the quiz's question lacks, options of a question labelled by a scale, and unknown options.
    private func matchQuestions(_ translation: SourceTranslation) -> [ExactString: QuestionTranslation] {
        let bundle = quiz.bundle
        var questionTranslations: [ExactString: QuestionTranslation] = [:]
        let questionIDs = bundle.questions.map(\.id)
        for questionTranslation in translation.questions {
            guard let index = questionIDs.firstIndex(where: { $0.isExactly(questionTranslation.id.value) }) else {
                report(unknown: questionTranslation.id, "question", among: questionIDs, in: "the quiz")
                continue
            }
            let question = bundle.questions[index], origin = quiz.questionSources[index]
            for (field, given, has) in [
                ("low", questionTranslation.low, origin.low != nil),
                ("high", questionTranslation.high, origin.high != nil),
            ]
            where !has && given != nil {
                diagnostics.report(
                    .unknownReference, "question `\(question.id)` has no `\(field):` in the quiz; remove it",
                    at: given?.range ?? questionTranslation.id.range)
            }
            if let options = questionTranslation.options {
                if let scale = origin.scale {
                    diagnostics.report(
                        .unknownReference,
                        "question `\(question.id)` takes its labels from scale `\(scale.value)`; translate them under `scales: \(scale.value):`",
                        at: questionTranslation.optionsKeyRange ?? questionTranslation.id.range)
                } else {
                    let keys = question.options.map(\.localeKey)
                    for option in options where !keys.contains(where: { $0.isExactly(option.key.value) }) {
                        report(unknown: option.key, "option", among: keys, in: "question `\(question.id)`")
                    }
                }
            }
            questionTranslations[ExactString(question.id)] = questionTranslation
        }
        return questionTranslations
    }

    /// The questions' texts in the locale (missing ones from the source) and, for each
    /// question, the translation each option label came from, recording an entry for each
    /// question's text, `low`/`high` labels and own option labels.
    private func resolveQuestions(
        _ translation: SourceTranslation, scaleLabels: [ExactString: [Int: TranslatedText]],
        entry: RecordEntry, value: TranslatedValue
    ) -> ([QuestionTexts], [[TranslatedText?]]) {
        let questionTranslations = matchQuestions(translation)
        var questionTexts: [QuestionTexts] = []
        var labelOrigins: [[TranslatedText?]] = []
        for (index, question) in quiz.bundle.questions.enumerated() {
            let origin = quiz.questionSources[index]
            let translated = questionTranslations[ExactString(question.id)]
            let questionPlace = translated?.id.range ?? translation.questionsKeyRange ?? translation.headerRange
            entry(
                "the text of question `\(question.id)`", "`questions: \(question.id): text:`", question.text,
                translated?.text, questionPlace)
            let last = question.options.count - 1
            if let low = origin.low, last >= 0 {
                entry(
                    "the `low` label of question `\(question.id)`", "`questions: \(question.id): low:`",
                    TextNormalization.nfc(low.value), translated?.low, questionPlace)
            }
            if let high = origin.high, last >= 0 {
                entry(
                    "the `high` label of question `\(question.id)`", "`questions: \(question.id): high:`",
                    TextNormalization.nfc(high.value), translated?.high, questionPlace)
            }
            var labels: [String] = []
            var origins: [TranslatedText?] = []
            for (position, option) in question.options.enumerated() {
                var chosen: TranslatedText?
                if position == last, origin.high != nil {
                    chosen = translated?.high
                } else if position == 0, origin.low != nil {
                    chosen = translated?.low
                } else if let scale = origin.scale {
                    chosen = option.value.flatMap { scaleLabels[ExactString(scale.value)]?[$0] }
                } else {
                    let key = option.localeKey
                    chosen = translated?.options?.first { $0.key.value.isExactly(key) }?.text
                    entry(
                        "the label of option `\(key)` of question `\(question.id)`",
                        "`questions: \(question.id): options: \(key):`",
                        option.label, chosen, translated?.optionsKeyRange ?? questionPlace)
                }
                let text = value(chosen)
                labels.append(text ?? option.label)
                origins.append(text == nil ? nil : chosen)
            }
            questionTexts.append(QuestionTexts(text: value(translated?.text) ?? question.text, labels: labels))
            labelOrigins.append(origins)
        }
        return (questionTexts, labelOrigins)
    }

    /// The outcomes' texts in the locale (missing ones from the source) and the translation
    /// each outcome's title came from, reporting unknown outcomes and a wrong number of
    /// recommendations, and recording an entry for each outcome's texts.
    private func resolveOutcomes(
        _ translation: SourceTranslation, entry: RecordEntry, value: TranslatedValue
    ) -> ([OutcomeTexts], [TranslatedText?]) {
        let bundle = quiz.bundle
        var outcomeTranslations: [ExactString: OutcomeTranslation] = [:]
        let codes = bundle.outcomes.map(\.code)
        for outcomeTranslation in translation.outcomes {
            guard codes.contains(where: { $0.isExactly(outcomeTranslation.code.value) }) else {
                report(unknown: outcomeTranslation.code, "outcome", among: codes, in: "the quiz")
                continue
            }
            outcomeTranslations[ExactString(outcomeTranslation.code.value)] = outcomeTranslation
        }
        var outcomeTexts: [OutcomeTexts] = []
        var titleOrigins: [TranslatedText?] = []
        for outcome in bundle.outcomes {
            let translated = outcomeTranslations[ExactString(outcome.code)]
            let place = translated?.code.range ?? translation.outcomesKeyRange ?? translation.headerRange
            entry(
                "the title of outcome `\(outcome.code)`", "`outcomes: \(outcome.code): title:`", outcome.title,
                translated?.title, place)
            entry(
                "the description of outcome `\(outcome.code)`", "`outcomes: \(outcome.code): description:`",
                outcome.description, translated?.description, place)
            var recommendations = translated?.recommendations
            if let given = recommendations, given.count != outcome.recommendations.count {
                let count = outcome.recommendations.count
                diagnostics.report(
                    .invalidValue,
                    "outcome `\(outcome.code)` has \(count) recommendation\(count == 1 ? "" : "s") in the quiz and \(given.count) here; translate each one, in the same order",
                    at: translated?.recommendationsRange ?? place)
                recommendations = nil
            }
            for (position, text) in outcome.recommendations.enumerated() {
                entry(
                    "recommendation \(position + 1) of outcome `\(outcome.code)`",
                    "`outcomes: \(outcome.code): recommendations:`",
                    text, recommendations?[position], translated?.recommendationsRange ?? place)
            }
            let title = value(translated?.title)
            titleOrigins.append(title == nil ? nil : translated?.title)
            outcomeTexts.append(
                OutcomeTexts(
                    title: title ?? outcome.title, description: value(translated?.description) ?? outcome.description,
                    recommendations: outcome.recommendations.enumerated().map { position, text in
                        value(recommendations?[position]) ?? text
                    }))
        }
        return (outcomeTexts, titleOrigins)
    }

    /// The profile results' texts in the locale (missing ones from the source), recording an
    /// entry for each translatable text: a result's title and description, each band's
    /// title, description and recommendations (docs/translating.md, "Results").
    private func resolveResults(
        _ translation: SourceTranslation,
        entry: RecordEntry,
        value: TranslatedValue
    ) -> [ResultTexts] {
        let results = quiz.bundle.scoring.profileResults
        let header = translation.headerRange
        var byID: [ExactString: ResultTranslation] = [:]
        for resultTranslation in translation.results {
            guard let result = results.first(where: { $0.id.isExactly(resultTranslation.id.value) }) else {
                report(unknown: resultTranslation.id, "result", among: results.map(\.id), in: "the quiz")
                continue
            }
            for band in resultTranslation.bands where !result.bands.contains(where: { $0.id.isExactly(band.id.value) })
            {
                report(unknown: band.id, "band", among: result.bands.map(\.id), in: "result `\(result.id)`")
            }
            byID[ExactString(result.id)] = resultTranslation
        }
        return results.map { result in
            let translated = byID[ExactString(result.id)]
            let place = translated?.id.range ?? translation.resultsKeyRange ?? header
            entry(
                "the title of result `\(result.id)`", "`results: \(result.id): title:`", result.title,
                translated?.title, place)
            if let description = result.description {
                entry(
                    "the description of result `\(result.id)`", "`results: \(result.id): description:`", description,
                    translated?.description, place)
            } else if let extra = translated?.description {
                diagnostics.report(
                    .unknownReference,
                    "result `\(result.id)` has no description in the quiz to translate; remove `description:`",
                    at: extra.range)
            }
            let bands = result.bands.map { band -> BandTexts in
                let bandTranslation = translated?.bands.first { $0.id.value.isExactly(band.id) }
                let bandPlace = bandTranslation?.id.range ?? translated?.bandsKeyRange ?? place
                let name = "band `\(band.id)` of result `\(result.id)`"
                let path = "`results: \(result.id): bands: \(band.id):"
                entry("the title of \(name)", path + " title:`", band.title, bandTranslation?.title, bandPlace)
                if let description = band.description {
                    entry(
                        "the description of \(name)", path + " description:`", description,
                        bandTranslation?.description, bandPlace)
                } else if let extra = bandTranslation?.description {
                    diagnostics.report(
                        .unknownReference, "\(name) has no description in the quiz to translate; remove `description:`",
                        at: extra.range)
                }
                var recommendations = bandTranslation?.recommendations
                if let given = recommendations, given.count != band.recommendations.count {
                    let count = band.recommendations.count
                    diagnostics.report(
                        .invalidValue,
                        "\(name) has \(count) recommendation\(count == 1 ? "" : "s") in the quiz and \(given.count) here; translate each one, in the same order",
                        at: bandTranslation?.recommendationsRange ?? bandPlace)
                    recommendations = nil
                }
                for (position, text) in band.recommendations.enumerated() {
                    entry(
                        "recommendation \(position + 1) of \(name)", path + " recommendations:`", text,
                        recommendations?[position], bandTranslation?.recommendationsRange ?? bandPlace)
                }
                return BandTexts(
                    title: value(bandTranslation?.title) ?? band.title,
                    description: band.description.map { value(bandTranslation?.description) ?? $0 },
                    recommendations: band.recommendations.enumerated().map { position, text in
                        value(recommendations?[position]) ?? text
                    })
            }
            return ResultTexts(
                title: value(translated?.title) ?? result.title,
                description: result.description.map { value(translated?.description) ?? $0 }, bands: bands)
        }
    }

    private func report(unknown name: Located<String>, _ kind: String, among names: [String], in owner: String) {
        var fixes: [Diagnostic.Fix] = []
        var message = "\(owner) has no \(kind) `\(name.value)`"
        if let suggestion = Suggestion.closest(to: name.value, among: names)
            ?? names.first(where: {
                TextNormalization.nfc($0).isExactly(TextNormalization.nfc(name.value))
            })
        {
            message += "; did you mean `\(suggestion)`?"
            fixes = [.replacing(name.value, at: name.range, with: suggestion, in: diagnostics.file)]
        } else {
            message += "; translations use the quiz's own ids, which never change with the locale"
        }
        diagnostics.report(.unknownReference, message, at: name.range, fixes: fixes)
    }
}
