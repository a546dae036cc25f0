import Foundation
import QuizRuntime

/// Runs conformance cases with the Swift runtime: what every other runtime must reproduce.
final class SwiftRunner {
    private var scorers: [String: Scorer] = [:]
    private var bundleBytes: [String: [UInt8]] = [:]
    private let seams: BranchingSeams

    /// Bundles held in memory (while recording, before they are written); others are read
    /// from Tests/Conformance/bundles. Scorers apply the branching rules through `seams`.
    init(bundles: [String: [UInt8]] = [:], seams: BranchingSeams = .shipped) {
        bundleBytes = bundles
        self.seams = seams
    }

    func bytes(ofBundle name: String) throws -> [UInt8] {
        if let bytes = bundleBytes[name] { return bytes }
        let url = SuiteFormat.root.appendingPathComponent("bundles").appendingPathComponent(name + ".json")
        let bytes = [UInt8](try Data(contentsOf: url))
        bundleBytes[name] = bytes
        return bytes
    }

    /// The bundle loaded as the command line loads it (decode, then verify the hash).
    func scorer(_ name: String) throws -> Scorer {
        if let scorer = scorers[name] { return scorer }
        let scorer = Scorer(
            bundle: try QuizBundle(jsonBytes: try bytes(ofBundle: name), verifyHash: true), seams: seams)
        scorers[name] = scorer
        return scorer
    }

    /// The expected-result members of a case with these inputs.
    func outputs(kind: String, inputs: JSONValue) throws -> [(String, JSONValue)] {
        switch kind {
        case "score":
            let scorer = try scorer(try string(inputs, "bundle"))
            let answers = try self.answers(inputs)
            switch scorer.score(jsonText: answers) {
            case .success(let result):
                let line = JSONWriter.resultLine.bytes(result.jsonValue)
                var streamed: [UInt8] = []
                result.writeJSON(into: &streamed)
                guard streamed == line else {
                    throw SuiteError("writeJSON and jsonValue disagree: \(String(decoding: streamed, as: UTF8.self))")
                }
                return [("output", .string(String(decoding: line, as: UTF8.self)))]
            case .failure(let error):
                return [
                    ("output", .string(JSONWriter.line.string(error.jsonValue))),
                    ("error_code", .string(error.code.rawValue)),
                ]
            }
        case "visible":
            let scorer = try scorer(try string(inputs, "bundle"))
            let answers = try self.answers(inputs)
            switch scorer.visibility(jsonText: answers) {
            case .success(let visibility): return [("output", .string(visibility.jsonLine))]
            case .failure(let error): return [("output", .string(JSONWriter.line.string(error.jsonValue)))]
            }
        case "decimal":
            guard let numerator = ExactInteger(decimalText: try string(inputs, "numerator")),
                let denominator = ExactInteger(decimalText: try string(inputs, "denominator")),
                ExactInteger(0) < denominator, case .number(let literal)? = inputs["digits"],
                let digits = Int(literal), (0...6).contains(digits)
            else { throw SuiteError("a decimal case has integer strings, a denominator above 0 and digits 0…6") }
            return [
                (
                    "output",
                    .string(ExactRational.decimalForm(numerator: numerator, denominator: denominator, digits: digits))
                )
            ]
        case "order":
            let scorer = try scorer(try string(inputs, "bundle"))
            guard let seed = UInt64(try string(inputs, "seed")) else { throw SuiteError("a seed is a decimal UInt64") }
            return [("output", .string(JSONWriter.line.string(scorer.bundle.presentationOrderJSON(seed: seed))))]
        case "hash":
            let name = try string(inputs, "bundle")
            _ = try scorer(name)
            let hash = try QuizBundle.contentHash(json: try JSONParser(maxDepth: 16).parse(try bytes(ofBundle: name)))
            return [("hash", .string(hash))]
        case "bundle-error":
            let bytes: [UInt8]
            if case .string(let text)? = inputs["bundle_text"] {
                bytes = Array(text.utf8)
            } else {
                bytes = try base64(inputs, "bundle_base64")
            }
            do throws(BundleError) {
                _ = try QuizBundle(jsonBytes: bytes, verifyHash: true)
            } catch {
                return [("error_code", .string(error.code.rawValue)), ("error", .string(error.description))]
            }
            throw SuiteError("the bundle loaded")
        case "locale":
            let bundle = try scorer(try string(inputs, "bundle")).bundle
            guard case .array(let items)? = inputs["preferred"] else { throw SuiteError("missing preferred") }
            let preferred = try items.map { item -> String in
                guard case .string(let range) = item else { throw SuiteError("a preferred range is a string") }
                return range
            }
            let texts = bundle.locale(matching: preferred)
            let tag = LocaleLookup.lookup(preferred, available: bundle.localeTags, default: bundle.sourceLocale)
            guard tag.isExactly(texts.locale), bundle.texts(forLocale: tag) == texts else {
                throw SuiteError("locale(matching:) chose \(texts.locale), lookup \(tag)")
            }
            return [
                ("locale", .string(texts.locale)), ("direction", .string(texts.direction.rawValue)),
                ("title", .string(texts.title)),
            ]
        case "accept-language":
            let ranges = LocaleLookup.preferredLanguages(acceptLanguage: try string(inputs, "header"))
            return [("preferred", .array(ranges.map(JSONValue.string)))]
        case "session":
            let scorer = try scorer(try string(inputs, "bundle"))
            guard let start = inputs["start"], case .array(let steps)? = inputs["steps"] else {
                throw SuiteError("a session case has start and steps")
            }
            return [
                (
                    "output",
                    .array(
                        try SessionCaseRunner.run(scorer, start: start, steps: steps, bundle: self.scorer)
                            .map(JSONValue.string))
                )
            ]
        case "examples":
            let reports = try scorer(try string(inputs, "bundle")).replayExamples()
            return [("output", .array(reports.map { .string($0.line) }))]
        default:
            throw SuiteError("unknown kind \(kind)")
        }
    }

    /// A case's answers: `answers` as text, or `answers_base64` as bytes.
    private func answers(_ inputs: JSONValue) throws -> [UInt8] {
        if case .string(let text)? = inputs["answers"] { return Array(text.utf8) }
        return try base64(inputs, "answers_base64")
    }

    private func string(_ inputs: JSONValue, _ name: String) throws -> String {
        guard case .string(let text)? = inputs[name] else { throw SuiteError("missing \(name)") }
        return text
    }

    private func base64(_ inputs: JSONValue, _ name: String) throws -> [UInt8] {
        guard case .string(let text)? = inputs[name], let data = Data(base64Encoded: text) else {
            throw SuiteError("missing or bad \(name)")
        }
        return [UInt8](data)
    }
}
