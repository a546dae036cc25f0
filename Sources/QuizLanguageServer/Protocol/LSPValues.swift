package import QuizRuntime
@_spi(Tools) package import QuizYAML

/// Reading LSP params: each accessor names the member it wanted when the shape is wrong, so
/// the client gets a `-32602` that says what to fix.
extension JSONValue {
    /// The member `key` of this object, or `-32602`.
    package func member(_ key: String) throws(ResponseError) -> JSONValue {
        guard case .object = self, let value = self[key] else {
            throw .invalidParams("`\(key)` is missing")
        }
        return value
    }

    /// The string member `key`, or `-32602`.
    package func string(_ key: String) throws(ResponseError) -> String {
        guard case .string(let text) = try member(key) else { throw .invalidParams("`\(key)` is a string") }
        return text
    }

    /// The integer member `key` (within `Int`), or `-32602`.
    package func integer(_ key: String) throws(ResponseError) -> Int {
        guard case .number(let text) = try member(key), let value = Int(text) else {
            throw .invalidParams("`\(key)` is an integer")
        }
        return value
    }

    /// The array member `key`, or `-32602`.
    package func array(_ key: String) throws(ResponseError) -> [JSONValue] {
        guard case .array(let items) = try member(key) else { throw .invalidParams("`\(key)` is an array") }
        return items
    }

    /// The value at a path of members, `nil` when any is missing (capabilities: absent means unsupported).
    package func lookup(_ keys: String...) -> JSONValue? {
        var value: JSONValue? = self
        for key in keys { value = value?[key] }
        return value
    }

    /// `true` only for the JSON `true`.
    package var isTrue: Bool { self == .bool(true) }

    /// An LSP `Position` as JSON.
    package static func position(_ position: LSPPosition) -> JSONValue {
        .object([("line", .integer(position.line)), ("character", .integer(position.character))])
    }

    /// An LSP `Range` as JSON.
    package static func range(_ start: LSPPosition, _ end: LSPPosition) -> JSONValue {
        .object([("start", .position(start)), ("end", .position(end))])
    }

    /// An LSP `Position` read from JSON, or `-32602`.
    package func lspPosition() throws(ResponseError) -> LSPPosition {
        let line = try integer("line")
        let character = try integer("character")
        guard line >= 0, character >= 0 else {
            throw .invalidParams("a position's line and character are not negative")
        }
        return LSPPosition(line: line, character: character)
    }

    /// An LSP `Range` read from JSON, or `-32602`.
    package func lspRange() throws(ResponseError) -> (start: LSPPosition, end: LSPPosition) {
        let start = try member("start").lspPosition()
        let end = try member("end").lspPosition()
        return (start, end)
    }
}

extension LineIndex {
    /// A compiler range as an LSP `Range`.
    package func range(of range: SourceRange, encoding: PositionEncoding) -> JSONValue {
        .range(position(of: range.start, encoding: encoding), position(of: range.end, encoding: encoding))
    }
}
