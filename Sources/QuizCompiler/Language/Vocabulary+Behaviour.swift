/// The mappings of a quiz file that say how it is shown, branched, tested and linted.
extension Vocabulary {
    private static func key(
        _ name: String, _ requirement: Requirement, _ shape: ValueShape, _ doc: String
    ) -> LanguageKey {
        LanguageKey(name: name, requirement: requirement, shape: shape, doc: doc)
    }

    /// A condition's keys: its forms, then one key per operator.
    private static var conditionKeys: [LanguageKey] {
        let shapes: [String: ValueShape] = [
            "all": .list(.mapping(.condition)), "any": .list(.mapping(.condition)), "not": .mapping(.condition),
            "question": .name,
        ]
        let forms = conditionForms.map {
            LanguageKey(
                name: $0.name, requirement: .sometimes("exactly one form"), shape: shapes[$0.name] ?? .name, doc: $0.doc
            )
        }
        let operators = conditionOperators.map {
            LanguageKey(
                name: $0.name, requirement: .sometimes("exactly one, with `question:`"),
                shape: $0.name == "answered" ? .boolean : .either(.answer, .list(.answer)), doc: $0.doc)
        }
        return forms + operators
    }

    static let behaviourMappings = [
        LanguageMapping(
            id: .condition, title: "a condition",
            place: "`when:` of a question, and the items of `all:`, `any:`, `not:`",
            keys: conditionKeys),
        LanguageMapping(
            id: .presentation, title: "`presentation`", place: "`presentation:`",
            keys: [
                key("page_size", .optional, .integer, "Questions per page. Default: all on one page."),
                key(
                    "shuffle_questions", .optional, .boolean,
                    "Shuffle question order (pinned questions keep their place)."),
                key(
                    "shuffle_options", .optional, .boolean,
                    "Shuffle options of single/multiple questions (a question's `shuffle` overrides)."),
                key(
                    "time_limit", .optional, .integer,
                    "Seconds per question. In a timed quiz questions default to `required: false`."),
                key(
                    "draw", .optional, .either(.integer, .list(.mapping(.draw))),
                    "Present a subset: an integer N draws N of all questions; a list of {pool, count} draws per pool."),
            ]),
        LanguageMapping(
            id: .draw, title: "a draw", place: "`presentation.draw:` entries",
            keys: [
                key("pool", .required, .name, "Pool name, as given by questions' `pool`."),
                key("count", .required, .integer, "How many of the pool's questions to present."),
            ]),
        LanguageMapping(
            id: .example, title: "an example", place: "`examples:` entries",
            keys: [
                key("name", .optional, .name, "Optional label for this example."),
                key(
                    "answers", .required, .map(.answer),
                    "Question id → answer. Unanswered questions that are not required add nothing."),
                key(
                    "expect", .sometimes("except in a `profile` quiz without `nearest`"), .name,
                    "Expected outcome code."),
                key(
                    "expect_secondary", .optional, .name,
                    "Expected runner-up (highest model with `secondary: true`); plain `null` asserts that there is none."
                ),
                key(
                    "expect_scores", .optional, .map(.number),
                    "Expected total per trait (trait id → number); traits not listed are not checked."),
                key(
                    "expect_results", .optional, .map(.name),
                    "Result id → the expected band id, or `null` for no band (a score without a value)."),
                key(
                    "expect_values", .optional, .map(.number),
                    "Derived score id → the expected written value (compared as a decimal), or `null` for no value."),
            ]),
        LanguageMapping(
            id: .suppression, title: "a `suppress` entry", place: "`suppress:` entries of a quiz or translation file",
            keys: [
                key("code", .required, .name, "The diagnostic code, as shown in brackets after the warning."),
                key("reason", .required, .text, "Why the warning is accepted."),
                key(
                    "at", .optional, .name,
                    "The id of the item (question, option, outcome, band, result) the accepted warnings are about."),
            ]),
    ]
}
