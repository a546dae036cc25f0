import Foundation

/// The field reference of docs/authoring.md, between its generated-section markers.
extension LanguageTables {
    /// The marker pair around the field reference.
    @_spi(Tools) public static let fieldReferenceMarkers = (
        begin: "<!-- BEGIN GENERATED: field reference -->", end: "<!-- END GENERATED: field reference -->"
    )

    /// The field reference: one table per mapping, then one per kind table.
    static func fieldReferenceMarkdown() -> String {
        var blocks: [String] = []
        for mapping in Vocabulary.mappings {
            var lines = [
                "#### \(mapping.title.prefix(1).uppercased() + mapping.title.dropFirst()): \(mapping.place)", "",
                "| key | required? | value | what it is |", "|---|---|---|---|",
            ]
            for key in mapping.keys {
                let models = key.models.map { " (`model: " + $0.joined(separator: "`, `") + "`)" } ?? ""
                lines.append(
                    "| `\(key.name)` | \(requirementText(key.requirement)) | \(cell(key.shape.summary)) | \(cell(key.doc))\(models) |"
                )
            }
            blocks.append(lines.joined(separator: "\n"))
        }
        for table in LanguageKindTable.allCases {
            var lines = ["#### \(kindTableTitles[table] ?? table.rawValue)", "", "| name | what it is |", "|---|---|"]
            for kind in Vocabulary.kinds(table) { lines.append("| `\(kind.name)` | \(cell(kind.doc)) |") }
            blocks.append(lines.joined(separator: "\n"))
        }
        return blocks.joined(separator: "\n\n") + "\n"
    }

    /// `text` (the whole guide) with the field reference replaced; `nil` without the markers.
    @_spi(Tools) public static func authoringGuide(replacingIn text: String) -> String? {
        guard let begin = text.range(of: fieldReferenceMarkers.begin),
            let end = text.range(of: fieldReferenceMarkers.end), begin.upperBound <= end.lowerBound
        else { return nil }
        return String(text[..<begin.upperBound]) + "\n" + fieldReferenceMarkdown() + String(text[end.lowerBound...])
    }

    static let kindTableTitles: [LanguageKindTable: String] = [
        .questionTypes: "Question types (`type:`)", .scoringModels: "Scoring models (`scoring.model:`)",
        .derivedKinds: "Derived-score kinds (the key of a `derived:` entry)",
        .conditionOperators: "Condition operators (beside `question:` in `when:`)",
        .bundleConditionOperators: "Condition operators of a bundle (what the compiler writes the above as)",
        .conditionForms: "Condition forms (`when:`)", .answerKeyModes: "Wire keys (`answer_key:`)",
        .keyedScorings: "Keyed scoring (`keyed_scoring:`)", .distances: "Distances (`nearest.distance:`)",
        .directions: "Writing directions (a translation's `direction:`)",
    ]

    private static func requirementText(_ requirement: Requirement) -> String {
        switch requirement {
        case .required: return "yes"
        case .optional: return "no"
        case .sometimes(let when): return cell(when)
        }
    }

    /// A table cell: `|` escaped.
    private static func cell(_ text: String) -> String { text.replacingOccurrences(of: "|", with: "\\|") }
}
