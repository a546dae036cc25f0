import Foundation
import PropertyBased
import Testing

@_spi(Tools) @testable import QuizRuntime

@Suite("SHA-256 and RFC 8785 serialization")
struct HashingTests {
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        (
            "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
        ),
    ])
    func fipsVectors(message: String, digest: String) {
        #expect(SHA256.hex(Array(message.utf8)) == digest)
    }

    @Test func millionAs() {
        #expect(
            SHA256.hex([UInt8](repeating: 0x61, count: 1_000_000))
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    /// Every length around the block boundaries: 55 and 56 bytes (the last that fits the
    /// length in one padding block, the first that does not), 63, 64, 65, 119, 120, 128…
    @Test func everyLengthUpTo300MatchesTheReference() {
        var generator = SplitMix64(seed: 20)
        for length in 0...300 {
            let message = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
            #expect(SHA256.digest(message) == referenceSHA256(message), "length \(length)")
        }
    }

    @Test func randomMessagesMatchTheReference() async {
        await propertyCheck(count: 500, input: Gen.int(in: 0...Int.max)) { seed in
            var generator = SplitMix64(seed: UInt64(seed))
            let length = Int.random(in: 0...300, using: &generator)
            let message = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
            #expect(SHA256.digest(message) == referenceSHA256(message), "seed \(seed), length \(length)")
            #expect(SHA256.hex(message) == referenceSHA256(message).map { String(format: "%02x", $0) }.joined())
        }
    }

    @Test func canonicalFormSortsByUTF16AndEscapesTheJCSWay() {
        let value = JSONValue.object([
            ("\u{1F600}", .integer(1)), ("\u{FB01}", .integer(2)), ("b", .array([.bool(true), .null])),
            ("a", .string("tab\t \"q\" \\ \u{1} é")), ("A", .integer(-3)),
        ])
        // U+1F600 is the surrogate pair D83D DE00, which sorts before U+FB01 in UTF-16.
        #expect(
            JSONWriter.canonical.string(value)
                == "{\"A\":-3,\"a\":\"tab\\t \\\"q\\\" \\\\ \\u0001 é\",\"b\":[true,null],\"\u{1F600}\":1,\"\u{FB01}\":2}"
        )
    }

    /// The member order read from UTF-8 bytes equals the UTF-16 order on strings built from
    /// the characters where the two encodings sort differently (U+E000…U+FFFF against
    /// U+10000 and up) and their neighbours, as prefixes of each other too.
    @Test func memberOrderFromUTF8EqualsUTF16Order() {
        let alphabet: [Unicode.Scalar] = [
            "a", "z", "\u{7F}", "\u{80}", "\u{7FF}", "\u{800}", "\u{D7FF}", "\u{E000}",
            "\u{EFFF}", "\u{F000}", "\u{FB01}", "\u{FFFD}", "\u{FFFF}", "\u{10000}",
            "\u{1F600}", "\u{10FFFF}",
        ]
        var generator = SplitMix64(seed: 85)
        var strings: [String] = [""]
        for _ in 0..<400 {
            var text = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                text.append(alphabet.randomElement(using: &generator)!)
            }
            strings.append(String(text))
        }
        var inverted = 0
        for a in strings {
            for b in strings {
                let expected = a.utf16.lexicographicallyPrecedes(b.utf16)
                #expect(
                    JSONWriter.precedesInUTF16Order(a, b) == expected,
                    "\(a.unicodeScalars.map(\.value)) \(b.unicodeScalars.map(\.value))")
                if expected != a.utf8.lexicographicallyPrecedes(b.utf8) { inverted += 1 }
            }
        }
        // The pairs where byte order would be wrong did occur.
        #expect(inverted > 1000)
    }

    @Test func prettyFormIsIndentedWithAFinalNewline() {
        let value = JSONValue.object([("b", .array([])), ("a", .object([("x", .integer(1))]))])
        #expect(JSONWriter.prettySorted.string(value) == "{\n  \"a\": {\n    \"x\": 1\n  },\n  \"b\": []\n}\n")
    }
}

@Suite("The JSON parser is strict and bounded")
struct JSONParserTests {
    @Test func parsesEveryKind() throws {
        let value = try JSONParser().parse(
            #" { "a" : [1, -2.5e3, true, false, null, "x\u00e9\ud83d\ude00\n"], "b": {} } "#)
        #expect(
            value
                == .object([
                    (
                        "a",
                        .array([
                            .number("1"), .number("-2.5e3"), .bool(true), .bool(false), .null,
                            .string("x\u{E9}\u{1F600}\n"),
                        ])
                    ),
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
    @Test(
        arguments: [
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

/// SHA-256 as FIPS 180-4 writes it: the whole message padded in one array, then each
/// block's schedule and rounds. Slow and plain, the reference `SHA256` is compared with.
func referenceSHA256(_ message: [UInt8]) -> [UInt8] {
    let k: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ]
    func rotr(_ x: UInt32, _ n: UInt32) -> UInt32 { (x >> n) | (x << (32 - n)) }
    var h: [UInt32] = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]
    var padded = message + [0x80]
    while padded.count % 64 != 56 { padded.append(0) }
    let bitLength = UInt64(message.count) * 8
    for shift in stride(from: 56, through: 0, by: -8) {
        padded.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift)))
    }
    for chunk in stride(from: 0, to: padded.count, by: 64) {
        var w = (0..<16).map { i in
            padded[(chunk + 4 * i)..<(chunk + 4 * i + 4)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        }
        for i in 16..<64 {
            let s0 = rotr(w[i - 15], 7) ^ rotr(w[i - 15], 18) ^ (w[i - 15] >> 3)
            let s1 = rotr(w[i - 2], 17) ^ rotr(w[i - 2], 19) ^ (w[i - 2] >> 10)
            w.append(w[i - 16] &+ s0 &+ w[i - 7] &+ s1)
        }
        var v = h
        for i in 0..<64 {
            let t1 =
                v[7] &+ (rotr(v[4], 6) ^ rotr(v[4], 11) ^ rotr(v[4], 25)) &+ ((v[4] & v[5]) ^ (~v[4] & v[6])) &+ k[i]
                &+ w[i]
            let t2 =
                (rotr(v[0], 2) ^ rotr(v[0], 13) ^ rotr(v[0], 22)) &+ ((v[0] & v[1]) ^ (v[0] & v[2]) ^ (v[1] & v[2]))
            v = [t1 &+ t2, v[0], v[1], v[2], v[3] &+ t1, v[4], v[5], v[6]]
        }
        for i in 0..<8 { h[i] &+= v[i] }
    }
    return h.flatMap { word in (0..<4).map { UInt8(truncatingIfNeeded: word >> UInt32(24 - 8 * $0)) } }
}
