public import Foundation
import QuizRuntime

/// The JSON Schemas (`schemas/quiz.schema.json`, `schemas/translation.schema.json`, and the
/// derived-score kinds of `schemas/bundle.schema.json`) with the parts the language's
/// definitions own written from them, in place: every mapping's properties (its key
/// set, in the vocabulary's order, each with the key's doc as its `description`) and its
/// `required` list, the scoring models' object schemas, the condition's alternatives (one per
/// form and per operator), a derived score's one-kind `oneOf` and every `enum` of kind names.
/// Everything else (types, patterns, ranges, `definitions`, conditional rules, a key's value
/// schema once written) stays as written by hand; a key new to the vocabulary gets a value
/// schema from its shape to refine. The files are written in one canonical form (two-space
/// indentation, members in order), so writing them twice gives the same bytes.
extension LanguageTables {
    /// Where a mapping is in a schema: the file and the path of the object schema with its `properties`.
    private static let schemaPlaces: [(LanguageMappingID, file: String, path: [String])] = [
        (.quiz, quizSchema, []), (.question, quizSchema, ["definitions", "question"]),
        (.scale, quizSchema, ["definitions", "scale"]), (.scaleOption, quizSchema, ["definitions", "scaleOption"]),
        (.outcome, quizSchema, ["definitions", "outcome"]), (.axis, quizSchema, ["definitions", "axis"]),
        (.band, quizSchema, ["definitions", "band"]),
        (.axisPercent, quizSchema, ["definitions", "scoringAxes", "properties", "percent", "oneOf", "1"]),
        (.derived, quizSchema, ["definitions", "derived"]), (.result, quizSchema, ["definitions", "result"]),
        (.resultBand, quizSchema, ["definitions", "resultBand"]),
        (.nearest, quizSchema, ["definitions", "nearest"]),
        (.profile, quizSchema, ["definitions", "nearest", "properties", "profiles", "items"]),
        (.presentation, quizSchema, ["definitions", "presentation"]),
        (.draw, quizSchema, ["definitions", "drawPool"]),
        (.example, quizSchema, ["definitions", "example"]),
        (.suppression, quizSchema, ["definitions", "suppression"]),
        (.suppression, translationSchema, ["definitions", "suppression"]),
        (.translation, translationSchema, []),
        (.translatedQuestion, translationSchema, ["definitions", "question"]),
        (.translatedOutcome, translationSchema, ["definitions", "outcome"]),
        (.translatedResult, translationSchema, ["definitions", "result"]),
        (.translatedBand, translationSchema, ["definitions", "band"]),
        (.sourcedText, translationSchema, ["definitions", "sourcedText"]),
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

    static let quizSchema = "schemas/quiz.schema.json"
    static let translationSchema = "schemas/translation.schema.json"
    static let bundleSchema = "schemas/bundle.schema.json"

    /// The two schema files as the vocabulary writes them, from their current bytes (`read`
    /// gives a file's bytes by its path from the package root), and the places where the
    /// vocabulary has something the hand-written structure has no place for (a mapping's
    /// object schema missing, a scoring model without its object schema), one line each.
    @_spi(Tools) public static func schemaFiles(
        read: (String) throws -> Data
    ) throws -> (files: [File], problems: [String]) {
        var problems: [String] = []
        var files: [File] = []
        for file in [quizSchema, translationSchema, bundleSchema] {
            var schema = try JSONParser().parse(Array(read(file)))
            let context = SchemaContext(file: file)
            for (id, placeFile, path) in schemaPlaces where placeFile == file {
                let mapping = Vocabulary.mapping(id)
                let required = mapping.keys.filter(\.requirement.isAlways).map(\.name)
                guard let written = schema.updating(path[...], { context.writingKeys(mapping.keys, required, $0) })
                else {
                    problems.append("\(file): no object at /\(path.joined(separator: "/")) for \(mapping.title)")
                    continue
                }
                schema = written
            }
            for (table, enumFile, path) in schemaEnums where enumFile == file {
                let names = JSONValue.array(Vocabulary.kindNames(table).map { .string($0) })
                guard let written = schema.updating(path[...], { _ in names }) else {
                    problems.append("\(file): no `enum` at /\(path.joined(separator: "/")) for \(table.rawValue)")
                    continue
                }
                schema = written
            }
            if file == quizSchema { schema = quizStructures(schema, context, &problems) }
            if file == bundleSchema { schema = bundleDerivedKinds(schema, &problems) }
            var writer = JSONWriter(sortKeys: false, pretty: true)
            writer.keepsNumberText = true
            files.append(File(path: file, text: writer.string(schema)))
        }
        return (files, problems)
    }

    /// The quiz schema's parts that several vocabulary entries write: the scoring models, the
    /// option (both kinds of option), the condition's alternatives and a derived score's kinds.
    private static func quizStructures(
        _ schema: JSONValue, _ context: SchemaContext, _ problems: inout [String]
    ) -> JSONValue {
        var schema = schema
        let models = Vocabulary.kindNames(.scoringModels)
        var found: [String] = []
        for (name, definition) in schema["definitions"]?.objectMembers ?? [] {
            guard case .string(let model)? = definition["properties"]?["model"]?["const"], models.contains(model)
            else { continue }
            found.append(model)
            let keys = Vocabulary.mapping(.scoring).keys.filter { $0.models?.contains(model) ?? true }
            let required = keys.filter(\.requirement.isAlways).map(\.name)
            schema = schema.updating(["definitions", name]) { context.writingKeys(keys, required, $0) } ?? schema
        }
        for model in models where !found.contains(model) {
            problems.append("\(quizSchema): no object schema in /definitions with `model` `const` \(model)")
        }
        // A key is required of every option only when both kinds of option require it.
        let kinds = [Vocabulary.mapping(.option), Vocabulary.mapping(.valuedOption)]
        var optionKeys: [LanguageKey] = []
        for key in kinds.flatMap(\.keys) where !optionKeys.contains(where: { $0.name == key.name }) {
            optionKeys.append(key)
        }
        let always = optionKeys.map(\.name).filter { name in
            kinds.allSatisfy { $0.key(name)?.requirement.isAlways ?? false }
        }
        schema = schema.updating(["definitions", "option"]) { context.writingKeys(optionKeys, always, $0) } ?? schema
        schema = schema.updating(["definitions", "condition"], context.writingConditionAlternatives) ?? schema
        let oneKind = JSONValue.array(
            Vocabulary.kindNames(.derivedKinds).map { .object([("required", .array([.string($0)]))]) })
        schema = schema.updating(["definitions", "derived"]) { $0.setting("oneOf", oneKind) } ?? schema
        return schema
    }
}

extension LanguageTables {
    /// The bundle schema's derived score, from the runtime's kind table
    /// (`QuizBundle.derivedKinds`): the `kind` enum, and per kind an `if kind is … then` rule
    /// with what its `of` is and its members (each required, nothing else allowed).
    fileprivate static func bundleDerivedKinds(_ schema: JSONValue, _ problems: inout [String]) -> JSONValue {
        let path = ["definitions", "derivedScore"]
        let names = JSONValue.array(QuizBundle.derivedKinds.map { .string($0.name) })
        let rules = JSONValue.array(QuizBundle.derivedKinds.map(bundleKindRule))
        guard
            let written = schema.updating((path + ["properties", "kind"])[...], { $0.setting("enum", names) })?
                .updating(path[...], { $0.setting("allOf", rules) })
        else {
            problems.append("\(bundleSchema): no `kind` at /\(path.joined(separator: "/")) for the derived kinds")
            return schema
        }
        return written
    }

    /// One kind's `if`/`then` rule in the bundle schema.
    private static func bundleKindRule(_ kind: DerivedKindEntry) -> JSONValue {
        let of: JSONValue =
            kind.of == .traits
            ? .object([("type", .string("array"))]) : .object([("$ref", .string("#/definitions/scoreName"))])
        let members = kind.members.map(\.name)
        let fixed: [(String, JSONValue)] = [
            ("id", .object([])), ("kind", .object([])), ("of", of), ("digits", .object([])),
        ]
        var then: [(String, JSONValue)] = []
        if !members.isEmpty { then.append(("required", .array(members.map { .string($0) }))) }
        then += [
            ("additionalProperties", .bool(false)),
            ("properties", .object(fixed + members.map { ($0, .object([])) })),
        ]
        let condition = JSONValue.object([("properties", .object([("kind", .object([("const", .string(kind.name))]))]))]
        )
        return .object([("if", condition), ("then", .object(then))])
    }
}

/// How the parts of one schema file are written.
private struct SchemaContext {
    var file: String

    /// `schema` with exactly `keys` as its properties, in order, each described by its doc
    /// (a property's other members as they were, or from its shape when new), and `required`.
    func writingKeys(_ keys: [LanguageKey], _ required: [String], _ schema: JSONValue) -> JSONValue {
        let old = schema["properties"]
        let properties = keys.map { key -> (String, JSONValue) in
            let value = old?[key.name] ?? valueSchema(key.shape)
            let others = (value.objectMembers ?? []).filter { $0.0 != "description" }
            return (key.name, .object([("description", .string(key.doc))] + others))
        }
        return schema.setting(
            "required", required.isEmpty ? nil : .array(required.map { .string($0) }), before: "properties"
        )
        .setting("properties", .object(properties))
    }

    /// A condition's `oneOf`: one alternative per form (`all`, `any`, `not`) and one per
    /// operator beside `question:`, in the vocabulary's order; an alternative is found by its
    /// `required` list, its value schemas and description kept.
    func writingConditionAlternatives(_ condition: JSONValue) -> JSONValue {
        let keys = Vocabulary.mapping(.condition).keys
        let operators = Vocabulary.kindNames(.conditionOperators)
        let question = keys.filter { $0.name == "question" }
        let groups: [[LanguageKey]] =
            keys.filter { !operators.contains($0.name) && $0.name != "question" }.map { [$0] }
            + keys.filter { operators.contains($0.name) }.map { question + [$0] }
        let existing =
            condition["oneOf"].flatMap { value -> [JSONValue]? in
                if case .array(let items) = value { return items }
                return nil
            } ?? []
        let alternatives = groups.map { group -> JSONValue in
            let required = JSONValue.array(group.map { .string($0.name) })
            let old =
                existing.first { $0["required"] == required }
                ?? .object([
                    ("description", .string(group.last?.doc ?? "")), ("type", .string("object")),
                    ("additionalProperties", .bool(false)),
                ])
            return writingKeys(group, group.map(\.name), old)
        }
        return condition.setting("oneOf", .array(alternatives))
    }

    /// A value schema for a key the schema does not have yet, from its shape.
    func valueSchema(_ shape: ValueShape) -> JSONValue {
        let translation = file == LanguageTables.translationSchema
        switch shape {
        case .text: return reference(translation ? "scalar" : "text")
        case .name: return reference(translation ? "scalar" : "name")
        case .answer: return reference(translation ? "scalar" : "answer")
        case .boolean: return .object([("type", .string("boolean"))])
        case .integer: return .object([("type", .string("integer"))])
        case .number: return .object([("type", .string("number"))])
        case .kind(let table):
            return .object([
                ("type", .string("string")), ("enum", .array(Vocabulary.kindNames(table).map { .string($0) })),
            ])
        case .mapping: return .object([("type", .string("object"))])
        case .list(let item): return .object([("type", .string("array")), ("items", valueSchema(item))])
        case .map(let value):
            return .object([("type", .string("object")), ("additionalProperties", valueSchema(value))])
        case .either(let first, let second):
            return .object([("oneOf", .array([valueSchema(first), valueSchema(second)]))])
        }
    }

    private func reference(_ definition: String) -> JSONValue {
        .object([("$ref", .string("#/definitions/\(definition)"))])
    }
}

extension JSONValue {
    /// The value with the value at `path` (object members by name, array items by index)
    /// replaced by `change` of it; `nil` when the path leads nowhere.
    fileprivate func updating(_ path: ArraySlice<String>, _ change: (JSONValue) -> JSONValue) -> JSONValue? {
        guard let step = path.first else { return change(self) }
        switch self {
        case .object(var members):
            guard let index = members.firstIndex(where: { $0.0 == step }),
                let value = members[index].1.updating(path.dropFirst(), change)
            else { return nil }
            members[index].1 = value
            return .object(members)
        case .array(var items):
            guard let index = Int(step), items.indices.contains(index),
                let value = items[index].updating(path.dropFirst(), change)
            else { return nil }
            items[index] = value
            return .array(items)
        default:
            return nil
        }
    }

    /// An object with its member `name` set to `value` where it is (removed when `nil`), else
    /// added before the member `before` (or last).
    fileprivate func setting(_ name: String, _ value: JSONValue?, before: String? = nil) -> JSONValue {
        guard case .object(var members) = self else { return self }
        if let index = members.firstIndex(where: { $0.0 == name }) {
            if let value { members[index].1 = value } else { members.remove(at: index) }
        } else if let value {
            let index = before.flatMap { next in members.firstIndex { $0.0 == next } } ?? members.endIndex
            members.insert((name, value), at: index)
        }
        return .object(members)
    }
}
