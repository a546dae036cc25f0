import QuizRuntime

/// Translations: a locale added or its texts changed is compatible (what is shown changes,
/// never what is sent); a locale removed is a notice, since clients that asked for it now
/// get another. The source locale's own texts are compared with the questions and outcomes.
enum LocaleDiff {
    static func compare(_ old: QuizBundle, _ new: QuizBundle, into log: inout ChangeLog) {
        let oldTranslations = old.translations.filter { !$0.locale.isExactly(new.sourceLocale) }
        let newTranslations = new.translations.filter { !$0.locale.isExactly(old.sourceLocale) }
        for texts in oldTranslations where !newTranslations.contains(where: { $0.locale.isExactly(texts.locale) }) {
            log.notice(
                ChangePath.of("locales", texts.locale),
                "locale \(quoted(texts.locale)) removed; clients that ask for it now get the closest remaining locale, or the source locale \(quoted(new.sourceLocale))"
            )
        }
        for texts in newTranslations {
            guard let before = oldTranslations.first(where: { $0.locale.isExactly(texts.locale) }) else {
                log.compatible(ChangePath.of("locales", texts.locale), "locale \(quoted(texts.locale)) added")
                continue
            }
            if before.direction != texts.direction {
                log.compatible(
                    ChangePath.of("locales", texts.locale, "direction"),
                    "locale \(quoted(texts.locale)): direction changed from \(before.direction.rawValue) to \(texts.direction.rawValue)"
                )
            }
            let was = flatTexts(before, of: old), now = flatTexts(texts, of: new)
            let changed = now.filter { key, text in was[key].map { !$0.isExactly(text) } ?? false }.count
            if changed > 0 {
                log.compatible(
                    ChangePath.of("locales", texts.locale),
                    "locale \(quoted(texts.locale)): \(changed) text\(changed == 1 ? "" : "s") changed")
            }
        }
    }

    /// A locale's texts by a stable name (`questions/q1/options/x`), so releases whose
    /// questions moved compare text by text.
    static func flatTexts(_ texts: LocaleTexts, of bundle: QuizBundle) -> [ExactString: String] {
        var flat: [ExactString: String] = [ExactString("title"): texts.title]
        if let description = texts.description { flat[ExactString("description")] = description }
        for (question, translated) in zip(bundle.questions, texts.questions) {
            flat[ExactString("questions/\(question.id)/text")] = translated.text
            for (option, label) in zip(question.options, translated.labels) {
                flat[ExactString("questions/\(question.id)/options/\(option.localeKey)")] = label
            }
        }
        for (outcome, translated) in zip(bundle.outcomes, texts.outcomes) {
            flat[ExactString("outcomes/\(outcome.code)/title")] = translated.title
            flat[ExactString("outcomes/\(outcome.code)/description")] = translated.description
            for (index, text) in translated.recommendations.enumerated() {
                flat[ExactString("outcomes/\(outcome.code)/recommendations/\(index)")] = text
            }
        }
        for (result, translated) in zip(bundle.scoring.profileResults, texts.results) {
            flat[ExactString("results/\(result.id)/title")] = translated.title
            if let description = translated.description {
                flat[ExactString("results/\(result.id)/description")] = description
            }
            for (band, bandTexts) in zip(result.bands, translated.bands) {
                let prefix = "results/\(result.id)/bands/\(band.id)"
                flat[ExactString(prefix + "/title")] = bandTexts.title
                if let description = bandTexts.description { flat[ExactString(prefix + "/description")] = description }
                for (index, text) in bandTexts.recommendations.enumerated() {
                    flat[ExactString(prefix + "/recommendations/\(index)")] = text
                }
            }
        }
        return flat
    }
}
