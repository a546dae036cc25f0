import PropertyBased
import Testing

@_spi(Tools) @testable import QuizRuntime

/// The ASCII fast path of `KeyFolding.folded` gives exactly what the general path gives, and
/// the general path follows its definition step by step.
@Suite("Key folding")
struct KeyFoldingTests {
    @Test func asciiFastPathEqualsTheGeneralPath() async {
        await propertyCheck(count: 2000, input: Gen.int(in: 0...Int.max)) { seed in
            var random = SplitMix64(seed: UInt64(seed))
            func next() -> UInt64 { random.next() }
            // Every ASCII byte, white space and letters more often.
            let alphabet = Array(0..<128).map(UInt8.init) + Array(" \t\n\r\u{0B}\u{0C}AaZz'\"".utf8)
            let bytes = (0..<Int(next() % 24)).map { _ in alphabet[Int(next() % UInt64(alphabet.count))] }
            let key = String(decoding: bytes, as: UTF8.self)
            #expect(KeyFolding.foldedASCII(key) == KeyFolding.foldedGeneral(key), "\(Array(key.utf8))")
            #expect(KeyFolding.isNFC(key))
        }
    }

    @Test func examples() {
        #expect(KeyFolding.folded("  How   Old\tare YOU? ") == "how old are you?")
        #expect(KeyFolding.foldedASCII("café") == nil)
        #expect(KeyFolding.folded("Caf\u{E9}") == KeyFolding.folded("cafe\u{301}"))
        #expect(KeyFolding.folded("It\u{2019}s") == "it's")
    }

    @Test func lowercaseMappingIsPerScalarWithoutCaseFolding() {
        // Lowercasing, not case folding: ß stays ß, so STRASSE is no near miss of straße.
        #expect(KeyFolding.folded("STRASSE") == "strasse")
        #expect(KeyFolding.folded("stra\u{DF}e") == "stra\u{DF}e")
        #expect(KeyFolding.folded("STRA\u{DF}E") == KeyFolding.folded("stra\u{DF}e"))
        #expect(KeyFolding.folded("STRASSE") != KeyFolding.folded("stra\u{DF}e"))
        // Capital sharp s lowercases to ß; dotted capital I to i + U+0307 (full mapping).
        #expect(KeyFolding.folded("\u{1E9E}") == "\u{DF}")
        #expect(Array(KeyFolding.folded("\u{130}").unicodeScalars) == ["i", "\u{307}"])
        // A final sigma has no context: every Σ becomes σ.
        #expect(KeyFolding.folded("\u{3A3}\u{3A3}") == "\u{3C3}\u{3C3}")
    }

    @Test func whiteSpaceIsTheFixedSetCollapsedAndTrimmed() {
        let spaces: [UInt32] = [
            0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000, 0x2005, 0x200A, 0x2028, 0x2029, 0x202F,
            0x205F, 0x3000,
        ]
        for value in spaces {
            let space = String(Character(Unicode.Scalar(value)!))
            #expect(
                KeyFolding.folded(space + "caf\u{E9}" + space + space + "X" + space) == "caf\u{E9} x",
                "U+\(String(value, radix: 16))")
            #expect(KeyFolding.isWhiteSpace(Unicode.Scalar(value)!))
        }
        // Neither a zero-width space nor U+180E is white space: both are dropped as invisible.
        #expect(KeyFolding.folded("a\u{200B}b\u{E9}") == "ab\u{E9}")
        #expect(KeyFolding.folded("a\u{180E} b\u{E9}") == "a b\u{E9}")
        #expect(!KeyFolding.isWhiteSpace("\u{200B}"))
        #expect(!KeyFolding.isWhiteSpace("\u{1C}"))
    }

    @Test func formatCharactersAndTheInvisibleListAreDropped() {
        for value: UInt32 in [
            0xAD, 0x34F, 0x61C, 0x115F, 0x200B, 0x200D, 0x202E, 0x2060, 0x3164, 0xFE0F, 0xFEFF, 0xFFA0, 0xE0001,
            0x110BD,
        ] {
            #expect(
                KeyFolding.folded("d\u{E9}" + String(Character(Unicode.Scalar(value)!)) + "j\u{E0}")
                    == "d\u{E9}j\u{E0}", "U+\(String(value, radix: 16))")
        }
    }

    @Test func quotesWidthAndComposition() {
        for quote in ["\u{2018}", "\u{2019}", "\u{201A}", "\u{201B}", "\u{2032}", "\u{FF07}"] {
            #expect(KeyFolding.folded("don" + quote + "t\u{E9}") == "don't\u{E9}")
        }
        for quote in ["\u{201C}", "\u{201D}", "\u{201E}", "\u{201F}", "\u{FF02}"] {
            #expect(KeyFolding.folded(quote + "hi\u{E9}" + quote) == "\"hi\u{E9}\"")
        }
        // NFKC first: a double prime becomes two primes, each folded to '.
        #expect(KeyFolding.folded("\u{2033}") == "''")
        // Full-width letters, then NFC: the result is composed.
        #expect(KeyFolding.folded("\u{FF23}\u{FF41}\u{FF46}E\u{301}") == "caf\u{E9}")
    }
}
