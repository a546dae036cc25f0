import Testing

@testable import QuizRuntime

/// The bounds on language ranges: at most `maxLanguageRanges` ranges read, ranges of more
/// than `maxLanguageRangeLength` characters skipped, and inputs far beyond both (a shared
/// link's `locale=` with 160,000 subtags) answered at once.
@Suite("Locales: bounds on language ranges")
struct LocaleBoundsTests {
    static let available = ["de", "de-CH", "en", "ar"]

    static func lookup(_ preferred: [String]) -> String {
        LocaleLookup.lookup(preferred, available: available, default: "en")
    }

    @Test func onlyTheFirst32RangesAreTried() {
        #expect(Self.lookup(Array(repeating: "fr", count: 31) + ["de"]) == "de")
        #expect(Self.lookup(Array(repeating: "fr", count: 32) + ["de"]) == "en")
        #expect(Self.lookup(Array(repeating: "", count: 32) + ["de"]) == "en")  // skipped ranges count
    }

    @Test func aRangeOfMoreThan255CharactersIsSkipped() {
        let tried = "de-CH-" + String(repeating: "a-", count: 124) + "a"  // 255 characters
        #expect(tried.count == 255)
        #expect(Self.lookup([tried]) == "de-CH")
        #expect(Self.lookup([tried + "b"]) == "en")
        #expect(Self.lookup([tried + "b", "ar"]) == "ar")
    }

    @Test func charactersAreUnicodeScalars() {
        #expect(Self.lookup(["de-" + String(repeating: "\u{1F600}", count: 252)]) == "de")  // 1,011 UTF-8 bytes
        #expect(Self.lookup(["de-" + String(repeating: "\u{1F600}", count: 253)]) == "en")
        // A flag is one Character but two scalars: 128 flags are 256 scalars.
        #expect(Self.lookup(["de-" + String(repeating: "\u{1F1E9}\u{1F1EA}", count: 126)]) == "de")
        #expect(Self.lookup(["de-" + String(repeating: "\u{1F1E9}\u{1F1EA}", count: 127)]) == "en")
    }

    @Test func hugeInputsAreAnsweredAtOnce() {
        let subtags = "de-" + String(repeating: "a-", count: 160_000) + "a"
        #expect(Self.lookup([subtags]) == "en")
        #expect(Self.lookup([subtags, "de-CH"]) == "de-CH")
        #expect(Self.lookup(Array(repeating: "fr", count: 160_000) + ["de"]) == "en")
        let header = Array(repeating: "fr", count: 160_000).joined(separator: ",")
        #expect(LocaleLookup.preferredLanguages(acceptLanguage: header) == Array(repeating: "fr", count: 32))
    }

    @Test func onlyTheFirst32HeaderItemsAreRead() {
        let header = (1...40).map { "l\($0);q=0.\(999 - $0)" }.joined(separator: ", ")
        #expect(LocaleLookup.preferredLanguages(acceptLanguage: header) == (1...32).map { "l\($0)" })
        #expect(LocaleLookup.preferredLanguages(acceptLanguage: String(repeating: ",", count: 32) + "de").isEmpty)
        #expect(LocaleLookup.preferredLanguages(acceptLanguage: String(repeating: ",", count: 31) + "de") == ["de"])
    }
}
