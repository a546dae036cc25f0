import Foundation

/// Keys compared exactly by scalars: near misses found by folding, non-NFC and duplicate keys.
enum KeyCases {
    /// `keys` answers that are complete except that `key` replaces the wire key of `replacing`.
    static func keysAnswers(replacing: String, with key: String, value: String) -> String {
        var members: [(String, String)] = [
            ("primaryGoal", #""lose_weight""#), ("café", #""yes""#), ("don't", #""no""#),
        ]
        if let index = members.firstIndex(where: { $0.0 == replacing }) { members.remove(at: index) }
        members.append((key, value))
        return JSONText.object(members)
    }

    static func all(_ bundles: BundleSet) -> [CaseSpec] {
        var cases: [CaseSpec] = []
        func add(_ label: String, replacing: String = "", _ key: String, value: String = #""yes""#) {
            cases.append(
                .score("keys/\(label)", bundle: "keys", keysAnswers(replacing: replacing, with: key, value: value)))
        }
        add("exact café", replacing: "café", "caf\u{E9}")
        add("NFD café", replacing: "café", "cafe\u{301}")
        add("capital Café", replacing: "café", "Caf\u{E9}")
        add("upper CAFÉ", replacing: "café", "CAF\u{C9}")
        add("upper NFD CAFÉ", replacing: "café", "CAFE\u{301}")
        add("cafe without accent", replacing: "café", "cafe")
        add("café with zero-width space", replacing: "café", "caf\u{200B}\u{E9}")
        add("café with soft hyphen", replacing: "café", "ca\u{AD}f\u{E9}")
        add("café with BOM", replacing: "café", "\u{FEFF}caf\u{E9}")
        add("fullwidth café", replacing: "café", "\u{FF43}\u{FF41}\u{FF46}\u{E9}")
        add("curly apostrophe", replacing: "don't", "don\u{2019}t", value: #""no""#)
        add("left single quote", replacing: "don't", "don\u{2018}t", value: #""no""#)
        add("prime", replacing: "don't", "don\u{2032}t", value: #""no""#)
        add("fullwidth apostrophe", replacing: "don't", "don\u{FF07}t", value: #""no""#)
        add("upper DON'T", replacing: "don't", "DON'T", value: #""no""#)
        add("fullwidth letters", replacing: "don't", "\u{FF44}\u{FF4F}\u{FF4E}'\u{FF54}", value: #""no""#)
        add("zero-width joiner", replacing: "don't", "don\u{200D}'t", value: #""no""#)
        add("straße exact", "stra\u{DF}e")
        add("STRASSE differs from straße", "STRASSE")
        add("strasse differs from straße", "strasse")
        add("STRAßE near straße", "STRA\u{DF}E")
        add("capital sharp s", "STRA\u{1E9E}E")
        add("first name exact", "first name", value: #""ann""#)
        for (label, key) in [
            ("no-break space", "first\u{A0}name"), ("two spaces", "first  name"), ("tab", "first\tname"),
            ("leading and trailing spaces", " first name "), ("ideographic space", "first\u{3000}name"),
            ("line separator", "first\u{2028}name"), ("narrow no-break space", "first\u{202F}name"),
            ("em space", "First\u{2003}Name"), ("next line", "first\u{85}name"), ("ogham space", "first\u{1680}name"),
            ("zero-width space is no space", "first\u{200B}name"), ("no space", "firstname"),
            ("mongolian vowel separator", "first\u{180E} name"), ("word joiner", "first\u{2060} name"),
        ] {
            add("first name \(label)", key, value: #""ann""#)
        }
        add("straight quotes exact", #"say "hi""#, value: #""wave""#)
        add("curly double quotes", "say \u{201C}hi\u{201D}", value: #""wave""#)
        add("low double quote", "say \u{201E}hi\u{201F}", value: #""wave""#)
        add("double prime", "say \u{2033}hi\u{2033}", value: #""wave""#)
        add("fullwidth quotation mark", "say \u{FF02}hi\u{FF02}", value: #""wave""#)
        add("upper SAY", #"SAY "HI""#, value: #""wave""#)
        add("option near miss YES", replacing: "café", "café", value: #""YES""#)
        add("option near miss fullwidth", replacing: "café", "café", value: "\"\u{FF59}\u{FF45}\u{FF53}\"")
        add("option NFD id", replacing: "don't", "don't", value: "\"no\u{301}\"")
        // Duplicates: the same key twice is invalid JSON; NFC and NFD spellings are two keys.
        cases.append(
            .score(
                "keys/duplicate café", bundle: "keys",
                #"{"primaryGoal":"lose_weight","café":"yes","don't":"no","café":"no"}"#))
        cases.append(
            .score(
                "keys/NFC and NFD café", bundle: "keys",
                "{\"primaryGoal\":\"lose_weight\",\"caf\u{E9}\":\"yes\",\"don't\":\"no\",\"cafe\u{301}\":\"no\"}"))
        cases.append(
            .score(
                "keys/duplicate by escape", bundle: "keys",
                #"{"primaryGoal":"lose_weight","café":"yes","don't":"no","caf\u00e9":"no"}"#))
        cases.append(
            .score(
                "keys/escaped NFD", bundle: "keys", #"{"primaryGoal":"lose_weight","cafe\u0301":"yes","don't":"no"}"#))
        // answer_key: text — curly quotes in the question texts.
        let texts = bundles.keys(of: "text-keys")
        func addText(_ label: String, _ members: [(String, String)]) {
            cases.append(.score("keys/text-keys/\(label)", bundle: "text-keys", JSONText.object(members)))
        }
        addText("exact", [(texts[0], "3"), (texts[1], "2"), (texts[2], "1")])
        addText("straight apostrophe", [("I'm happy to lead.", "3"), (texts[1], "2"), (texts[2], "1")])
        addText("straight double quotes", [(texts[0], "3"), ("Plans are \"useful\".", "2"), (texts[2], "1")])
        addText("lower case", [(texts[0], "3"), (texts[1], "2"), ("small talk is fun.", "1")])
        addText("no full stop", [(texts[0], "3"), (texts[1], "2"), ("Small talk is fun", "1")])
        addText("question id", [("t1", "3"), (texts[1], "2"), (texts[2], "1")])
        let mbti = bundles.keys(of: "mbti")
        cases.append(
            .score("keys/mbti/upper case text", bundle: "mbti", JSONText.object([(mbti[0].uppercased(), "3")])))
        cases.append(
            .score(
                "keys/mbti/curly apostrophe", bundle: "mbti",
                JSONText.object(mbti.map { ($0.replacingOccurrences(of: "'", with: "\u{2019}"), "3") })))
        return cases
    }
}
