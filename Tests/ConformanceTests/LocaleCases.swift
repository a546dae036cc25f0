import QuizRuntime

/// Locale lookup (`locale` cases) over the bundles' locales, and `Accept-Language` parsing
/// (`accept-language` cases).
enum LocaleCases {
    /// Ranges for the `locales` bundle (source `en`; de, de-CH, ar, zh-Hant, pt-BR and
    /// en-x-pirate translated): exact tags, each fallback step, case, `_`, single-character
    /// subtags, skipped ranges and the source locale when nothing matches.
    static let localesRanges: [[String]] = [
        ["de"], ["de-AT", "en"], ["de-AT"], ["DE-li"], ["de-CH"], ["de-ch"], ["de_CH"], ["de-CH-1996"],
        ["de-CH-x-phonebk"],
        ["de-u-co-phonebk"], ["de-x"], ["de-"], ["-de"], ["de--CH"],
        ["zh-Hant"], ["zh-Hant-TW"], ["zh_hant_hk"], ["ZH-HANT"], ["zh-Hans-CN", "zh"], ["zh-TW"], ["zh"],
        ["ar"], ["ar-EG"], ["ar-Latn"],
        ["pt-BR"], ["pt_br"], ["pt"], ["pt-PT"], ["pt-PT", "pt-BR"],
        ["en-x-pirate"], ["en-X-PIRATE"], ["en-x-pirate-ship"], ["en-x-parrot"], ["x-pirate"], ["en-GB-x-pirate"],
        ["i-klingon", "ar"], ["en"], ["EN"], ["en-US"], ["fr"], ["fr-CA", "fr", "de-DE", "en"], ["es", "pt-BR", "de"],
        [], [""], ["*"], ["*", "ar"], ["", "de"], ["_"], ["-"], ["en_x_pirate"],
    ]

    /// Ranges for every other bundle: its own locales where it has translations, and the
    /// source locale otherwise.
    static let commonRanges: [[String]] = [["de-AT", "en"], ["ar-EG"], ["es-MX", "en"], ["fr"], []]

    /// Headers with the ranges expected from them (checked here, so that a recording cannot
    /// silently change what the parser does).
    static let headers: [(label: String, header: String, expected: [String])] = [
        ("q order", "de-AT;q=0.8, fr, *;q=0.1, en;q=0", ["fr", "de-AT", "*"]),
        ("empty", "", []),
        ("one range", "de", ["de"]),
        ("equal q keeps header order", "en;q=0.5, de;q=0.5, fr;q=0.5, it", ["it", "en", "de", "fr"]),
        ("three decimals", "a;q=0.001, b;q=0.01, c;q=0.1, d;q=1.000, e;q=0.999", ["d", "e", "c", "b", "a"]),
        ("spaces and tabs", " de ;\tq=0.5 ,\ten", ["en", "de"]),
        ("empty items", ",, de,,;q=0.5, ;, \t", ["de"]),
        ("spaces around q and =", "de; q = 0.5, fr", ["fr", "de"]),
        ("only spaces and tabs are trimmed", "de\n, fr", ["de\n", "fr"]),
        ("ranges as written", "DE-at, zh_Hant, *", ["DE-at", "zh_Hant", "*"]),
        ("upper-case Q", "de;Q=0.5, fr", ["fr", "de"]),
        ("q zero in every form", "de;q=0, fr;q=0.000, it;q=0., en", ["en"]),
        ("q one with a dot", "de;q=1., fr;q=0.5", ["de", "fr"]),
        ("q above one", "de;q=1.5, fr", ["fr"]),
        ("q 1.001", "de;q=1.001, fr", ["fr"]),
        ("q four decimals", "de;q=0.1234, fr", ["fr"]),
        ("q without leading digit", "de;q=.5, fr", ["fr"]),
        ("q empty", "de;q=, fr", ["fr"]),
        ("q exponent", "de;q=1e0, fr", ["fr"]),
        ("q with sign", "de;q=+0.5, en;q=-0, fr", ["fr"]),
        ("q with text after", "de;q=0.5x, fr", ["fr"]),
        ("q two", "de;q=2, fr", ["fr"]),
        ("q leading zero", "de;q=01, fr", ["fr"]),
        ("q two dots", "de;q=0..5, fr", ["fr"]),
        ("q space inside", "de;q=0. 5, fr", ["fr"]),
        ("other parameters ignored", "de;level=1;q=0.7, fr;q=0.7", ["de", "fr"]),
        ("parameter without =", "de;q, fr;q=0.5", ["de", "fr"]),
        ("parameter named qq", "de;qq=0.1, fr;q=0.5", ["de", "fr"]),
        ("parameter with two =", "de;level=x=y;q=0.4, fr;q=0.5", ["fr", "de"]),
        ("q value with =", "de;q=0.5=1, fr", ["fr"]),
        ("the last q counts", "de;q=0.2;q=0.9, fr;q=0.5", ["de", "fr"]),
        ("a last q of zero", "de;q=0.9;q=0, fr;q=0.5", ["fr"]),
        ("a malformed q anywhere", "de;q=x;q=0.9, fr;q=0.5", ["fr"]),
        ("no range", ";q=0.5, fr", ["fr"]),
        ("wildcard only", "*", ["*"]),
        ("non-ASCII kept", "de-\u{C4}T, fr;q=0.5", ["de-\u{C4}T", "fr"]),
        ("a browser's header", "pt-BR,pt;q=0.9,en-US;q=0.8,en;q=0.7", ["pt-BR", "pt", "en-US", "en"]),
    ]

    /// Lists at the bounds of lookup (`LocaleLookup.maxLanguageRanges` ranges read,
    /// `maxLanguageRangeLength` characters per range), for the `locales` bundle, with a label
    /// (the lists are too long for an id).
    static let boundRanges: [(label: String, preferred: [String])] = {
        let padding = String(repeating: "abcdefgh-", count: 30)  // 270 characters
        /// "de-CH-x-" and padding, cut to `length` characters and ending in a letter.
        func longRange(_ length: Int) -> String {
            var range = String(("de-CH-x-" + padding).prefix(length))
            if range.hasSuffix("-") { range = String(range.dropLast()) + "a" }
            return range
        }
        return [
            ("32 ranges, the last one matches", Array(repeating: "fr", count: 31) + ["de"]),
            ("33 ranges, only the 33rd matches: ignored", Array(repeating: "fr", count: 32) + ["de"]),
            ("a range of 255 characters is tried", [longRange(255)]),
            ("a range of 256 characters is skipped", [longRange(256)]),
            ("a skipped range, then one that matches", [longRange(256), "ar"]),
            ("255 characters counted as code points: 2-byte UTF-8", ["de-" + String(repeating: "\u{E9}", count: 252)]),
            (
                "255 characters counted as code points: outside the BMP",
                ["de-" + String(repeating: "\u{1F600}", count: 252)]
            ),
            ("256 code points outside the BMP are skipped", ["de-" + String(repeating: "\u{1F600}", count: 253)]),
            ("2000 subtags are skipped, not cut", ["de-CH-" + String(repeating: "a-", count: 1999) + "a"]),
        ]
    }()

    /// Headers at the bound: only the first `LocaleLookup.maxLanguageRanges` items are read.
    static let boundHeaders: [(label: String, header: String, expected: [String])] = [
        ("32 items are read", (1...32).map { "l\($0)" }.joined(separator: ","), (1...32).map { "l\($0)" }),
        (
            "the 33rd item is ignored, whatever its weight",
            Array(repeating: "fr;q=0.5", count: 32).joined(separator: ",") + ",de",
            Array(repeating: "fr", count: 32)
        ),
        ("empty items count", String(repeating: ",", count: 32) + "de", []),
    ]

    static func all(_ bundles: BundleSet) throws -> [CaseSpec] {
        var cases: [CaseSpec] = []
        for name in bundles.names {
            for preferred in name == "locales" ? localesRanges : commonRanges {
                cases.append(.locale(bundle: name, preferred: preferred))
            }
        }
        for item in boundRanges {
            let list = JSONValue.array(item.preferred.map(JSONValue.string))
            cases.append(
                CaseSpec(
                    id: "locale/locales/bounds: \(item.label)", kind: "locale",
                    inputs: [("bundle", .string("locales")), ("preferred", list)]))
        }
        for item in headers + boundHeaders {
            let parsed = LocaleLookup.preferredLanguages(acceptLanguage: item.header)
            guard parsed.map(ExactString.init) == item.expected.map(ExactString.init) else {
                throw SuiteError("accept-language/\(item.label): parsed as \(parsed), not \(item.expected)")
            }
            cases.append(.acceptLanguage(item.label, header: item.header))
        }
        return cases
    }
}
