/// A JSON value that keeps member order and number literals exactly as given.
///
/// Objects are lists of members so that writers can choose the order (source order, or the
/// RFC 8785 order of `JSONWriter`); numbers keep their literal text so that no value is
/// rounded through floating point.
public enum JSONValue: Sendable, Equatable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number's literal text, as in the JSON grammar (`-12`, `0.5`, `1e3`).
    case number(String)
    /// A string, held unescaped.
    case string(String)
    /// An array of values, in order.
    case array([JSONValue])
    /// An object: its members, names with values, in the order they are written.
    case object([(String, JSONValue)])

    /// An integer number.
    public static func integer(_ value: Int) -> JSONValue { .number(String(value)) }

    /// The members of an object, else `nil`.
    public var objectMembers: [(String, JSONValue)]? {
        if case .object(let members) = self { return members }
        return nil
    }

    /// The value of the first member named exactly `key` (compared by Unicode scalars).
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        let wanted = ExactString(key)
        return members.first { ExactString($0.0) == wanted }?.1
    }

    /// Structural equality; object members compared in order, names by their scalars.
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.number(let a), .number(let b)): return ExactString(a) == ExactString(b)
        case (.string(let a), .string(let b)): return ExactString(a) == ExactString(b)
        case (.array(let a), .array(let b)): return a == b
        case (.object(let a), .object(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { ExactString($0.0) == ExactString($1.0) && $0.1 == $1.1 }
        default: return false
        }
    }
}

extension JSONValue {
    /// The value as one line of JSON, exactly as `quizc score` prints a result: members in
    /// their order, strings escaped as the conformance suite defines, no spaces.
    public var jsonLine: String { JSONWriter.line.string(self) }
}
