/// Every question type of the `types` quiz, one answer varied at a time over a valid base.
enum TypeCases {
    /// The base answers; `vary` replaces (or, with `nil`, removes) one member's value text.
    static func answers(_ key: String, _ value: String?) -> String {
        var members: [(String, String)] = [("sc", "0"), ("si", "\"x\""), ("mu", #"["m1","m2"]"#), ("r11", "0.5")]
        if let index = members.firstIndex(where: { $0.0 == key }) {
            if let value { members[index].1 = value } else { members.remove(at: index) }
        } else if let value {
            members.append((key, value))
        }
        return JSONText.object(members)
    }

    static func all() -> [CaseSpec] {
        var cases: [CaseSpec] = []
        func add(_ label: String, _ key: String, _ value: String?) {
            cases.append(.score("types/\(key)/\(label)", bundle: "types", answers(key, value)))
        }
        // scale: each value, values it does not have, integers in other spellings, other types.
        for value in -2...2 { add("value \(value)", "sc", String(value)) }
        for literal in [
            "3", "-3", "2.0", "20e-1", "0.2e1", "-0", "-0.0", "1E0", "1.5", "-1.25", "1e400", "99999999999999999999",
            "-9223372036854775808",
        ] {
            add("literal \(literal)", "sc", literal)
        }
        for (label, value) in [
            ("string", "\"2\""), ("true", "true"), ("false", "false"), ("object", "{}"), ("array", "[1]"),
            ("null", "null"), ("absent", nil),
        ] as [(String, String?)] {
            add(label, "sc", value)
        }
        // single: each option, unknown and near-miss ids, other types.
        for id in ["x", "y", "z", "w", "X", " x", "x ", "", "m1"] { add("id \"\(id)\"", "si", JSONText.string(id)) }
        for (label, value) in [
            ("number", "1"), ("true", "true"), ("object", #"{"x":1}"#), ("array", #"["x"]"#),
            ("null", "null"), ("absent", nil),
        ] as [(String, String?)] {
            add(label, "si", value)
        }
        // multiple 2…3 of 5: within, too few, too many, duplicates, unknown and mistyped items.
        for (label, value) in [
            ("two", #"["m1","m2"]"#), ("three", #"["m5","m4","m3"]"#), ("one", #"["m1"]"#), ("none", "[]"),
            ("four", #"["m1","m2","m3","m4"]"#), ("five", #"["m1","m2","m3","m4","m5"]"#),
            ("duplicate", #"["m1","m1"]"#), ("duplicate among three", #"["m1","m2","m1"]"#),
            ("duplicate pair", #"["m2","m2","m2","m2"]"#),
            ("unknown item", #"["m1","m9"]"#), ("near-miss item", #"["m1","M2"]"#), ("number item", #"["m1",2]"#),
            ("null item", #"["m1",null]"#), ("nested list", #"[["m1"],"m2"]"#), ("string", #""m1""#), ("number", "1"),
            ("object", #"{"m1":true}"#), ("true", "true"), ("null", "null"), ("absent", nil),
        ] as [(String, String?)] {
            add(label, "mu", value)
        }
        // optional multiple 0…1.
        for (label, value) in [
            ("empty", "[]"), ("one", #"["o1"]"#), ("two", #"["o1","o2"]"#), ("null", "null"), ("unknown", #"["o3"]"#),
        ] {
            add(label, "mo", value)
        }
        // range: anchor ids and other types (numbers are in score-ranges).
        for (label, value) in [
            ("anchor r0", #""r0""#), ("anchor r10", #""r10""#), ("anchor r11", #""r11""#), ("anchor R3", #""R3""#),
            ("numeric string", #""0.5""#), ("true", "true"), ("array", "[0.5]"), ("object", "{}"),
            ("null", "null"), ("absent", nil),
        ] as [(String, String?)] {
            add(label, "r11", value)
        }
        // An answer for an optional question given as null is no answer.
        add("null optional", "r6", "null")
        add("null optional multiple", "mo", "null")
        // Key order does not matter; an empty object misses the first required question.
        cases.append(
            .score("types/reversed key order", bundle: "types", #"{"r11":0.5,"mu":["m1","m2"],"si":"x","sc":0}"#))
        cases.append(.score("types/empty object", bundle: "types", "{}"))
        cases.append(
            .score(
                "types/everything", bundle: "types",
                #"{"sc":-2,"si":"z","mu":["m3","m4"],"mo":["o2"],"r11":"r7","r6":-2.7,"r17":4.3,"rbig":"mid"}"#))
        return cases
    }
}
