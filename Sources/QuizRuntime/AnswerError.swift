/// Why an answers object was rejected. Codes are stable (docs/runtime.md).
public struct AnswerError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The kind of problem, stable across runtimes and versions.
    public enum Code: String, Sendable, CaseIterable {
        /// A key that is no question's wire key.
        case unknownKey = "unknown-key"
        /// A key that matches a wire key only after Unicode normalization.
        case keyNotNormalized = "key-not-normalized"
        /// An answer of the wrong JSON type (or the answers are not an object).
        case wrongType = "wrong-type"
        /// An option id or scale value the question does not have.
        case unknownOption = "unknown-option"
        /// A range number outside [min, max].
        case outOfRange = "out-of-range"
        /// Too few or too many choices for a `multiple` question.
        case choiceCount = "choice-count"
        /// A required question without an answer.
        case missingAnswer = "missing-answer"
        /// An answer to a question that these answers do not show (its `when` does not hold).
        case hiddenAnswer = "hidden-answer"
        /// The input is not JSON (a code of the scorer's own: the other codes are about a well-formed answers object).
        case invalidJSON = "invalid-json"
    }

    /// The kind of problem.
    public var code: Code
    /// What is wrong and what was expected.
    public var message: String
    /// The answers key concerned, when there is one.
    public var key: String?

    /// An error of `code` about `key`, when there is one.
    public init(code: Code, message: String, key: String? = nil) {
        self.code = code
        self.message = message
        self.key = key
    }

    /// `code: message`, for logs.
    public var description: String { "\(code.rawValue): \(message)" }

    /// `{"error": {"code", "message", "key"?}}`.
    public var jsonValue: JSONValue {
        var fields: [(String, JSONValue)] = [("code", .string(code.rawValue)), ("message", .string(message))]
        if let key { fields.append(("key", .string(key))) }
        return .object([("error", .object(fields))])
    }
}
