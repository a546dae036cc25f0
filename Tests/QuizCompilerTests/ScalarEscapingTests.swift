import Testing

@_spi(Tools) @testable import QuizCompiler

/// The loop and the backslash escapes every writer of a quoted literal shares.
@Suite("ScalarEscaping: scalars kept or replaced, backslash escapes, hexadecimal")
struct ScalarEscapingTests {
    @Test("Only the scalars the escape names are replaced; the rest, beyond the BMP too, are kept")
    func replacesOnlyNamedScalars() {
        let text = "a<b>\u{1F600}é"
        let escaped = ScalarEscaping.escaped(text) { $0 == "<" ? "&lt;" : $0 == ">" ? "&gt;" : nil }
        #expect(escaped == "a&lt;b&gt;\u{1F600}é")
        #expect(ScalarEscaping.escaped(text) { _ in nil } == text)
        #expect(ScalarEscaping.escaped("") { _ in "x" } == "")
    }

    @Test("Backslash, the literal's quote, LF, CR and TAB get C's escapes; the other quote does not")
    func backslashEscapes() {
        let double = ScalarEscaping.escaped("\\\"'\n\r\t\u{07}") { ScalarEscaping.backslashed($0, quote: "\"") }
        #expect(double == "\\\\\\\"'\\n\\r\\t\u{07}")
        let single = ScalarEscaping.escaped("\"'") { ScalarEscaping.backslashed($0, quote: "'") }
        #expect(single == "\"\\'")
    }

    @Test("Hexadecimal padded with zeros to the digits asked, never cut")
    func hexadecimal() {
        #expect(ScalarEscaping.hex(0x1B, digits: 4) == "001b")
        #expect(ScalarEscaping.hex(0x1B, digits: 2, uppercase: true) == "1B")
        #expect(ScalarEscaping.hex(0x1F600, digits: 4, uppercase: true) == "1F600")
        #expect(ScalarEscaping.hex(0x7, digits: 8, uppercase: true) == "00000007")
    }
}
