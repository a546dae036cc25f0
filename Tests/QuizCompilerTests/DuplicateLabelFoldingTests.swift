import PropertyBased
@_spi(Tools) import QuizRuntime
import Testing

@_spi(Tools) @testable import QuizCompiler

/// `DuplicateLabelCheck.folded`'s ASCII fast path gives what NFC plus splitting on
/// `Character.isWhitespace` gives, for every input.
@Suite("duplicate-label folding")
struct DuplicateLabelFoldingTests {
    /// The folding as written before the fast path: the definition.
    static func reference(_ text: String) -> String {
        UnicodeNormalization.nfc(text).split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    /// Pieces random texts are made of: ASCII letters, every ASCII white-space and control
    /// character, CR LF, non-ASCII white space (NEL, no-break space, ogham space, en quad,
    /// thin space, line and paragraph separators, narrow no-break space, ideographic space),
    /// characters NFC changes (a combining acute after e or after a space, Å as A plus ring,
    /// the ohm sign), and others beyond ASCII.
    static let pieces: [String] = [
        "a", "B", "z", "0", "-", "“", " ", "  ", "\t", "\n", "\r", "\r\n", "\u{0B}", "\u{0C}",
        "\u{00}", "\u{1C}", "\u{1F}", "\u{7F}", "\u{85}", "\u{A0}", "\u{1680}", "\u{2000}",
        "\u{2009}", "\u{2028}", "\u{2029}", "\u{202F}", "\u{3000}", "\u{200B}", "e\u{301}",
        " \u{301}", "\u{301}", "A\u{30A}", "\u{2126}", "é", "日本", "\u{1F600}",
    ]

    @Test func theFastPathAgreesWithTheDefinition() async {
        let fastPathHits = Counter()
        await propertyCheck(count: 3000, input: Gen.int(in: 0...Int.max)) { seed in
            var generator = SplitMix64(seed: UInt64(seed))
            let asciiOnly = seed % 2 == 0
            let choices = asciiOnly ? Self.pieces.filter { $0.utf8.allSatisfy { $0 < 0x80 } } : Self.pieces
            let text = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
                choices.randomElement(using: &generator)!
            }.joined()
            if DuplicateLabelCheck.foldedASCII(text) != nil { fastPathHits.add() }
            #expect(DuplicateLabelCheck.folded(text) == Self.reference(text), "\(Array(text.unicodeScalars))")
            // Equal as scalars, not only as Swift strings (which compare canonically).
            #expect(
                Array(DuplicateLabelCheck.folded(text).unicodeScalars) == Array(Self.reference(text).unicodeScalars))
        }
        #expect(fastPathHits.value >= 1500)
    }

    @Test(arguments: [
        "", " ", "Yes", "Yes ", " Yes", "Not  really", "Not\treally", "a\r\nb", "\u{0B}x\u{0C}", "x\u{85}y", "x\u{A0}y",
        "e\u{301}",
    ])
    func examples(text: String) {
        #expect(Array(DuplicateLabelCheck.folded(text).unicodeScalars) == Array(Self.reference(text).unicodeScalars))
    }
}
