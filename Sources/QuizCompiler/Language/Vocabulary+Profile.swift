/// The mappings of the `profile` model (docs/authoring.md, section 7).
extension Vocabulary {
    private static func key(
        _ name: String, _ requirement: Requirement, _ shape: ValueShape, _ doc: String
    ) -> LanguageKey {
        LanguageKey(name: name, requirement: requirement, shape: shape, doc: doc)
    }

    static let profileMappings = [
        LanguageMapping(
            id: .result, title: "a result", place: "`scoring.results:` entries",
            keys: [
                key("id", .required, .name, "The result's id; unique among traits, derived scores and results."),
                key("title", .required, .text, "Display title (translatable)."),
                key("description", .optional, .text, "Display description (translatable)."),
                key("score", .required, .name, "The trait or derived score reported."),
                key(
                    "parent", .optional, .name,
                    "A result declared earlier, itself without parent, this one is shown under (facets under domains)."),
                key(
                    "bands", .required, .list(.mapping(.resultBand)),
                    "At least one band; limits strictly ascending; only the last band has no limit."),
            ]),
        LanguageMapping(
            id: .resultBand, title: "a band", place: "`bands:` entries of a result",
            keys: [
                key("id", .required, .name, "Band id, unique within its result."),
                key("below", .optional, .number, "Values strictly below this number (at most 6 decimal places)."),
                key("max", .optional, .number, "Values up to and including this number (at most 6 decimal places)."),
                key("title", .required, .text, "Display title (translatable)."),
                key("description", .optional, .text, "Display description (translatable)."),
                key("recommendations", .optional, .list(.text), "Recommendations shown with this band (translatable)."),
            ]),
        LanguageMapping(
            id: .nearest, title: "`nearest`", place: "`scoring.nearest:`",
            keys: [
                key("over", .required, .list(.name), "The traits or derived scores compared (distinct)."),
                key("distance", .optional, .kind(.distances), "`euclidean` (default) or `manhattan`."),
                key(
                    "profiles", .required, .list(.mapping(.profile)),
                    "The profiles: an outcome and a target for every score of `over`."),
                key(
                    "ties", .optional, .list(.name),
                    "Every profile's outcome once; among equally near profiles the earliest wins."),
            ]),
        LanguageMapping(
            id: .profile, title: "a profile", place: "`nearest.profiles:` entries",
            keys: [
                key("outcome", .required, .name, "The outcome code this profile gives."),
                key("at", .required, .map(.number), "Score id → target value (every score of `over`)."),
            ]),
    ]
}
