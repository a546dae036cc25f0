import Foundation
import QuizRuntime

/// The on-disk format of the conformance suite (docs/conformance.md).
enum SuiteFormat {
    /// The `suite` tag of every suite file.
    static let tag = "quiz-runtime-conformance/1"

    /// The case kinds and, for each, the members that hold the expected results (the rest
    /// besides `id` and `kind` are inputs).
    static let outputMembers: [String: [String]] = [
        "score": ["output", "error_code"],
        "visible": ["output"],
        "order": ["output"],
        "hash": ["hash"],
        "bundle-error": ["error_code", "error"],
        "examples": ["output"],
        "locale": ["locale", "direction", "title"],
        "accept-language": ["preferred"],
        "decimal": ["output"],
        "session": ["output"],
    ]

    /// Tests/Conformance, found from this file's path.
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Conformance")

    /// How suite and bundle files are written: members in the order built, two-space indent.
    static let writer = JSONWriter(sortKeys: false, pretty: true)
}

/// One case before its expected results are known: what the recorder asks the runtime.
struct CaseSpec {
    var id: String
    var kind: String
    /// Input members in file order (`bundle`, `answers`, `seed`, …).
    var inputs: [(String, JSONValue)]

    /// A `score` case over raw answers bytes: a string when they are UTF-8, else base64.
    static func score(_ id: String, bundle: String, bytes: [UInt8]) -> CaseSpec {
        var inputs: [(String, JSONValue)] = [("bundle", .string(bundle))]
        if let text = validUTF8(bytes) {
            inputs.append(("answers", .string(text)))
        } else {
            inputs.append(("answers_base64", .string(Data(bytes).base64EncodedString())))
        }
        return CaseSpec(id: id, kind: "score", inputs: inputs)
    }

    static func score(_ id: String, bundle: String, _ text: String) -> CaseSpec {
        score(id, bundle: bundle, bytes: Array(text.utf8))
    }

    /// A `visible` case: the visibility line (or error line) for the answers `text`.
    static func visible(_ id: String, bundle: String, _ text: String) -> CaseSpec {
        var spec = score(id, bundle: bundle, text)
        spec.kind = "visible"
        return spec
    }

    static func order(_ id: String, bundle: String, seed: UInt64) -> CaseSpec {
        CaseSpec(id: id, kind: "order", inputs: [("bundle", .string(bundle)), ("seed", .string(String(seed)))])
    }

    static func bundleError(_ id: String, bytes: [UInt8]) -> CaseSpec {
        let input: (String, JSONValue) =
            validUTF8(bytes).map { ("bundle_text", .string($0)) }
            ?? ("bundle_base64", .string(Data(bytes).base64EncodedString()))
        return CaseSpec(id: id, kind: "bundle-error", inputs: [input])
    }

    /// A `locale` case: the locale `bundle` chooses for the language ranges `preferred`.
    static func locale(bundle: String, preferred: [String]) -> CaseSpec {
        let list = JSONValue.array(preferred.map(JSONValue.string))
        return CaseSpec(
            id: "locale/\(bundle)/\(JSONWriter.line.string(list))", kind: "locale",
            inputs: [("bundle", .string(bundle)), ("preferred", list)])
    }

    /// A `decimal` case: `numerator / denominator` in the decimal form with `digits` digits.
    static func decimal(_ id: String, numerator: String, denominator: String, digits: Int) -> CaseSpec {
        CaseSpec(
            id: id, kind: "decimal",
            inputs: [
                ("numerator", .string(numerator)), ("denominator", .string(denominator)), ("digits", .integer(digits)),
            ])
    }

    /// An `accept-language` case: the language ranges of an `Accept-Language` header.
    static func acceptLanguage(_ label: String, header: String) -> CaseSpec {
        CaseSpec(id: "accept-language/\(label)", kind: "accept-language", inputs: [("header", .string(header))])
    }

    /// The text of `bytes` when they are valid UTF-8 (so a JSON string carries them exactly).
    static func validUTF8(_ bytes: [UInt8]) -> String? {
        let text = String(decoding: bytes, as: UTF8.self)
        return Array(text.utf8) == bytes ? text : nil
    }
}

/// One suite file: `required/NAME.json` or `optional/NAME.json`.
struct SuiteFile {
    /// `required/score-models`, say (no extension).
    var name: String
    var description: String
    var cases: [JSONValue]

    var url: URL { SuiteFormat.root.appendingPathComponent(name + ".json") }

    var jsonValue: JSONValue {
        .object([("suite", .string(SuiteFormat.tag)), ("description", .string(description)), ("cases", .array(cases))])
    }

    /// Every suite file on disk, required first, each folder in name order.
    static func all() throws -> [SuiteFile] {
        var files: [SuiteFile] = []
        for folder in ["required", "optional"] {
            let directory = SuiteFormat.root.appendingPathComponent(folder)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            for name in names.filter({ $0.hasSuffix(".json") }).sorted() {
                let bytes = [UInt8](try Data(contentsOf: directory.appendingPathComponent(name)))
                let json = try JSONParser().parse(bytes)
                guard json["suite"] == .string(SuiteFormat.tag), case .array(let cases)? = json["cases"],
                    case .string(let description)? = json["description"]
                else {
                    throw SuiteError("\(folder)/\(name) is not a \(SuiteFormat.tag) file")
                }
                files.append(
                    SuiteFile(name: folder + "/" + String(name.dropLast(5)), description: description, cases: cases))
            }
        }
        return files
    }
}

struct SuiteError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
