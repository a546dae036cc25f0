/// Serializes `JSONValue`s: RFC 8785 (JCS) canonical form, or a readable pretty form.
///
/// Both forms escape strings the JCS way (only `"`, `\`, and control characters, with
/// `\b \t \n \f \r` short forms and lowercase `\u00xx` otherwise; everything else as
/// UTF-8) and, when sorting, order members by their UTF-16 code units as RFC 8785 §3.2.3
/// requires. A plain integer is written as its digits (exact, even a 64-bit seed; bundles
/// hold integers within ±10^12 only, whose RFC 8785 form these digits are); any other
/// number (`0.50`, `5e-1`) in its RFC 8785 form, ECMAScript's Number-to-String (`0.5`, see
/// `JSONNumber`); a literal no double can hold is kept as given.
package struct JSONWriter: Sendable {
    /// Whether object members are sorted (RFC 8785 order) or kept in the order given.
    package var sortKeys: Bool
    /// Two-space indentation and a final newline; `false` gives the compact form.
    package var pretty: Bool
    /// Writes every number's literal as given (a result's `2.50` keeps its digits); `false`
    /// writes non-integers in their RFC 8785 form.
    package var keepsNumberText = false

    /// A writer that sorts object members by name (UTF-8 bytes) when `sortKeys`, and indents by two spaces when `pretty`.
    package init(sortKeys: Bool, pretty: Bool) {
        self.sortKeys = sortKeys
        self.pretty = pretty
    }

    /// RFC 8785: compact, sorted.
    package static let canonical = JSONWriter(sortKeys: true, pretty: false)
    /// Bundles on disk: sorted, indented.
    package static let prettySorted = JSONWriter(sortKeys: true, pretty: true)
    /// Command output: member order as built, compact (one line).
    package static let line = JSONWriter(sortKeys: false, pretty: false)
    /// Score results: as `line`, numbers as written (`"scores":{"E":2.50}`).
    package static let resultLine: JSONWriter = {
        var writer = JSONWriter(sortKeys: false, pretty: false)
        writer.keepsNumberText = true
        return writer
    }()

    /// The UTF-8 bytes of `value` (with a final newline when pretty).
    package func bytes(_ value: JSONValue) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(512)
        write(value, depth: 0, into: &out)
        if pretty { out.append(UInt8(ascii: "\n")) }
        return out
    }

    /// Recursion here follows the value's depth, which is bounded: values come from
    /// `JSONParser` (at most `maxDepth` levels) or are built by this library.
    /// Whether `a` sorts before `b` by UTF-16 code units (RFC 8785's member order), read
    /// from their UTF-8 bytes without transcoding. UTF-8 byte order is code point order, and
    /// the two orders differ only where a code point from U+10000 on (lead byte F0–F4, two
    /// surrogates D800–DFFF in UTF-16) meets one from U+E000 to U+FFFF (lead byte EE or EF):
    /// in UTF-16 the first sorts before the second. At the first byte where the strings
    /// differ both are at the same place in a character (the bytes before are equal), so a
    /// lead byte meets a lead byte.
    package static func precedesInUTF16Order(_ a: String, _ b: String) -> Bool {
        var left = a.utf8.makeIterator(), right = b.utf8.makeIterator()
        while true {
            guard let x = left.next() else { return right.next() != nil }
            guard let y = right.next() else { return false }
            if x == y { continue }
            if x >= 0xF0, y == 0xEE || y == 0xEF { return true }
            if y >= 0xF0, x == 0xEE || x == 0xEF { return false }
            return x < y
        }
    }

    private func write(_ value: JSONValue, depth: Int, into out: inout [UInt8]) {
        switch value {
        case .null: out.append(contentsOf: "null".utf8)
        case .bool(let flag): out.append(contentsOf: (flag ? "true" : "false").utf8)
        case .number(let literal):
            if keepsNumberText || JSONNumber.isPlainInteger(literal) {
                out.append(contentsOf: literal.utf8)
            } else {
                let canonical = Double(literal).flatMap(JSONNumber.ecmaScriptString) ?? literal
                out.append(contentsOf: canonical.utf8)
            }
        case .string(let text): writeString(text, into: &out)
        case .array(let items):
            if items.isEmpty { out.append(contentsOf: "[]".utf8); return }
            out.append(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                newline(depth + 1, into: &out)
                write(item, depth: depth + 1, into: &out)
            }
            newline(depth, into: &out)
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            if members.isEmpty { out.append(contentsOf: "{}".utf8); return }
            out.append(UInt8(ascii: "{"))
            let ordered = sortKeys ? members.sorted { Self.precedesInUTF16Order($0.0, $1.0) } : members
            for (index, member) in ordered.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                newline(depth + 1, into: &out)
                writeString(member.0, into: &out)
                out.append(UInt8(ascii: ":"))
                if pretty { out.append(UInt8(ascii: " ")) }
                write(member.1, depth: depth + 1, into: &out)
            }
            newline(depth, into: &out)
            out.append(UInt8(ascii: "}"))
        }
    }

    private func newline(_ depth: Int, into out: inout [UInt8]) {
        guard pretty else { return }
        out.append(UInt8(ascii: "\n"))
        for _ in 0..<depth { out.append(contentsOf: [0x20, 0x20]) }
    }

    /// The serialization as a string.
    package func string(_ value: JSONValue) -> String {
        String(decoding: bytes(value), as: UTF8.self)
    }

    private func writeString(_ text: String, into out: inout [UInt8]) {
        Self.appendString(text, into: &out)
    }

    /// Appends an integer's decimal text, the same as `String(value)`.
    static func appendInteger(_ value: Int, into out: inout [UInt8]) {
        if value >= 0 && value < 10 {
            out.append(UInt8(truncatingIfNeeded: 0x30 + value))
            return
        }
        if value < 0 { out.append(UInt8(ascii: "-")) }
        // Digits of the magnitude (exact even for Int.min), least significant first, then reversed.
        let start = out.count
        var rest = value.magnitude
        repeat {
            out.append(UInt8(truncatingIfNeeded: 0x30 + rest % 10))
            rest /= 10
        } while rest > 0
        out[start...].reverse()
    }

    /// Appends a string the JCS way (see the type's documentation), with its quotes.
    static func appendString(_ text: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        // Fast path: nothing to escape.
        let plain = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard !bytes.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else {
                return false
            }
            out.append(contentsOf: bytes)
            return true
        }
        if plain == true {
            out.append(UInt8(ascii: "\""))
            return
        }
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out.append(contentsOf: [0x5C, 0x22])
            case UInt8(ascii: "\\"): out.append(contentsOf: [0x5C, 0x5C])
            case 0x08: out.append(contentsOf: [0x5C, UInt8(ascii: "b")])
            case 0x09: out.append(contentsOf: [0x5C, UInt8(ascii: "t")])
            case 0x0A: out.append(contentsOf: [0x5C, UInt8(ascii: "n")])
            case 0x0C: out.append(contentsOf: [0x5C, UInt8(ascii: "f")])
            case 0x0D: out.append(contentsOf: [0x5C, UInt8(ascii: "r")])
            case 0x00..<0x20:
                let hexDigits = Array("0123456789abcdef".utf8)
                out.append(contentsOf: [
                    0x5C, UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"),
                    hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0xF)],
                ])
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}
