/// The mappings of a translation file (docs/translating.md).
extension Vocabulary {
    private static func key(
        _ name: String, _ requirement: Requirement, _ shape: ValueShape, _ doc: String
    ) -> LanguageKey {
        LanguageKey(name: name, requirement: requirement, shape: shape, doc: doc)
    }

    /// A translated text: the text, or `{text, source}`.
    private static let translated = ValueShape.either(.text, .mapping(.sourcedText))

    static let translationMappings = [
        LanguageMapping(
            id: .translation, title: "a translation file",
            place: "the top level of a `*.<locale>.yaml` translation file",
            keys: [
                key(
                    "translation", .required, .name,
                    "Id of the quiz this file translates (the `quiz:` of its source file)."),
                key(
                    "locale", .required, .name, "BCP 47 language tag of the translated texts, such as de, de-AT, pt-BR."
                ),
                key(
                    "direction", .optional, .kind(.directions),
                    "Writing direction of the texts. Leave it out to take the tag's own."),
                key("title", .optional, translated, "The quiz title in this locale."),
                key("description", .optional, translated, "The quiz description in this locale."),
                key(
                    "scales", .optional, .map(.map(translated)),
                    "Labels of the shared scales, by scale name, then by option value."),
                key(
                    "questions", .optional, .map(.mapping(.translatedQuestion)),
                    "Question texts by question id (never by wire key)."),
                key("outcomes", .optional, .map(.mapping(.translatedOutcome)), "Outcome texts by outcome code."),
                key(
                    "results", .optional, .map(.mapping(.translatedResult)),
                    "Texts of a `profile` quiz's results by result id."),
                key(
                    "suppress", .optional, .list(.mapping(.suppression)),
                    "Warnings accepted on purpose, each with a reason."),
            ]),
        LanguageMapping(
            id: .translatedQuestion, title: "the translation of a question",
            place: "`questions:` entries of a translation",
            keys: [
                key("text", .optional, translated, "The question as shown."),
                key("low", .optional, translated, "Scale questions: the label of the lowest point."),
                key("high", .optional, translated, "Scale questions: the label of the highest point."),
                key(
                    "options", .optional, .map(translated),
                    "Option labels by option id, or by integer value for a scale question's own options."),
            ]),
        LanguageMapping(
            id: .translatedOutcome, title: "the translation of an outcome",
            place: "`outcomes:` entries of a translation",
            keys: [
                key("title", .optional, translated, "Outcome title."),
                key("description", .optional, translated, "Outcome description."),
                key("recommendations", .optional, .list(translated), "The recommendations, in the quiz's order."),
            ]),
        LanguageMapping(
            id: .translatedResult, title: "the translation of a result", place: "`results:` entries of a translation",
            keys: [
                key("title", .optional, translated, "Result title."),
                key("description", .optional, translated, "Result description."),
                key("bands", .optional, .map(.mapping(.translatedBand)), "Band texts by band id."),
            ]),
        LanguageMapping(
            id: .translatedBand, title: "the translation of a band", place: "`bands:` entries of a translated result",
            keys: [
                key("title", .optional, translated, "Band title."),
                key("description", .optional, translated, "Band description."),
                key("recommendations", .optional, .list(translated), "The recommendations, in the quiz's order."),
            ]),
        LanguageMapping(
            id: .sourcedText, title: "a translated text with its source",
            place: "any translated text written as a mapping",
            keys: [
                key("text", .required, .text, "The translated text; \"\" while it is not translated yet."),
                key("source", .optional, .text, "The source text this translation was made from."),
            ]),
    ]
}
