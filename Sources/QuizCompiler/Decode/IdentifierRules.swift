/// The forms of ids and other constrained text (docs/authoring.md).
@_spi(Tools) public enum IdentifierRules {
    /// What a constrained text names, each with its own form.
    @_spi(Tools) public enum Kind {
        /// The quiz id, a trait id, a derived score's, result's or band's id, a question id, an option id, a pool name, a scale name.
        case quizID, trait, scoreID, questionID, optionID, poolName, scaleName

        var description: String {
            switch self {
            case .quizID: return "the quiz id"
            case .trait: return "trait"
            case .scoreID: return "id"
            case .questionID: return "question id"
            case .optionID: return "option id"
            case .poolName: return "pool name"
            case .scaleName: return "scale name"
            }
        }

        /// The form, for messages.
        @_spi(Tools) public var rule: String {
            switch self {
            case .quizID: return "lowercase letters, digits and `-`, starting with a letter (`^[a-z][a-z0-9-]*$`)"
            case .trait, .scoreID:
                return "letters, digits and `_`, starting with a letter (`^[A-Za-z][A-Za-z0-9_]*$`)"
            case .questionID:
                return
                    "letters, digits, `_`, `.` and `-`, starting with a letter or digit (`^[A-Za-z0-9][A-Za-z0-9_.-]*$`)"
            case .optionID, .poolName, .scaleName: return "non-empty text"
            }
        }
    }

    /// Reports `invalid-value` when `text` does not have the form of `kind`.
    static func check(_ text: Located<String>, as kind: Kind, diagnostics: DiagnosticCollector) {
        if !matches(text.value, kind) {
            diagnostics.report(
                .invalidValue, "\(kind.description) `\(text.value)` is not valid; use \(kind.rule)", at: text.range)
        }
    }

    /// Whether `text` has the form of `kind`.
    @_spi(Tools) public static func matches(_ text: String, _ kind: Kind) -> Bool {
        let bytes = Array(text.utf8)
        guard let first = bytes.first else { return false }
        func isLower(_ b: UInt8) -> Bool { b >= 0x61 && b <= 0x7A }
        func isUpper(_ b: UInt8) -> Bool { b >= 0x41 && b <= 0x5A }
        func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
        switch kind {
        case .quizID:
            return isLower(first) && bytes.allSatisfy { isLower($0) || isDigit($0) || $0 == 0x2D }
        case .trait, .scoreID:
            return (isLower(first) || isUpper(first))
                && bytes.allSatisfy { isLower($0) || isUpper($0) || isDigit($0) || $0 == 0x5F }
        case .questionID:
            return (isLower(first) || isUpper(first) || isDigit(first))
                && bytes.allSatisfy {
                    isLower($0) || isUpper($0) || isDigit($0) || $0 == 0x5F || $0 == 0x2E || $0 == 0x2D
                }
        case .optionID, .poolName, .scaleName:
            return true
        }
    }

    /// `MAJOR.MINOR.PATCH`, decimal without leading zeros.
    static func isSemanticVersion(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 3
            && parts.allSatisfy { part in
                !part.isEmpty && part.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
                    && !(part.count > 1 && part.hasPrefix("0")) && part.count <= 9
            }
    }

    /// The three numbers of a semantic version.
    static func versionParts(_ text: String) -> [Int]? {
        guard isSemanticVersion(text) else { return nil }
        return text.split(separator: ".").compactMap { Int($0) }
    }

    /// A BCP 47 tag in its common form: 2–3 letter language, then `-` subtags of 1–8 letters or digits.
    @_spi(Tools) public static func isLanguageTag(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard let language = parts.first, (2...3).contains(language.count),
            language.utf8.allSatisfy({ ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A })
        else { return false }
        return parts.dropFirst().allSatisfy { part in
            (1...8).contains(part.count)
                && part.utf8.allSatisfy { (($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) }
        }
    }
}
