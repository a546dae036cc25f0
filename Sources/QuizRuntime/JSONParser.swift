/// A strict JSON parser (RFC 8259) into `JSONValue`, bounded so that no input can trap,
/// recurse deeply or exhaust memory: depth and size limits, no recursion, numbers kept
/// as their literal text, duplicate member names refused (compared by scalars).
package struct JSONParser: Sendable {
    /// Deepest nesting of arrays and objects accepted.
    package var maxDepth: Int
    /// Longest number literal accepted, in characters.
    package var maxNumberLength: Int

    /// A parser with these limits (the defaults suit answers and bundles).
    package init(maxDepth: Int = 64, maxNumberLength: Int = 1000) {
        self.maxDepth = maxDepth
        self.maxNumberLength = maxNumberLength
    }

    /// Why a text is not acceptable JSON, with the byte offset where that was found.
    package struct Failure: Error, Equatable, Sendable, CustomStringConvertible {
        /// What is wrong.
        package var message: String
        /// The byte offset in the text where it was found.
        package var offset: Int
        /// `message at byte offset`.
        package var description: String { "\(message) at byte \(offset)" }
    }

    /// Parses one JSON text (surrounding white space allowed).
    package func parse(_ bytes: [UInt8]) throws(Failure) -> JSONValue {
        try bytes.withUnsafeBufferPointer { buffer throws(Failure) in
            var reader = Reader(bytes: buffer, parser: self)
            return try reader.document()
        }
    }

    /// Parses a string's UTF-8.
    package func parse(_ text: String) throws(Failure) -> JSONValue {
        try parse(Array(text.utf8))
    }
}

private struct Reader {
    let bytes: UnsafeBufferPointer<UInt8>
    let parser: JSONParser
    var index = 0

    init(bytes: UnsafeBufferPointer<UInt8>, parser: JSONParser) {
        self.bytes = bytes
        self.parser = parser
    }

    /// A container being filled; a class so that appending never copies what is filled so far.
    final class Frame {
        let isObject: Bool
        var items: [JSONValue] = []
        var members: [(String, JSONValue)] = []
        var key = ""
        var seen: [String: Int] = [:]

        init(isObject: Bool) { self.isObject = isObject }
    }

    // longer than 80 lines because it is one loop over the bytes with an explicit stack of
    // containers (no recursion, so any depth of nesting is safe) on the hottest path; split,
    // its state would pass between functions for every value.
    mutating func document() throws(JSONParser.Failure) -> JSONValue {
        var stack: [Frame] = []
        var result: JSONValue?
        skipSpace()
        // Iterative descent: each step reads either a complete scalar or opens/closes a container.
        while true {
            var value: JSONValue?
            skipSpace()
            guard index < bytes.count else { throw fail("unexpected end of input") }
            switch bytes[index] {
            case UInt8(ascii: "{"):
                index += 1
                guard stack.count < parser.maxDepth else { throw fail("nesting deeper than \(parser.maxDepth) levels") }
                skipSpace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                    index += 1
                    value = .object([])
                } else {
                    let frame = Frame(isObject: true)
                    frame.key = try memberName()
                    stack.append(frame)
                    continue
                }
            case UInt8(ascii: "["):
                index += 1
                guard stack.count < parser.maxDepth else { throw fail("nesting deeper than \(parser.maxDepth) levels") }
                skipSpace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                    index += 1
                    value = .array([])
                } else {
                    stack.append(Frame(isObject: false))
                    continue
                }
            case UInt8(ascii: "\""): value = .string(try string())
            case UInt8(ascii: "t"): try literal("true"); value = .bool(true)
            case UInt8(ascii: "f"): try literal("false"); value = .bool(false)
            case UInt8(ascii: "n"): try literal("null"); value = .null
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): value = .number(try number())
            default: throw fail("unexpected character")
            }
            // Attach the value, closing every container that ends after it.
            while let finished = value {
                guard let top = stack.last else {
                    result = finished
                    break
                }
                skipSpace()
                guard index < bytes.count else { throw fail("unexpected end of input") }
                let next = bytes[index]
                index += 1
                value = nil
                if top.isObject {
                    let key = top.key
                    // Names are compared by scalars: small objects by a scan, larger ones by a
                    // hash table whose hits (canonical equivalence) are confirmed byte for byte.
                    if top.members.count < 32 {
                        if top.members.contains(where: { $0.0.isExactly(key) }) {
                            throw fail("the member name \"\(key)\" appears twice")
                        }
                    } else {
                        if top.seen.isEmpty {
                            for (position, member) in top.members.enumerated() { top.seen[member.0] = position }
                        }
                        if let first = top.seen[key] {
                            if top.members[first].0.isExactly(key)
                                || top.members.contains(where: { $0.0.isExactly(key) })
                            {
                                throw fail("the member name \"\(key)\" appears twice")
                            }
                        } else {
                            top.seen[key] = top.members.count
                        }
                    }
                    top.members.append((key, finished))
                    if next == UInt8(ascii: ",") {
                        skipSpace()
                        top.key = try memberName()
                    } else if next == UInt8(ascii: "}") {
                        stack.removeLast()
                        value = .object(top.members)
                    } else {
                        index -= 1; throw fail("expected `,` or `}`")
                    }
                } else {
                    top.items.append(finished)
                    if next == UInt8(ascii: "]") {
                        stack.removeLast()
                        value = .array(top.items)
                    } else if next != UInt8(ascii: ",") {
                        index -= 1; throw fail("expected `,` or `]`")
                    }
                }
            }
            if let result {
                skipSpace()
                guard index == bytes.count else { throw fail("unexpected text after the JSON value") }
                return result
            }
        }
    }

    mutating func memberName() throws(JSONParser.Failure) -> String {
        skipSpace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
            throw fail("expected a member name in double quotes")
        }
        let name = try string()
        skipSpace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
            throw fail("expected `:` after the member name")
        }
        index += 1
        return name
    }

    mutating func skipSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    mutating func literal(_ word: StaticString) throws(JSONParser.Failure) {
        let length = word.utf8CodeUnitCount
        guard index + length <= bytes.count else { throw fail("unexpected end of input") }
        for offset in 0..<length where bytes[index + offset] != word.utf8Start[offset] {
            throw fail("unexpected character")
        }
        index += length
    }

    mutating func number() throws(JSONParser.Failure) -> String {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else { throw fail("a number needs digits") }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, isDigit(bytes[index]) { throw fail("numbers have no leading zeros") }
        } else {
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else { throw fail("a fraction needs digits") }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard index < bytes.count, isDigit(bytes[index]) else { throw fail("an exponent needs digits") }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        guard index - start <= parser.maxNumberLength else {
            throw fail("a number literal longer than \(parser.maxNumberLength) characters")
        }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    }

    func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// A string literal; validates UTF-8 and escapes (a lone surrogate is refused). A string
    /// with escapes is gathered as UTF-8 bytes and made a `String` once, so a long one costs
    /// about twice its length at most, never a growing scalar view besides.
    mutating func string() throws(JSONParser.Failure) -> String {
        index += 1  // opening quote
        var utf8: [UInt8] = []
        var runStart = index
        var plainRun = true
        while true {
            guard index < bytes.count else { throw fail("unterminated string") }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                if plainRun {
                    let text = try decodeRun(runStart, index)
                    index += 1
                    return text
                }
                try appendRun(runStart, index, to: &utf8)
                index += 1
                return String(decoding: utf8, as: UTF8.self)
            }
            if byte < 0x20 { throw fail("a control character inside a string must be escaped") }
            if byte == UInt8(ascii: "\\") {
                try appendRun(runStart, index, to: &utf8)
                plainRun = false
                index += 1
                let scalar = try escapedScalar()
                UTF8.encode(scalar) { utf8.append($0) }
                runStart = index
                continue
            }
            index += 1
        }
    }

    /// The scalar of the escape after a backslash (`index` is past the backslash).
    mutating func escapedScalar() throws(JSONParser.Failure) -> Unicode.Scalar {
        guard index < bytes.count else { throw fail("unterminated escape") }
        let escape = bytes[index]
        index += 1
        switch escape {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try hex4()
            guard (0xD800...0xDBFF).contains(high) else {
                guard let scalar = Unicode.Scalar(high) else { throw fail("a lone surrogate escape") }
                return scalar
            }
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
            else {
                throw fail("a lone surrogate escape")
            }
            index += 2
            let low = try hex4()
            guard (0xDC00...0xDFFF).contains(low) else { throw fail("a lone surrogate escape") }
            let value = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
            guard let scalar = Unicode.Scalar(value) else { throw fail("an invalid escape") }
            return scalar
        default: throw fail("an unknown escape")
        }
    }

    /// Appends the raw UTF-8 between two offsets to `utf8`, refusing malformed sequences.
    func appendRun(_ start: Int, _ end: Int, to utf8: inout [UInt8]) throws(JSONParser.Failure) {
        if start == end { return }
        let slice = UnsafeBufferPointer(rebasing: bytes[start..<end])
        if slice.contains(where: { $0 >= 0x80 }) {
            var iterator = slice.makeIterator()
            var decoder = UTF8()
            decoding: while true {
                switch decoder.decode(&iterator) {
                case .scalarValue: continue
                case .emptyInput: break decoding
                case .error: throw JSONParser.Failure(message: "invalid UTF-8 in a string", offset: start)
                }
            }
        }
        utf8.append(contentsOf: slice)
    }

    mutating func hex4() throws(JSONParser.Failure) -> UInt32 {
        guard index + 4 <= bytes.count else { throw fail("unterminated escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - 0x30)
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - 0x61 + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - 0x41 + 10)
            default: throw fail("a \\u escape needs four hex digits")
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    /// Decodes raw UTF-8 between two offsets, refusing malformed sequences.
    func decodeRun(_ start: Int, _ end: Int) throws(JSONParser.Failure) -> String {
        if start == end { return "" }
        let slice = UnsafeBufferPointer(rebasing: bytes[start..<end])
        let text = String(decoding: slice, as: UTF8.self)
        // ASCII is always valid. Otherwise `String(decoding:)` repairs malformed UTF-8 by putting
        // U+FFFD in place of the bad bytes, so the text keeps the input's bytes exactly when the
        // input was valid: the same check as the standard library's validating initializer,
        // which needs iOS 18 / macOS 15.
        if slice.contains(where: { $0 >= 0x80 }), !text.utf8.elementsEqual(slice) {
            throw JSONParser.Failure(message: "invalid UTF-8 in a string", offset: start)
        }
        return text
    }

    func fail(_ message: String) -> JSONParser.Failure {
        JSONParser.Failure(message: message, offset: index)
    }
}
