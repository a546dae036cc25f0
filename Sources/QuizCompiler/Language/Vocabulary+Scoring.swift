/// The mappings of `scoring:` (docs/authoring.md, "Scoring" and section 7).
extension Vocabulary {
    private static func key(
        _ name: String, _ requirement: Requirement, _ shape: ValueShape, _ doc: String, models: [String]? = nil
    ) -> LanguageKey {
        LanguageKey(name: name, requirement: requirement, shape: shape, doc: doc, models: models)
    }

    /// A derived score's keys: `id`, one key per kind, each followed by the parameters its kind
    /// requires (`share`'s `against`), then the optional parameters and `digits`.
    private static var derivedKeys: [LanguageKey] {
        var keys = [key("id", .required, .name, "The score's id; unique among traits, derived scores and results.")]
        var optional: [LanguageKey] = []
        for kind in derivedKindDefinitions {
            keys.append(
                LanguageKey(
                    name: kind.name, requirement: .sometimes("exactly one kind"), shape: kind.languageKind.shape,
                    doc: kind.doc))
            for parameter in kind.parameters where !(keys + optional).contains(where: { $0.name == parameter.key }) {
                let shape: ValueShape = parameter.defaultDecimal == nil ? .name : .number
                if parameter.requiredBecause != nil {
                    keys.append(key(parameter.key, .sometimes("with `\(kind.name)`"), shape, parameter.doc))
                } else {
                    optional.append(key(parameter.key, .optional, shape, parameter.doc))
                }
            }
        }
        return keys + optional + [
            key(
                "digits", .optional, .integer, "Decimal places of the written value, 0…6 (rounded half away from zero)."
            )
        ]
    }

    static let scoringMappings =
        [
            LanguageMapping(
                id: .scoring, title: "`scoring`", place: "`scoring:` (the models each key belongs to in its doc)",
                keys: [
                    key("model", .required, .kind(.scoringModels), "The scoring model."),
                    key(
                        "initial", .optional, .map(.number),
                        "Starting total per trait (trait id → number); unlisted traits start at 0."),
                    key(
                        "axes", .required, .list(.mapping(.axis)), "`axes`: the axes, in outcome-code letter order.",
                        models: ["axes"]),
                    key(
                        "percent", .optional, .either(.boolean, .mapping(.axisPercent)),
                        "`axes`: report each axis's percentage (`true`: whole percents; `{digits: K}`: K decimal places).",
                        models: ["axes"]),
                    key(
                        "ties", .optional, .list(.name),
                        "`highest`: tie-break order listing all traits: among tied traits the earliest wins.",
                        models: ["highest"]),
                    key(
                        "secondary", .optional, .boolean,
                        "`highest`: also name the runner-up trait (same tie rule; omitted when its total ≤ 0).",
                        models: ["highest"]),
                    key(
                        "trait", .required, .name, "`bands`: the trait whose total selects the band.", models: ["bands"]
                    ),
                    key(
                        "bands", .required, .list(.mapping(.band)),
                        "`bands`: bands in ascending `max`; the first whose `max` ≥ total wins; the last has no `max`.",
                        models: ["bands"]),
                    key(
                        "derived", .optional, .list(.mapping(.derived)),
                        "Scores computed from trait totals, in any model."),
                    key(
                        "results", .required, .list(.mapping(.result)),
                        "`profile`: the reported results, in display order.",
                        models: ["profile"]),
                    key(
                        "nearest", .optional, .mapping(.nearest),
                        "`profile`: the nearest of several profiles is the outcome.",
                        models: ["profile"]),
                ]),
            LanguageMapping(
                id: .axis, title: "an axis", place: "`scoring.axes:` entries",
                keys: [
                    key(
                        "poles", .required, .list(.name),
                        "The two poles [A, B]: single-character traits. A wins when total(A) > total(B), B when less."),
                    key(
                        "tie", .optional, .name,
                        "Letter used when the two totals are equal. Defaults to the first pole; may be a letter that is not a pole."
                    ),
                ]),
            LanguageMapping(
                id: .band, title: "a band", place: "`scoring.bands:` entries of the `bands` model",
                keys: [
                    key("outcome", .required, .name, "Outcome code (a key of `outcomes`) given by this band."),
                    key(
                        "max", .sometimes("on every band but the last"), .number,
                        "Highest total (inclusive) in this band, at most 3 decimal places."),
                ]),
            LanguageMapping(
                id: .axisPercent, title: "`percent`", place: "`scoring.percent:` of the `axes` model, as a mapping",
                keys: [key("digits", .optional, .integer, "Decimal places of each axis's percentage, 0…6.")]),
            LanguageMapping(
                id: .derived, title: "a derived score", place: "`scoring.derived:` entries", keys: derivedKeys),
        ] + profileMappings
}
