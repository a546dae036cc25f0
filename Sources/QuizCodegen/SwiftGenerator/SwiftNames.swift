/// Swift names for quiz ids (docs/codegen.md, "Names"): words are the runs of letters and
/// digits between any other characters, kept as they are written (`primaryGoal` stays
/// `primaryGoal`); types are UpperCamelCase, cases and properties lowerCamelCase. Between two
/// runs of digits the separator is spelled (`-` → `To`, `.` → `Point`, others → `And`:
/// `30-60` → `_30To60`), and a name that would start with a digit gets a leading `_`. A
/// keyword is written in backticks, and a name that is taken (ids that differ only in case
/// or punctuation, or a name the generated code uses itself) gets `2`, `3`, … in source order.
package enum SwiftNames {
    /// The words of `id` (maximal runs of letters and digits), each with the characters
    /// that separate it from the word before.
    package static func words(_ id: String) -> [(word: String, separator: String)] {
        var words: [(word: String, separator: String)] = []
        var current = ""
        var separator = ""
        for character in id {
            if character.isLetter || (character.isASCII && character.isNumber) {
                current.append(character)
            } else {
                if !current.isEmpty {
                    words.append((current, separator))
                    current = ""
                    separator = ""
                }
                separator.append(character)
            }
        }
        if !current.isEmpty { words.append((current, separator)) }
        return words
    }

    /// `fitcircle-persona` → `FitcirclePersona`, `primaryGoal` → `PrimaryGoal`.
    package static func upperCamel(_ id: String) -> String {
        join(words(id).map { ($0.word, $0.separator, uppercasingFirst($0.word)) }, fallback: "Value")
    }

    /// `lose_weight` → `loseWeight`, `primaryGoal` → `primaryGoal`, `ENFJ` → `enfj`, `N1` → `n1`.
    package static func lowerCamel(_ id: String) -> String {
        let parts = words(id)
        guard let first = parts.first else { return "value" }
        let head =
            first.word.allSatisfy { !$0.isLetter || $0.isUppercase }
            ? first.word.lowercased() : lowercasingFirst(first.word)
        return join(
            [(first.word, first.separator, head)]
                + parts.dropFirst().map { ($0.word, $0.separator, uppercasingFirst($0.word)) },
            fallback: "value")
    }

    /// Joins the spelled words; the separator between two runs of digits is spelled, and a
    /// name starting with a digit gets a leading `_`.
    private static func join(_ parts: [(word: String, separator: String, spelled: String)], fallback: String) -> String
    {
        var name = ""
        for part in parts {
            if let last = name.last, last.isNumber, part.word.first?.isNumber == true {
                name += part.separator == "-" ? "To" : part.separator == "." ? "Point" : "And"
            }
            name += part.spelled
        }
        if name.isEmpty { return fallback }
        return name.first!.isNumber ? "_" + name : name
    }

    private static func uppercasingFirst(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }

    private static func lowercasingFirst(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.lowercased() + word.dropFirst()
    }

    /// The words Swift reserves: a case or property named so is written in backticks.
    package static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer",
        "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where",
        "while", "as", "false", "is", "nil", "self", "super", "throws", "true", "try", "await", "any", "some",
        "consume", "copy", "discard", "borrowing", "consuming", "package",
    ]

    /// `name` as written in code: in backticks when it is a keyword.
    package static func escaped(_ name: String) -> String {
        keywords.contains(name) ? "`" + name + "`" : name
    }

    /// Unique names for `ids`: `name(id)` when no other id (nor `reserved`) has that name;
    /// else the first id in source order keeps it and each later one gets `2`, `3`, … (the
    /// smallest number giving a name nothing else has). `casey` and `Casey` are two names;
    /// names that are canonically equivalent count as one (a Swift `String` comparison),
    /// which only adds a suffix.
    package static func unique(_ ids: [String], reserved: Set<String> = [], name: (String) -> String) -> [String] {
        let natural = ids.map(name)
        var taken = reserved.union(natural)
        var kept = Set<String>()
        var names: [String] = []
        for base in natural {
            if !reserved.contains(base) && kept.insert(base).inserted {
                names.append(base)
                continue
            }
            var counter = 2
            while taken.contains(base + "\(counter)") { counter += 1 }
            taken.insert(base + "\(counter)")
            names.append(base + "\(counter)")
        }
        return names
    }
}
