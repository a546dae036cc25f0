package import Foundation
import QuizRuntime

/// The JSON Schemas (`schemas/quiz.schema.json`, `schemas/translation.schema.json`) checked
/// against the vocabulary: every mapping's key set and `required` list, and every enum of kind
/// names. The schemas stay written by hand (their validation rules are more than key lists);
/// this check fails on any key or kind the vocabulary and a schema disagree on.
extension LanguageTables {
    /// Where a mapping is in a schema: the file, the path of the object schema(s) with its
    /// `properties`, and for the scoring models the model each path is for.
    private static let schemaPlaces: [(LanguageMappingID, file: String, paths: [[String]])] = [
        (.quiz, quizSchema, [[]]), (.question, quizSchema, [["definitions", "question"]]),
        (.scale, quizSchema, [["definitions", "scale"]]), (.scaleOption, quizSchema, [["definitions", "scaleOption"]]),
        (.outcome, quizSchema, [["definitions", "outcome"]]), (.axis, quizSchema, [["definitions", "axis"]]),
        (.band, quizSchema, [["definitions", "band"]]),
        (.axisPercent, quizSchema, [["definitions", "scoringAxes", "properties", "percent", "oneOf", "1"]]),
        (.derived, quizSchema, [["definitions", "derived"]]), (.result, quizSchema, [["definitions", "result"]]),
        (.resultBand, quizSchema, [["definitions", "resultBand"]]),
        (.nearest, quizSchema, [["definitions", "nearest"]]),
        (.profile, quizSchema, [["definitions", "nearest", "properties", "profiles", "items"]]),
        (.presentation, quizSchema, [["definitions", "presentation"]]),
        (.draw, quizSchema, [["definitions", "drawPool"]]),
        (.example, quizSchema, [["definitions", "example"]]),
        (.suppression, quizSchema, [["definitions", "suppression"]]),
        (.suppression, translationSchema, [["definitions", "suppression"]]),
        (.translation, translationSchema, [[]]),
        (.translatedQuestion, translationSchema, [["definitions", "question"]]),
        (.translatedOutcome, translationSchema, [["definitions", "outcome"]]),
        (.translatedResult, translationSchema, [["definitions", "result"]]),
        (.translatedBand, translationSchema, [["definitions", "band"]]),
        (.sourcedText, translationSchema, [["definitions", "sourcedText"]]),
    ]

    /// Where a kind table is an `enum` in a schema.
    private static let schemaEnums: [(LanguageKindTable, file: String, path: [String])] = [
        (.questionTypes, quizSchema, ["definitions", "question", "properties", "type", "enum"]),
        (.answerKeyModes, quizSchema, ["properties", "answer_key", "enum"]),
        (.keyedScorings, quizSchema, ["definitions", "scale", "properties", "keyed_scoring", "enum"]),
        (.keyedScorings, quizSchema, ["definitions", "question", "properties", "keyed_scoring", "enum"]),
        (.distances, quizSchema, ["definitions", "nearest", "properties", "distance", "enum"]),
        (.directions, translationSchema, ["properties", "direction", "enum"]),
    ]

    package static let quizSchema = "schemas/quiz.schema.json"
    package static let translationSchema = "schemas/translation.schema.json"

    /// What differs between the vocabulary and the schemas, one line each; `read` gives a
    /// schema file's bytes by its path from the package root.
    package static func schemaDrift(read: (String) throws -> Data) throws -> [String] {
        var schemas: [String: Any] = [:]
        for file in [quizSchema, translationSchema] {
            schemas[file] = try JSONParser().parse(Array(read(file))).plainTree
        }
        var drift: [String] = []
        func object(_ file: String, _ path: [String]) -> [String: Any]? {
            path.reduce(schemas[file]) { node, step in
                if let array = node as? [Any], let index = Int(step), array.indices.contains(index) {
                    return array[index]
                }
                return (node as? [String: Any])?[step]
            } as? [String: Any]
        }
        for (id, file, paths) in schemaPlaces {
            let mapping = Vocabulary.mapping(id)
            for path in paths {
                guard let schema = object(file, path) else {
                    drift.append("\(file): no object at /\(path.joined(separator: "/")) for \(mapping.title)")
                    continue
                }
                drift += keyDrift(mapping.keys, schema, "\(file) /\(path.joined(separator: "/"))")
            }
        }
        drift += scoringDrift(object(quizSchema, ["definitions"]) ?? [:])
        drift += optionAndConditionDrift(object(quizSchema, ["definitions"]) ?? [:])
        for (table, file, path) in schemaEnums {
            let names = path.reduce(schemas[file]) { ($0 as? [String: Any])?[$1] } as? [String]
            if names != Vocabulary.kindNames(table) {
                drift.append(
                    "\(file) /\(path.joined(separator: "/")) is \(names ?? []), the vocabulary's \(table.rawValue) \(Vocabulary.kindNames(table))"
                )
            }
        }
        return drift
    }

    /// The key set and `required` of one object schema against `keys`.
    private static func keyDrift(_ keys: [LanguageKey], _ schema: [String: Any], _ place: String) -> [String] {
        var drift: [String] = []
        let properties = Set((schema["properties"] as? [String: Any])?.keys.map { $0 } ?? [])
        let names = Set(keys.map(\.name))
        if properties != names {
            drift.append(
                "\(place): keys \(properties.subtracting(names).sorted()) are not in the vocabulary, \(names.subtracting(properties).sorted()) are not in the schema"
            )
        }
        let required = Set(schema["required"] as? [String] ?? [])
        let always = Set(keys.filter(\.requirement.isAlways).map(\.name))
        if required != always {
            drift.append("\(place): `required` is \(required.sorted()), the vocabulary's \(always.sorted())")
        }
        return drift
    }

    /// One object schema per scoring model (`model.const`), each with that model's keys.
    private static func scoringDrift(_ definitions: [String: Any]) -> [String] {
        var models: [String] = []
        var drift: [String] = []
        for (name, value) in definitions.sorted(by: { $0.key < $1.key }) {
            guard let schema = value as? [String: Any], let properties = schema["properties"] as? [String: Any],
                let model = (properties["model"] as? [String: Any])?["const"] as? String
            else { continue }
            models.append(model)
            let keys = Vocabulary.mapping(.scoring).keys.filter { $0.models?.contains(model) ?? true }
            drift += keyDrift(keys, schema, "\(quizSchema) /definitions/\(name)")
        }
        if Set(models) != Set(Vocabulary.kindNames(.scoringModels)) {
            drift.append(
                "\(quizSchema): the scoring models are \(models.sorted()), the vocabulary's \(Vocabulary.kindNames(.scoringModels))"
            )
        }
        return drift
    }

    /// The schema's one `option` (both kinds of option) and `condition` (one alternative per form and operator).
    private static func optionAndConditionDrift(_ definitions: [String: Any]) -> [String] {
        var drift: [String] = []
        // A key is required of every option only when both kinds of option require it.
        let kinds = [Vocabulary.mapping(.option), Vocabulary.mapping(.valuedOption)]
        var optionKeys: [String: LanguageKey] = [:]
        for var key in kinds.flatMap(\.keys) {
            if !kinds.allSatisfy({ $0.key(key.name)?.requirement.isAlways ?? false }) { key.requirement = .optional }
            optionKeys[key.name] = key
        }
        drift += keyDrift(
            Array(optionKeys.values), definitions["option"] as? [String: Any] ?? [:],
            "\(quizSchema) /definitions/option")
        let alternatives = (definitions["condition"] as? [String: Any])?["oneOf"] as? [[String: Any]] ?? []
        let conditionKeys = Set(alternatives.flatMap { ($0["properties"] as? [String: Any])?.keys.map { $0 } ?? [] })
        let names = Set(Vocabulary.mapping(.condition).keyNames)
        if conditionKeys != names {
            drift.append(
                "\(quizSchema) /definitions/condition: keys \(conditionKeys.sorted()), the vocabulary's \(names.sorted())"
            )
        }
        return drift
    }
}

extension JSONValue {
    /// The value as nested `[String: Any]`, `[Any]`, `String`, `Bool` and number text, the
    /// shape the schema drift check walks.
    fileprivate var plainTree: Any {
        switch self {
        case .null: return NSNull()
        case .bool(let value): return value
        case .number(let text): return text
        case .string(let text): return text
        case .array(let items): return items.map(\.plainTree)
        case .object(let members):
            return Dictionary(members.map { ($0.0, $0.1.plainTree) }, uniquingKeysWith: { first, _ in first })
        }
    }
}
