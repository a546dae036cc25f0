/// The mappings of a quiz file outside `scoring:` (docs/authoring.md, section 2).
extension Vocabulary {
    private static func key(
        _ name: String, _ requirement: Requirement, _ shape: ValueShape, _ doc: String
    ) -> LanguageKey {
        LanguageKey(name: name, requirement: requirement, shape: shape, doc: doc)
    }

    /// The keys every option has after its `id` (or a scale option's `value`).
    private static let optionChoiceKeys = [
        key("label", .required, .text, "Display label."),
        key(
            "weights", .optional, .map(.number),
            "Trait id → number added when this option is chosen. `{}` marks the option neutral on purpose."),
        key("pin", .optional, .boolean, "Keep this option's position when the others shuffle."),
    ]

    static let quizMappings = [
        LanguageMapping(
            id: .quiz, title: "a quiz file", place: "the top level of a `*.quiz.yaml` file",
            keys: [
                key(
                    "quiz", .required, .name,
                    "Quiz id, unique across one build: lowercase letters, digits and `-`, starting with a letter. Names the bundle file."
                ),
                key(
                    "version", .required, .name,
                    "Semantic version of the content, MAJOR.MINOR.PATCH (bump MAJOR for breaking changes: removed/renamed keys, options, traits or outcomes)."
                ),
                key("title", .required, .text, "Display title of the quiz."),
                key("description", .optional, .text, "Display description of the quiz."),
                key("locale", .optional, .name, "BCP 47 language tag of the texts (default `en`)."),
                key(
                    "answer_key", .optional, .kind(.answerKeyModes),
                    "What a question's wire key is when it has no `key`: `id` (default) or `text` (legacy: the question text is the key)."
                ),
                key(
                    "traits", .required, .list(.name),
                    "Declared trait ids; the only names weights, scoring and examples may use."),
                key(
                    "scoring", .required, .mapping(.scoring),
                    "How totals become an outcome: `axes`, `highest`, `bands` or `profile`."),
                key(
                    "scales", .optional, .map(.mapping(.scale)),
                    "Named ordered answer scales (name → {options}) that `scale` questions refer to."),
                key("questions", .required, .list(.mapping(.question)), "The questions, in source order."),
                key(
                    "outcomes", .sometimes("except in a `profile` quiz without `nearest`"), .map(.mapping(.outcome)),
                    "Outcome code → {title, description, recommendations?}. Every reachable code needs an entry. Empty or absent for a `profile` quiz without `nearest`."
                ),
                key(
                    "presentation", .optional, .mapping(.presentation),
                    "Paging, timing and randomization. Never affects scoring."),
                key(
                    "examples", .optional, .list(.mapping(.example)),
                    "Conformance vectors: answers and the expected outcome, checked by the compiler and emitted in the bundle."
                ),
                key(
                    "suppress", .optional, .list(.mapping(.suppression)),
                    "Warnings accepted on purpose, each with a reason (\"Accepting a warning\")."),
            ]),
        LanguageMapping(
            id: .question, title: "a question", place: "`questions:` entries",
            keys: [
                key("id", .required, .name, "Question id, unique in the quiz; examples refer to questions by it."),
                key(
                    "text", .required, .text,
                    "The question as shown to the user (and its wire key when `answer_key: text`)."),
                key(
                    "type", .optional, .kind(.questionTypes),
                    "The question type. Default: `scale` when `scale` is given, else `single`."),
                key(
                    "key", .optional, .name,
                    "Wire key clients submit the answer under. Default: the `text` when `answer_key: text`, else the `id`."
                ),
                key(
                    "required", .optional, .boolean,
                    "Whether an answer is required. Default true; false in a timed quiz (`presentation.time_limit`)."),
                key(
                    "shuffle", .optional, .boolean,
                    "Shuffle this question's options; overrides `presentation.shuffle_options`."),
                key("pin", .optional, .boolean, "Keep this question's position when questions shuffle."),
                key("pool", .optional, .name, "Draw pool this question belongs to (see `presentation.draw`)."),
                key(
                    "options", .sometimes("unless a `scale:` gives them"),
                    .either(.list(.mapping(.option)), .list(.mapping(.valuedOption))),
                    "Answer options in source order: `{id, label, weights?, pin?}`, or `{value, label, …}` on scale questions."
                ),
                key(
                    "scale", .optional, .name,
                    "Name of a scale in `scales` (scale questions only); implies `type: scale`."),
                key("low", .optional, .text, "Scale questions: relabels the first (lowest) point for this question."),
                key("high", .optional, .text, "Scale questions: relabels the last (highest) point for this question."),
                key(
                    "keyed", .optional, .either(.name, .map(.number)),
                    "Scale questions: instead of per-option weights, each option of value v adds (v − midpoint) × weight to this trait."
                ),
                key(
                    "weight", .optional, .number,
                    "Multiplier for `keyed` (default 1): an integer or a decimal with at most 3 decimal places."),
                key(
                    "keyed_scoring", .optional, .kind(.keyedScorings),
                    "Scale questions with inline `options`: how `keyed` scores, as a scale's `keyed_scoring`."),
                key(
                    "scored", .optional, .boolean,
                    "`false`: a filler item, asked, shown and answered but scored nowhere. Default true."),
                key(
                    "min", .optional, .integer,
                    "multiple: fewest choices allowed (default 1). range: low end of the interval (default 0)."),
                key(
                    "max", .optional, .integer,
                    "multiple: most choices allowed (default: all options). range: high end of the interval (default 1)."
                ),
                key(
                    "when", .optional, .mapping(.condition),
                    "Show this question only when the condition holds over the answers to questions declared before it."
                ),
            ]),
        LanguageMapping(
            id: .option, title: "an option", place: "`options:` entries of a `single`, `multiple` or `range` question",
            keys: [
                key(
                    "id", .required, .name,
                    "Option id a client submits (single/multiple/range). Not on `scale` questions, which use `value`.")
            ] + optionChoiceKeys),
        LanguageMapping(
            id: .valuedOption, title: "a scale option", place: "`options:` entries of a `scale` question",
            keys: [
                key(
                    "value", .required, .integer,
                    "Integer a client submits; only on `scale` questions, where it replaces `id`. Values strictly increase."
                )
            ] + optionChoiceKeys),
        LanguageMapping(
            id: .scale, title: "a scale", place: "`scales:` entries",
            keys: [
                key(
                    "options", .required, .list(.mapping(.scaleOption)),
                    "The scale's points, in strictly increasing `value` order."),
                key(
                    "keyed_scoring", .optional, .kind(.keyedScorings),
                    "How `keyed` questions of this scale score: `centered` (default) or `values`."),
            ]),
        LanguageMapping(
            id: .scaleOption, title: "a scale point", place: "`options:` entries of a shared scale",
            keys: [
                key(
                    "value", .required, .integer,
                    "The integer a client submits for this point. Values strictly increase."),
                key("label", .required, .text, "Display label of this point."),
            ]),
        LanguageMapping(
            id: .outcome, title: "an outcome", place: "`outcomes:` entries",
            keys: [
                key("title", .required, .text, "Outcome title."),
                key("description", .required, .text, "Outcome description."),
                key("recommendations", .optional, .list(.text), "Optional recommendations shown with the outcome."),
            ]),
    ]
}
