import Testing
@testable import QuizRuntime

@Suite("SHA-256 and RFC 8785 serialization")
struct HashingTests {
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
    ])
    func fipsVectors(message: String, digest: String) {
        #expect(SHA256.hex(Array(message.utf8)) == digest)
    }

    @Test func millionAs() {
        #expect(SHA256.hex([UInt8](repeating: 0x61, count: 1_000_000)) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test func canonicalFormSortsByUTF16AndEscapesTheJCSWay() {
        let value = JSONValue.object([
            ("\u{1F600}", .integer(1)), ("\u{FB01}", .integer(2)), ("b", .array([.bool(true), .null])),
            ("a", .string("tab\t \"q\" \\ \u{1} é")), ("A", .integer(-3)),
        ])
        // U+1F600 is the surrogate pair D83D DE00, which sorts before U+FB01 in UTF-16.
        #expect(JSONWriter.canonical.string(value)
                == "{\"A\":-3,\"a\":\"tab\\t \\\"q\\\" \\\\ \\u0001 é\",\"b\":[true,null],\"\u{1F600}\":1,\"\u{FB01}\":2}")
    }

    @Test func prettyFormIsIndentedWithAFinalNewline() {
        let value = JSONValue.object([("b", .array([])), ("a", .object([("x", .integer(1))]))])
        #expect(JSONWriter.prettySorted.string(value) == "{\n  \"a\": {\n    \"x\": 1\n  },\n  \"b\": []\n}\n")
    }
}

@Suite("The JSON parser is strict and bounded")
struct JSONParserTests {
    @Test func parsesEveryKind() throws {
        let value = try JSONParser().parse(#" { "a" : [1, -2.5e3, true, false, null, "x\u00e9\ud83d\ude00\n"], "b": {} } "#)
        #expect(value == .object([
            ("a", .array([.number("1"), .number("-2.5e3"), .bool(true), .bool(false), .null, .string("x\u{E9}\u{1F600}\n")])),
            ("b", .object([])),
        ]))
    }

    @Test(arguments: [
        "", "{", "[1,]", "{\"a\":1,}", "01", "1.", "-", "1e", "\"\\x\"", "\"\\ud800\"", "\"a\u{1}\"", "tru", "[1] 2",
        "{\"a\":1,\"a\":2}", "{a:1}", "'a'", "NaN", "Infinity", "+1", ".5",
    ])
    func rejects(text: String) {
        #expect(throws: JSONParser.Failure.self) { try JSONParser().parse(text) }
    }

    @Test func rejectsInvalidUTF8() {
        #expect(throws: JSONParser.Failure.self) { try JSONParser().parse([0x22, 0xC3, 0x28, 0x22]) }
    }

    /// Malformed UTF-8 inside a string, after a valid prefix: a stray continuation byte, a
    /// truncated sequence, overlong encodings, a UTF-16 surrogate, a code point past U+10FFFF,
    /// bytes that never occur. The failure points at the start of the string's raw run.
    @Test(arguments: [
        [0x80], [0xC3], [0xE2, 0x82], [0xC0, 0xAF], [0xE0, 0x80, 0xAF], [0xED, 0xA0, 0x80],
        [0xF4, 0x90, 0x80, 0x80], [0xF8, 0x88, 0x80, 0x80, 0x80], [0xFF], [0xFE], [0xC3, 0xA9, 0xA9],
    ] as [[UInt8]])
    func rejectsMalformedUTF8InAString(bytes: [UInt8]) {
        let document = Array("[\"caf\u{E9} ".utf8) + bytes + Array("\"]".utf8)
        let failure = #expect(throws: JSONParser.Failure.self) { try JSONParser().parse(document) }
        #expect(failure?.message == "invalid UTF-8 in a string")
        #expect(failure?.offset == 2)
    }

    /// Well-formed multi-byte UTF-8 (two, three and four bytes, U+FFFD itself, the highest code
    /// point) comes back as the same text.
    @Test(arguments: ["caf\u{E9}", "\u{20AC}100", "\u{1F600}", "\u{FFFD}", "\u{10FFFF}", "a\u{301}"])
    func keepsWellFormedUTF8(text: String) throws {
        #expect(try JSONParser().parse(Array("[\"\(text)\"]".utf8)) == .array([.string(text)]))
    }

    @Test func depthIsBounded() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: JSONParser.Failure.self) { try JSONParser().parse(deep) }
        let ok = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        #expect((try? JSONParser().parse(ok)) != nil)
    }

    @Test func duplicateNamesAreComparedByScalars() throws {
        // Precomposed and decomposed "é" are different member names.
        let value = try JSONParser().parse("{\"caf\u{E9}\": 1, \"cafe\u{301}\": 2}")
        #expect(value.objectMembers?.count == 2)
    }
}

@Suite("Exact decimal literals")
struct DecimalLiteralTests {
    @Test(arguments: [
        ("0", 1, 0), ("7", 3, 21), ("-7", 3, -21), ("0.5", 3, 1), ("-0.5", 3, -2), ("2.5e1", 2, 50),
        ("0.05", 40, 2), ("0.049", 40, 1), ("1e-40", 1000, 0), ("-1e-40", 1000, -1), ("123.456", 1000, 123456),
        ("9.99999999999999999999", 1, 9), ("10.000", 1, 10),
    ])
    func floorTimes(literal: String, factor: Int, expected: Int) {
        #expect(DecimalLiteral(literal)?.floorTimes(factor) == expected)
    }

    @Test func integerness() {
        #expect(DecimalLiteral("3")?.isInteger == true)
        #expect(DecimalLiteral("3.0")?.isInteger == true)
        #expect(DecimalLiteral("30e-1")?.isInteger == true)
        #expect(DecimalLiteral("3.5")?.isInteger == false)
        #expect(DecimalLiteral("1e400")?.floorTimes(1) == nil)
        #expect(DecimalLiteral("abc") == nil)
    }
}
