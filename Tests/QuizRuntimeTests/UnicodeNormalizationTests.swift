import Foundation
import PropertyBased
import Testing

@_spi(Tools) @testable import QuizRuntime

/// `UnicodeNormalization` gives exactly Foundation's NFC and NFKC, with work linear (up to a
/// logarithm) in the length of the text.
@Suite("Unicode normalization")
struct UnicodeNormalizationTests {
    /// Scalars that exercise every step: ASCII and Latin starters, precomposed letters, combining
    /// marks of many classes (out of order, stacked, decomposing, excluded), Hangul jamo and
    /// syllables, Indic two-part vowels (a starter composing with a following starter, and the
    /// composite again), compatibility characters whose NFKC or case folding expands or composes,
    /// singletons, composition exclusions and supplementary-plane characters. Left out: the
    /// inputs on which Foundation on Linux departs from Unicode's definition (see
    /// `whereFoundationDeparts`).
    static let pool: [Unicode.Scalar] = [
        "a", "e", "o", "u", "A", "O", "s", "<", "=", " ", "'", "\u{00E9}", "\u{00FC}", "\u{01D6}", "\u{00C5}",
        "\u{1E9B}", "\u{0390}", "\u{03B9}", "\u{03C9}", "\u{1F00}", "\u{2126}", "\u{212B}", "\u{0300}", "\u{0301}",
        "\u{0302}", "\u{0304}", "\u{0308}", "\u{030A}", "\u{0316}", "\u{0317}", "\u{031B}", "\u{0323}", "\u{0327}",
        "\u{0328}", "\u{0334}", "\u{0338}", "\u{0340}", "\u{0341}", "\u{0343}", "\u{0344}", "\u{0345}", "\u{0313}",
        "\u{0342}", "\u{05B0}", "\u{05B4}", "\u{05BC}", "\u{0F71}", "\u{0F72}", "\u{0F74}",
        "\u{0F80}", "\u{1100}", "\u{1101}", "\u{1161}", "\u{1162}", "\u{11A8}", "\u{11C2}",
        "\u{AC01}", "\u{D7A3}", "\u{0B47}", "\u{0B3E}", "\u{0B56}", "\u{0B57}", "\u{0B4B}",
        "\u{0CBF}", "\u{0CC6}", "\u{0CC2}", "\u{0CD5}", "\u{0CD6}", "\u{0DD9}", "\u{0DCF}", "\u{0DCA}",
        "\u{0DDF}", "\u{09C7}", "\u{09BE}", "\u{09D7}", "\u{1025}", "\u{102E}", "\u{0958}", "\u{0915}", "\u{093C}",
        "\u{2ADC}", "\u{2ADD}", "\u{304B}", "\u{3099}", "\u{309A}", "\u{FF76}", "\u{FB03}", "\u{00B2}",
        "\u{00BD}", "\u{2168}", "\u{3300}", "\u{1E9E}", "\u{00DF}", "\u{FB01}", "\u{00A0}", "\u{2019}",
        "\u{F900}", "\u{2F800}", "\u{1D15E}", "\u{1D165}", "\u{1D16E}", "\u{1109A}", "\u{11099}", "\u{110BA}",
        "\u{11131}", "\u{11127}", "\u{1133E}", "\u{11347}", "\u{1F600}", "\u{200D}", "\u{1E0A}", "\u{0044}",
        "\u{0307}", "\u{0049}", "\u{0130}", "\u{FB2C}", "\u{FB49}", "\u{05C1}", "\u{05E9}",
    ]

    static func randomText(_ random: inout SplitMix64, maxLength: UInt64 = 12) -> String {
        var view = String.UnicodeScalarView()
        for _ in 0..<Int(random.next() % (maxLength + 1)) {
            view.append(pool[Int(random.next() % UInt64(pool.count))])
        }
        return String(view)
    }

    static func scalars(_ text: String) -> [UInt32] { text.unicodeScalars.map(\.value) }

    @Test func equalsFoundationOnRandomTexts() async {
        await propertyCheck(count: 20_000, input: Gen.int(in: 0...Int.max)) { seed in
            var random = SplitMix64(seed: UInt64(seed))
            let text = Self.randomText(&random)
            let hex = Self.scalars(text).map { String($0, radix: 16) }
            #expect(
                Self.scalars(UnicodeNormalization.nfc(text))
                    == Self.scalars(text.precomposedStringWithCanonicalMapping),
                "NFC of \(hex)")
            #expect(
                Self.scalars(UnicodeNormalization.nfkc(text))
                    == Self.scalars(text.precomposedStringWithCompatibilityMapping),
                "NFKC of \(hex)")
            #expect(
                UnicodeNormalization.isNFC(text)
                    == Self.scalars(text).elementsEqual(Self.scalars(text.precomposedStringWithCanonicalMapping)),
                "isNFC of \(hex)")
        }
    }

    /// The folded form is its definition (docs/conformance.md, "Near-miss folding") spelled
    /// out with Foundation's normalization: NFKC, each scalar's lowercase mapping, invisible
    /// scalars dropped, the White_Space set collapsed and trimmed, quotes folded, NFC.
    @Test func foldingEqualsItsDefinitionOverFoundation() async {
        let whiteSpace: Set<UInt32> = Set(
            Array(0x09...0x0D) + [0x20, 0x85, 0xA0, 0x1680] + Array(0x2000...0x200A)
                + [0x2028, 0x2029, 0x202F, 0x205F, 0x3000])
        await propertyCheck(count: 5000, input: Gen.int(in: 0...Int.max)) { seed in
            var random = SplitMix64(seed: UInt64(seed))
            let text = Self.randomText(&random)
            let compatible = text.precomposedStringWithCompatibilityMapping
            var out = String.UnicodeScalarView()
            var pendingSpace = false
            for scalar in compatible.unicodeScalars.flatMap({ $0.properties.lowercaseMapping.unicodeScalars }) {
                if KeyFolding.isInvisible(scalar) { continue }
                if whiteSpace.contains(scalar.value) { pendingSpace = !out.isEmpty; continue }
                if pendingSpace { out.append(" "); pendingSpace = false }
                switch scalar {
                case "\u{2018}", "\u{2019}", "\u{201A}", "\u{201B}", "\u{2032}", "\u{FF07}": out.append("'")
                case "\u{201C}", "\u{201D}", "\u{201E}", "\u{201F}", "\u{2033}", "\u{FF02}": out.append("\"")
                default: out.append(scalar)
                }
            }
            let expected = String(out).precomposedStringWithCanonicalMapping
            #expect(
                Self.scalars(KeyFolding.folded(text)) == Self.scalars(expected),
                "\(Self.scalars(text).map { String($0, radix: 16) })")
        }
    }

    /// Longer texts (a few hundred scalars, long runs of marks) against Foundation.
    @Test func equalsFoundationOnLongerTexts() {
        var random = SplitMix64(seed: 0x5EED)
        for _ in 0..<200 {
            let text = Self.randomText(&random, maxLength: 400)
            #expect(
                Self.scalars(UnicodeNormalization.nfc(text)) == Self.scalars(text.precomposedStringWithCanonicalMapping)
            )
            #expect(
                Self.scalars(UnicodeNormalization.nfkc(text))
                    == Self.scalars(text.precomposedStringWithCompatibilityMapping))
        }
    }

    @Test(arguments: [
        ("e\u{301}", "\u{E9}"),
        ("\u{1100}\u{1161}\u{11A8}", "\u{AC01}"),
        ("a\u{301}\u{316}", "\u{E1}\u{316}"),
        ("\u{0CC6}\u{0CC2}\u{0CD5}", "\u{0CCB}"),
        ("\u{0DD9}\u{0DCF}\u{0DCA}", "\u{0DDD}"),
        ("\u{212B}", "\u{C5}"),
        ("\u{0958}", "\u{0915}\u{093C}"),
        ("\u{1E9B}\u{0323}", "\u{1E9B}\u{0323}"),
    ])
    func knownForms(_ text: String, _ nfc: String) {
        #expect(Self.scalars(UnicodeNormalization.nfc(text)) == Self.scalars(nfc))
        #expect(Self.scalars(text.precomposedStringWithCanonicalMapping) == Self.scalars(nfc))
    }

    /// Where Foundation on Linux departs from Unicode's definition, the result is Unicode's (the
    /// expected forms are those of Python's `unicodedata`, Unicode 14): a syllable without a final
    /// consonant composes with a trailing consonant jamo, but not with U+11A7 (which Foundation
    /// drops) nor with U+11C3, an old final consonant past the composable range (which
    /// Foundation composes into U+AC1C); U+0CCA composes with U+0CD5; a
    /// starter whose decomposition begins or ends with combining marks (U+0F73, U+0F75, U+0F81,
    /// U+FF9E, U+FF9F, U+01C5) has those marks put in canonical order with its neighbours'.
    @Test(arguments: [
        (false, "\u{AC00}\u{11A8}", "\u{AC01}"),
        (false, "\u{AC1C}\u{11C2}", "\u{AC37}"),
        (false, "\u{0CCA}\u{0CD5}", "\u{0CCB}"),
        (false, "\u{AC00}\u{11A7}", "\u{AC00}\u{11A7}"),
        (false, "\u{AC00}\u{11C3}", "\u{AC00}\u{11C3}"),
        (false, "\u{FB01}\u{AC00}\u{11A8}", "\u{FB01}\u{AC01}"),
        (false, "\u{0F74}\u{0F73}", "\u{0F71}\u{0F72}\u{0F74}"),
        (false, "\u{0301}\u{0F81}", "\u{0F71}\u{0F80}\u{0301}"),
        (false, "a\u{0F75}\u{0F80}\u{0F75}", "a\u{0F71}\u{0F71}\u{0F80}\u{0F74}\u{0F74}"),
        (true, "\u{01C5}\u{0323}", "D\u{1E93}\u{030C}"),
        (true, "\u{093C}\u{0342}\u{FF9F}", "\u{093C}\u{309A}\u{0342}"),
        (true, "\u{304B}\u{FF9E}", "\u{304C}"),
        (true, "\u{1E9B}\u{0323}", "\u{1E69}"),
    ])
    func whereFoundationDeparts(_ compatibility: Bool, _ text: String, _ expected: String) {
        let result = compatibility ? UnicodeNormalization.nfkc(text) : UnicodeNormalization.nfc(text)
        #expect(Self.scalars(result) == Self.scalars(expected))
    }

    // MARK: Work bounds

    /// Hostile texts of 200,000 scalars: Foundation is asked a few times (once per distinct
    /// scalar or pair), and the ordering and composition steps stay within n log n.
    @Test(arguments: [
        ("e + U+0301", "", "e\u{301}"),
        ("one run of U+0301", "a", "\u{301}"),
        ("U+0301 U+0316 alternating", "a", "\u{301}\u{316}"),
        ("U+0345 U+0301 alternating", "a", "\u{345}\u{301}"),
        ("Hangul jamo", "", "\u{1100}\u{1161}\u{11A8}"),
        (
            "many classes out of order", "a",
            "\u{301}\u{300}\u{316}\u{317}\u{323}\u{327}\u{328}\u{31B}\u{334}\u{338}\u{345}\u{5B0}\u{F71}\u{F72}"
        ),
        ("compatibility expansions", "", "\u{FB03}\u{1C5}\u{1E9E}\u{390}\u{FF76}\u{FF9E}"),
    ])
    func hostileTextsTakeLinearWork(_ name: String, _ prefix: String, _ unit: String) {
        let size = 200_000
        let text = prefix + String(repeating: unit, count: size / unit.unicodeScalars.count)
        let scalarCount = text.unicodeScalars.count
        let bound = 4 * scalarCount * 20  // n log2 n with n ≤ 2^20, four passes
        for compatibility in [false, true] {
            var normalizer = Normalizer(compatibility: compatibility)
            let result = normalizer.normalize(text)
            #expect(normalizer.foundationCalls <= 64, "\(name): \(normalizer.foundationCalls) calls")
            #expect(normalizer.steps <= bound, "\(name): \(normalizer.steps) steps")
            #expect(result.unicodeScalars.count <= 3 * scalarCount)
        }
    }

    /// Doubling the text doubles the work (up to the logarithm of the sort).
    @Test func workGrowsLinearly() {
        func steps(_ pairs: Int) -> Int {
            var normalizer = Normalizer(compatibility: false)
            _ = normalizer.normalize("a" + String(repeating: "\u{345}\u{301}", count: pairs))
            return normalizer.steps
        }
        let small = steps(50_000), large = steps(100_000)
        #expect(Double(large) / Double(small) < 2.5, "\(small) → \(large)")
    }
}
