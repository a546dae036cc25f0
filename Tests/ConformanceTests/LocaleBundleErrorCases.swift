import QuizRuntime

/// Bundles whose `source_locale` or `locales` break a rule of docs/runtime.md ("Locales"):
/// the `locales` bundle (source `en`, with a description, a scale with the value -1 and
/// recommendations) or `types` (no description), edited and re-hashed.
enum LocaleBundleErrorCases {
    static func all(_ bundles: BundleSet) throws -> [CaseSpec] {
        var cases: [CaseSpec] = []
        let base = try JSONParser().parse(bundles.bytes("locales"))
        guard base.at(["locales", "de"]) != nil else { throw SuiteError("the locales bundle has no de locale") }
        func edited(_ label: String, from start: JSONValue? = nil, _ edit: (inout JSONValue) -> Void) throws {
            var root = start ?? base
            edit(&root)
            guard case .object(var members) = root else { throw SuiteError("not an object") }
            members.removeAll { $0.0.isExactly("hash") }
            members.append(("hash", .string(try QuizBundle.contentHash(json: .object(members)))))
            cases.append(
                .bundleError(
                    "bundle-error/invalid-bundle/locales: \(label)",
                    bytes: JSONWriter.prettySorted.bytes(.object(members))))
        }
        let de = ["locales", "de"]
        // 1. The source locale.
        try edited("source_locale a number") { $0.set(["source_locale"], .integer(1)) }
        try edited("source_locale null") { $0.set(["source_locale"], .null) }
        try edited("legacy locale not a string") { root in
            root.remove("source_locale")
            root.set(["locale"], .array([.string("en")]))
        }
        try edited("neither source_locale nor locale") { $0.remove("source_locale") }
        // 3. `locales` itself.
        try edited("locales an array") { $0.set(["locales"], .array([])) }
        try edited("locales null") { $0.set(["locales"], .null) }
        // 4a-c. Tags and entries.
        try edited("tag with an underscore") { $0.rename(["locales"], "de", to: "de_AT") }
        try edited("empty tag") { $0.rename(["locales"], "de", to: "") }
        try edited("subtag of nine characters") { $0.rename(["locales"], "de", to: "de-abcdefghi") }
        try edited("tag ending in a hyphen") { $0.rename(["locales"], "de", to: "de-") }
        try edited("tag with a space") { $0.rename(["locales"], "de", to: "de AT") }
        try edited("tag with a non-ASCII letter") { $0.rename(["locales"], "de", to: "d\u{E9}") }
        try edited("same tag in other case") { root in
            if let entry = root.at(de) { root.set(["locales", "DE"], entry) }
        }
        try edited("entry a string") { $0.set(de, .string("Deutsch")) }
        // 4d-f. Direction, title, description.
        try edited("direction missing") { $0.remove(de, "direction") }
        try edited("direction upper case") { $0.set(de + ["direction"], .string("RTL")) }
        try edited("direction null") { $0.set(de + ["direction"], .null) }
        try edited("title missing") { $0.remove(de, "title") }
        try edited("title a number") { $0.set(de + ["title"], .integer(1)) }
        try edited("description missing") { $0.remove(de, "description") }
        try edited("description an array") { $0.set(de + ["description"], .array([])) }
        let types = try JSONParser().parse(bundles.bytes("types"))
        try edited("description in a bundle without one", from: types) {
            $0.set(["locales", "en", "description"], .string("Added"))
        }
        // 4g. Questions.
        let questions = de + ["questions"]
        try edited("questions missing") { $0.remove(de, "questions") }
        try edited("questions an array") { $0.set(questions, .array([])) }
        try edited("question missing") { $0.remove(questions, "mood") }
        try edited("question a string") { $0.set(questions + ["plans"], .string("Planen")) }
        try edited("question text missing") { $0.remove(questions + ["pace"], "text") }
        try edited("question text a number") { $0.set(questions + ["pace", "text"], .integer(2)) }
        try edited("options missing") { $0.remove(questions + ["morning"], "options") }
        try edited("options an array") { $0.set(questions + ["morning", "options"], .array([.string("Tee kochen")])) }
        try edited("scale option -1 missing") { $0.remove(questions + ["mood", "options"], "-1") }
        try edited("option id missing") { $0.remove(questions + ["risk", "options"], "lots") }
        try edited("option label a number") { $0.set(questions + ["morning", "options", "tea"], .integer(1)) }
        try edited("option that is no option") {
            $0.set(questions + ["morning", "options", "coffee"], .string("Kaffee"))
        }
        try edited("scale value that is no option") { $0.set(questions + ["plans", "options", "4"], .string("Vier")) }
        try edited("scale value written +1") { $0.rename(questions + ["mood", "options"], "1", to: "+1") }
        try edited("question that is no question") { $0.set(questions + ["sleep"], .object([])) }
        // 4h. Outcomes.
        let outcomes = de + ["outcomes"]
        try edited("outcomes missing") { $0.remove(de, "outcomes") }
        try edited("outcomes an array") { $0.set(outcomes, .array([])) }
        try edited("outcome missing") { $0.remove(outcomes, "bold") }
        try edited("outcome an array") { $0.set(outcomes + ["calm"], .array([])) }
        try edited("outcome title missing") { $0.remove(outcomes + ["calm"], "title") }
        try edited("outcome description a number") { $0.set(outcomes + ["bold", "description"], .integer(0)) }
        try edited("recommendations missing") { $0.remove(outcomes + ["calm"], "recommendations") }
        try edited("recommendations a string") { $0.set(outcomes + ["calm", "recommendations"], .string("Tee")) }
        try edited("recommendation a number") { $0.set(outcomes + ["calm", "recommendations", "1"], .integer(1)) }
        try edited("one recommendation of two") { root in
            if case .array(let items)? = root.at(outcomes + ["calm", "recommendations"]) {
                root.set(outcomes + ["calm", "recommendations"], .array(Array(items.prefix(1))))
            }
        }
        try edited("a recommendation where the source has none") {
            $0.set(outcomes + ["bold", "recommendations"], .array([.string("Mehr")]))
        }
        try edited("outcome that is no outcome") { $0.set(outcomes + ["brave"], .object([])) }
        // 5. The source locale's entry.
        try edited("source locale missing") { $0.remove(["locales"], "en") }
        try edited("source locale in other case") { $0.rename(["locales"], "en", to: "EN") }
        try edited("source_locale not among the locales") { $0.set(["source_locale"], .string("en-GB")) }
        // 6. The source entry holds the bundle's own texts.
        let en = ["locales", "en"]
        try edited("source title differs") { $0.set(en + ["title"], .string("Calm or Bold?")) }
        try edited("source description differs") { $0.set(en + ["description"], .string("Five short questions.")) }
        try edited("source question text differs") {
            $0.set(en + ["questions", "plans", "text"], .string("I like to plan ahead"))
        }
        try edited("source scale label differs") {
            $0.set(en + ["questions", "pace", "options", "1"], .string("Disagree"))
        }
        try edited("source option label differs") {
            $0.set(en + ["questions", "morning", "options", "tea"], .string("Make Tea"))
        }
        try edited("source outcome title differs") { $0.set(en + ["outcomes", "calm", "title"], .string("calm")) }
        try edited("source outcome description differs") {
            $0.set(en + ["outcomes", "bold", "description"], .string(""))
        }
        try edited("source recommendation differs") {
            $0.set(en + ["outcomes", "calm", "recommendations", "1"], .string("Try a new tea"))
        }
        try edited("source title canonically equivalent only") { root in
            root.set(["title"], .string("Caf\u{E9}"))
            root.set(en + ["title"], .string("Cafe\u{301}"))
        }
        return cases
    }
}

extension JSONValue {
    /// The value at `path` (object names, or array indexes as decimal text).
    func at(_ path: [String]) -> JSONValue? {
        var value: JSONValue? = self
        for name in path {
            switch value {
            case .object?: value = value?[name]
            case .array(let items)?: value = Int(name).flatMap { items.indices.contains($0) ? items[$0] : nil }
            default: return nil
            }
        }
        return value
    }

    /// Renames member `from` of the object at `path`, keeping its place.
    mutating func rename(_ path: [String], _ from: String, to: String) {
        guard let first = path.first else {
            if case .object(let members) = self {
                self = .object(members.map { $0.0.isExactly(from) ? (to, $0.1) : $0 })
            }
            return
        }
        if case .object(var members) = self, let index = members.firstIndex(where: { $0.0.isExactly(first) }) {
            members[index].1.rename(Array(path.dropFirst()), from, to: to)
            self = .object(members)
        }
    }
}
