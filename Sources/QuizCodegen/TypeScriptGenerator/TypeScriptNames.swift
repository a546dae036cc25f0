import Foundation
@_spi(Tools) import QuizCompiler

/// The names of the TypeScript code generated for one quiz (docs/codegen.md, "TypeScript"):
/// PascalCase types and constant members, lowerCamelCase answer properties, each scope free
/// of collisions by `NameScope`'s rule.
struct TypeScriptNames {
    /// The names the module declares itself, and globals a type must not shadow.
    static let reservedTypes: Set<String> = [
        "Outcome", "Trait", "Question", "DerivedScore", "ProfileResult", "Answers", "Results", "ProfileValue",
        "Result", "Scored", "Visible", "VisibleOutcome", "Quiz", "BundleMismatchError", "Session", "Finished",
        "Resumed",
        "Array", "BigInt", "Boolean", "Date", "Error", "Function", "Iterable", "JSON", "Map", "Math", "Number",
        "Object", "Partial", "Promise", "Readonly", "ReadonlyArray", "ReadonlySet", "Record", "RegExp", "Set",
        "String", "Symbol",
    ]

    /// `Outcome.Casey` and the like: one member name per wire string, in order.
    static func members(_ wires: [String]) -> [String] {
        var scope = NameScope()
        return wires.map { scope.claim(IdentifierWords.pascalCase($0, fallback: "Value")) }
    }

    /// Each question's option type (`nil` for a scale, whose answer is a number literal).
    var optionTypes: [String?]
    /// Each question's property in `Answers`.
    var properties: [String]
    /// Each profile result's band type.
    var bandTypes: [String]

    /// The names for `quiz`.
    init(_ quiz: ScriptQuiz) {
        var types = NameScope(reserved: Self.reservedTypes)
        optionTypes = quiz.questions.map { question in
            if case .scale = question.answer { return nil }
            return types.claim(IdentifierWords.pascalCase(question.id, fallback: "Options"))
        }
        bandTypes = quiz.results.map { types.claim(IdentifierWords.pascalCase($0.id, fallback: "Result") + "Band") }
        var answerProperties = NameScope()
        properties = quiz.questions.map { answerProperties.claim(IdentifierWords.camelCase($0.id, fallback: "answer")) }
    }
}

/// Script string literals.
enum ScriptLiteral {
    /// `text` as a single-quoted JavaScript string literal.
    static func javaScript(_ text: String) -> String {
        let body = ScalarEscaping.escaped(text) { scalar in
            if let escape = ScalarEscaping.backslashed(scalar, quote: "'") { return escape }
            let value = scalar.value
            return value < 0x20 || value == 0x7F || value == 0x2028 || value == 0x2029 ? unicodeEscape(value) : nil
        }
        return "'" + body + "'"
    }

    /// `text` as a double-quoted Python string literal.
    static func python(_ text: String) -> String {
        let body = ScalarEscaping.escaped(text) { scalar in
            if let escape = ScalarEscaping.backslashed(scalar, quote: "\"") { return escape }
            let value = scalar.value
            let escaped = value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029
            return escaped ? unicodeEscape(value) : nil
        }
        return "\"" + body + "\""
    }

    /// `text` safe inside a `/** … */` or `#` comment on one line.
    static func comment(_ text: String) -> String {
        String(
            text.unicodeScalars.map { $0.value < 0x20 || $0 == "\u{2028}" || $0 == "\u{2029}" ? " " : Character($0) }
        )
        .replacingOccurrences(of: "*/", with: "*\\/")
    }

    /// `\uXXXX`: four lowercase hexadecimal digits (every scalar escaped is in the BMP).
    private static func unicodeEscape(_ value: UInt32) -> String {
        "\\u" + ScalarEscaping.hex(value, digits: 4)
    }
}
