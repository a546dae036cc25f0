/// Swift names for quiz ids (docs/codegen.md, "Names"): words are the runs of letters and
/// digits between any other characters and at lower-to-upper case changes are kept as they
/// are written; types are UpperCamelCase, cases and properties lowerCamelCase. A name that
/// would start with a digit gets a leading `_` (`30-60` → `_30_60`, digits runs joined by `_`
/// so they stay readable), a keyword is written in backticks, and a name that is taken (ids
/// that differ only in case or punctuation, or a name the generated code uses itself) gets
/// `_2`, `_3`, … in source order.
enum SwiftNames {
    /// The words of `id`: maximal runs of letters and digits.
    static func words(_ id: String) -> [String] {
        var words: [String] = []
        var current = ""
        for character in id {
            if character.isLetter || character.isNumber, character.isASCII || character.isLetter {
                current.append(character)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// `fitcircle-persona` → `FitcirclePersona`, `primaryGoal` → `PrimaryGoal`.
    static func upperCamel(_ id: String) -> String {
        join(words(id).map { uppercasingFirst($0) }, fallback: "Value")
    }

    /// `lose_weight` → `loseWeight`, `primaryGoal` → `primaryGoal`, `ENFJ` → `enfj`, `N1` → `n1`.
    static func lowerCamel(_ id: String) -> String {
        let parts = words(id)
        guard let first = parts.first else { return "value" }
        let head = first.allSatisfy { !$0.isLetter || $0.isUppercase } ? first.lowercased() : lowercasingFirst(first)
        return join([head] + parts.dropFirst().map { uppercasingFirst($0) }, fallback: "value")
    }

    /// Joins words; a digit at a word's start after a word ending in a digit keeps a `_`
    /// between them, and a name starting with a digit gets a leading `_`.
    private static func join(_ parts: [String], fallback: String) -> String {
        var name = ""
        for part in parts {
            if let last = name.last, last.isNumber, part.first?.isNumber == true { name += "_" }
            name += part
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
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer",
        "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where",
        "while", "as", "false", "is", "nil", "self", "super", "throws", "true", "try", "await", "any", "some",
        "consume", "copy", "discard", "borrowing", "consuming", "package",
    ]

    /// `name` as written in code: in backticks when it is a keyword.
    static func escaped(_ name: String) -> String {
        keywords.contains(name) ? "`" + name + "`" : name
    }

    /// Unique names for `ids` in order: `name(id)`, or with `_2`, `_3`, … when taken (by an
    /// earlier id or by `reserved`). `casey` and `Casey` are two names; names that are
    /// canonically equivalent count as one (a Swift `String` comparison), which only adds a suffix.
    static func unique(_ ids: [String], reserved: Set<String> = [], name: (String) -> String) -> [String] {
        var taken = reserved
        var names: [String] = []
        for id in ids {
            let base = name(id)
            var candidate = base
            var counter = 2
            while taken.contains(candidate) {
                candidate = base + "_\(counter)"
                counter += 1
            }
            taken.insert(candidate)
            names.append(candidate)
        }
        return names
    }
}
