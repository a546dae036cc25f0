/// Splits a wire string (an id, a code, a key) into the words generated names are made of,
/// for the TypeScript and Python generators.
///
/// Words are runs of ASCII letters and digits; anything else separates them, and so does a
/// change from a lowercase letter or a digit to an uppercase one (`primaryGoal` → `primary`,
/// `Goal`) and the last capital of an acronym run before a lowercase letter (`HTTPServer` →
/// `HTTP`, `Server`). Digits stay with the letters before them (`N1`, `over90`).
enum IdentifierWords {
    /// The words of `text`, in order; empty when it holds no ASCII letter or digit.
    static func split(_ text: String) -> [String] {
        var words: [String] = []
        var current: [Character] = []
        let characters = Array(text)
        func flush() {
            if !current.isEmpty { words.append(String(current)) }
            current = []
        }
        for (index, character) in characters.enumerated() {
            guard character.isASCII, character.isLetter || character.isNumber else {
                flush()
                continue
            }
            if let previous = current.last, character.isUppercase {
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                let acronymEnds = previous.isUppercase && next.map { $0.isASCII && $0.isLowercase } == true
                if previous.isLowercase || previous.isNumber || acronymEnds { flush() }
            }
            current.append(character)
        }
        flush()
        return words
    }

    /// Joins words, putting `separator` between two words where a digit would meet a digit
    /// (`30`, `60` → `30_60`, never `3060`), and `_` before a result that starts with a digit.
    static func join(_ words: [String], digitSeparator: String = "_") -> String {
        var result = ""
        for word in words {
            if let last = result.last, last.isNumber, word.first?.isNumber == true { result += digitSeparator }
            result += word
        }
        if result.first?.isNumber == true { result = "_" + result }
        return result
    }

    /// `lose_weight` → `LoseWeight`; `ENFJ` stays `ENFJ`; empty → `fallback`.
    static func pascalCase(_ text: String, fallback: String) -> String {
        let words = split(text).map { $0.prefix(1).uppercased() + $0.dropFirst() }
        return words.isEmpty ? fallback : join(words)
    }

    /// `primary_goal` → `primaryGoal`; `Q1` → `q1`; `ENFJ` → `enfj`; empty → `fallback`.
    static func camelCase(_ text: String, fallback: String) -> String {
        var words = split(text)
        guard let first = words.first else { return fallback }
        let lowered =
            first.allSatisfy { !$0.isLowercase } ? first.lowercased() : first.prefix(1).lowercased() + first.dropFirst()
        words = [lowered] + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }
        return join(words)
    }

    /// `primaryGoal` → `primary_goal`; `ei-1` → `ei_1`; empty → `fallback`.
    static func snakeCase(_ text: String, fallback: String) -> String {
        let words = split(text).map { $0.lowercased() }
        return words.isEmpty ? fallback : prefixed(words.joined(separator: "_"))
    }

    /// `primaryGoal` → `PRIMARY_GOAL`; `30-60` → `_30_60`; empty → `fallback`.
    static func screamingSnakeCase(_ text: String, fallback: String) -> String {
        let words = split(text).map { $0.uppercased() }
        return words.isEmpty ? fallback : prefixed(words.joined(separator: "_"))
    }

    private static func prefixed(_ name: String) -> String {
        name.first?.isNumber == true ? "_" + name : name
    }
}

/// Hands out names in one scope (a module's types, an enum's members, an object's
/// properties) so that no two are equal and none is reserved: a name already taken or
/// reserved gets `_2`, `_3`, … (the first free one), in the order names are asked for, so
/// the same bundle always gives the same names.
struct NameScope {
    private var taken: Set<String>

    /// A scope in which `reserved` are never handed out.
    init(reserved: Set<String> = []) {
        taken = reserved
    }

    /// `base`, or `base_2`, `base_3`, … when it is taken; the result is taken from now on.
    mutating func claim(_ base: String) -> String {
        var name = base
        var counter = 2
        while taken.contains(name) {
            name = "\(base)_\(counter)"
            counter += 1
        }
        taken.insert(name)
        return name
    }
}
