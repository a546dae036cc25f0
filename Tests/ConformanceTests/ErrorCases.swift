/// Every error code with its key and message, and JSON text the scorer refuses.
enum ErrorCases {
    static let fitcircle =
        #"{"primaryGoal":"lose_weight","motivationStyle":"social","fitnessLevel":"beginner","timeCommitment":"30-60"}"#

    static func all(_ bundles: BundleSet) -> [CaseSpec] {
        var cases: [CaseSpec] = []
        func add(_ label: String, in bundle: String = "fitcircle-persona", _ text: String) {
            cases.append(.score("errors/\(label)", bundle: bundle, text))
        }
        func addBytes(_ label: String, _ bytes: [UInt8]) {
            cases.append(.score("errors/\(label)", bundle: "fitcircle-persona", bytes: bytes))
        }
        // The answers are not an object: every other JSON type.
        for (label, text) in [
            ("array", "[]"), ("number", "1"), ("string", #""a""#), ("null", "null"), ("true", "true"),
            ("false", "false"),
            ("array of an object", "[" + fitcircle + "]"),
        ] {
            add("wrong-type/root \(label)", text)
        }
        // unknown-key: plain, near misses, an id instead of a wire key, several unknown keys.
        let body = String(fitcircle.dropFirst().dropLast())
        add("unknown-key/extra key", "{" + body + #","zzz":1}"#)
        add(
            "unknown-key/near miss case",
            #"{"primarygoal":"lose_weight","motivationStyle":"social","fitnessLevel":"beginner","timeCommitment":"30-60"}"#
        )
        add(
            "unknown-key/near miss spaces",
            #"{" primaryGoal ":"lose_weight","motivationStyle":"social","fitnessLevel":"beginner","timeCommitment":"30-60"}"#
        )
        add("unknown-key/smallest of several first", "{" + body + #","zeta":1,"alpha":2,"Zeta":3}"#)
        add("unknown-key/unknown before invalid answer", #"{"primaryGoal":"nope","extra":1}"#)
        add("unknown-key/id instead of key", in: "keys", #"{"goal":"lose_weight","café":"yes","don't":"no"}"#)
        add("unknown-key/mbti id instead of text", in: "mbti", #"{"ei-1":3}"#)
        add("unknown-key/empty key", "{" + body + #","":1}"#)
        // wrong-type inside: each JSON type for a single question.
        for (label, value) in [
            ("number", "1"), ("fraction", "0.5"), ("true", "true"), ("false", "false"), ("object", "{}"),
            ("array", #"["lose_weight"]"#),
        ] {
            add(
                "wrong-type/single given \(label)",
                #"{"primaryGoal":\#(value),"motivationStyle":"social","fitnessLevel":"beginner","timeCommitment":"30-60"}"#
            )
        }
        for (label, value) in [
            ("string", #""3""#), ("true", "true"), ("object", #"{"v":3}"#), ("array", "[3]"), ("fraction", "3.5"),
        ] {
            add("wrong-type/scale given \(label)", in: "mbti", JSONText.object([(bundles.keys(of: "mbti")[0], value)]))
        }
        // unknown-option, with and without a near miss.
        for id in ["lose-weight", "Lose_Weight", "LOSE_WEIGHT", "weight", ""] {
            add(
                "unknown-option/\"\(id)\"",
                #"{"primaryGoal":\#(JSONText.string(id)),"motivationStyle":"social","fitnessLevel":"beginner","timeCommitment":"30-60"}"#
            )
        }
        add("unknown-option/scale value 6", in: "mbti", JSONText.object([(bundles.keys(of: "mbti")[0], "6")]))
        add("unknown-option/scale value 0", in: "mbti", JSONText.object([(bundles.keys(of: "mbti")[0], "0")]))
        // missing-answer: the first required question in bundle order, whatever the key order.
        add("missing-answer/empty", "{}")
        add(
            "missing-answer/last",
            #"{"primaryGoal":"lose_weight","motivationStyle":"social","fitnessLevel":"beginner"}"#)
        add(
            "missing-answer/null",
            #"{"primaryGoal":"lose_weight","motivationStyle":null,"fitnessLevel":"beginner","timeCommitment":"30-60"}"#)
        add("missing-answer/reordered", #"{"timeCommitment":"30-60","primaryGoal":"lose_weight"}"#)
        add("missing-answer/before a later bad answer", #"{"primaryGoal":"lose_weight","timeCommitment":"nope"}"#)
        add("unknown-option/before a later missing answer", #"{"motivationStyle":"nope"}"#)
        // invalid-json: duplicates, trailing text, bad escapes, lone surrogates, numbers, nesting.
        for (label, text) in [
            ("duplicate member", #"{"primaryGoal":"lose_weight","primaryGoal":"have_fun"}"#),
            ("duplicate member by escape", #"{"primaryGoal":"lose_weight","primary\u0047oal":"have_fun"}"#),
            ("duplicate nested member", #"{"primaryGoal":{"a":1,"a":2}}"#),
            ("trailing text", fitcircle + " x"), ("two objects", fitcircle + fitcircle),
            ("trailing comma", #"{"primaryGoal":"lose_weight",}"#),
            ("empty text", ""), ("only white space", " \n\t "),
            ("unterminated object", #"{"primaryGoal":"lose_weight""#),
            ("unterminated string", #"{"primaryGoal":"lose_weight}"#),
            ("bad escape x", #"{"primaryGoal":"lose\xweight"}"#),
            ("short unicode escape", #"{"primaryGoal":"\u12"}"#),
            ("non-hex unicode escape", #"{"primaryGoal":"\u12G4"}"#),
            ("lone high surrogate escape", #"{"primaryGoal":"\ud800"}"#),
            ("lone low surrogate escape", #"{"primaryGoal":"\udc00"}"#),
            ("high surrogate then letter", #"{"primaryGoal":"\ud800\u0041"}"#),
            ("reversed surrogates", #"{"primaryGoal":"\udc00\ud800"}"#),
            ("lone surrogate in key", #"{"\ud83d":"x"}"#), ("single quotes", "{'primaryGoal':'lose_weight'}"),
            ("unquoted key", "{primaryGoal:\"lose_weight\"}"), ("comment", "{/* c */}"),
            ("leading zero", #"{"primaryGoal":01}"#),
            ("plus sign", #"{"primaryGoal":+1}"#), ("leading dot", #"{"primaryGoal":.5}"#),
            ("trailing dot", #"{"primaryGoal":5.}"#),
            ("bare exponent", #"{"primaryGoal":1e}"#), ("NaN", #"{"primaryGoal":NaN}"#),
            ("Infinity", #"{"primaryGoal":Infinity}"#),
            ("control character in string", "{\"primaryGoal\":\"lose\tweight\"}"),
            ("true misspelled", #"{"primaryGoal":tru}"#),
            ("missing colon", #"{"primaryGoal" "lose_weight"}"#), ("missing comma", #"{"a":1 "b":2}"#),
            ("byte order mark", "\u{FEFF}" + fitcircle),
            (
                "nesting 64 deep",
                #"{"primaryGoal":"# + String(repeating: "[", count: 63) + String(repeating: "]", count: 63) + "}"
            ),
            (
                "nesting 65 deep",
                #"{"primaryGoal":"# + String(repeating: "[", count: 64) + String(repeating: "]", count: 64) + "}"
            ),
            ("nesting 1000 deep", String(repeating: "[", count: 1000) + String(repeating: "]", count: 1000)),
        ] {
            add("invalid-json/\(label)", text)
        }
        // A valid surrogate pair and other escapes decode to a key that then is unknown.
        add("unknown-key/escaped emoji key", #"{"\ud83d\ude00":1}"#)
        add("unknown-key/escaped control key", #"{"a\u0000b\n":1}"#)
        add("unknown-key/unknown key with null", "{" + body + #","zzz":null}"#)
        add("unknown-key/raw line separator and DEL", "{\"a\u{2028}b\u{7F}\u{2029}\":1}")
        add("unknown-key/escaped line separator and DEL", #"{"a\u2028b\u007f\u2029":1}"#)
        add("unknown-key/escaped slash and quotes", #"{"a\/b\"c\\d":1}"#)
        add(
            "valid/escaped key and id",
            #"{"\u0070rimaryGoal":"lose\u005fweight","motivationStyle":"social","fitnessLevel":"beginner","timeCommitment":"30\u002d60"}"#
        )
        add(
            "valid/white space everywhere",
            " \r\n\t{ \"primaryGoal\" : \"lose_weight\" ,\n\"motivationStyle\":\"social\",\"fitnessLevel\"\t:\"beginner\",\"timeCommitment\":\"30-60\" } \r\n"
        )
        // invalid UTF-8 bytes, sent as base64.
        let prefix = Array(#"{"primaryGoal":""#.utf8), suffix = Array(#""}"#.utf8)
        for (label, bad) in [
            ("byte FF", [0xFF]), ("overlong NUL", [0xC0, 0x80]), ("encoded surrogate", [0xED, 0xA0, 0x80]),
            ("truncated sequence", [0xE2, 0x82]), ("lone continuation", [0x80]),
            ("above U+10FFFF", [0xF4, 0x90, 0x80, 0x80]),
        ] as [(String, [UInt8])] {
            addBytes("invalid-json/invalid UTF-8 \(label)", prefix + bad + suffix)
        }
        addBytes("invalid-json/invalid UTF-8 in key", Array(#"{""#.utf8) + [0xFF] + Array(#"":1}"#.utf8))
        return cases
    }
}
