import QuizRuntime

/// Where each mapping is written: the key whose value holds it (or holds the names whose
/// values are it), so a tool that reads a half-typed file can tell which mapping a key is in.
extension Vocabulary {
    /// The mappings held by each key, per document; the top level is the file's own mapping.
    private static let holders: [ReferenceSlot.Document: [String: [LanguageMappingID]]] = [
        .quiz: [
            "questions": [.question], "options": [.option, .valuedOption, .scaleOption], "scales": [.scale],
            "outcomes": [.outcome], "scoring": [.scoring], "axes": [.axis], "bands": [.band, .resultBand],
            "percent": [.axisPercent], "derived": [.derived], "results": [.result], "nearest": [.nearest],
            "profiles": [.profile], "when": [.condition], "all": [.condition], "any": [.condition],
            "not": [.condition], "presentation": [.presentation], "draw": [.draw], "examples": [.example],
            "suppress": [.suppression],
        ],
        .translation: [
            "questions": [.translatedQuestion], "outcomes": [.translatedOutcome], "results": [.translatedResult],
            "bands": [.translatedBand], "suppress": [.suppression],
        ],
    ]

    /// The mapping a key named `key` is in, given the keys that hold it, nearest first (the
    /// key of the mapping or list it is in, then that key's holder, …): the first holder the
    /// language knows decides; at the top level, the file's own mapping.
    @_spi(Tools) public static func mapping(
        of key: String, holders keys: [String], in document: ReferenceSlot.Document
    ) -> LanguageMapping? {
        let table = holders[document] ?? [:]
        for holder in keys {
            guard var ids = table.first(where: { $0.key.isExactly(holder) })?.value else { continue }
            // A profile result's `bands:` holds result bands, the `bands` model's its own bands.
            if document == .quiz, holder == "bands", keys.contains("results") { ids = [.resultBand] }
            return ids.map(mapping).first { $0.key(key) != nil }
        }
        let top = mapping(document == .quiz ? .quiz : .translation)
        return top.key(key) != nil ? top : nil
    }

    /// The keys that hold a `id` mapping in `document` (a condition: `when`, `all`, `any`, `not`), sorted.
    @_spi(Tools) public static func keys(
        holding id: LanguageMappingID, in document: ReferenceSlot.Document
    ) -> [String] {
        (holders[document] ?? [:]).filter { $0.value.contains(id) }.map(\.key).sorted()
    }
}
