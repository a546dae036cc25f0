import Foundation
import QuizRuntime

/// Bundles that do not load, each with the code and description of the first problem.
enum BundleErrorCases {
    static func all(_ bundles: BundleSet) throws -> [CaseSpec] {
        var cases: [CaseSpec] = []
        for (label, text) in [
            ("empty", ""), ("truncated", #"{"format":"#), ("trailing text", "{} {}"), ("not JSON at all", "quiz"),
            ("nesting 17 deep", String(repeating: "[", count: 17) + String(repeating: "]", count: 17)),
            ("duplicate member", #"{"format":"quiz-bundle/1","format":"quiz-bundle/1"}"#),
        ] {
            cases.append(.bundleError("bundle-error/not-json/\(label)", bytes: Array(text.utf8)))
        }
        cases.append(
            .bundleError(
                "bundle-error/not-json/invalid UTF-8", bytes: Array(#"{"format":""#.utf8) + [0xFF] + Array(#""}"#.utf8))
        )
        for (label, text) in [
            ("array root", "[]"), ("string root", #""quiz-bundle/1""#), ("no format", "{}"),
            ("format not a string", #"{"format":1}"#),
        ] {
            cases.append(.bundleError("bundle-error/invalid-bundle/\(label)", bytes: Array(text.utf8)))
        }
        let base = try JSONParser().parse(bundles.bytes("types"))
        /// The `types` bundle with `edit` applied at a path, re-hashed unless `rehash` is false.
        func edited(_ label: String, code: String, rehash: Bool = true, _ edit: (inout JSONValue) -> Void) throws {
            var root = base
            edit(&root)
            if rehash, case .object(var members) = root {
                members.removeAll { $0.0 == "hash" }
                members.append(("hash", .string(try QuizBundle.contentHash(json: .object(members)))))
                root = .object(members)
            }
            cases.append(.bundleError("bundle-error/\(code)/\(label)", bytes: JSONWriter.prettySorted.bytes(root)))
        }
        try edited("format 2", code: "unsupported-format") { $0.set(["format"], .string("quiz-bundle/2")) }
        try edited("format empty", code: "unsupported-format") { $0.set(["format"], .string("")) }
        try edited("missing hash", code: "hash-mismatch", rehash: false) { $0.remove("hash") }
        try edited("hash not a string", code: "hash-mismatch", rehash: false) { $0.set(["hash"], .null) }
        try edited("hash of other content", code: "hash-mismatch", rehash: false) {
            $0.set(["title"], .string("Changed"))
        }
        try edited("hash upper case", code: "hash-mismatch", rehash: false) { root in
            if case .string(let hash)? = root["hash"] { root.set(["hash"], .string(hash.uppercased())) }
        }
        try edited("hash without prefix", code: "hash-mismatch", rehash: false) { root in
            if case .string(let hash)? = root["hash"] { root.set(["hash"], .string(String(hash.dropFirst(7)))) }
        }
        try edited("hash of the description added", code: "hash-mismatch", rehash: false) {
            $0.set(["description"], .string("Added"))
        }
        // Field errors: each with its exact path.
        try edited("no traits", code: "invalid-bundle") { $0.set(["traits"], .array([])) }
        try edited("trait not a string", code: "invalid-bundle") {
            $0.set(["traits"], .array([.string("a"), .integer(1)]))
        }
        try edited("unknown model", code: "invalid-bundle") { $0.set(["scoring", "model"], .string("lowest")) }
        try edited("ties incomplete", code: "invalid-bundle") { $0.set(["scoring", "ties"], .array([.string("a")])) }
        try edited("secondary not a boolean", code: "invalid-bundle") {
            $0.set(["scoring", "secondary"], .string("yes"))
        }
        try edited("unknown trait in initial", code: "invalid-bundle") {
            $0.set(["scoring", "initial"], .object([("d", .integer(1))]))
        }
        try edited("initial too large", code: "invalid-bundle") {
            $0.set(["scoring", "initial"], .object([("a", .integer(1_000_000_000_001))]))
        }
        try edited("question type unknown", code: "invalid-bundle") {
            $0.set(["questions", "1", "type"], .string("choice"))
        }
        try edited("weight not an integer", code: "invalid-bundle") {
            $0.set(["questions", "1", "options", "0", "weights"], .object([("a", .number("1.5"))]))
        }
        try edited("weight too large", code: "invalid-bundle") {
            $0.set(["questions", "1", "options", "2", "weights"], .object([("c", .integer(1_000_001))]))
        }
        try edited("duplicate option ids", code: "invalid-bundle") {
            $0.set(["questions", "1", "options", "1", "id"], .string("x"))
        }
        try edited("scale values not increasing", code: "invalid-bundle") {
            $0.set(["questions", "0", "options", "4", "value"], .integer(-5))
        }
        try edited("multiple max above options", code: "invalid-bundle") {
            $0.set(["questions", "2", "max"], .integer(9))
        }
        try edited("range min above max", code: "invalid-bundle") { $0.set(["questions", "4", "min"], .integer(2)) }
        try edited("duplicate wire keys", code: "invalid-bundle") { $0.set(["questions", "1", "key"], .string("sc")) }
        try edited("question missing text", code: "invalid-bundle") { $0.remove(["questions", "3"], "text") }
        try edited("option pin not a boolean", code: "invalid-bundle") {
            $0.set(["questions", "3", "options", "1", "pin"], .integer(0))
        }
        try edited("draw count zero", code: "invalid-bundle") {
            $0.set(["presentation", "draw"], .array([.object([("pool", .null), ("count", .integer(0))])]))
        }
        try edited("outcome missing title", code: "invalid-bundle") { $0.remove(["outcomes", "b"], "title") }
        try edited("example answer not representable", code: "invalid-bundle") {
            $0.set(["examples", "0", "answers", "r11"], .number("1e400"))
        }
        try edited("example answer boolean", code: "invalid-bundle") {
            $0.set(["examples", "0", "answers", "si"], .bool(true))
        }
        // An integer in exponent form, which the writer would print as digits: edited as text.
        let pretty = String(decoding: bundles.bytes("types"), as: UTF8.self)
        cases.append(
            .bundleError(
                "bundle-error/invalid-bundle/weight in exponent form",
                bytes: Array(pretty.replacingOccurrences(of: "\"a\": 1\n", with: "\"a\": 1e0\n").utf8)))
        try edited("no questions", code: "invalid-bundle") { $0.set(["questions"], .array([])) }
        try edited("page size a string", code: "invalid-bundle") {
            $0.set(["presentation", "page_size"], .string("10"))
        }
        return cases + (try LocaleBundleErrorCases.all(bundles))
    }
}

extension JSONValue {
    /// Sets the member or item at `path` (object names, or array indexes as decimal text).
    mutating func set(_ path: [String], _ value: JSONValue) {
        guard let first = path.first else { self = value; return }
        let rest = Array(path.dropFirst())
        switch self {
        case .object(var members):
            if let index = members.firstIndex(where: { $0.0 == first }) {
                members[index].1.set(rest, value)
            } else if rest.isEmpty {
                members.append((first, value))
            }
            self = .object(members)
        case .array(var items):
            if let index = Int(first), items.indices.contains(index) { items[index].set(rest, value) }
            self = .array(items)
        default:
            break
        }
    }

    /// Removes the top-level member `name`.
    mutating func remove(_ name: String) { remove([], name) }

    /// Removes member `name` of the object at `path`.
    mutating func remove(_ path: [String], _ name: String) {
        guard let first = path.first else {
            if case .object(let members) = self { self = .object(members.filter { $0.0 != name }) }
            return
        }
        let rest = Array(path.dropFirst())
        switch self {
        case .object(var members):
            if let index = members.firstIndex(where: { $0.0 == first }) { members[index].1.remove(rest, name) }
            self = .object(members)
        case .array(var items):
            if let index = Int(first), items.indices.contains(index) { items[index].remove(rest, name) }
            self = .array(items)
        default:
            break
        }
    }
}
